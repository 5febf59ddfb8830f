import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./low-priority-preloads.server";

const head =
  '<!DOCTYPE html><html lang="es-ES"><head><meta charSet="utf-8"/><title>Señales – Autobahn</title>' +
  '<link rel="stylesheet" href="/assets/site.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/></head>';
const body = '<body><p>ñ – <link rel="modulepreload" href="/in-body.js"/></p></body></html>';

async function through(chunks: Array<string | Buffer>): Promise<string> {
  return text(Readable.from(chunks).pipe(lowerModulePreloadPriority()));
}

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload of the head low priority and leaves the rest as it was", async () => {
    const html = await through([head + body]);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html.endsWith(body)).toBe(true);
  });

  it("finds the head's end across chunks, even one split inside a multi-byte character", async () => {
    const bytes = Buffer.from(head + body);
    const chunks = [];
    for (let at = 0; at < bytes.length; at += 7) chunks.push(bytes.subarray(at, at + 7));
    const html = await through(chunks);
    expect(html).toBe((await through([head + body])).toString());
    expect(html).toContain("Señales");
  });

  it("passes a document without a head on unchanged", async () => {
    expect(await through(["<p>error</p>"])).toBe("<p>error</p>");
  });
});

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
// saxon-js has no type declarations.
// @ts-expect-error untyped module
import SaxonJS from "saxon-js";

// The official EN 16931 validation of a CII invoice: CEN/TC 434's business rules (BR-*, BR-CO-*,
// BR-S-*, …) as published by the European Commission (ConnectingEurope/eInvoicing-EN16931, release
// 1.3.16, EUPL 1.2: en16931/LICENSE.txt), run with SaxonJS. The XSLT is compiled to SaxonJS's
// format once per machine (about a minute) and kept under node_modules/.cache. A fresh clone takes
// it from compiled/ instead (committed gzipped, 140 kB), when one there matches the rules' hash and
// the installed xslt3: see compiledCopy.

const here = dirname(fileURLToPath(import.meta.url));
const xslt = join(here, "en16931", "EN16931-CII-validation.xslt");

/** Compiles the rules when this machine has not yet: call it from a beforeAll with a long timeout. */
export function compiled(): string {
  const hash = createHash("sha256").update(readFileSync(xslt)).digest("hex").slice(0, 16);
  const cache = resolve(here, "..", "..", "node_modules", ".cache", "en16931");
  const sef = join(cache, `cii-${hash}.sef.json`);
  if (!existsSync(sef) && !compiledCopy(join(here, "en16931", "compiled"), sef)) {
    mkdirSync(cache, { recursive: true });
    // Written beside and renamed (as xrechnung-schematron.ts does): a file in the other worker that
    // checks for it while this one compiles never reads half of it.
    const part = `${sef}.${process.pid}.part`;
    execFileSync(
      resolve(here, "..", "..", "node_modules", ".bin", "xslt3"),
      [`-xsl:${xslt}`, `-export:${part}`, "-nogo", "-relocate:on"],
      { stdio: "ignore" },
    );
    renameSync(part, sef);
  }
  return sef;
}

const xslt3Version = (
  JSON.parse(readFileSync(resolve(here, "..", "..", "node_modules", "xslt3", "package.json"), "utf8")) as {
    version: string;
  }
).version;

/**
 * Puts the committed compilation of the same rules by the same xslt3 release into the cache; false
 * when there is none (new rules, another xslt3), and the caller compiles. The file's name carries
 * the rules' hash, so a changed rule set can never be answered by an old compilation. To refresh:
 * `gzip -9c node_modules/.cache/<rules>/cii-<hash>.sef.json > <folder>/compiled/xslt3-<version>/…gz`.
 */
export function compiledCopy(folder: string, sef: string): boolean {
  const committed = join(folder, `xslt3-${xslt3Version}`, `${basename(sef)}.gz`);
  if (!existsSync(committed)) return false;
  mkdirSync(dirname(sef), { recursive: true });
  const part = `${sef}.${process.pid}.part`;
  writeFileSync(part, gunzipSync(readFileSync(committed)));
  renameSync(part, sef);
  return true;
}

/** The failed rules of the invoice, "BR-CO-15: …" each; empty when it conforms to EN 16931. */
export async function en16931CiiErrors(xml: string): Promise<string[]> {
  const report = await svrlReport(compiled(), xml);
  // Only fatal failures break EN 16931.
  return failedAsserts(report)
    .filter((failure) => failure.flag === "fatal")
    .map((failure) => `${failure.id}: ${failure.text}`);
}

// Each compiled rule set read and parsed once per test file: reading the megabyte of SEF again for
// every invoice would take most of a second each time.
const loaded = new Map<string, unknown>();

/** The SVRL report (ISO Schematron's validation report) of a compiled rule set on the XML. */
export async function svrlReport(sef: string, xml: string): Promise<string> {
  let stylesheet = loaded.get(sef);
  if (!stylesheet) {
    stylesheet = JSON.parse(readFileSync(sef, "utf8")) as unknown;
    loaded.set(sef, stylesheet);
  }
  const result = (await SaxonJS.transform(
    { stylesheetInternal: stylesheet, sourceText: xml, destination: "serialized" },
    "async",
  )) as { principalResult: string };
  return result.principalResult;
}

/** Each failed assertion of an SVRL report with the rule's id and its flag (fatal, warning). */
export function failedAsserts(report: string): { id: string; flag: string; text: string }[] {
  return [...report.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map(
    ([, attributes, body]) => ({
      id: /\bid="([^"]+)"/.exec(attributes ?? "")?.[1] ?? "?",
      flag: /\bflag="([^"]+)"/.exec(attributes ?? "")?.[1] ?? "?",
      text:
        /<svrl:text>([\s\S]*?)<\/svrl:text>/
          .exec(body ?? "")?.[1]
          ?.replace(/\s+/g, " ")
          .trim() ?? "",
    }),
  );
}

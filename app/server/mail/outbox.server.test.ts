import { mkdtemp, readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../db.server";
import { mailOutbox } from "../schema";
import { setPasswordMail } from "./mail-builders.server";
import { deliverDueMail, queueMail } from "./outbox.server";
import { fileTransport, smtpTransport } from "./transport.server";

const message = () =>
  setPasswordMail({
    to: "ana@example.com",
    locale: "es",
    name: "Ana",
    productName: "Entiende al examinador",
    link: "http://localhost:3000/es/set-password?token=abc",
    validDays: 7,
    terms: { termsLink: "http://localhost:3000/es/terms-of-service", digitalWaiver: true },
  });

/** A real SMTP server on 127.0.0.1 that can be switched off, like a provider outage. */
async function startSmtp() {
  const received: string[] = [];
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onMailFrom(_address, _session, callback) {
      callback(down ? Object.assign(new Error("service unavailable"), { responseCode: 421 }) : undefined);
    },
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setDown: (value: boolean) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds())("mail outbox on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    handle = await open();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
  });
  beforeEach(async () => {
    await handle.db.delete(mailOutbox);
    smtp.received.length = 0;
  });

  it("keeps mail through an SMTP outage and sends it once the server is back", async () => {
    await queueMail(handle.db, message());
    const send = smtpTransport(smtp.url, "School <school@example.com>");
    let clock = new Date();
    const now = () => clock;

    smtp.setDown(true);
    expect(await deliverDueMail(handle.db, send, now)).toBe(0);
    let [row] = await handle.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row?.lastError).toMatch(/421|unavailable/i);
    // Not due again before its backoff.
    expect(await deliverDueMail(handle.db, send, now)).toBe(0);
    expect((await handle.db.select().from(mailOutbox))[0]?.attempts).toBe(1);

    smtp.setDown(false);
    clock = new Date(clock.getTime() + 10 * 60_000);
    expect(await deliverDueMail(handle.db, send, now)).toBe(1);
    [row] = await handle.db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain("To: ana@example.com");
    // Sent once: a later round sends nothing more.
    expect(await deliverDueMail(handle.db, send, now)).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("writes the local mailbox: JSON with the link plus the .eml", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "mailbox-"));
    const printed: string[] = [];
    await queueMail(handle.db, message());
    await deliverDueMail(
      handle.db,
      fileTransport(directory, undefined, (line) => printed.push(line)),
    );
    const files = (await readdir(directory)).sort();
    expect(files.map((f) => path.extname(f))).toEqual([".eml", ".json"]);
    const json = JSON.parse(await readFile(path.join(directory, files[1] as string), "utf8"));
    expect(json).toMatchObject({
      to: "ana@example.com",
      locale: "es",
      links: ["http://localhost:3000/es/set-password?token=abc"],
    });
    expect(json.subject).toContain("crea tu contraseña");
    expect(Object.keys(json).sort()).toEqual([
      "createdAt",
      "html",
      "kind",
      "links",
      "locale",
      "subject",
      "text",
      "to",
    ]);
    expect(await readFile(path.join(directory, files[0] as string), "utf8")).toContain("Subject:");
    expect(printed.join("\n")).toContain("http://localhost:3000/es/set-password?token=abc");
  });
});

import { mkdtemp, readdir, readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { mailOutbox } from "../platform/schema.server";
import { setPasswordMail } from "./mail-builders.server";
import { deliverDueMail, queueMail } from "./outbox.server";
import { fileTransport, smtpTransport } from "./transport.server";

const message = () =>
  setPasswordMail({
    to: "ana@example.com",
    locale: "es",
    name: "Ana",
    link: "http://localhost:3000/es/set-password?token=abc",
    validDays: 7,
    purchase: {
      publicUrl: "http://localhost:3000",
      productName: "Entiende al examinador",
      amountCents: 5000,
      orderedOn: "2026-11-23",
      digitalWaiver: true,
    },
  });

/** The attachments of a raw MIME message, decoded: file name → content. */
function attachmentsOf(raw: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = "", ...rest] = part.split(/\r?\n\r?\n/);
    const name = /filename="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, " "))?.[1];
    if (!name) continue;
    const body = rest.join("\n\n").replace(/\r?\n--[^\r\n]*--\s*$/, "");
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
    files[name] =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, "")
                .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              "latin1",
            ).toString("utf8")
          : body;
  }
  return files;
}

/** The documents of a purchase mail (§ 312f BGB), as a Spanish customer receives them. */
function expectPurchaseDocuments(files: Record<string, string>) {
  expect(Object.keys(files).sort()).toEqual([
    "condiciones-del-servicio.html",
    "informacion-desistimiento-y-formulario.html",
  ]);
  expect(files["condiciones-del-servicio.html"]).toContain("Derecho de desistimiento para consumidores");
  expect(files["informacion-desistimiento-y-formulario.html"]).toContain(
    "Modelo de formulario de desistimiento",
  );
  expect(files["informacion-desistimiento-y-formulario.html"]).toContain(
    "Por la presente le comunico/comunicamos",
  );
}

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
    // The outbox kept the attachments, and SMTP carried them.
    expectPurchaseDocuments(attachmentsOf(smtp.received[0] as string));
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
      "attachments",
      "createdAt",
      "html",
      "kind",
      "links",
      "locale",
      "subject",
      "text",
      "to",
    ]);
    const eml = await readFile(path.join(directory, files[0] as string), "utf8");
    expect(eml).toContain("Subject:");
    // Both the .eml and the JSON carry the documents.
    expectPurchaseDocuments(attachmentsOf(eml));
    expectPurchaseDocuments(
      Object.fromEntries(
        (json.attachments as { filename: string; content: string }[]).map((file) => [
          file.filename,
          file.content,
        ]),
      ),
    );
    expect(printed.join("\n")).toContain("http://localhost:3000/es/set-password?token=abc");
  });
});

import { mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readMailbox, waitForMail, waitForMails } from "../support/mailbox";

// The one wait the tests share for the file mailbox: it finds a mail written while it waits, and
// when none comes it says what it waited for.

let dir = "";
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("waitForMail", () => {
  it("returns the mail once the worker writes it, and waits for as many as asked", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mailbox-"));
    const mail = { to: "a@example.com", kind: "set-password", subject: "S", text: "T" };
    setTimeout(() => void writeFile(path.join(dir, "1.json"), JSON.stringify(mail)), 300);
    const found = await waitForMail(dir, (m) => m.kind === "set-password", { what: "set-password mail" });
    expect(found).toEqual(mail);
    await writeFile(path.join(dir, "2.json"), JSON.stringify(mail));
    const both = await waitForMails(dir, (m) => m.to === "a@example.com", { what: "two mails", count: 2 });
    expect(both).toHaveLength(2);
  });

  it("names what it waited for when no mail comes", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mailbox-"));
    await expect(
      waitForMail(path.join(dir, "mail"), () => true, { what: "reminder to b@example.com", timeout: 300 }),
    ).rejects.toThrow(/no reminder to b@example.com .* after 300 ms/);
  });

  it("keeps a mail it has read only while the folder holds it", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mailbox-"));
    const mail = (to: string) => ({ to, kind: "receipt", subject: "S", text: "T" });
    await writeFile(path.join(dir, "1.json"), JSON.stringify(mail("a@example.com")));
    await writeFile(path.join(dir, "2.json"), JSON.stringify(mail("b@example.com")));
    expect((await readMailbox(dir)).map((m) => m.to)).toEqual(["a@example.com", "b@example.com"]);
    await unlink(path.join(dir, "1.json"));
    await writeFile(path.join(dir, "3.json"), JSON.stringify(mail("c@example.com")));
    expect((await readMailbox(dir)).map((m) => m.to)).toEqual(["b@example.com", "c@example.com"]);
  });
});

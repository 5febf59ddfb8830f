import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tar, untar } from "./tar.server";

// The backup archive must be a tar that the system's tar reads, and ours must read the system's.

const dir = mkdtempSync(path.join(tmpdir(), "tar-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const big = new Uint8Array(1300).map((_, n) => n % 251);

describe("tar", () => {
  it("writes what the system's tar lists and extracts byte for byte", () => {
    const file = path.join(dir, "ours.tar");
    writeFileSync(
      file,
      tar([
        { name: "backup.json", data: new TextEncoder().encode("{}\n") },
        { name: "secrets/auth-secret", data: new TextEncoder().encode("s3cret") },
        { name: "database.tar", data: big },
      ]),
    );
    expect(execFileSync("tar", ["-tf", file], { encoding: "utf8" }).trim().split("\n")).toEqual([
      "backup.json",
      "secrets/auth-secret",
      "database.tar",
    ]);
    const out = path.join(dir, "out");
    mkdirSync(out);
    execFileSync("tar", ["-xf", file, "-C", out]);
    expect(readFileSync(path.join(out, "secrets", "auth-secret"), "utf8")).toBe("s3cret");
    expect(new Uint8Array(readFileSync(path.join(out, "database.tar")))).toEqual(big);
  });

  it.each(["ustar", "gnu"])("reads the regular files of the system's %s tar", (format) => {
    const source = path.join(dir, `source-${format}`);
    mkdirSync(path.join(source, "secrets"), { recursive: true });
    writeFileSync(path.join(source, "secrets", "auth-secret"), "abc");
    writeFileSync(path.join(source, "big"), big);
    const file = path.join(dir, `${format}.tar`);
    execFileSync("tar", [`--format=${format}`, "-cf", file, "-C", source, "secrets", "big"]);
    const entries = untar(readFileSync(file));
    expect(entries.map((entry) => entry.name)).toEqual(["secrets/auth-secret", "big"]);
    expect(new TextDecoder().decode(entries[0]?.data)).toBe("abc");
    expect(new Uint8Array(entries[1]?.data ?? [])).toEqual(big);
  });

  it("refuses an archive cut short", () => {
    const whole = tar([{ name: "database.tar", data: big }]);
    expect(() => untar(whole.subarray(0, 1000))).toThrow("cut short");
  });
});

import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";
import { projectRoot } from "./project-root.server";

describe("parseEnv", () => {
  it("fills the documented defaults", () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: "development",
      PORT: 3000,
      DATA_DIR: path.join(projectRoot, "data"),
      DATABASE_URL: undefined,
      DATABASE_MIGRATION_URL: undefined,
      PUBLIC_URL: "http://localhost:3000",
      AUTH_SECRET: undefined,
      STRIPE_SECRET_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      SMTP_URL: undefined,
      MAIL_FROM: undefined,
      TRUST_PROXY: 0,
      SHUTDOWN_DRAIN_MS: 0,
      LOG_FORMAT: undefined,
    });
    expect(parseEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
  });

  it("takes a drain time in milliseconds and a log format, and nothing else", () => {
    expect(parseEnv({ SHUTDOWN_DRAIN_MS: "5000" }).SHUTDOWN_DRAIN_MS).toBe(5000);
    expect(() => parseEnv({ SHUTDOWN_DRAIN_MS: "soon" })).toThrow(/SHUTDOWN_DRAIN_MS/);
    expect(parseEnv({ LOG_FORMAT: "pretty" }).LOG_FORMAT).toBe("pretty");
    expect(() => parseEnv({ LOG_FORMAT: "xml" })).toThrow(/LOG_FORMAT/);
  });

  it("takes a migration role's URL only beside DATABASE_URL, and says why otherwise", () => {
    const owner = "postgres://owner:pw@db:5432/drive";
    expect(
      parseEnv({ DATABASE_URL: "postgres://app:pw@db:5432/drive", DATABASE_MIGRATION_URL: owner })
        .DATABASE_MIGRATION_URL,
    ).toBe(owner);
    expect(() => parseEnv({ DATABASE_MIGRATION_URL: owner })).toThrow(
      /DATABASE_MIGRATION_URL: needs DATABASE_URL too/,
    );
    expect(() =>
      parseEnv({ DATABASE_URL: "postgres://app:pw@db:5432/drive", DATABASE_MIGRATION_URL: "mysql://x" }),
    ).toThrow(/DATABASE_MIGRATION_URL: must start with postgres:\/\//);
  });

  it("takes the number of proxies to trust, and nothing else", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(() => parseEnv({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "-1" })).toThrow(/TRUST_PROXY/);
  });

  it("takes a relative DATA_DIR from the project folder, whatever the current directory", () => {
    const elsewhere = process.cwd();
    process.chdir(path.parse(elsewhere).root);
    try {
      expect(parseEnv({ DATA_DIR: "var/site" }).DATA_DIR).toBe(path.join(projectRoot, "var", "site"));
      expect(parseEnv({ DATA_DIR: "/srv/data" }).DATA_DIR).toBe("/srv/data");
    } finally {
      process.chdir(elsewhere);
    }
  });

  it("keeps PUBLIC_URL as an origin and treats empty variables as unset", () => {
    expect(parseEnv({ PUBLIC_URL: "https://www.example.com/" }).PUBLIC_URL).toBe("https://www.example.com");
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["NODE_ENV", "staging"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["PUBLIC_URL", "localhost:3000"],
    ["PUBLIC_URL", "foo"],
    ["PUBLIC_URL", "https://example.com/shop"],
  ])("names the bad variable %s=%s", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`${name}:.*got "${value}"`));
  });
});

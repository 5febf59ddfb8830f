import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { asc } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { markComplete, recordVisit } from "~/server/course/progress.server";
import {
  type Database,
  type DatabaseHandle,
  openPglite,
  openPostgres,
  pgliteFolder,
} from "~/server/platform/db.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import { projectRoot } from "~/server/platform/project-root.server";
import { lessonProgress, mailOutbox, purchases, users } from "~/server/platform/schema.server";
import { copyPreparedPglite } from "../tests/support/prepared-folder";
import { sameDatabaseAs, twoRoleServer } from "../tests/support/test-database";

// `npm run backup` then `npm run restore -- FILE` gives back customers, purchases, course progress
// and mail, on the embedded database and on PostgreSQL (TEST_DATABASE_URL); the embedded archive
// also carries the data folder's generated AUTH_SECRET (decision 019).

const run = (script: string, env: Record<string, string>, args: string[] = []) =>
  spawnSync(process.execPath, ["--import", "tsx", path.join(projectRoot, "scripts", script), ...args], {
    cwd: projectRoot,
    env: { ...process.env, PUBLIC_URL: "", ...env },
    encoding: "utf8",
    timeout: 90_000,
  });

async function fill(db: Database) {
  for (const [n, product] of (["examiner-course", "conversion-assistance"] as const).entries()) {
    const session = checkoutSession({ product, email: `backup${n}@example.com`, name: `Customer ${n}` });
    await handleStripeEvent(db, event("checkout.session.completed", session), {
      publicUrl: "http://localhost:3000",
    });
  }
  const [customer] = await db.select().from(users).orderBy(asc(users.email));
  await recordVisit(db, customer?.id as string, "1.1");
  await markComplete(db, customer?.id as string, "1.1");
  await recordVisit(db, customer?.id as string, "1.2");
}

/** Everything the school would miss, in a stable order. */
async function contents(db: Database) {
  return {
    customers: await db.select().from(users).orderBy(asc(users.id)),
    purchases: await db.select().from(purchases).orderBy(asc(purchases.id)),
    progress: await db
      .select()
      .from(lessonProgress)
      .orderBy(asc(lessonProgress.userId), asc(lessonProgress.lessonId)),
    mail: await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
  };
}

/**
 * A data folder holding the migrated database: a copy of the run's prepared folder instead of
 * initdb and every migration (the same folder a first start leaves, in a fraction of the time).
 */
const openSourceFolder = async (dir: string) => {
  await copyPreparedPglite(dir);
  return openPglite(pgliteFolder(dir));
};

const folders: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "backup-"));
  folders.push(dir);
  return dir;
};
const databases: string[] = [];
const adminUrl = process.env.TEST_DATABASE_URL;
async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
async function emptyPostgres(): Promise<string> {
  const name = `test_backup_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await admin(`CREATE DATABASE ${name}`);
  databases.push(name);
  const url = new URL(adminUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
}
afterAll(async () => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  for (const name of databases) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

interface Kind {
  name: string;
  /** A place with a database: the env the scripts get, and how the test opens it. */
  create: () => Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle> }>;
  extension: string;
}
const pglite: Kind = {
  name: "the embedded database",
  extension: ".tar.gz",
  create: async () => {
    const dir = dataDir();
    // The first open fills the folder; later ones (after a backup or a restore) open what is there.
    const open = () =>
      existsSync(pgliteFolder(dir)) ? openPglite(pgliteFolder(dir)) : openSourceFolder(dir);
    return { env: { DATA_DIR: dir, DATABASE_URL: "" }, open };
  },
};
const postgres: Kind = {
  name: "PostgreSQL",
  extension: ".pgdump",
  create: async () => {
    const url = await emptyPostgres();
    return { env: { DATA_DIR: dataDir(), DATABASE_URL: url }, open: () => openPostgres(url) };
  },
};

// The production setup (decision 020): the dump and the restore go through the migration role, the
// app's role reads the restored rows.
const roles = twoRoleServer();
const postgresTwoRoles: Kind = {
  name: "PostgreSQL with a migration role and the app's role",
  extension: ".pgdump",
  create: async () => {
    const url = await emptyPostgres();
    const appUrl = sameDatabaseAs(roles?.appUrl as string, url);
    return {
      env: { DATA_DIR: dataDir(), DATABASE_URL: appUrl, DATABASE_MIGRATION_URL: url },
      open: () => openPostgres(appUrl, { migrationUrl: url }),
    };
  },
};

describe.each([...(adminUrl ? [pglite, postgres] : [pglite]), ...(roles ? [postgresTwoRoles] : [])])(
  "backup and restore of $name",
  (kind) => {
    it("round-trips customers, purchases, progress and mail into an empty database, and refuses a full one", async () => {
      const source = await kind.create();
      const handle = await source.open();
      await fill(handle.db);
      const before = await contents(handle.db);
      await handle.close();
      expect(before.customers).toHaveLength(2);
      expect(before.purchases).toHaveLength(2);
      expect(before.progress).toHaveLength(2);
      expect(before.mail.length).toBeGreaterThanOrEqual(2);

      const backup = run("backup.ts", source.env);
      expect(backup.status, backup.stderr).toBe(0);
      const file = /Backup written: (\S+)/.exec(backup.stdout)?.[1] as string;
      expect(path.dirname(file)).toBe(path.join(source.env.DATA_DIR as string, "backups"));
      expect(path.basename(file)).toMatch(
        new RegExp(`^backup-\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}Z\\${kind.extension}$`),
      );
      expect(readdirSync(path.dirname(file)).filter((name) => name.endsWith(".partial"))).toEqual([]);

      // Into the database it came from: refused, nothing changed.
      const refused = run("restore.ts", source.env, [file]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/not empty/);

      const target = await kind.create();
      const restore = run("restore.ts", target.env, [file]);
      expect(restore.status, restore.stderr).toBe(0);
      expect(restore.stdout).toContain("2 customers, 2 purchases, 2 lesson progress records");

      for (const place of [source, target]) {
        const reopened = await place.open();
        expect(await contents(reopened.db)).toEqual(before);
        await reopened.close();
      }
    }, 180_000); // four script processes, each starting Node, tsx and the database
  },
);

describe("the embedded archive and the generated AUTH_SECRET", () => {
  const secretFile = (dir: string) => path.join(dir, "secrets", "auth-secret");

  it("carries the data folder's secret into the new folder; a different one there is kept aside", async () => {
    const source = dataDir();
    const handle = await openSourceFolder(source);
    await fill(handle.db);
    await handle.close();
    mkdirSync(path.dirname(secretFile(source)), { recursive: true });
    writeFileSync(secretFile(source), "the-secret-of-the-backed-up-folder-0123456789");
    const backup = run("backup.ts", { DATA_DIR: source, DATABASE_URL: "", AUTH_SECRET: "" });
    expect(backup.status, backup.stderr).toBe(0);
    const file = /Backup written: (\S+)/.exec(backup.stdout)?.[1] as string;

    // A folder whose database was moved aside still has its own secret: kept, not overwritten.
    const target = dataDir();
    mkdirSync(path.dirname(secretFile(target)), { recursive: true });
    writeFileSync(secretFile(target), "a-secret-of-another-database-0123456789");
    const restore = run("restore.ts", { DATA_DIR: target, DATABASE_URL: "", AUTH_SECRET: "" }, [file]);
    expect(restore.status, restore.stderr).toBe(0);
    expect(readFileSync(secretFile(target), "utf8")).toBe("the-secret-of-the-backed-up-folder-0123456789");
    const aside = readdirSync(path.dirname(secretFile(target))).filter((name) =>
      name.startsWith("auth-secret.before-restore-"),
    );
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(path.dirname(secretFile(target)), aside[0] as string), "utf8")).toBe(
      "a-secret-of-another-database-0123456789",
    );
    expect(restore.stdout).toContain(`The different one that was there is kept as`);
  }, 120_000);

  it("leaves an AUTH_SECRET from the environment out, and restore says the same value is needed", async () => {
    const source = dataDir();
    const handle = await openSourceFolder(source);
    await fill(handle.db);
    await handle.close();
    const environment = { DATABASE_URL: "", AUTH_SECRET: "an-auth-secret-from-the-environment-0123456" };
    const backup = run("backup.ts", { DATA_DIR: source, ...environment });
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain("AUTH_SECRET comes from the environment and is not in the backup");
    const file = /Backup written: (\S+)/.exec(backup.stdout)?.[1] as string;
    expect(readFileSync(file).includes(Buffer.from(environment.AUTH_SECRET))).toBe(false);
    const target = dataDir();
    const restore = run("restore.ts", { DATA_DIR: target, DATABASE_URL: "", AUTH_SECRET: "" }, [file]);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain("set the same AUTH_SECRET here");
    expect(existsSync(secretFile(target))).toBe(false);
  }, 120_000);

  it("still restores an archive from before the secret travelled with it (PGlite's archive alone)", async () => {
    const source = dataDir();
    const handle = await openSourceFolder(source);
    await fill(handle.db);
    const before = await contents(handle.db);
    const folderTar = await (handle.dumpDataDir as () => Promise<Uint8Array>)();
    await handle.close();
    const file = path.join(source, "backup-2026-01-01T00-00-00Z.tar.gz");
    writeFileSync(file, gzipSync(folderTar));
    const target = dataDir();
    const restore = run("restore.ts", { DATA_DIR: target, DATABASE_URL: "", AUTH_SECRET: "" }, [file]);
    expect(restore.status, restore.stderr).toBe(0);
    const reopened = await openPglite(pgliteFolder(target));
    expect(await contents(reopened.db)).toEqual(before);
    await reopened.close();
  }, 120_000);
});

describe("restore", () => {
  it("refuses a file that is no dump, and a PostgreSQL dump without DATABASE_URL", () => {
    const dir = dataDir();
    const unknown = run("restore.ts", { DATA_DIR: dir, DATABASE_URL: "" }, [
      path.join(projectRoot, "package.json"),
    ]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("Unknown dump package.json");
    const missing = run("restore.ts", { DATA_DIR: dir, DATABASE_URL: "" }, [
      path.join(dir, "nothing.pgdump"),
    ]);
    expect(missing.status).toBe(2);
    expect(existsSync(pgliteFolder(dir))).toBe(false);
  }, 60_000);
});

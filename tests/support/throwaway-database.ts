import { randomBytes } from "node:crypto";
import pg from "pg";

/** Error codes worth a retry: 42501 / 55006 while another process is still on the database. */
function busy(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return code === "42501" || code === "55006";
}

/**
 * A throwaway database on the server of `adminUrl`: its URL and how to drop it. With `template`,
 * a copy of that (migrated) database: PostgreSQL copies its files instead of replaying migrations.
 * With `prefix`, its name starts so (the copies a worker keeps are dropped by that at the run's end).
 */
export async function createThrowawayDatabase(
  adminUrl: string,
  { template, prefix = "test" }: { template?: string; prefix?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // A clone fails with 55006 while anything is connected to the template; nothing should be,
    // but a retry costs less than a red run.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
        break;
      } catch (error) {
        if (!busy(error) || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropDatabase(adminUrl, name) };
}

/** Drops the database `name` on the server of `adminUrl`, if it exists, ending its sessions. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  try {
    // FORCE ends our own leftover connections, but may not end a server process of another
    // role (42501): PostgreSQL 15's autovacuum worker on the fresh tables is one. A plain DROP
    // makes the autovacuum worker stop by itself: the retries take turns.
    for (let attempt = 1; ; attempt++) {
      try {
        await cleanup.query(`DROP DATABASE IF EXISTS ${name}${attempt % 2 === 1 ? " WITH (FORCE)" : ""}`);
        return;
      } catch (error) {
        if (!busy(error) || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await cleanup.end();
  }
}

/** The databases on the server of `adminUrl` whose names start with `prefix` and an underscore. */
export async function databasesNamed(adminUrl: string, prefix: string): Promise<string[]> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1) order by datname",
      [`${prefix}_`],
    );
    return rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
}

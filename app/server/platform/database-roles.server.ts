import type pg from "pg";

// Two PostgreSQL roles in production (decision 020): the migration role (DATABASE_MIGRATION_URL)
// owns the tables and runs the migrations; the app's role (DATABASE_URL) gets what the app needs
// and, on the audit log, only INSERT and SELECT. A table's triggers can be disabled or dropped by
// its owner alone, so the app's role can then neither change a log row nor switch off the guard.

/** Tables the app may only add rows to and read. */
export const APPEND_ONLY_TABLES = ["staff_audit_log", "accounting_export_downloads"] as const;

export class DatabaseRolesError extends Error {}

async function one<T extends pg.QueryResultRow>(client: pg.ClientBase, sql: string, values: unknown[] = []) {
  return (await client.query<T>(sql, values)).rows[0] as T;
}

/**
 * Refuses, with what to run instead, a setup in which the app's role could still own or drop
 * the tables: the same role twice, a superuser, a member of the migration role, the owner of the
 * database or of its public schema, tables owned by someone other than the migration role.
 */
export async function checkRoles(owner: pg.ClientBase, appRole: string): Promise<string> {
  const { role: ownerRole, database } = await one<{ role: string; database: string }>(
    owner,
    "select current_user as role, current_database() as database",
  );
  const advice = "See the README, Running against a real PostgreSQL.";
  if (ownerRole === appRole) {
    throw new DatabaseRolesError(
      `DATABASE_MIGRATION_URL and DATABASE_URL both log in as "${appRole}": the app needs a role of its own that owns nothing. ${advice}`,
    );
  }
  const app = await one<{ superuser: boolean; member: boolean; ownsDatabase: boolean; ownsSchema: boolean }>(
    owner,
    `select r.rolsuper as superuser,
            pg_has_role($1, $2, 'MEMBER') as member,
            (select datdba from pg_database where datname = current_database()) = r.oid as "ownsDatabase",
            (select nspowner from pg_namespace where nspname = 'public') = r.oid as "ownsSchema"
       from pg_roles r where r.rolname = $1`,
    [appRole, ownerRole],
  );
  if (!app) throw new DatabaseRolesError(`The role "${appRole}" of DATABASE_URL was not found.`);
  const problems: string[] = [];
  if (app.superuser) problems.push(`"${appRole}" is a superuser`);
  if (app.member) problems.push(`"${appRole}" is a member of "${ownerRole}" (it has its rights)`);
  if (app.ownsDatabase) problems.push(`"${appRole}" owns the database ${database}`);
  if (app.ownsSchema) problems.push(`"${appRole}" owns the schema public`);
  const foreign = await owner.query<{ name: string; owner: string }>(
    `select tablename as name, tableowner as owner from pg_tables
      where schemaname = 'public' and tableowner <> current_user order by tablename`,
  );
  if (foreign.rows.length > 0) {
    const owners = [...new Set(foreign.rows.map((row) => row.owner))];
    problems.push(
      `${foreign.rows.length} tables are owned by ${owners.map((name) => `"${name}"`).join(", ")}, not "${ownerRole}" ` +
        `(once, as a superuser: REASSIGN OWNED BY ${owners.join(", ")} TO ${ownerRole};)`,
    );
  }
  if (problems.length > 0) {
    throw new DatabaseRolesError(
      `The app's role could undo the audit log's protection: ${problems.join("; ")}. ${advice}`,
    );
  }
  return ownerRole;
}

/**
 * Run by the migration role after the migrations, at every start: today's tables and those of
 * future migrations (default privileges) for the app's role, the append-only ones narrowed.
 */
export async function grantAppRole(client: pg.ClientBase, ownerRole: string, appRole: string): Promise<void> {
  const app = client.escapeIdentifier(appRole);
  const self = client.escapeIdentifier(ownerRole);
  try {
    await client.query("BEGIN");
    await client.query(`GRANT USAGE ON SCHEMA public TO ${app}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app}`);
    await client.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app}`);
    // A table made by a later migration is usable before the next start's grants run.
    await client.query(
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${self} IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app}`,
    );
    await client.query(
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${self} IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${app}`,
    );
    for (const table of APPEND_ONLY_TABLES) {
      const name = client.escapeIdentifier(table);
      await client.query(`REVOKE ALL ON TABLE ${name} FROM ${app}`);
      await client.query(`GRANT SELECT, INSERT ON TABLE ${name} TO ${app}`);
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  }
}

// What a freshly prepared test database holds (decision 083), recorded once per database when it is
// fresh, so a database a test file used can be put back into that state for the next file: every
// table emptied, the rows the migrations inserted put back, every sequence where it was. What a
// reset cannot put back, a changed catalog (tables, columns, indexes, constraints, triggers,
// functions, types, roles, grants, settings), shows in a fingerprint: such a database is dropped.

/** Runs one statement (or, without values, several) and gives the rows of the last. */
export type Query = <Row = Record<string, unknown>>(text: string) => Promise<Row[]>;

export interface PreparedState {
  fingerprint: string;
  /**
   * Brings the database back, in one round trip: finds the tables that hold rows, empties them
   * (TRUNCATE … CASCADE), puts back the recorded rows and every sequence's value. Emptying only
   * those tables: a TRUNCATE of every table made ~70 tables' and their indexes' files anew each time.
   */
  resetScript: string;
}

/** The schemas the migrations (and the tests) make objects in: all but PostgreSQL's own. */
const userSchemas = `select oid, nspname from pg_namespace
  where nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    and nspname not like 'pg_temp_%' and nspname not like 'pg_toast_temp_%'`;

/**
 * One digest of the catalog a test could change and a reset would not put back. Names, never
 * object ids: two copies of one template have the same fingerprint. Roles and role settings are
 * the server's, not the database's: a role another run creates meanwhile costs a fresh database.
 */
const fingerprintQuery = `with s as (${userSchemas}), parts as (
  select concat_ws(':', 'n', nspname, pg_get_userbyid(nspowner), nspacl) as line
    from pg_namespace where oid in (select oid from s)
  union all
  select concat_ws(':', 'c', s.nspname, c.relname, c.relkind, c.relpersistence, pg_get_userbyid(c.relowner),
      c.relacl, c.relrowsecurity, c.relforcerowsecurity, c.reloptions,
      case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end)
    from pg_class c join s on s.oid = c.relnamespace
  union all
  select concat_ws(':', 'a', s.nspname, c.relname, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod),
      a.attnotnull, a.attidentity, a.attgenerated, pg_get_expr(d.adbin, d.adrelid), a.attacl)
    from pg_attribute a join pg_class c on c.oid = a.attrelid join s on s.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where a.attnum > 0 and not a.attisdropped
  union all
  select concat_ws(':', 'k', s.nspname, co.conrelid::regclass, co.conname, pg_get_constraintdef(co.oid))
    from pg_constraint co join s on s.oid = co.connamespace
  union all
  select concat_ws(':', 'i', pg_get_indexdef(i.indexrelid))
    from pg_index i join pg_class c on c.oid = i.indexrelid join s on s.oid = c.relnamespace
  union all
  select concat_ws(':', 't', pg_get_triggerdef(t.oid), t.tgenabled)
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join s on s.oid = c.relnamespace
    where not t.tgisinternal
  union all
  select concat_ws(':', 'f', s.nspname, p.proname, pg_get_function_identity_arguments(p.oid), md5(p.prosrc),
      p.prosecdef, p.provolatile, p.proconfig, p.proacl, pg_get_userbyid(p.proowner))
    from pg_proc p join s on s.oid = p.pronamespace
  union all
  select concat_ws(':', 'y', s.nspname, t.typname, t.typtype, t.typacl,
      (select string_agg(e.enumlabel, ',' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid))
    from pg_type t join s on s.oid = t.typnamespace
  union all
  select concat_ws(':', 'q', q.seqrelid::regclass, q.seqtypid::regtype, q.seqstart, q.seqincrement, q.seqmin,
      q.seqmax, q.seqcycle)
    from pg_sequence q join pg_class c on c.oid = q.seqrelid join s on s.oid = c.relnamespace
  union all
  select concat_ws(':', 'p', polrelid::regclass, polname, polcmd, polpermissive, polroles,
      pg_get_expr(polqual, polrelid), pg_get_expr(polwithcheck, polrelid))
    from pg_policy
  union all
  select concat_ws(':', 'r', rolname, rolsuper, rolinherit, rolcreaterole, rolcreatedb, rolcanlogin,
      rolreplication, rolbypassrls, rolconfig)
    from pg_roles
  union all
  select concat_ws(':', 'm', pg_get_userbyid(roleid), pg_get_userbyid(member)) from pg_auth_members
  union all
  select concat_ws(':', 'd', datacl, datallowconn, datconnlimit)
    from pg_database where datname = current_database()
  union all
  select concat_ws(':', 's', setrole, setconfig) from pg_db_role_setting
    where setdatabase in (0, (select oid from pg_database where datname = current_database()))
  union all
  select concat_ws(':', 'x', extname, extversion) from pg_extension
  union all
  select concat_ws(':', 'o', pg_get_userbyid(defaclrole), defaclobjtype, defaclacl) from pg_default_acl
)
select md5(string_agg(line, E'\\n' order by line)) as fingerprint from parts`;

export async function catalogFingerprint(query: Query): Promise<string> {
  const [row] = await query<{ fingerprint: string }>(fingerprintQuery);
  return row?.fingerprint ?? "";
}

interface TableInfo {
  name: string;
  columns: string[];
  references: string[];
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A text as a dollar-quoted constant whose tag the text cannot contain. */
function dollarQuoted(text: string): string {
  let tag = "rows";
  while (text.includes(`$${tag}$`)) tag += "_";
  return `$${tag}$${text}$${tag}$`;
}

/** Records the state of a fresh database and the script that brings it back (one round trip each). */
export async function recordPreparedState(query: Query): Promise<PreparedState> {
  const fingerprint = await catalogFingerprint(query);
  const tables = await query<{ name: string; columns: string[] | null; refs: string[] | null }>(
    `with s as (${userSchemas})
     select format('%I.%I', s.nspname, c.relname) as name,
       (select array_agg(quote_ident(a.attname) order by a.attnum) from pg_attribute a
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns,
       (select array_agg(distinct format('%I.%I', rn.nspname, rc.relname)) from pg_constraint co
          join pg_class rc on rc.oid = co.confrelid join pg_namespace rn on rn.oid = rc.relnamespace
          where co.conrelid = c.oid and co.contype = 'f' and co.confrelid <> c.oid) as refs
     from pg_class c join s on s.oid = c.relnamespace where c.relkind in ('r', 'p')
     order by 1`,
  );
  const sequences = await query<{ name: string }>(
    `with s as (${userSchemas})
     select format('%I.%I', s.nspname, c.relname) as name
     from pg_class c join s on s.oid = c.relnamespace where c.relkind = 'S' order by 1`,
  );
  // User triggers fire on TRUNCATE too (the audit log refuses one): off while the reset runs,
  // back on as they were recorded.
  const triggers = await query<{ tablename: string; name: string; enabled: string }>(
    `with s as (${userSchemas})
     select t.tgrelid::regclass::text as tablename, t.tgname as name, t.tgenabled as enabled
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join s on s.oid = c.relnamespace
     where not t.tgisinternal order by 1, 2`,
  );
  const info: TableInfo[] = tables.map((table) => ({
    name: table.name,
    columns: table.columns ?? [],
    references: table.refs ?? [],
  }));
  const contents = info.length
    ? await query<{ name: string; rows: string | null }>(
        info
          .map(
            (table) =>
              `select '${table.name.replaceAll("'", "''")}' as name, (select json_agg(t)::text from ${table.name} t) as rows`,
          )
          .join(" union all "),
      )
    : [];
  const rowsOf = new Map(contents.map((content) => [content.name, content.rows]));
  const values = sequences.length
    ? await query<{ name: string; last_value: string; is_called: boolean }>(
        sequences
          .map(
            (sequence) =>
              `select '${sequence.name.replaceAll("'", "''")}' as name, last_value::text, is_called from ${sequence.name}`,
          )
          .join(" union all "),
      )
    : [];

  const triggerTables = [...new Set(triggers.map((trigger) => trigger.tablename))];
  const script = [
    "BEGIN",
    // A lock a leftover session holds fails the reset (and the database is replaced) instead of hanging.
    "SET LOCAL lock_timeout = '10s'",
    ...triggerTables.map((table) => `ALTER TABLE ${table} DISABLE TRIGGER USER`),
    info.length ? truncateWhatHoldsRows(info.map((table) => table.name)) : "",
    ...inDependencyOrder(info.filter((table) => rowsOf.get(table.name))).map((table) => {
      const columns = table.columns.join(", ");
      return `INSERT INTO ${table.name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(null::${table.name}, ${dollarQuoted(rowsOf.get(table.name) as string)}::json)`;
    }),
    values.length
      ? `SELECT ${values.map((value) => `setval('${value.name.replaceAll("'", "''")}', ${value.last_value}, ${value.is_called})`).join(", ")}`
      : "",
    ...triggers
      .filter((trigger) => trigger.enabled !== "D")
      .map((trigger) => {
        const how = { O: "", A: "ALWAYS ", R: "REPLICA " }[trigger.enabled] ?? "";
        return `ALTER TABLE ${trigger.tablename} ENABLE ${how}TRIGGER ${quoteIdent(trigger.name)}`;
      }),
    "COMMIT",
  ]
    .filter(Boolean)
    .join(";\n");
  return { fingerprint, resetScript: script };
}

/** A block that empties each of `tables` that holds a row, and what references them. */
function truncateWhatHoldsRows(tables: string[]): string {
  const literals = tables.map((table) => `'${table.replaceAll("'", "''")}'`).join(", ");
  return `DO $reset$
DECLARE
  holding text[] := '{}';
  name text;
  found boolean;
BEGIN
  FOREACH name IN ARRAY ARRAY[${literals}] LOOP
    EXECUTE format('select exists (select from %s)', name) INTO found;
    IF found THEN holding := holding || name; END IF;
  END LOOP;
  IF cardinality(holding) > 0 THEN
    EXECUTE 'TRUNCATE ' || array_to_string(holding, ', ') || ' RESTART IDENTITY CASCADE';
  END IF;
END
$reset$`;
}

/** Tables whose rows reference another table's after that table (foreign keys). */
function inDependencyOrder(tables: TableInfo[]): TableInfo[] {
  const names = new Set(tables.map((table) => table.name));
  const done = new Set<string>();
  const order: TableInfo[] = [];
  const visit = (table: TableInfo, path: Set<string>) => {
    if (done.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const reference of table.references) {
      const referenced = tables.find((other) => other.name === reference);
      if (referenced && names.has(reference)) visit(referenced, path);
    }
    done.add(table.name);
    order.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return order;
}

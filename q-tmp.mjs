import { PGlite } from "@electric-sql/pglite";
const db = new PGlite(process.argv[2]);
const r = await db.query("select kind, \"to\", status, attempts, last_error, next_attempt_at from mail_outbox where kind in ('case-step') or \"to\" like 'customer-%' order by created_at desc limit 10");
console.log(r.rows);
const a = await db.query("select action, subject_id from staff_audit_log where action='case.step'");
console.log(a.rows);

-- Art. 5 (1)(e) GDPR: the staff audit log keeps an entry two years (docs/decisions/049), then
-- housekeeping removes it. The period is stated once, here; the texts that state it are checked
-- against it by a test.
CREATE FUNCTION "staff_audit_log_retention"() RETURNS interval LANGUAGE sql IMMUTABLE AS $$
  SELECT interval '2 years'
$$;--> statement-breakpoint
-- Still append-only for everyone: no row is ever changed, and a row may only be deleted once it is
-- past the retention period (the app's role has no DELETE right on the table at all).
CREATE OR REPLACE FUNCTION "staff_audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD."at" < now() - "staff_audit_log_retention"() THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'staff_audit_log is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
-- The one way the app removes entries: runs with the rights of the migration role that owns the
-- table and removes only what is past the period, whoever calls it.
CREATE FUNCTION "staff_audit_log_remove_expired"() RETURNS integer LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public, pg_temp AS $$
DECLARE
  removed integer;
BEGIN
  DELETE FROM "staff_audit_log" WHERE "at" < now() - "staff_audit_log_retention"();
  GET DIAGNOSTICS removed = ROW_COUNT;
  RETURN removed;
END;
$$;

-- The page cache's clock (decision record 0039): every committed change to data a public page shows advances
-- one sequence, which each instance reads before serving a cached page. Deferred triggers fire at commit, so a
-- page rendered during a change's transaction is not cached under the new generation.
CREATE SEQUENCE IF NOT EXISTS "page_generation";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_page_generation"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('page_generation');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Attaches the trigger to every table of the schema except those no public page reads (sessions, counters,
-- mail, money records, idempotency and audit rows, feed settings and sync progress, guests' messages); a table added later is watched once this runs again,
-- which the server does after migrating (db/client.ts).
CREATE OR REPLACE FUNCTION "watch_page_tables"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      AND c.relname NOT IN (
        'sessions', 'rate_limits', 'mail_outbox', 'idempotency_keys', 'password_resets', 'email_changes',
        'payment_events', 'simulator_objects', 'install', 'subscribers', 'contact_messages',
        'payments', 'refunds', 'disputes', 'payouts', 'payout_reversals', 'reservation_events',
        'channel_calendars', 'conversations', 'conversation_messages'
      )
      AND NOT EXISTS (
        SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'page_generation_bump'
      )
  LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER page_generation_bump AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_page_generation()', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
SELECT "watch_page_tables"();

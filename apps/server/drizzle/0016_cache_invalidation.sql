-- The send API keeps API keys, accounts (with their SMS settings and owner's phone) and prices in each process's
-- memory (docs/performance.md). Every writer of those rows, whichever module it is in, bumps a generation here in
-- its own transaction and notifies `beacon_cache` at its commit: listening processes drop the entry at once, and
-- the send's group transaction compares the generations its cached reads were made at, so a read cached before a
-- commit can never be what a send is accepted on after it.
CREATE TABLE "cache_generations" (
	"scope" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_cache_generation"(p_scope text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cache_generations AS g (scope, generation) VALUES (p_scope, 1)
    ON CONFLICT (scope) DO UPDATE SET generation = g.generation + 1;
  PERFORM pg_notify('beacon_cache', p_scope);
END $$;
--> statement-breakpoint
CREATE FUNCTION "cache_bump_account_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_cache_generation('account:' || OLD.account_id);
  ELSE
    PERFORM bump_cache_generation('account:' || NEW.account_id);
    IF TG_OP = 'UPDATE' AND OLD.account_id IS DISTINCT FROM NEW.account_id THEN
      PERFORM bump_cache_generation('account:' || OLD.account_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cache_bump_account"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_cache_generation('account:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cache_bump_accounts_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owned text;
BEGIN
  FOR owned IN SELECT id FROM accounts WHERE created_by = NEW.id ORDER BY id LOOP
    PERFORM bump_cache_generation('account:' || owned);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "cache_bump_prices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_cache_generation('prices');
  RETURN NULL;
END $$;
--> statement-breakpoint
-- last_used_at is written once a minute per key: not a change of anything a cache holds.
CREATE TRIGGER "api_keys_cache_update" AFTER UPDATE ON "api_keys" FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.secret_hash IS DISTINCT FROM NEW.secret_hash
        OR OLD.account_id IS DISTINCT FROM NEW.account_id)
  EXECUTE FUNCTION cache_bump_account_of_row();
--> statement-breakpoint
CREATE TRIGGER "api_keys_cache_delete" AFTER DELETE ON "api_keys" FOR EACH ROW
  EXECUTE FUNCTION cache_bump_account_of_row();
--> statement-breakpoint
CREATE TRIGGER "sms_settings_cache" AFTER INSERT OR UPDATE OR DELETE ON "sms_settings" FOR EACH ROW
  EXECUTE FUNCTION cache_bump_account_of_row();
--> statement-breakpoint
-- The balance is written by every send and is never cached: only the columns a cached account holds count.
CREATE TRIGGER "accounts_cache_update" AFTER UPDATE ON "accounts" FOR EACH ROW
  WHEN (OLD.currency IS DISTINCT FROM NEW.currency
        OR OLD.verification_status IS DISTINCT FROM NEW.verification_status
        OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.created_by IS DISTINCT FROM NEW.created_by)
  EXECUTE FUNCTION cache_bump_account();
--> statement-breakpoint
CREATE TRIGGER "accounts_cache_delete" AFTER DELETE ON "accounts" FOR EACH ROW
  EXECUTE FUNCTION cache_bump_account();
--> statement-breakpoint
CREATE TRIGGER "users_cache_phone" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.phone IS DISTINCT FROM NEW.phone)
  EXECUTE FUNCTION cache_bump_accounts_of_user();
--> statement-breakpoint
CREATE TRIGGER "prices_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prices" FOR EACH STATEMENT
  EXECUTE FUNCTION cache_bump_prices();

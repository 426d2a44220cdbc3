-- Every app process keeps the sessions it resolved for a few seconds (platform/sessions/
-- kept-sessions.ts). Whatever changes what a session resolves to — the session ended or cut
-- short, the person's role, their e-mail verified, a permission granted or revoked, the account
-- deleted (its sessions go by cascade) — tells every process on the channel bookhive_sessions,
-- with the person's id, when it commits; each process then forgets that person's kept sessions.
-- Triggers rather than the writers themselves, so no writer, present or future, can forget to.
-- The argument names the column that holds the person's id.
CREATE FUNCTION "session_owner_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('bookhive_sessions', to_jsonb(OLD) ->> TG_ARGV[0]);
  ELSE
    PERFORM pg_notify('bookhive_sessions', to_jsonb(NEW) ->> TG_ARGV[0]);
    IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) ->> TG_ARGV[0]) <> (to_jsonb(NEW) ->> TG_ARGV[0]) THEN
      PERFORM pg_notify('bookhive_sessions', to_jsonb(OLD) ->> TG_ARGV[0]);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended"
  AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION "session_owner_changed"('user_id');
--> statement-breakpoint
-- A session sliding forward (its expiry later) changes nothing a kept copy needs; an expiry
-- brought forward, or a session moved to another person, does.
CREATE TRIGGER "sessions_cut_short"
  AFTER UPDATE ON sessions
  FOR EACH ROW WHEN (NEW.expires_at < OLD.expires_at OR NEW.user_id <> OLD.user_id)
  EXECUTE FUNCTION "session_owner_changed"('user_id');
--> statement-breakpoint
CREATE TRIGGER "profiles_role_changed"
  AFTER UPDATE OF role ON profiles
  FOR EACH ROW WHEN (NEW.role IS DISTINCT FROM OLD.role)
  EXECUTE FUNCTION "session_owner_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "users_verification_changed"
  AFTER UPDATE OF email_verified_at ON users
  FOR EACH ROW WHEN (NEW.email_verified_at IS DISTINCT FROM OLD.email_verified_at)
  EXECUTE FUNCTION "session_owner_changed"('id');
--> statement-breakpoint
CREATE TRIGGER "admin_user_permissions_changed"
  AFTER INSERT OR UPDATE OR DELETE ON admin_user_permissions
  FOR EACH ROW EXECUTE FUNCTION "session_owner_changed"('user_id');

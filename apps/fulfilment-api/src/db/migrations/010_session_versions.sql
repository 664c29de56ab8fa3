-- Sessions end when access changes: every token carries the session version it was issued at, and
-- a token whose version is behind the user's is refused everywhere. Triggers bump the version, so
-- no write path (user form, store assignment, password reset, store or client deletion) can
-- forget to.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 1;

CREATE FUNCTION users_bump_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role IS DISTINCT FROM OLD.role
    OR NEW.client_id IS DISTINCT FROM OLD.client_id
    OR NEW.claims IS DISTINCT FROM OLD.claims
    OR NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END;
$$;

CREATE TRIGGER users_session_version BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION users_bump_session_version();

-- Losing a store (unassigned, or the store deleted) ends the sessions too; gaining one does not.
CREATE FUNCTION user_stores_bump_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET session_version = session_version + 1 WHERE user_id = OLD.user_id;
  RETURN OLD;
END;
$$;

CREATE TRIGGER user_stores_session_version AFTER DELETE ON user_stores
  FOR EACH ROW EXECUTE FUNCTION user_stores_bump_session_version();

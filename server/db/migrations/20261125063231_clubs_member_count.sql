-- A club's member_count follows every write to club_memberships in its own transaction: a
-- member joining, approved, leaving, removed, banned, or deleted with their account or their
-- club (by cascade). The clubs service locks the club row before it checks the limit and
-- writes, so concurrent joins queue on that row; this keeps the count right whatever path
-- the membership took.
CREATE FUNCTION "club_member_count_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'approved' THEN
    UPDATE book_clubs SET member_count = member_count - 1 WHERE id = OLD.club_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'approved' THEN
    UPDATE book_clubs SET member_count = member_count + 1 WHERE id = NEW.club_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "club_memberships_member_count"
  AFTER INSERT OR DELETE OR UPDATE OF status ON club_memberships
  FOR EACH ROW EXECUTE FUNCTION "club_member_count_apply"();

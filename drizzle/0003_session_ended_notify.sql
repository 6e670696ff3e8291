-- Every way a session ends (sign-out, password reset, account deletion, expiry) deletes its row: announcing it
-- here, in the deleting transaction, lets every instance close that session's WebSockets. The channel and topic
-- are those of server/src/db/bus.ts (CHANNEL, topics.sessionEnded).
CREATE FUNCTION "announce_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rivals_events', json_build_object('topic', 'session-ended:' || OLD.id)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_announce_ended" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "announce_session_ended"();

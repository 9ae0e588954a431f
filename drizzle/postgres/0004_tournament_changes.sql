-- PostgreSQL only: a process keeps the head of each tournament it serves (revision, visibility, status…) rather
-- than read it per request over the network, and learns here, when the change commits, that it moved
-- (packages/api/src/competition/kept-answers.ts). Every change a tournament's pages show already updates its row
-- (0001's revision triggers), so one trigger on the row covers them all. The message is the live events' own
-- (realtime/postgres-pubsub.ts): channel `tournament`, the tournament's id.
CREATE FUNCTION "tournaments_announce"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cancha_live', json_build_object('c', 'tournament', 'p', OLD."id")::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tournaments_announce" AFTER UPDATE OR DELETE ON "tournaments" FOR EACH ROW
  EXECUTE FUNCTION "tournaments_announce"();

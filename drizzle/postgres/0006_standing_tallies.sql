-- What SQLite's tally triggers do (drizzle/0023), in PL/pgSQL: each approved team's record in its tournament, kept
-- on its registration as results change (docs/decisions/018). Trigger names are SQLite's, for the equivalence test.
ALTER TABLE "registrations" ADD COLUMN "played" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "won" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "drawn" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "lost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "goals_for" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "goals_against" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "shootouts_won" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "shootouts_lost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "fair_play" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "blue_cards" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "unrated" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A match row's part in its teams' records, added (direction 1) or taken away (-1).
CREATE FUNCTION "tally_match"(m "matches", direction integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "registrations" SET
    "played" = "played" + direction,
    "won" = "won" + direction * CASE WHEN CASE WHEN "team_id" = m."team_one_id" THEN m."team_one_score" > m."team_two_score" ELSE m."team_two_score" > m."team_one_score" END THEN 1 ELSE 0 END,
    "drawn" = "drawn" + direction * CASE WHEN m."team_one_score" = m."team_two_score" THEN 1 ELSE 0 END,
    "lost" = "lost" + direction * CASE WHEN CASE WHEN "team_id" = m."team_one_id" THEN m."team_one_score" < m."team_two_score" ELSE m."team_two_score" < m."team_one_score" END THEN 1 ELSE 0 END,
    "goals_for" = "goals_for" + direction * CASE WHEN "team_id" = m."team_one_id" THEN m."team_one_score" ELSE m."team_two_score" END,
    "goals_against" = "goals_against" + direction * CASE WHEN "team_id" = m."team_one_id" THEN m."team_two_score" ELSE m."team_one_score" END,
    "shootouts_won" = "shootouts_won" + direction * CASE WHEN m."team_one_score" = m."team_two_score" AND CASE WHEN "team_id" = m."team_one_id" THEN m."penalties_team_one" > m."penalties_team_two" ELSE m."penalties_team_two" > m."penalties_team_one" END THEN 1 ELSE 0 END,
    "shootouts_lost" = "shootouts_lost" + direction * CASE WHEN m."team_one_score" = m."team_two_score" AND CASE WHEN "team_id" = m."team_one_id" THEN m."penalties_team_one" < m."penalties_team_two" ELSE m."penalties_team_two" < m."penalties_team_one" END THEN 1 ELSE 0 END,
    "fair_play" = "fair_play" + direction * CASE WHEN m."team_one_fair_play" IS NOT NULL AND m."team_two_fair_play" IS NOT NULL THEN CASE WHEN "team_id" = m."team_one_id" THEN m."team_one_fair_play" ELSE m."team_two_fair_play" END ELSE 0 END,
    "blue_cards" = "blue_cards" + direction * CASE WHEN m."team_one_fair_play" IS NOT NULL AND m."team_two_fair_play" IS NOT NULL THEN coalesce(CASE WHEN "team_id" = m."team_one_id" THEN m."team_one_blue_cards" ELSE m."team_two_blue_cards" END, 0) ELSE 0 END,
    "unrated" = "unrated" + direction * CASE WHEN NOT (m."team_one_fair_play" IS NOT NULL AND m."team_two_fair_play" IS NOT NULL) THEN 1 ELSE 0 END
  WHERE "tournament_id" = m."tournament_id" AND "team_id" IN (m."team_one_id", m."team_two_id")
    AND m."team_one_id" <> m."team_two_id" AND m."status" = 'COMPLETED'
    AND m."team_one_score" IS NOT NULL AND m."team_two_score" IS NOT NULL
    AND (SELECT count(*) FROM "registrations" AS "r" WHERE "r"."tournament_id" = m."tournament_id"
      AND "r"."team_id" IN (m."team_one_id", m."team_two_id") AND "r"."status" = 'APPROVED') = 2;
END $$;
--> statement-breakpoint
CREATE FUNCTION "matches_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "tally_match"(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "tally_match"(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "matches_tally_insert" AFTER INSERT ON "matches" FOR EACH ROW
  WHEN (NEW."status" = 'COMPLETED') EXECUTE FUNCTION "matches_tally"();
--> statement-breakpoint
CREATE TRIGGER "matches_tally_update" AFTER UPDATE ON "matches" FOR EACH ROW
  WHEN (OLD."status" = 'COMPLETED' OR NEW."status" = 'COMPLETED') EXECUTE FUNCTION "matches_tally"();
--> statement-breakpoint
CREATE TRIGGER "matches_tally_delete" AFTER DELETE ON "matches" FOR EACH ROW
  WHEN (OLD."status" = 'COMPLETED') EXECUTE FUNCTION "matches_tally"();
--> statement-breakpoint
-- A tournament's records summed again from its matches, when which teams are approved changed.
CREATE FUNCTION "recount_tallies"(tournament text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "registrations" SET ("played", "won", "drawn", "lost", "goals_for", "goals_against", "shootouts_won", "shootouts_lost", "fair_play", "blue_cards", "unrated") = (
    SELECT count(*),
      coalesce(sum(CASE WHEN CASE WHEN "m"."team_one_id" = "registrations"."team_id" THEN "m"."team_one_score" > "m"."team_two_score" ELSE "m"."team_two_score" > "m"."team_one_score" END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN "m"."team_one_score" = "m"."team_two_score" THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN CASE WHEN "m"."team_one_id" = "registrations"."team_id" THEN "m"."team_one_score" < "m"."team_two_score" ELSE "m"."team_two_score" < "m"."team_one_score" END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN "m"."team_one_id" = "registrations"."team_id" THEN "m"."team_one_score" ELSE "m"."team_two_score" END), 0),
      coalesce(sum(CASE WHEN "m"."team_one_id" = "registrations"."team_id" THEN "m"."team_two_score" ELSE "m"."team_one_score" END), 0),
      coalesce(sum(CASE WHEN "m"."team_one_score" = "m"."team_two_score" AND CASE WHEN "m"."team_one_id" = "registrations"."team_id" THEN "m"."penalties_team_one" > "m"."penalties_team_two" ELSE "m"."penalties_team_two" > "m"."penalties_team_one" END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN "m"."team_one_score" = "m"."team_two_score" AND CASE WHEN "m"."team_one_id" = "registrations"."team_id" THEN "m"."penalties_team_one" < "m"."penalties_team_two" ELSE "m"."penalties_team_two" < "m"."penalties_team_one" END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN "m"."team_one_fair_play" IS NOT NULL AND "m"."team_two_fair_play" IS NOT NULL THEN CASE WHEN "m"."team_one_id" = "registrations"."team_id" THEN "m"."team_one_fair_play" ELSE "m"."team_two_fair_play" END ELSE 0 END), 0),
      coalesce(sum(CASE WHEN "m"."team_one_fair_play" IS NOT NULL AND "m"."team_two_fair_play" IS NOT NULL THEN coalesce(CASE WHEN "m"."team_one_id" = "registrations"."team_id" THEN "m"."team_one_blue_cards" ELSE "m"."team_two_blue_cards" END, 0) ELSE 0 END), 0),
      coalesce(sum(CASE WHEN NOT ("m"."team_one_fair_play" IS NOT NULL AND "m"."team_two_fair_play" IS NOT NULL) THEN 1 ELSE 0 END), 0)
    FROM "matches" AS "m"
    WHERE "m"."tournament_id" = "registrations"."tournament_id" AND "registrations"."status" = 'APPROVED'
      AND "m"."status" = 'COMPLETED' AND ("m"."team_one_id" = "registrations"."team_id" OR "m"."team_two_id" = "registrations"."team_id")
      AND "m"."team_one_id" <> "m"."team_two_id" AND "m"."team_one_score" IS NOT NULL AND "m"."team_two_score" IS NOT NULL
      AND EXISTS (SELECT 1 FROM "registrations" AS "o" WHERE "o"."tournament_id" = "m"."tournament_id"
        AND "o"."status" = 'APPROVED' AND "o"."team_id" = CASE WHEN "m"."team_one_id" = "registrations"."team_id" THEN "m"."team_two_id" ELSE "m"."team_one_id" END))
  WHERE "tournament_id" = tournament;
END $$;
--> statement-breakpoint
-- A tournament being deleted takes its registrations with it: nothing to sum again.
CREATE FUNCTION "registrations_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND EXISTS (SELECT 1 FROM "tournaments" WHERE "id" = OLD."tournament_id") THEN
    PERFORM "recount_tallies"(OLD."tournament_id");
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."tournament_id" IS DISTINCT FROM OLD."tournament_id") THEN
    PERFORM "recount_tallies"(NEW."tournament_id");
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "registrations_tally_insert" AFTER INSERT ON "registrations" FOR EACH ROW
  WHEN (NEW."status" = 'APPROVED') EXECUTE FUNCTION "registrations_tally"();
--> statement-breakpoint
CREATE TRIGGER "registrations_tally_update" AFTER UPDATE OF "status", "team_id", "tournament_id" ON "registrations"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."team_id" IS DISTINCT FROM NEW."team_id"
    OR OLD."tournament_id" IS DISTINCT FROM NEW."tournament_id") EXECUTE FUNCTION "registrations_tally"();
--> statement-breakpoint
CREATE TRIGGER "registrations_tally_delete" AFTER DELETE ON "registrations" FOR EACH ROW
  WHEN (OLD."status" = 'APPROVED') EXECUTE FUNCTION "registrations_tally"();
--> statement-breakpoint
-- The records of the results already stored.
SELECT "recount_tallies"("id") FROM "tournaments";

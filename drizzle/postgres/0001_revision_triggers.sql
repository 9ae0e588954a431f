-- What SQLite's revision triggers do (drizzle/0008, 0013, 0016-0019), in PL/pgSQL: every change that a tournament's
-- pages show moves its revision, which keys the kept answers (docs/decisions/007); a prode game's player count too.
-- Trigger names are SQLite's, so the engines' equivalence test can compare them.
CREATE FUNCTION "tournaments_revision_self"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."revision" := OLD."revision" + 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tournaments_revision_self" BEFORE UPDATE ON "tournaments" FOR EACH ROW
  WHEN (NEW."revision" = OLD."revision") EXECUTE FUNCTION "tournaments_revision_self"();
--> statement-breakpoint
CREATE FUNCTION "bump_tournament_of_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "tournaments" SET "revision" = "revision" + 1 WHERE "id" = NEW."tournament_id";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "tournaments" SET "revision" = "revision" + 1 WHERE "id" IN (OLD."tournament_id", NEW."tournament_id");
  ELSE
    UPDATE "tournaments" SET "revision" = "revision" + 1 WHERE "id" = OLD."tournament_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "matches_revision_insert" AFTER INSERT ON "matches" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "matches_revision_update" AFTER UPDATE ON "matches" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "matches_revision_delete" AFTER DELETE ON "matches" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "registrations_revision_insert" AFTER INSERT ON "registrations" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "registrations_revision_update" AFTER UPDATE ON "registrations" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "registrations_revision_delete" AFTER DELETE ON "registrations" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "rounds_revision_insert" AFTER INSERT ON "rounds" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "rounds_revision_update" AFTER UPDATE ON "rounds" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "rounds_revision_delete" AFTER DELETE ON "rounds" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "group_members_revision_insert" AFTER INSERT ON "group_members" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "group_members_revision_update" AFTER UPDATE ON "group_members" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "group_members_revision_delete" AFTER DELETE ON "group_members" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "suspension_lifts_revision_insert" AFTER INSERT ON "suspension_lifts" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "suspension_lifts_revision_delete" AFTER DELETE ON "suspension_lifts" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "point_adjustments_revision_insert" AFTER INSERT ON "point_adjustments" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "point_adjustments_revision_delete" AFTER DELETE ON "point_adjustments" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "referees_revision_insert" AFTER INSERT ON "referees" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "referees_revision_update" AFTER UPDATE ON "referees" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "referees_revision_delete" AFTER DELETE ON "referees" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "tournament_pitches_revision_insert" AFTER INSERT ON "tournament_pitches" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE TRIGGER "tournament_pitches_revision_delete" AFTER DELETE ON "tournament_pitches" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();
--> statement-breakpoint
CREATE FUNCTION "match_events_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tournaments" SET "revision" = "revision" + 1 WHERE "id" = (
    SELECT "tournament_id" FROM "matches" WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."match_id" ELSE NEW."match_id" END
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "match_events_revision_insert" AFTER INSERT ON "match_events" FOR EACH ROW EXECUTE FUNCTION "match_events_revision"();
--> statement-breakpoint
CREATE TRIGGER "match_events_revision_update" AFTER UPDATE ON "match_events" FOR EACH ROW EXECUTE FUNCTION "match_events_revision"();
--> statement-breakpoint
CREATE TRIGGER "match_events_revision_delete" AFTER DELETE ON "match_events" FOR EACH ROW EXECUTE FUNCTION "match_events_revision"();
--> statement-breakpoint
-- A team's name, shield or captain shows on the pages of every tournament it plays in.
CREATE FUNCTION "bump_tournaments_of_team"(team text) RETURNS void LANGUAGE sql AS $$
  UPDATE "tournaments" SET "revision" = "revision" + 1 WHERE "id" IN (
    SELECT "tournament_id" FROM "registrations" WHERE "team_id" = team
    UNION SELECT "tournament_id" FROM "matches" WHERE "team_one_id" = team OR "team_two_id" = team
  );
$$;
--> statement-breakpoint
CREATE FUNCTION "teams_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_tournaments_of_team"(NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "teams_revision_update" AFTER UPDATE ON "teams" FOR EACH ROW EXECUTE FUNCTION "teams_revision"();
--> statement-breakpoint
CREATE FUNCTION "team_players_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "bump_tournaments_of_team"(CASE WHEN TG_OP = 'DELETE' THEN OLD."team_id" ELSE NEW."team_id" END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "team_players_revision_insert" AFTER INSERT ON "team_players" FOR EACH ROW
  WHEN (NEW."role" = 'CAPTAIN') EXECUTE FUNCTION "team_players_revision"();
--> statement-breakpoint
CREATE TRIGGER "team_players_revision_update" AFTER UPDATE ON "team_players" FOR EACH ROW
  WHEN (NEW."role" = 'CAPTAIN' OR OLD."role" = 'CAPTAIN') EXECUTE FUNCTION "team_players_revision"();
--> statement-breakpoint
CREATE TRIGGER "team_players_revision_delete" AFTER DELETE ON "team_players" FOR EACH ROW
  WHEN (OLD."role" = 'CAPTAIN') EXECUTE FUNCTION "team_players_revision"();
--> statement-breakpoint
CREATE FUNCTION "pitches_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tournaments" SET "revision" = "revision" + 1
    WHERE "id" IN (SELECT "tournament_id" FROM "tournament_pitches" WHERE "pitch_id" = NEW."id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "pitches_revision_update" AFTER UPDATE ON "pitches" FOR EACH ROW EXECUTE FUNCTION "pitches_revision"();
--> statement-breakpoint
CREATE FUNCTION "venues_revision"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tournaments" SET "revision" = "revision" + 1 WHERE "id" IN (
    SELECT "tp"."tournament_id" FROM "tournament_pitches" "tp" JOIN "pitches" "p" ON "p"."id" = "tp"."pitch_id"
    WHERE "p"."venue_id" = NEW."id"
  );
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "venues_revision_update" AFTER UPDATE ON "venues" FOR EACH ROW EXECUTE FUNCTION "venues_revision"();
--> statement-breakpoint
CREATE FUNCTION "prode_players_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "prode_games" SET "players" = "players" + 1, "revision" = "revision" + 1 WHERE "id" = NEW."game_id";
  ELSE
    UPDATE "prode_games" SET "players" = "players" - 1, "ranks_stale" = true, "revision" = "revision" + 1
      WHERE "id" = OLD."game_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "prode_players_count_insert" AFTER INSERT ON "prode_players" FOR EACH ROW EXECUTE FUNCTION "prode_players_count"();
--> statement-breakpoint
CREATE TRIGGER "prode_players_count_delete" AFTER DELETE ON "prode_players" FOR EACH ROW EXECUTE FUNCTION "prode_players_count"();

CREATE TABLE "ledger_balances" (
	"tournament_id" text NOT NULL,
	"team_id" text NOT NULL,
	"charged" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_balances_tournament_id_team_id_pk" PRIMARY KEY("tournament_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"team_id" text,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"match_id" text,
	"referee_id" text,
	"method" text,
	"note" text DEFAULT '' NOT NULL,
	"cause" text,
	"reverses_id" text,
	"created_by_id" text,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "fines" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_referee_id_referees_id_fk" FOREIGN KEY ("referee_id") REFERENCES "public"."referees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_tournament_idx" ON "ledger_entries" USING btree ("tournament_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_team_idx" ON "ledger_entries" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_cause_idx" ON "ledger_entries" USING btree ("tournament_id","cause");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_idx" ON "ledger_entries" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payouts_idx" ON "ledger_entries" USING btree ("tournament_id","amount") WHERE "ledger_entries"."team_id" is null;--> statement-breakpoint
-- One currency per cash book (docs/decisions/026): the fee that charges names it for both.
UPDATE "tournaments" SET "registration_fee_currency" = "match_fee_currency" WHERE "registration_fee_amount" = 0 AND "match_fee_amount" > 0;--> statement-breakpoint
UPDATE "tournaments" SET "match_fee_currency" = "registration_fee_currency";--> statement-breakpoint
-- SQLite's triggers of drizzle/0029 in PL/pgSQL, under the same names: a team's totals follow every entry written,
-- and what an entry says never changes.
CREATE FUNCTION "ledger_entries_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_balances" ("tournament_id", "team_id", "charged", "paid") VALUES (
    NEW."tournament_id",
    NEW."team_id",
    CASE WHEN NEW."kind" IN ('REGISTRATION_FEE', 'MATCH_FEE', 'FINE', 'ADJUSTMENT') THEN NEW."amount" ELSE 0 END,
    CASE WHEN NEW."kind" = 'PAYMENT' THEN NEW."amount" ELSE 0 END
  ) ON CONFLICT ("tournament_id", "team_id") DO UPDATE SET
    "charged" = "ledger_balances"."charged" + excluded."charged",
    "paid" = "ledger_balances"."paid" + excluded."paid";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries" FOR EACH ROW
  WHEN (NEW."team_id" IS NOT NULL) EXECUTE FUNCTION "ledger_entries_balance"();
--> statement-breakpoint
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OF "tournament_id", "team_id", "kind", "amount", "currency", "method", "note", "cause", "reverses_id", "created_at" ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_revision" AFTER INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "bump_tournament_of_row"();

CREATE TABLE "mercado_pago_checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"tournament_id" text NOT NULL,
	"team_id" text NOT NULL,
	"organiser_id" text NOT NULL,
	"created_by_id" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"preference_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mercado_pago_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"checkout_id" text NOT NULL,
	"ledger_entry_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pix_key" text,
	"pix_name" text,
	"pix_city" text,
	"mercado_pago_token" text,
	"mercado_pago_webhook_secret" text,
	"mercado_pago_account" text,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "ledger_entries_cause_idx";--> statement-breakpoint
DROP INDEX "ledger_entries_reverses_idx";--> statement-breakpoint
ALTER TABLE "mercado_pago_checkouts" ADD CONSTRAINT "mercado_pago_checkouts_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercado_pago_checkouts" ADD CONSTRAINT "mercado_pago_checkouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercado_pago_checkouts" ADD CONSTRAINT "mercado_pago_checkouts_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercado_pago_checkouts" ADD CONSTRAINT "mercado_pago_checkouts_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mercado_pago_payments" ADD CONSTRAINT "mercado_pago_payments_checkout_id_mercado_pago_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."mercado_pago_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_cause_idx" ON "ledger_entries" USING btree ("tournament_id","cause") WHERE "ledger_entries"."cause" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reverses_idx" ON "ledger_entries" USING btree ("reverses_id") WHERE "ledger_entries"."reverses_id" is not null;
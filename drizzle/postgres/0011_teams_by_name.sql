ALTER TABLE "users" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD COLUMN "role" text DEFAULT 'PLAYER' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD COLUMN "roster_user_id" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "managed_by_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "roster_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_roster_user_id_users_id_fk" FOREIGN KEY ("roster_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_managed_by_id_users_id_fk" FOREIGN KEY ("managed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
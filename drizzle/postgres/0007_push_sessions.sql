-- A user's device hears their pushes only while the session it was subscribed from stands (docs/decisions/016):
-- ending the session (sign-out, password change or reset, expiry) sets this to null and the pushes stop.
ALTER TABLE "push_subscriptions" ADD COLUMN "session_id" text;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_id");--> statement-breakpoint
-- Devices subscribed before: tied to their user's newest session that still stands, if any.
UPDATE "push_subscriptions" SET "session_id" = (
  SELECT "id" FROM "sessions" WHERE "sessions"."user_id" = "push_subscriptions"."user_id"
  ORDER BY "expires_at" DESC LIMIT 1
) WHERE "user_id" IS NOT NULL;

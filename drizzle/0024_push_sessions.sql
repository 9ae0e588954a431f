-- A user's device hears their pushes only while the session it was subscribed from stands (docs/decisions/016):
-- ending the session (sign-out, password change or reset, expiry) sets this to null and the pushes stop.
ALTER TABLE `push_subscriptions` ADD `session_id` text REFERENCES sessions(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `push_subscriptions_session_idx` ON `push_subscriptions` (`session_id`);--> statement-breakpoint
-- Devices subscribed before: tied to their user's newest session that still stands, if any.
UPDATE `push_subscriptions` SET `session_id` = (
  SELECT `id` FROM `sessions` WHERE `sessions`.`user_id` = `push_subscriptions`.`user_id`
  ORDER BY `expires_at` DESC LIMIT 1
) WHERE `user_id` IS NOT NULL;

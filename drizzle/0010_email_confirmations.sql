CREATE TABLE `email_confirmations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`email` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_confirmations_user_idx` ON `email_confirmations` (`user_id`);--> statement-breakpoint
-- Grants that rested on an address nobody confirmed wait for its confirmation (docs/decisions/008): pending
-- invitations held by an unconfirmed account go back to their address, and are claimed again once it is confirmed.
UPDATE `team_invitations` SET `player_id` = NULL
WHERE `status` = 'PENDING' AND `player_id` IN (SELECT `id` FROM `users` WHERE `email_verified` = 0);
--> statement-breakpoint
UPDATE `registrations` SET `invited_user_id` = NULL
WHERE `team_id` IS NULL AND `status` = 'PENDING'
  AND `invited_user_id` IN (SELECT `id` FROM `users` WHERE `email_verified` = 0);

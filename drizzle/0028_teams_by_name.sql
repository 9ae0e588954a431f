PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`email_verified` integer DEFAULT false NOT NULL,
	`password_hash` text,
	`role` text,
	`fullname` text,
	`lastname` text,
	`username` text,
	`location` text,
	`lat` real,
	`lng` real,
	`user_gender` text,
	`birthdate` text,
	`avatar` text,
	`locale` text DEFAULT 'es' NOT NULL,
	`subscription_active` integer DEFAULT false NOT NULL,
	`subscribed_until` integer,
	`terms_accepted_at` integer,
	`roster_only` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_users`("id", "email", "email_verified", "password_hash", "role", "fullname", "lastname", "username", "location", "lat", "lng", "user_gender", "birthdate", "avatar", "locale", "subscription_active", "subscribed_until", "terms_accepted_at", "roster_only", "created_at", "updated_at") SELECT "id", "email", "email_verified", "password_hash", "role", "fullname", "lastname", "username", "location", "lat", "lng", "user_gender", "birthdate", "avatar", "locale", "subscription_active", "subscribed_until", "terms_accepted_at", false, "created_at", "updated_at" FROM `users`;--> statement-breakpoint
DROP TABLE `users`;--> statement-breakpoint
ALTER TABLE `__new_users` RENAME TO `users`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_uq` ON `users` (`username`);--> statement-breakpoint
ALTER TABLE `team_invitations` ADD `role` text DEFAULT 'PLAYER' NOT NULL;--> statement-breakpoint
ALTER TABLE `team_invitations` ADD `roster_user_id` text REFERENCES users(id) ON DELETE cascade;--> statement-breakpoint
ALTER TABLE `teams` ADD `managed_by_id` text REFERENCES users(id) ON DELETE set null;
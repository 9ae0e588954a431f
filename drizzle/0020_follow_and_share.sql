CREATE TABLE `instance_keys` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `push_follows` (
	`subscription_id` text NOT NULL,
	`tournament_id` text NOT NULL,
	PRIMARY KEY(`subscription_id`, `tournament_id`),
	FOREIGN KEY (`subscription_id`) REFERENCES `push_subscriptions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_follows_tournament_idx` ON `push_follows` (`tournament_id`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`user_id` text,
	`locale` text DEFAULT 'es' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_user_idx` ON `push_subscriptions` (`user_id`);--> statement-breakpoint
ALTER TABLE `chat_messages` ADD `client_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `chat_messages_client_key_idx` ON `chat_messages` (`user_id`,`client_key`) WHERE client_key is not null;--> statement-breakpoint
ALTER TABLE `notification_preferences` ADD `push` integer DEFAULT true NOT NULL;
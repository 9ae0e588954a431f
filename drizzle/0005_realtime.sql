CREATE TABLE `chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`conversation_type` text NOT NULL,
	`conversation_id` text NOT NULL,
	`user_id` text,
	`message` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `chat_messages_conversation_idx` ON `chat_messages` (`conversation_type`,`conversation_id`,`id`);--> statement-breakpoint
CREATE TABLE `chat_reads` (
	`user_id` text NOT NULL,
	`conversation_type` text NOT NULL,
	`conversation_id` text NOT NULL,
	`last_read_id` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `conversation_type`, `conversation_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notification_preferences` (
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`email` integer NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`params` text NOT NULL,
	`read` integer DEFAULT false NOT NULL,
	`tournament_id` text,
	`challenge_id` text,
	`invitation_id` text,
	`team_id` text,
	`match_id` text,
	`delivered_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_undelivered_idx` ON `notifications` (`delivered_at`);
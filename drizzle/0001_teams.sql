CREATE TABLE `matches` (
	`id` text PRIMARY KEY NOT NULL,
	`team_one_id` text NOT NULL,
	`team_two_id` text,
	`team_one_score` integer,
	`team_two_score` integer,
	`penalties_team_one` integer,
	`penalties_team_two` integer,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`tournament_id` text,
	`date` text,
	`time` text,
	`location` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`team_one_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`team_two_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `matches_team_one_idx` ON `matches` (`team_one_id`);--> statement-breakpoint
CREATE INDEX `matches_team_two_idx` ON `matches` (`team_two_id`);--> statement-breakpoint
CREATE INDEX `matches_tournament_idx` ON `matches` (`tournament_id`);--> statement-breakpoint
CREATE TABLE `formation_positions` (
	`formation_id` text NOT NULL,
	`player_id` text NOT NULL,
	`position_name` text NOT NULL,
	`abbreviation` text NOT NULL,
	`coordinates_x` real NOT NULL,
	`coordinates_y` real NOT NULL,
	`order` integer NOT NULL,
	FOREIGN KEY (`formation_id`) REFERENCES `formations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `team_players`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `formation_positions_player_uq` ON `formation_positions` (`formation_id`,`player_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `formation_positions_order_uq` ON `formation_positions` (`formation_id`,`order`);--> statement-breakpoint
CREATE TABLE `formations` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`structure` text NOT NULL,
	`name` text NOT NULL,
	`player_count` integer NOT NULL,
	`saved_by_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`saved_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `formations_team_structure_uq` ON `formations` (`team_id`,`structure`);--> statement-breakpoint
CREATE TABLE `team_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`email` text NOT NULL,
	`player_id` text,
	`invited_by_id` text,
	`position` text,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`responded_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `team_invitations_player_idx` ON `team_invitations` (`player_id`);--> statement-breakpoint
CREATE INDEX `team_invitations_email_idx` ON `team_invitations` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `team_invitations_pending_uq` ON `team_invitations` (`team_id`,`email`) WHERE "team_invitations"."status" = 'PENDING';--> statement-breakpoint
CREATE TABLE `team_players` (
	`id` text PRIMARY KEY NOT NULL,
	`team_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`position` text,
	`shirt_number` integer,
	`abbreviated_name` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_players_team_user_uq` ON `team_players` (`team_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `team_players_team_shirt_uq` ON `team_players` (`team_id`,`shirt_number`);--> statement-breakpoint
CREATE INDEX `team_players_user_idx` ON `team_players` (`user_id`);--> statement-breakpoint
CREATE TABLE `teams` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`logo` text,
	`image_team` text,
	`location` text NOT NULL,
	`lat` real,
	`lng` real,
	`gender` text NOT NULL,
	`created_by_id` text,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `teams_lat_lng_idx` ON `teams` (`lat`,`lng`) WHERE "teams"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX `teams_lng_idx` ON `teams` (`lng`) WHERE "teams"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE `users` ADD `lat` real;--> statement-breakpoint
ALTER TABLE `users` ADD `lng` real;
CREATE TABLE `registrations` (
	`id` text PRIMARY KEY NOT NULL,
	`tournament_id` text NOT NULL,
	`team_id` text,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`created_by_id` text,
	`invited_email` text,
	`invited_user_id` text,
	`responded_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`invited_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `registrations_tournament_team_uq` ON `registrations` (`tournament_id`,`team_id`) WHERE "registrations"."team_id" is not null;--> statement-breakpoint
CREATE INDEX `registrations_team_idx` ON `registrations` (`team_id`);--> statement-breakpoint
CREATE INDEX `registrations_invited_idx` ON `registrations` (`invited_user_id`);--> statement-breakpoint
CREATE INDEX `registrations_email_idx` ON `registrations` (`invited_email`);--> statement-breakpoint
CREATE TABLE `tournaments` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`logo` text,
	`image` text,
	`location` text NOT NULL,
	`lat` real,
	`lng` real,
	`category` text NOT NULL,
	`tournament_gender` text NOT NULL,
	`type_futbol` integer NOT NULL,
	`type` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`registration_deadline` text NOT NULL,
	`playing_days` text NOT NULL,
	`match_duration` integer NOT NULL,
	`total_teams` integer NOT NULL,
	`total_players` integer NOT NULL,
	`registration_fee_amount` real DEFAULT 0 NOT NULL,
	`registration_fee_currency` text DEFAULT 'ARS' NOT NULL,
	`match_fee_amount` real DEFAULT 0 NOT NULL,
	`match_fee_currency` text DEFAULT 'ARS' NOT NULL,
	`prizes` text,
	`invitation_only` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`visibility` text DEFAULT 'PUBLIC' NOT NULL,
	`invite_token` text NOT NULL,
	`creator_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE INDEX `tournaments_creator_idx` ON `tournaments` (`creator_id`);--> statement-breakpoint
CREATE INDEX `tournaments_public_idx` ON `tournaments` (`visibility`,`status`);
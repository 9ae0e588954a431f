CREATE TABLE `challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`creator_team_id` text NOT NULL,
	`challenged_team_id` text NOT NULL,
	`challenge_creator_id` text,
	`description` text,
	`lat` real,
	`lng` real,
	`challenge_status` text DEFAULT 'PENDING' NOT NULL,
	`responded_by_id` text,
	`responded_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`challenged_team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`challenge_creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`responded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `challenges_match_idx` ON `challenges` (`match_id`);--> statement-breakpoint
CREATE INDEX `challenges_creator_team_idx` ON `challenges` (`creator_team_id`);--> statement-breakpoint
CREATE INDEX `challenges_challenged_team_idx` ON `challenges` (`challenged_team_id`);
CREATE TABLE `match_events` (
	`id` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`team_id` text NOT NULL,
	`player_id` text,
	`type` text NOT NULL,
	`minute` integer NOT NULL,
	`created_by_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`player_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `match_events_match_idx` ON `match_events` (`match_id`,`minute`);--> statement-breakpoint
CREATE INDEX `match_events_player_idx` ON `match_events` (`player_id`);--> statement-breakpoint
CREATE TABLE `rounds` (
	`id` text PRIMARY KEY NOT NULL,
	`tournament_id` text NOT NULL,
	`number` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `rounds_tournament_number_uq` ON `rounds` (`tournament_id`,`number`);--> statement-breakpoint
ALTER TABLE `matches` ADD `round_id` text REFERENCES rounds(id);--> statement-breakpoint
ALTER TABLE `matches` ADD `match_order` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `matches_round_idx` ON `matches` (`round_id`,`match_order`);--> statement-breakpoint
ALTER TABLE `registrations` ADD `lot` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `tie_break_preset` text DEFAULT 'FIFA' NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `blue_card_points` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `champion_team_id` text REFERENCES teams(id);--> statement-breakpoint
ALTER TABLE `tournaments` ADD `completed_at` integer;--> statement-breakpoint
UPDATE `registrations` SET `lot` = abs(random() % 4294967296);
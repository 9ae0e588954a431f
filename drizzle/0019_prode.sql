CREATE TABLE `prode_champion_picks` (
	`game_id` text NOT NULL,
	`user_id` text NOT NULL,
	`tournament_id` text NOT NULL,
	`team_id` text NOT NULL,
	`points` integer,
	PRIMARY KEY(`game_id`, `user_id`, `tournament_id`),
	FOREIGN KEY (`game_id`) REFERENCES `prode_games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prode_champion_picks_tournament_idx` ON `prode_champion_picks` (`tournament_id`);--> statement-breakpoint
CREATE INDEX `prode_champion_picks_user_idx` ON `prode_champion_picks` (`user_id`);--> statement-breakpoint
CREATE TABLE `prode_game_tournaments` (
	`game_id` text NOT NULL,
	`tournament_id` text NOT NULL,
	`round_ids` text,
	`champion_scored` text,
	PRIMARY KEY(`game_id`, `tournament_id`),
	FOREIGN KEY (`game_id`) REFERENCES `prode_games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prode_game_tournaments_tournament_idx` ON `prode_game_tournaments` (`tournament_id`);--> statement-breakpoint
CREATE TABLE `prode_games` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`rules` text DEFAULT '' NOT NULL,
	`prize` text DEFAULT '' NOT NULL,
	`scoring` text NOT NULL,
	`starts_at` integer,
	`scope` text NOT NULL,
	`created_by_id` text,
	`last_round_id` text,
	`players` integer DEFAULT 0 NOT NULL,
	`ranks_stale` integer DEFAULT true NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `prode_league_members` (
	`league_id` text NOT NULL,
	`user_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	PRIMARY KEY(`league_id`, `user_id`),
	FOREIGN KEY (`league_id`) REFERENCES `prode_leagues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prode_league_members_user_idx` ON `prode_league_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `prode_leagues` (
	`id` text PRIMARY KEY NOT NULL,
	`game_id` text NOT NULL,
	`name` text NOT NULL,
	`owner_id` text,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`game_id`) REFERENCES `prode_games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `prode_leagues_token_unique` ON `prode_leagues` (`token`);--> statement-breakpoint
CREATE INDEX `prode_leagues_game_idx` ON `prode_leagues` (`game_id`);--> statement-breakpoint
CREATE TABLE `prode_notices` (
	`game_id` text NOT NULL,
	`round_id` text NOT NULL,
	`kind` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `round_id`, `kind`),
	FOREIGN KEY (`game_id`) REFERENCES `prode_games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `prode_players` (
	`game_id` text NOT NULL,
	`user_id` text NOT NULL,
	`joined_at` integer NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`exact` integer DEFAULT 0 NOT NULL,
	`position` integer,
	`rank_order` integer,
	`previous_position` integer,
	PRIMARY KEY(`game_id`, `user_id`),
	FOREIGN KEY (`game_id`) REFERENCES `prode_games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prode_players_order_idx` ON `prode_players` (`game_id`,`rank_order`);--> statement-breakpoint
CREATE INDEX `prode_players_user_idx` ON `prode_players` (`user_id`);--> statement-breakpoint
CREATE TABLE `prode_predictions` (
	`game_id` text NOT NULL,
	`user_id` text NOT NULL,
	`match_id` text NOT NULL,
	`round_id` text NOT NULL,
	`team_one_score` integer NOT NULL,
	`team_two_score` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`game_id`, `user_id`, `match_id`),
	FOREIGN KEY (`game_id`) REFERENCES `prode_games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prode_predictions_match_idx` ON `prode_predictions` (`game_id`,`match_id`,`team_one_score`,`team_two_score`,`user_id`);--> statement-breakpoint
CREATE INDEX `prode_predictions_user_idx` ON `prode_predictions` (`user_id`);--> statement-breakpoint
CREATE TABLE `prode_round_points` (
	`game_id` text NOT NULL,
	`round_id` text NOT NULL,
	`user_id` text NOT NULL,
	`points` integer DEFAULT 0 NOT NULL,
	`exact` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`game_id`, `round_id`, `user_id`),
	FOREIGN KEY (`game_id`) REFERENCES `prode_games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `prode_round_points_user_idx` ON `prode_round_points` (`user_id`);--> statement-breakpoint
CREATE TABLE `prode_scored_matches` (
	`game_id` text NOT NULL,
	`match_id` text NOT NULL,
	`round_id` text NOT NULL,
	`result` text NOT NULL,
	PRIMARY KEY(`game_id`, `match_id`),
	FOREIGN KEY (`game_id`) REFERENCES `prode_games`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `tournaments` ADD `time_zone` text;--> statement-breakpoint
CREATE TRIGGER `prode_players_count_insert` AFTER INSERT ON `prode_players` BEGIN UPDATE `prode_games` SET `players` = `players` + 1, `revision` = `revision` + 1 WHERE `id` = NEW.`game_id`; END;
--> statement-breakpoint
CREATE TRIGGER `prode_players_count_delete` AFTER DELETE ON `prode_players` BEGIN UPDATE `prode_games` SET `players` = `players` - 1, `ranks_stale` = 1, `revision` = `revision` + 1 WHERE `id` = OLD.`game_id`; END;

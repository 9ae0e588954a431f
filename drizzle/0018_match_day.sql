CREATE TABLE `pitches` (
	`id` text PRIMARY KEY NOT NULL,
	`venue_id` text NOT NULL,
	`name` text NOT NULL,
	`bookings` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `pitches_venue_idx` ON `pitches` (`venue_id`);--> statement-breakpoint
CREATE TABLE `referees` (
	`id` text PRIMARY KEY NOT NULL,
	`tournament_id` text NOT NULL,
	`name` text NOT NULL,
	`user_id` text,
	`email` text,
	`unavailable` text DEFAULT '[]' NOT NULL,
	`fee_per_match` real DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `referees_tournament_idx` ON `referees` (`tournament_id`);--> statement-breakpoint
CREATE INDEX `referees_user_idx` ON `referees` (`user_id`);--> statement-breakpoint
CREATE TABLE `tournament_pitches` (
	`tournament_id` text NOT NULL,
	`pitch_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`tournament_id`, `pitch_id`),
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pitch_id`) REFERENCES `pitches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tournament_pitches_pitch_idx` ON `tournament_pitches` (`pitch_id`);--> statement-breakpoint
CREATE TABLE `venues` (
	`id` text PRIMARY KEY NOT NULL,
	`creator_id` text NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`lat` real,
	`lng` real,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `venues_creator_idx` ON `venues` (`creator_id`);--> statement-breakpoint
ALTER TABLE `matches` ADD `pitch_id` text REFERENCES pitches(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `matches` ADD `referee_id` text REFERENCES referees(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `matches` ADD `referee_answer` text;--> statement-breakpoint
ALTER TABLE `matches` ADD `referee_token` text;--> statement-breakpoint
ALTER TABLE `matches` ADD `referee_fee` real;--> statement-breakpoint
CREATE INDEX `matches_pitch_date_idx` ON `matches` (`pitch_id`,`date`);--> statement-breakpoint
CREATE INDEX `matches_referee_idx` ON `matches` (`referee_id`);--> statement-breakpoint
ALTER TABLE `tournaments` ADD `match_windows` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `break_minutes` integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `min_rest_minutes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `max_matches_per_team_per_day` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `holidays` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
CREATE TRIGGER `referees_revision_insert` AFTER INSERT ON `referees` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = NEW.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `referees_revision_update` AFTER UPDATE ON `referees` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = NEW.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `referees_revision_delete` AFTER DELETE ON `referees` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = OLD.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `tournament_pitches_revision_insert` AFTER INSERT ON `tournament_pitches` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = NEW.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `tournament_pitches_revision_delete` AFTER DELETE ON `tournament_pitches` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = OLD.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `pitches_revision_update` AFTER UPDATE ON `pitches` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` IN (SELECT `tournament_id` FROM `tournament_pitches` WHERE `pitch_id` = NEW.`id`); END;
--> statement-breakpoint
CREATE TRIGGER `venues_revision_update` AFTER UPDATE ON `venues` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` IN (SELECT `tp`.`tournament_id` FROM `tournament_pitches` `tp` JOIN `pitches` `p` ON `p`.`id` = `tp`.`pitch_id` WHERE `p`.`venue_id` = NEW.`id`); END;

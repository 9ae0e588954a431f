CREATE TABLE `suspension_lifts` (
	`id` text PRIMARY KEY NOT NULL,
	`tournament_id` text NOT NULL,
	`player_id` text NOT NULL,
	`match_id` text NOT NULL,
	`reason` text NOT NULL,
	`lifted_by_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`lifted_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `suspension_lifts_player_match_uq` ON `suspension_lifts` (`player_id`,`match_id`);--> statement-breakpoint
CREATE INDEX `suspension_lifts_tournament_idx` ON `suspension_lifts` (`tournament_id`);--> statement-breakpoint
ALTER TABLE `tournaments` ADD `discipline` text;--> statement-breakpoint
CREATE TRIGGER `suspension_lifts_revision_insert` AFTER INSERT ON `suspension_lifts` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = NEW.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `suspension_lifts_revision_delete` AFTER DELETE ON `suspension_lifts` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = OLD.`tournament_id`; END;

CREATE TABLE `point_adjustments` (
	`id` text PRIMARY KEY NOT NULL,
	`tournament_id` text NOT NULL,
	`team_id` text NOT NULL,
	`points` integer NOT NULL,
	`reason` text NOT NULL,
	`created_by_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `point_adjustments_tournament_idx` ON `point_adjustments` (`tournament_id`);--> statement-breakpoint
ALTER TABLE `matches` ADD `decision` text;--> statement-breakpoint
ALTER TABLE `matches` ADD `decision_team_id` text REFERENCES teams(id);--> statement-breakpoint
ALTER TABLE `registrations` ADD `withdrawn_at` integer;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `walkover` text;--> statement-breakpoint
CREATE TRIGGER `point_adjustments_revision_insert` AFTER INSERT ON `point_adjustments` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = NEW.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `point_adjustments_revision_delete` AFTER DELETE ON `point_adjustments` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = OLD.`tournament_id`; END;

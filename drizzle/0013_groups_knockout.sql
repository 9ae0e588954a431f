CREATE TABLE `group_members` (
	`tournament_id` text NOT NULL,
	`team_id` text NOT NULL,
	`group_index` integer NOT NULL,
	`slot` integer NOT NULL,
	PRIMARY KEY(`tournament_id`, `team_id`),
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `group_members_group_idx` ON `group_members` (`tournament_id`,`group_index`,`slot`);--> statement-breakpoint
ALTER TABLE `matches` ADD `group_index` integer;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `group_stage` text;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `knockout` text;--> statement-breakpoint
-- The draw is read by the kept fixture and statistics answers (kept-answers.ts): it moves the revision too.
CREATE TRIGGER `group_members_revision_insert` AFTER INSERT ON `group_members` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = NEW.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `group_members_revision_update` AFTER UPDATE ON `group_members` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` IN (OLD.`tournament_id`, NEW.`tournament_id`); END;
--> statement-breakpoint
CREATE TRIGGER `group_members_revision_delete` AFTER DELETE ON `group_members` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = OLD.`tournament_id`; END;

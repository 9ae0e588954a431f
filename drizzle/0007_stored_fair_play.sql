ALTER TABLE `matches` ADD `team_one_fair_play` integer;--> statement-breakpoint
ALTER TABLE `matches` ADD `team_two_fair_play` integer;--> statement-breakpoint
ALTER TABLE `matches` ADD `team_one_blue_cards` integer;--> statement-breakpoint
ALTER TABLE `matches` ADD `team_two_blue_cards` integer;--> statement-breakpoint
CREATE INDEX `registrations_tournament_status_idx` ON `registrations` (`tournament_id`,`status`);--> statement-breakpoint
CREATE INDEX `tournaments_listing_idx` ON `tournaments` (`visibility`,`created_at`);
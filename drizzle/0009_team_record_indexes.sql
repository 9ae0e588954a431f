DROP INDEX `matches_team_one_idx`;--> statement-breakpoint
DROP INDEX `matches_team_two_idx`;--> statement-breakpoint
CREATE INDEX `matches_team_one_record_idx` ON `matches` (`team_one_id`,`status`,`team_two_id`,`team_one_score`,`team_two_score`,`penalties_team_one`,`penalties_team_two`);--> statement-breakpoint
CREATE INDEX `matches_team_two_record_idx` ON `matches` (`team_two_id`,`status`,`team_one_score`,`team_two_score`,`penalties_team_one`,`penalties_team_two`);
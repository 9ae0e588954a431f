-- A tournament's revision moves on with every write to what its pages show (its row, rounds, matches, events,
-- registrations, its teams and their captains), so an answer computed at one revision stays true until it moves.
ALTER TABLE `tournaments` ADD `revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TRIGGER `tournaments_revision_self` AFTER UPDATE ON `tournaments` WHEN NEW.`revision` = OLD.`revision` BEGIN UPDATE `tournaments` SET `revision` = OLD.`revision` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `matches_revision_insert` AFTER INSERT ON `matches` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = NEW.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `matches_revision_update` AFTER UPDATE ON `matches` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` IN (OLD.`tournament_id`, NEW.`tournament_id`); END;
--> statement-breakpoint
CREATE TRIGGER `matches_revision_delete` AFTER DELETE ON `matches` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = OLD.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `registrations_revision_insert` AFTER INSERT ON `registrations` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = NEW.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `registrations_revision_update` AFTER UPDATE ON `registrations` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` IN (OLD.`tournament_id`, NEW.`tournament_id`); END;
--> statement-breakpoint
CREATE TRIGGER `registrations_revision_delete` AFTER DELETE ON `registrations` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = OLD.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `rounds_revision_insert` AFTER INSERT ON `rounds` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = NEW.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `rounds_revision_update` AFTER UPDATE ON `rounds` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` IN (OLD.`tournament_id`, NEW.`tournament_id`); END;
--> statement-breakpoint
CREATE TRIGGER `rounds_revision_delete` AFTER DELETE ON `rounds` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = OLD.`tournament_id`; END;
--> statement-breakpoint
CREATE TRIGGER `match_events_revision_insert` AFTER INSERT ON `match_events` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = (SELECT `tournament_id` FROM `matches` WHERE `id` = NEW.`match_id`); END;
--> statement-breakpoint
CREATE TRIGGER `match_events_revision_update` AFTER UPDATE ON `match_events` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = (SELECT `tournament_id` FROM `matches` WHERE `id` = NEW.`match_id`); END;
--> statement-breakpoint
CREATE TRIGGER `match_events_revision_delete` AFTER DELETE ON `match_events` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = (SELECT `tournament_id` FROM `matches` WHERE `id` = OLD.`match_id`); END;
--> statement-breakpoint
CREATE TRIGGER `teams_revision_update` AFTER UPDATE ON `teams` BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` IN (SELECT `tournament_id` FROM `registrations` WHERE `team_id` = NEW.`id` UNION SELECT `tournament_id` FROM `matches` WHERE `team_one_id` = NEW.`id` OR `team_two_id` = NEW.`id`); END;
--> statement-breakpoint
CREATE TRIGGER `team_players_revision_insert` AFTER INSERT ON `team_players` WHEN NEW.`role` = 'CAPTAIN' BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` IN (SELECT `tournament_id` FROM `registrations` WHERE `team_id` = NEW.`team_id` UNION SELECT `tournament_id` FROM `matches` WHERE `team_one_id` = NEW.`team_id` OR `team_two_id` = NEW.`team_id`); END;
--> statement-breakpoint
CREATE TRIGGER `team_players_revision_update` AFTER UPDATE ON `team_players` WHEN NEW.`role` = 'CAPTAIN' OR OLD.`role` = 'CAPTAIN' BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` IN (SELECT `tournament_id` FROM `registrations` WHERE `team_id` = NEW.`team_id` UNION SELECT `tournament_id` FROM `matches` WHERE `team_one_id` = NEW.`team_id` OR `team_two_id` = NEW.`team_id`); END;
--> statement-breakpoint
CREATE TRIGGER `team_players_revision_delete` AFTER DELETE ON `team_players` WHEN OLD.`role` = 'CAPTAIN' BEGIN UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` IN (SELECT `tournament_id` FROM `registrations` WHERE `team_id` = OLD.`team_id` UNION SELECT `tournament_id` FROM `matches` WHERE `team_one_id` = OLD.`team_id` OR `team_two_id` = OLD.`team_id`); END;

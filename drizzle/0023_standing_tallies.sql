-- Each approved team's record in its tournament (played, won, drawn, lost, goals, shoot-outs, fair play), kept on its
-- registration as results change, so a table reads one row per team, not every result of the season
-- (docs/decisions/018). A match counts when it is completed with both scores, between two different approved teams:
-- the engine's rule (packages/api/src/engine/standings.ts, countedMatches). A result's triggers take its old row
-- away and add its new one; a change of approval sums the tournament's rows again.
ALTER TABLE `registrations` ADD `played` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `won` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `drawn` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `lost` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `goals_for` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `goals_against` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `shootouts_won` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `shootouts_lost` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `fair_play` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `blue_cards` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `registrations` ADD `unrated` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TRIGGER `matches_tally_insert` AFTER INSERT ON `matches` WHEN NEW.`status` = 'COMPLETED' BEGIN
  UPDATE `registrations` SET
    `played` = `played` + 1,
    `won` = `won` + CASE WHEN CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_one_score` > NEW.`team_two_score` ELSE NEW.`team_two_score` > NEW.`team_one_score` END THEN 1 ELSE 0 END,
    `drawn` = `drawn` + CASE WHEN NEW.`team_one_score` = NEW.`team_two_score` THEN 1 ELSE 0 END,
    `lost` = `lost` + CASE WHEN CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_one_score` < NEW.`team_two_score` ELSE NEW.`team_two_score` < NEW.`team_one_score` END THEN 1 ELSE 0 END,
    `goals_for` = `goals_for` + CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_one_score` ELSE NEW.`team_two_score` END,
    `goals_against` = `goals_against` + CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_two_score` ELSE NEW.`team_one_score` END,
    `shootouts_won` = `shootouts_won` + CASE WHEN NEW.`team_one_score` = NEW.`team_two_score` AND CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`penalties_team_one` > NEW.`penalties_team_two` ELSE NEW.`penalties_team_two` > NEW.`penalties_team_one` END THEN 1 ELSE 0 END,
    `shootouts_lost` = `shootouts_lost` + CASE WHEN NEW.`team_one_score` = NEW.`team_two_score` AND CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`penalties_team_one` < NEW.`penalties_team_two` ELSE NEW.`penalties_team_two` < NEW.`penalties_team_one` END THEN 1 ELSE 0 END,
    `fair_play` = `fair_play` + CASE WHEN NEW.`team_one_fair_play` IS NOT NULL AND NEW.`team_two_fair_play` IS NOT NULL THEN CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_one_fair_play` ELSE NEW.`team_two_fair_play` END ELSE 0 END,
    `blue_cards` = `blue_cards` + CASE WHEN NEW.`team_one_fair_play` IS NOT NULL AND NEW.`team_two_fair_play` IS NOT NULL THEN coalesce(CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_one_blue_cards` ELSE NEW.`team_two_blue_cards` END, 0) ELSE 0 END,
    `unrated` = `unrated` + CASE WHEN NOT (NEW.`team_one_fair_play` IS NOT NULL AND NEW.`team_two_fair_play` IS NOT NULL) THEN 1 ELSE 0 END
  WHERE `tournament_id` = NEW.`tournament_id` AND `team_id` IN (NEW.`team_one_id`, NEW.`team_two_id`)
    AND NEW.`team_one_id` <> NEW.`team_two_id` AND NEW.`status` = 'COMPLETED'
    AND NEW.`team_one_score` IS NOT NULL AND NEW.`team_two_score` IS NOT NULL
    AND (SELECT count(*) FROM `registrations` AS `r` WHERE `r`.`tournament_id` = NEW.`tournament_id`
      AND `r`.`team_id` IN (NEW.`team_one_id`, NEW.`team_two_id`) AND `r`.`status` = 'APPROVED') = 2;
END;
--> statement-breakpoint
CREATE TRIGGER `matches_tally_update` AFTER UPDATE ON `matches`
  WHEN OLD.`status` = 'COMPLETED' OR NEW.`status` = 'COMPLETED' BEGIN
  UPDATE `registrations` SET
    `played` = `played` - 1,
    `won` = `won` - CASE WHEN CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_one_score` > OLD.`team_two_score` ELSE OLD.`team_two_score` > OLD.`team_one_score` END THEN 1 ELSE 0 END,
    `drawn` = `drawn` - CASE WHEN OLD.`team_one_score` = OLD.`team_two_score` THEN 1 ELSE 0 END,
    `lost` = `lost` - CASE WHEN CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_one_score` < OLD.`team_two_score` ELSE OLD.`team_two_score` < OLD.`team_one_score` END THEN 1 ELSE 0 END,
    `goals_for` = `goals_for` - CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_one_score` ELSE OLD.`team_two_score` END,
    `goals_against` = `goals_against` - CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_two_score` ELSE OLD.`team_one_score` END,
    `shootouts_won` = `shootouts_won` - CASE WHEN OLD.`team_one_score` = OLD.`team_two_score` AND CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`penalties_team_one` > OLD.`penalties_team_two` ELSE OLD.`penalties_team_two` > OLD.`penalties_team_one` END THEN 1 ELSE 0 END,
    `shootouts_lost` = `shootouts_lost` - CASE WHEN OLD.`team_one_score` = OLD.`team_two_score` AND CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`penalties_team_one` < OLD.`penalties_team_two` ELSE OLD.`penalties_team_two` < OLD.`penalties_team_one` END THEN 1 ELSE 0 END,
    `fair_play` = `fair_play` - CASE WHEN OLD.`team_one_fair_play` IS NOT NULL AND OLD.`team_two_fair_play` IS NOT NULL THEN CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_one_fair_play` ELSE OLD.`team_two_fair_play` END ELSE 0 END,
    `blue_cards` = `blue_cards` - CASE WHEN OLD.`team_one_fair_play` IS NOT NULL AND OLD.`team_two_fair_play` IS NOT NULL THEN coalesce(CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_one_blue_cards` ELSE OLD.`team_two_blue_cards` END, 0) ELSE 0 END,
    `unrated` = `unrated` - CASE WHEN NOT (OLD.`team_one_fair_play` IS NOT NULL AND OLD.`team_two_fair_play` IS NOT NULL) THEN 1 ELSE 0 END
  WHERE `tournament_id` = OLD.`tournament_id` AND `team_id` IN (OLD.`team_one_id`, OLD.`team_two_id`)
    AND OLD.`team_one_id` <> OLD.`team_two_id` AND OLD.`status` = 'COMPLETED'
    AND OLD.`team_one_score` IS NOT NULL AND OLD.`team_two_score` IS NOT NULL
    AND (SELECT count(*) FROM `registrations` AS `r` WHERE `r`.`tournament_id` = OLD.`tournament_id`
      AND `r`.`team_id` IN (OLD.`team_one_id`, OLD.`team_two_id`) AND `r`.`status` = 'APPROVED') = 2;
  UPDATE `registrations` SET
    `played` = `played` + 1,
    `won` = `won` + CASE WHEN CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_one_score` > NEW.`team_two_score` ELSE NEW.`team_two_score` > NEW.`team_one_score` END THEN 1 ELSE 0 END,
    `drawn` = `drawn` + CASE WHEN NEW.`team_one_score` = NEW.`team_two_score` THEN 1 ELSE 0 END,
    `lost` = `lost` + CASE WHEN CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_one_score` < NEW.`team_two_score` ELSE NEW.`team_two_score` < NEW.`team_one_score` END THEN 1 ELSE 0 END,
    `goals_for` = `goals_for` + CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_one_score` ELSE NEW.`team_two_score` END,
    `goals_against` = `goals_against` + CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_two_score` ELSE NEW.`team_one_score` END,
    `shootouts_won` = `shootouts_won` + CASE WHEN NEW.`team_one_score` = NEW.`team_two_score` AND CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`penalties_team_one` > NEW.`penalties_team_two` ELSE NEW.`penalties_team_two` > NEW.`penalties_team_one` END THEN 1 ELSE 0 END,
    `shootouts_lost` = `shootouts_lost` + CASE WHEN NEW.`team_one_score` = NEW.`team_two_score` AND CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`penalties_team_one` < NEW.`penalties_team_two` ELSE NEW.`penalties_team_two` < NEW.`penalties_team_one` END THEN 1 ELSE 0 END,
    `fair_play` = `fair_play` + CASE WHEN NEW.`team_one_fair_play` IS NOT NULL AND NEW.`team_two_fair_play` IS NOT NULL THEN CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_one_fair_play` ELSE NEW.`team_two_fair_play` END ELSE 0 END,
    `blue_cards` = `blue_cards` + CASE WHEN NEW.`team_one_fair_play` IS NOT NULL AND NEW.`team_two_fair_play` IS NOT NULL THEN coalesce(CASE WHEN `team_id` = NEW.`team_one_id` THEN NEW.`team_one_blue_cards` ELSE NEW.`team_two_blue_cards` END, 0) ELSE 0 END,
    `unrated` = `unrated` + CASE WHEN NOT (NEW.`team_one_fair_play` IS NOT NULL AND NEW.`team_two_fair_play` IS NOT NULL) THEN 1 ELSE 0 END
  WHERE `tournament_id` = NEW.`tournament_id` AND `team_id` IN (NEW.`team_one_id`, NEW.`team_two_id`)
    AND NEW.`team_one_id` <> NEW.`team_two_id` AND NEW.`status` = 'COMPLETED'
    AND NEW.`team_one_score` IS NOT NULL AND NEW.`team_two_score` IS NOT NULL
    AND (SELECT count(*) FROM `registrations` AS `r` WHERE `r`.`tournament_id` = NEW.`tournament_id`
      AND `r`.`team_id` IN (NEW.`team_one_id`, NEW.`team_two_id`) AND `r`.`status` = 'APPROVED') = 2;
END;
--> statement-breakpoint
CREATE TRIGGER `matches_tally_delete` AFTER DELETE ON `matches` WHEN OLD.`status` = 'COMPLETED' BEGIN
  UPDATE `registrations` SET
    `played` = `played` - 1,
    `won` = `won` - CASE WHEN CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_one_score` > OLD.`team_two_score` ELSE OLD.`team_two_score` > OLD.`team_one_score` END THEN 1 ELSE 0 END,
    `drawn` = `drawn` - CASE WHEN OLD.`team_one_score` = OLD.`team_two_score` THEN 1 ELSE 0 END,
    `lost` = `lost` - CASE WHEN CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_one_score` < OLD.`team_two_score` ELSE OLD.`team_two_score` < OLD.`team_one_score` END THEN 1 ELSE 0 END,
    `goals_for` = `goals_for` - CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_one_score` ELSE OLD.`team_two_score` END,
    `goals_against` = `goals_against` - CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_two_score` ELSE OLD.`team_one_score` END,
    `shootouts_won` = `shootouts_won` - CASE WHEN OLD.`team_one_score` = OLD.`team_two_score` AND CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`penalties_team_one` > OLD.`penalties_team_two` ELSE OLD.`penalties_team_two` > OLD.`penalties_team_one` END THEN 1 ELSE 0 END,
    `shootouts_lost` = `shootouts_lost` - CASE WHEN OLD.`team_one_score` = OLD.`team_two_score` AND CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`penalties_team_one` < OLD.`penalties_team_two` ELSE OLD.`penalties_team_two` < OLD.`penalties_team_one` END THEN 1 ELSE 0 END,
    `fair_play` = `fair_play` - CASE WHEN OLD.`team_one_fair_play` IS NOT NULL AND OLD.`team_two_fair_play` IS NOT NULL THEN CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_one_fair_play` ELSE OLD.`team_two_fair_play` END ELSE 0 END,
    `blue_cards` = `blue_cards` - CASE WHEN OLD.`team_one_fair_play` IS NOT NULL AND OLD.`team_two_fair_play` IS NOT NULL THEN coalesce(CASE WHEN `team_id` = OLD.`team_one_id` THEN OLD.`team_one_blue_cards` ELSE OLD.`team_two_blue_cards` END, 0) ELSE 0 END,
    `unrated` = `unrated` - CASE WHEN NOT (OLD.`team_one_fair_play` IS NOT NULL AND OLD.`team_two_fair_play` IS NOT NULL) THEN 1 ELSE 0 END
  WHERE `tournament_id` = OLD.`tournament_id` AND `team_id` IN (OLD.`team_one_id`, OLD.`team_two_id`)
    AND OLD.`team_one_id` <> OLD.`team_two_id` AND OLD.`status` = 'COMPLETED'
    AND OLD.`team_one_score` IS NOT NULL AND OLD.`team_two_score` IS NOT NULL
    AND (SELECT count(*) FROM `registrations` AS `r` WHERE `r`.`tournament_id` = OLD.`tournament_id`
      AND `r`.`team_id` IN (OLD.`team_one_id`, OLD.`team_two_id`) AND `r`.`status` = 'APPROVED') = 2;
END;
--> statement-breakpoint
CREATE TRIGGER `registrations_tally_insert` AFTER INSERT ON `registrations` WHEN NEW.`status` = 'APPROVED' BEGIN
  UPDATE `registrations` SET (`played`, `won`, `drawn`, `lost`, `goals_for`, `goals_against`, `shootouts_won`, `shootouts_lost`, `fair_play`, `blue_cards`, `unrated`) = (
    SELECT count(*),
      coalesce(sum(CASE WHEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` > `m`.`team_two_score` ELSE `m`.`team_two_score` > `m`.`team_one_score` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` < `m`.`team_two_score` ELSE `m`.`team_two_score` < `m`.`team_one_score` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` ELSE `m`.`team_two_score` END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_two_score` ELSE `m`.`team_one_score` END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` AND CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`penalties_team_one` > `m`.`penalties_team_two` ELSE `m`.`penalties_team_two` > `m`.`penalties_team_one` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` AND CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`penalties_team_one` < `m`.`penalties_team_two` ELSE `m`.`penalties_team_two` < `m`.`penalties_team_one` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL THEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_fair_play` ELSE `m`.`team_two_fair_play` END ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL THEN coalesce(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_blue_cards` ELSE `m`.`team_two_blue_cards` END, 0) ELSE 0 END), 0),
      coalesce(sum(CASE WHEN NOT (`m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL) THEN 1 ELSE 0 END), 0)
    FROM `matches` AS `m`
    WHERE `m`.`tournament_id` = `registrations`.`tournament_id` AND `registrations`.`status` = 'APPROVED'
      AND `m`.`status` = 'COMPLETED' AND (`m`.`team_one_id` = `registrations`.`team_id` OR `m`.`team_two_id` = `registrations`.`team_id`)
      AND `m`.`team_one_id` <> `m`.`team_two_id` AND `m`.`team_one_score` IS NOT NULL AND `m`.`team_two_score` IS NOT NULL
      AND EXISTS (SELECT 1 FROM `registrations` AS `o` WHERE `o`.`tournament_id` = `m`.`tournament_id`
        AND `o`.`status` = 'APPROVED' AND `o`.`team_id` = CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_two_id` ELSE `m`.`team_one_id` END))
  WHERE `tournament_id` = NEW.`tournament_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `registrations_tally_update` AFTER UPDATE OF `status`, `team_id`, `tournament_id` ON `registrations`
  WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`team_id` IS NOT NEW.`team_id` OR OLD.`tournament_id` IS NOT NEW.`tournament_id` BEGIN
  UPDATE `registrations` SET (`played`, `won`, `drawn`, `lost`, `goals_for`, `goals_against`, `shootouts_won`, `shootouts_lost`, `fair_play`, `blue_cards`, `unrated`) = (
    SELECT count(*),
      coalesce(sum(CASE WHEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` > `m`.`team_two_score` ELSE `m`.`team_two_score` > `m`.`team_one_score` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` < `m`.`team_two_score` ELSE `m`.`team_two_score` < `m`.`team_one_score` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` ELSE `m`.`team_two_score` END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_two_score` ELSE `m`.`team_one_score` END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` AND CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`penalties_team_one` > `m`.`penalties_team_two` ELSE `m`.`penalties_team_two` > `m`.`penalties_team_one` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` AND CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`penalties_team_one` < `m`.`penalties_team_two` ELSE `m`.`penalties_team_two` < `m`.`penalties_team_one` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL THEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_fair_play` ELSE `m`.`team_two_fair_play` END ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL THEN coalesce(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_blue_cards` ELSE `m`.`team_two_blue_cards` END, 0) ELSE 0 END), 0),
      coalesce(sum(CASE WHEN NOT (`m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL) THEN 1 ELSE 0 END), 0)
    FROM `matches` AS `m`
    WHERE `m`.`tournament_id` = `registrations`.`tournament_id` AND `registrations`.`status` = 'APPROVED'
      AND `m`.`status` = 'COMPLETED' AND (`m`.`team_one_id` = `registrations`.`team_id` OR `m`.`team_two_id` = `registrations`.`team_id`)
      AND `m`.`team_one_id` <> `m`.`team_two_id` AND `m`.`team_one_score` IS NOT NULL AND `m`.`team_two_score` IS NOT NULL
      AND EXISTS (SELECT 1 FROM `registrations` AS `o` WHERE `o`.`tournament_id` = `m`.`tournament_id`
        AND `o`.`status` = 'APPROVED' AND `o`.`team_id` = CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_two_id` ELSE `m`.`team_one_id` END))
  WHERE `tournament_id` IN (OLD.`tournament_id`, NEW.`tournament_id`);
END;
--> statement-breakpoint
-- A tournament being deleted takes its registrations with it: nothing to sum again.
CREATE TRIGGER `registrations_tally_delete` AFTER DELETE ON `registrations`
  WHEN OLD.`status` = 'APPROVED' AND EXISTS (SELECT 1 FROM `tournaments` WHERE `id` = OLD.`tournament_id`) BEGIN
  UPDATE `registrations` SET (`played`, `won`, `drawn`, `lost`, `goals_for`, `goals_against`, `shootouts_won`, `shootouts_lost`, `fair_play`, `blue_cards`, `unrated`) = (
    SELECT count(*),
      coalesce(sum(CASE WHEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` > `m`.`team_two_score` ELSE `m`.`team_two_score` > `m`.`team_one_score` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` < `m`.`team_two_score` ELSE `m`.`team_two_score` < `m`.`team_one_score` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` ELSE `m`.`team_two_score` END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_two_score` ELSE `m`.`team_one_score` END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` AND CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`penalties_team_one` > `m`.`penalties_team_two` ELSE `m`.`penalties_team_two` > `m`.`penalties_team_one` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` AND CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`penalties_team_one` < `m`.`penalties_team_two` ELSE `m`.`penalties_team_two` < `m`.`penalties_team_one` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL THEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_fair_play` ELSE `m`.`team_two_fair_play` END ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL THEN coalesce(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_blue_cards` ELSE `m`.`team_two_blue_cards` END, 0) ELSE 0 END), 0),
      coalesce(sum(CASE WHEN NOT (`m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL) THEN 1 ELSE 0 END), 0)
    FROM `matches` AS `m`
    WHERE `m`.`tournament_id` = `registrations`.`tournament_id` AND `registrations`.`status` = 'APPROVED'
      AND `m`.`status` = 'COMPLETED' AND (`m`.`team_one_id` = `registrations`.`team_id` OR `m`.`team_two_id` = `registrations`.`team_id`)
      AND `m`.`team_one_id` <> `m`.`team_two_id` AND `m`.`team_one_score` IS NOT NULL AND `m`.`team_two_score` IS NOT NULL
      AND EXISTS (SELECT 1 FROM `registrations` AS `o` WHERE `o`.`tournament_id` = `m`.`tournament_id`
        AND `o`.`status` = 'APPROVED' AND `o`.`team_id` = CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_two_id` ELSE `m`.`team_one_id` END))
  WHERE `tournament_id` = OLD.`tournament_id`;
END;
--> statement-breakpoint
-- The records of the results already stored.
UPDATE `registrations` SET (`played`, `won`, `drawn`, `lost`, `goals_for`, `goals_against`, `shootouts_won`, `shootouts_lost`, `fair_play`, `blue_cards`, `unrated`) = (
    SELECT count(*),
      coalesce(sum(CASE WHEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` > `m`.`team_two_score` ELSE `m`.`team_two_score` > `m`.`team_one_score` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` < `m`.`team_two_score` ELSE `m`.`team_two_score` < `m`.`team_one_score` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_score` ELSE `m`.`team_two_score` END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_two_score` ELSE `m`.`team_one_score` END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` AND CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`penalties_team_one` > `m`.`penalties_team_two` ELSE `m`.`penalties_team_two` > `m`.`penalties_team_one` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_score` = `m`.`team_two_score` AND CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`penalties_team_one` < `m`.`penalties_team_two` ELSE `m`.`penalties_team_two` < `m`.`penalties_team_one` END THEN 1 ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL THEN CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_fair_play` ELSE `m`.`team_two_fair_play` END ELSE 0 END), 0),
      coalesce(sum(CASE WHEN `m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL THEN coalesce(CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_one_blue_cards` ELSE `m`.`team_two_blue_cards` END, 0) ELSE 0 END), 0),
      coalesce(sum(CASE WHEN NOT (`m`.`team_one_fair_play` IS NOT NULL AND `m`.`team_two_fair_play` IS NOT NULL) THEN 1 ELSE 0 END), 0)
    FROM `matches` AS `m`
    WHERE `m`.`tournament_id` = `registrations`.`tournament_id` AND `registrations`.`status` = 'APPROVED'
      AND `m`.`status` = 'COMPLETED' AND (`m`.`team_one_id` = `registrations`.`team_id` OR `m`.`team_two_id` = `registrations`.`team_id`)
      AND `m`.`team_one_id` <> `m`.`team_two_id` AND `m`.`team_one_score` IS NOT NULL AND `m`.`team_two_score` IS NOT NULL
      AND EXISTS (SELECT 1 FROM `registrations` AS `o` WHERE `o`.`tournament_id` = `m`.`tournament_id`
        AND `o`.`status` = 'APPROVED' AND `o`.`team_id` = CASE WHEN `m`.`team_one_id` = `registrations`.`team_id` THEN `m`.`team_two_id` ELSE `m`.`team_one_id` END))
  WHERE `status` = 'APPROVED';

-- A match whose day, time and pitch the organiser fixed: a re-plan leaves it where it is (docs/decisions/024).
ALTER TABLE `matches` ADD `schedule_locked` integer DEFAULT false NOT NULL;

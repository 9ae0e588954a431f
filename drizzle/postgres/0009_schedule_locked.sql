-- A match whose day, time and pitch the organiser fixed: a re-plan leaves it where it is (docs/decisions/024).
ALTER TABLE "matches" ADD COLUMN "schedule_locked" boolean DEFAULT false NOT NULL;

CREATE TABLE `ledger_balances` (
	`tournament_id` text NOT NULL,
	`team_id` text NOT NULL,
	`charged` integer DEFAULT 0 NOT NULL,
	`paid` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`tournament_id`, `team_id`),
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`tournament_id` text NOT NULL,
	`team_id` text,
	`kind` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`match_id` text,
	`referee_id` text,
	`method` text,
	`note` text DEFAULT '' NOT NULL,
	`cause` text,
	`reverses_id` text,
	`created_by_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`referee_id`) REFERENCES `referees`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `ledger_entries_tournament_idx` ON `ledger_entries` (`tournament_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_entries_team_idx` ON `ledger_entries` (`team_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_cause_idx` ON `ledger_entries` (`tournament_id`,`cause`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_reverses_idx` ON `ledger_entries` (`reverses_id`);--> statement-breakpoint
CREATE INDEX `ledger_entries_payouts_idx` ON `ledger_entries` (`tournament_id`,`amount`) WHERE "ledger_entries"."team_id" is null;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `fines` text;--> statement-breakpoint
-- One currency per cash book (docs/decisions/026): the fee that charges names it for both.
UPDATE `tournaments` SET `registration_fee_currency` = `match_fee_currency` WHERE `registration_fee_amount` = 0 AND `match_fee_amount` > 0;--> statement-breakpoint
UPDATE `tournaments` SET `match_fee_currency` = `registration_fee_currency`;--> statement-breakpoint
-- A team's totals follow every entry written: charges and adjustments add to what it was charged, payments to what
-- it paid (a reversal carries the opposite amount, so it takes its entry's share back).
CREATE TRIGGER `ledger_entries_balance` AFTER INSERT ON `ledger_entries` WHEN NEW.`team_id` IS NOT NULL BEGIN
  INSERT INTO `ledger_balances` (`tournament_id`, `team_id`, `charged`, `paid`) VALUES (
    NEW.`tournament_id`,
    NEW.`team_id`,
    CASE WHEN NEW.`kind` IN ('REGISTRATION_FEE', 'MATCH_FEE', 'FINE', 'ADJUSTMENT') THEN NEW.`amount` ELSE 0 END,
    CASE WHEN NEW.`kind` = 'PAYMENT' THEN NEW.`amount` ELSE 0 END
  ) ON CONFLICT (`tournament_id`, `team_id`) DO UPDATE SET
    `charged` = `charged` + excluded.`charged`,
    `paid` = `paid` + excluded.`paid`;
END;--> statement-breakpoint
-- Append-only: what an entry says never changes (only its links to a deleted match, referee or account are cleared).
CREATE TRIGGER `ledger_entries_append_only` BEFORE UPDATE OF `tournament_id`, `team_id`, `kind`, `amount`, `currency`, `method`, `note`, `cause`, `reverses_id`, `created_at` ON `ledger_entries` BEGIN
  SELECT RAISE(ABORT, 'ledger entries are append-only');
END;
--> statement-breakpoint
-- The book is one of the tournament's pages: each entry moves the revision its kept answers are keyed by.
CREATE TRIGGER `ledger_entries_revision` AFTER INSERT ON `ledger_entries` BEGIN
  UPDATE `tournaments` SET `revision` = `revision` + 1 WHERE `id` = NEW.`tournament_id`;
END;

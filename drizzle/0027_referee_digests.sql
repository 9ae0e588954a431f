-- A referee's daily e-mail: the changes they are owed word of, and each e-mail sent with its 'Confirmar todos' link's hash (docs/decisions/014).
CREATE TABLE `referee_digests` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`token_hash` text NOT NULL,
	`matches` text NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referee_digests_token_uq` ON `referee_digests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `referee_digests_email_idx` ON `referee_digests` (`email`,`sent_at`);--> statement-breakpoint
CREATE TABLE `referee_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`referee_id` text NOT NULL,
	`match_id` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`referee_id`) REFERENCES `referees`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`match_id`) REFERENCES `matches`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `referee_notices_referee_idx` ON `referee_notices` (`referee_id`,`id`);--> statement-breakpoint
CREATE INDEX `referee_notices_match_idx` ON `referee_notices` (`match_id`);
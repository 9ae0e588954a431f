-- Effects one domain owes another after a change commits (packages/api/src/events, docs/decisions/020).
CREATE TABLE `domain_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `domain_events_attempts_idx` ON `domain_events` (`attempts`,`id`);
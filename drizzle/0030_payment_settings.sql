CREATE TABLE `mercado_pago_checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`tournament_id` text NOT NULL,
	`team_id` text NOT NULL,
	`organiser_id` text NOT NULL,
	`created_by_id` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`preference_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_id`) REFERENCES `teams`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`organiser_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE TABLE `mercado_pago_payments` (
	`payment_id` text PRIMARY KEY NOT NULL,
	`checkout_id` text NOT NULL,
	`ledger_entry_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`checkout_id`) REFERENCES `mercado_pago_checkouts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `payment_settings` (
	`user_id` text PRIMARY KEY NOT NULL,
	`pix_key` text,
	`pix_name` text,
	`pix_city` text,
	`mercado_pago_token` text,
	`mercado_pago_webhook_secret` text,
	`mercado_pago_account` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `ledger_entries_cause_idx`;--> statement-breakpoint
DROP INDEX `ledger_entries_reverses_idx`;--> statement-breakpoint
CREATE INDEX `ledger_entries_cause_idx` ON `ledger_entries` (`tournament_id`,`cause`) WHERE "ledger_entries"."cause" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_entries_reverses_idx` ON `ledger_entries` (`reverses_id`) WHERE "ledger_entries"."reverses_id" is not null;
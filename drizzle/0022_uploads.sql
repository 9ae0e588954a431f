CREATE TABLE `uploads` (
	`path` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`bytes` blob NOT NULL,
	`sha256` text NOT NULL,
	`created_at` integer NOT NULL
);

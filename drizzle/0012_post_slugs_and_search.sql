CREATE TABLE `post_slugs` (
	`slug` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_slugs_post_idx` ON `post_slugs` (`post_id`);--> statement-breakpoint
ALTER TABLE `posts` ADD `search_title` text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing titles folded as foldText() folds new ones, for the accents Spanish and Portuguese use; a title saved
-- again is folded by the app in full.
UPDATE `posts` SET `search_title` = lower(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`title`, 'á', 'a'), 'é', 'e'), 'í', 'i'), 'ó', 'o'), 'ú', 'u'), 'ü', 'u'), 'ñ', 'n'), 'à', 'a'), 'â', 'a'), 'ã', 'a'), 'ê', 'e'), 'ô', 'o'), 'õ', 'o'), 'ç', 'c'), 'Á', 'a'), 'É', 'e'), 'Í', 'i'), 'Ó', 'o'), 'Ú', 'u'), 'Ü', 'u'), 'Ñ', 'n'), 'À', 'a'), 'Â', 'a'), 'Ã', 'a'), 'Ê', 'e'), 'Ô', 'o'), 'Õ', 'o'), 'Ç', 'c'));

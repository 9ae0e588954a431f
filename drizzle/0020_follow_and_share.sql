ALTER TABLE `chat_messages` ADD `client_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `chat_messages_client_key_idx` ON `chat_messages` (`user_id`,`client_key`) WHERE client_key is not null;
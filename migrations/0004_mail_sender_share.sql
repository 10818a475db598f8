ALTER TABLE `contact_messages` ADD `sender_key` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `deferred_reason` text;--> statement-breakpoint
CREATE INDEX `contact_messages_sender_idx` ON `contact_messages` (`sender_key`,`delivered_at`);
ALTER TABLE `terminal_sessions` ADD `state_bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `terminal_sessions` ADD `image_bytes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `terminal_sessions_budget_idx` ON `terminal_sessions` (`last_seen_at`,`state_bytes`,`image_bytes`);--> statement-breakpoint
UPDATE `terminal_sessions` SET `state_bytes` = length(CAST(`state` AS blob)), `image_bytes` = coalesce(length(`image`), 0);

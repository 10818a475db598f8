CREATE TABLE `terminal_sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`image` blob,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `terminal_sessions_last_seen_idx` ON `terminal_sessions` (`last_seen_at`);
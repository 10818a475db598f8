CREATE TABLE `chat_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`visitor_id` integer NOT NULL,
	`role` text NOT NULL,
	`content` text NOT NULL,
	`command` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`visitor_id`) REFERENCES `visitors`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_messages_visitor_idx` ON `chat_messages` (`visitor_id`,`id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`from_console` integer DEFAULT false NOT NULL,
	`lang` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`delivery_status` text DEFAULT 'pending' NOT NULL,
	`delivery_attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer,
	`delivered_at` integer,
	`read_at` integer
);
--> statement-breakpoint
CREATE INDEX `contact_messages_delivery_idx` ON `contact_messages` (`delivery_status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `post_cache` (
	`url` text PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`author_name` text,
	`author_url` text,
	`text` text,
	`posted_at` text,
	`fetched_at` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `projects` (
	`id` text PRIMARY KEY NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`is_open_source` integer NOT NULL,
	`icon` text NOT NULL,
	`tags` text NOT NULL,
	`github_url` text DEFAULT '' NOT NULL,
	`live_url` text DEFAULT '' NOT NULL,
	`image_url` text DEFAULT '' NOT NULL,
	`features` text NOT NULL,
	`twitter_posts` text NOT NULL,
	`translations` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `visitors` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key_hash` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`last_seen_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `visitors_key_hash_unique` ON `visitors` (`key_hash`);
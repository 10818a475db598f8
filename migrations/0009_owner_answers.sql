CREATE TABLE `owner_answers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question_key` text NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`keywords` text NOT NULL,
	`used` integer DEFAULT 0 NOT NULL,
	`last_used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_answers_question_key_unique` ON `owner_answers` (`question_key`);--> statement-breakpoint
CREATE TABLE `unanswered_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question_id` integer NOT NULL,
	`reason` text NOT NULL,
	`reply` text NOT NULL,
	`asked` integer DEFAULT 1 NOT NULL,
	`last_asked_at` integer NOT NULL,
	FOREIGN KEY (`question_id`) REFERENCES `unanswered_questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `unanswered_replies_question_reason_idx` ON `unanswered_replies` (`question_id`,`reason`);
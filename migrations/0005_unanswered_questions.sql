CREATE TABLE `unanswered_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`question_key` text NOT NULL,
	`text` text NOT NULL,
	`lang` text NOT NULL,
	`asked` integer DEFAULT 1 NOT NULL,
	`first_asked_at` integer NOT NULL,
	`last_asked_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `unanswered_questions_question_key_unique` ON `unanswered_questions` (`question_key`);--> statement-breakpoint
CREATE INDEX `unanswered_questions_last_asked_idx` ON `unanswered_questions` (`last_asked_at`);
/* global console */
/**
 * The eval's reply-language check (a word count) against tinyld restricted to en/fr, on the
 * set's 203 messages (language known) and on the built-in assistant's 203 replies.
 *
 *   npm install --prefix bench/search-libs
 *   node --import tsx bench/search-libs/lang.mjs
 */
import { detect } from "tinyld";
import { loadContent, SAMPLE_CONTENT_DIR } from "../../app/content/load.server.ts";
import { adoptContent, staticContentSource } from "../../app/content/store.server.ts";
import { replyLanguage, runEval, loadEvalSet } from "../../tests/assistant-eval/harness.ts";

const content = loadContent(SAMPLE_CONTENT_DIR);
adoptContent(staticContentSource(content, SAMPLE_CONTENT_DIR));
const tiny = (text) => detect(text, { only: ["en", "fr"] }) || "unclear";
const tally = (pairs) => {
  const out = { right: 0, unclear: 0, wrong: 0 };
  for (const [said, truth] of pairs) out[said === truth ? "right" : said === "unclear" ? "unclear" : "wrong"] += 1;
  return out;
};
const set = loadEvalSet();
console.log("messages, word count:", tally(set.messages.map((m) => [replyLanguage(m.text), m.language])));
console.log("messages, tinyld:    ", tally(set.messages.map((m) => [tiny(m.text), m.language])));
const report = runEval(content, { set });
// Replies: no ground truth, so where the two disagree (both sure), printed for a human to judge.
const disagree = report.results.filter((r) => {
  const a = replyLanguage(r.reply);
  const b = tiny(r.reply);
  return a !== "unclear" && b !== "unclear" && a !== b;
});
console.log(`replies where both are sure and disagree: ${disagree.length}`);
for (const r of disagree)
  console.log(`  ${r.id}: words ${replyLanguage(r.reply)}, tinyld ${tiny(r.reply)}: ${r.reply.replace(/\s+/g, " ").slice(0, 110)}`);
const unclear = report.results.filter((r) => replyLanguage(r.reply) === "unclear");
console.log(
  `replies unclear to the word count: ${unclear.length}; tinyld says: ${JSON.stringify(tally(unclear.map((r) => [tiny(r.reply), r.language])))}`,
);

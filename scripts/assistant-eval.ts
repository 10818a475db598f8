/**
 * npm run assistant:eval — grades the built-in assistant on tests/assistant-eval/set.yaml. The
 * content is CONTENT_DIR, else the sample in content/.
 *
 * Default (single-message mode): every message asked alone (with only the history written beside
 * it), in process; prints the grades (0/1/2) per category and language, per split, overall, the top
 * repeated reply and the latency.
 *
 * --session: the same set asked in order by one visitor of POST /api/sendMessage (the route's own
 * function, a real SQLite file, no API key), whose history is what the route stored; then the
 * scripted dialogues (tests/assistant-eval/dialogues.yaml), each by a new visitor.
 *
 *   --json[=file]     the figures as JSON (stdout, or that file) instead of the tables
 *   --failures        also list every answer (and dialogue turn) below 2 with the reasons
 *   --set=file        another set file
 *   --dialogues=file  another dialogue file (session mode)
 *   --repeat=n        time n passes over the set (default 5) for steadier latency figures (single mode)
 */
import fs from "node:fs";
import path from "node:path";
import { contentDir, loadContent } from "../app/content/load.server";
import { adoptContent, staticContentSource } from "../app/content/store.server";
import {
  dialogueFailures,
  formatDialogueReport,
  loadDialogues,
  runDialogues,
  type DialogueReport,
} from "../tests/assistant-eval/dialogues";
import { failureLine, formatReport, loadEvalSet, runEval, runSession, type Report } from "../tests/assistant-eval/harness";
import { openRoute } from "../tests/assistant-eval/route";

function option(name: string): string | true | undefined {
  for (const arg of process.argv.slice(2)) {
    if (arg === `--${name}`) return true;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

function failures(report: Report): string {
  const lines = report.results.filter((r) => r.score < 2).map((r) => failureLine(r));
  return ["", `Below 2 (${lines.length}):`, ...lines].join("\n");
}

/** The figures without the per-answer rows: scores by id, and the dialogues' per-turn scores. */
function figures(report: Report, dialogues?: DialogueReport) {
  const { results, ...rest } = report;
  const out: Record<string, unknown> = { ...rest, scores: Object.fromEntries(results.map((r) => [r.id, r.score])) };
  if (dialogues) {
    const { results: played, ...dialogueFigures } = dialogues;
    out.dialogues = {
      ...dialogueFigures,
      scores: Object.fromEntries(played.flatMap((d) => d.turns.map((t) => [t.id, t.score]))),
    };
  }
  return out;
}

async function main(): Promise<void> {
  const dir = contentDir(process.env.CONTENT_DIR);
  const content = loadContent(dir);
  // The assistant reads the content through the store, as in the server.
  adoptContent(staticContentSource(content, dir));
  const setFile = option("set");
  const set = typeof setFile === "string" ? loadEvalSet(path.resolve(setFile)) : loadEvalSet();
  const contentLabel = `${content.profile.name} (${path.relative(process.cwd(), dir) || "."})`;

  let report: Report;
  let dialogues: DialogueReport | undefined;
  if (option("session")) {
    const dialogueFile = option("dialogues");
    const script = loadDialogues(set, typeof dialogueFile === "string" ? path.resolve(dialogueFile) : undefined);
    const route = openRoute();
    try {
      report = await runSession(content, route.visitor(), { set, contentLabel });
      dialogues = await runDialogues(content, () => route.visitor(), { dialogues: script, contentLabel });
    } finally {
      route.close();
    }
  } else {
    report = runEval(content, { set, repeat: Number(option("repeat") ?? 5) || 5, contentLabel });
  }

  const json = option("json");
  if (json) {
    const out = `${JSON.stringify(figures(report, dialogues), null, 2)}\n`;
    if (typeof json === "string") fs.writeFileSync(json, out);
    else {
      process.stdout.write(out);
      return;
    }
  }
  console.log(formatReport(report));
  if (dialogues) console.log(`\n${formatDialogueReport(dialogues)}`);
  if (option("failures")) {
    console.log(failures(report));
    if (dialogues) console.log(dialogueFailures(dialogues));
  }
}

await main();

/**
 * npm run assistant:eval — asks the built-in assistant every message of
 * tests/assistant-eval/set.yaml and prints the grades (0/1/2) per category and
 * language, per split, overall, and the latency. The content is CONTENT_DIR,
 * else the sample in content/.
 *
 *   --json[=file]   the figures as JSON (stdout, or that file) instead of the table
 *   --failures      also list every answer below 2 with the reasons
 *   --set=file      another set file
 *   --repeat=n      time n passes over the set (default 5) for steadier latency figures
 */
import fs from "node:fs";
import path from "node:path";
import { contentDir, loadContent } from "../app/content/load.server";
import { adoptContent, staticContentSource } from "../app/content/store.server";
import { formatReport, loadEvalSet, runEval, type Report } from "../tests/assistant-eval/harness";

function option(name: string): string | true | undefined {
  for (const arg of process.argv.slice(2)) {
    if (arg === `--${name}`) return true;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

function failures(report: Report): string {
  const lines = report.results
    .filter((r) => r.score < 2)
    .map((r) => {
      const text = r.text.length > 90 ? `${r.text.slice(0, 87)}...` : r.text;
      const reply = r.reply.replace(/\s+/g, " ");
      return `${r.score} ${r.id} [${r.reasons.join("; ")}]\n    > ${text}\n    < ${reply.length > 160 ? `${reply.slice(0, 157)}...` : reply}${r.command ? `  {${r.command}}` : ""}`;
    });
  return ["", `Below 2 (${lines.length}):`, ...lines].join("\n");
}

function main(): void {
  const dir = contentDir(process.env.CONTENT_DIR);
  const content = loadContent(dir);
  // The assistant reads the content through the store, as in the server.
  adoptContent(staticContentSource(content, dir));
  const setFile = option("set");
  const report = runEval(content, {
    set: typeof setFile === "string" ? loadEvalSet(path.resolve(setFile)) : undefined,
    repeat: Number(option("repeat") ?? 5) || 5,
    contentLabel: `${content.profile.name} (${path.relative(process.cwd(), dir) || "."})`,
  });
  const json = option("json");
  if (json) {
    const { results, ...figures } = report;
    const out = `${JSON.stringify({ ...figures, scores: Object.fromEntries(results.map((r) => [r.id, r.score])) }, null, 2)}\n`;
    if (typeof json === "string") fs.writeFileSync(json, out);
    else process.stdout.write(out);
    if (typeof json !== "string") return;
  }
  console.log(formatReport(report));
  if (option("failures")) console.log(failures(report));
}

main();

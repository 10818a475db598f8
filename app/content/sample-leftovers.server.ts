/**
 * Texts an owner's content folder still shares with the sample persona (content/): `npm run
 * content:check` warns about each one, naming the file and field, without failing. Texts are
 * compared normalised, so a leftover cannot hide behind a non-breaking space, a different case or
 * a re-wrapped line: NFKC (compatibility forms, e.g. ligatures and full-width letters), every run
 * of white space (U+00A0, U+202F included) made one space, lower case.
 */
import type { RawContent } from "./validate.server";

/** The form two texts are compared in. */
export function normaliseText(text: string): string {
  return text.normalize("NFKC").replace(/\s+/gu, " ").trim().toLowerCase();
}

/** Short texts (a tag, a skill, "Expert") are shared by any two portfolios: only prose counts. */
const isProse = (normalised: string) => normalised.length >= 20 && normalised.includes(" ");

/** The persona's identity: compared at the same field, whatever its length. */
const IDENTITY_FIELDS = new Set(["profile.yaml: name", "profile.yaml: handle", "profile.yaml: email"]);

/** Every text of the parsed YAML files as ["<file>.yaml: <dotted.path>", text]. */
function textLeaves(raw: RawContent): Array<[string, string]> {
  const leaves: Array<[string, string]> = [];
  const walk = (value: unknown, at: string) => {
    if (typeof value === "string") leaves.push([at, value]);
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${at}.${i}`));
    else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) walk(item, `${at}.${key}`);
  };
  for (const [file, value] of Object.entries(raw)) walk(value, `${file}.yaml: `);
  return leaves.map(([at, text]) => [at.replace(": .", ": "), text]);
}

/** One warning line per field of `raw` whose text is still the sample's (prose anywhere, identity at its own field). */
export function sampleLeftovers(raw: RawContent, sample: RawContent): string[] {
  const sampleLeaves = textLeaves(sample);
  const sampleProse = new Set(sampleLeaves.map(([, text]) => normaliseText(text)).filter(isProse));
  const sampleIdentity = new Map(sampleLeaves.filter(([at]) => IDENTITY_FIELDS.has(at)).map(([at, text]) => [at, normaliseText(text)]));
  const sampleLinks = new Set(
    sampleLeaves.filter(([at]) => /^profile\.yaml: socials\.\d+\.url$/.test(at)).map(([, url]) => normaliseText(url)),
  );
  const warnings: string[] = [];
  for (const [at, text] of textLeaves(raw)) {
    const normalised = normaliseText(text);
    const leftover =
      (isProse(normalised) && sampleProse.has(normalised)) ||
      sampleIdentity.get(at) === normalised ||
      (/^profile\.yaml: socials\.\d+\.url$/.test(at) && sampleLinks.has(normalised));
    if (!leftover) continue;
    const shown = text.replace(/\s+/g, " ").trim();
    warnings.push(`${at}: still the sample's text ("${shown.length > 60 ? `${shown.slice(0, 57)}...` : shown}")`);
  }
  return warnings;
}

/**
 * French typography (a non-breaking space before : ; ? ! and inside « »), checked on any text: locale
 * strings, engine messages, or a rendered piece of the page.
 */

/**
 * A regular space before : ; ? ! (outside URLs, {{variables}} and code in double quotes: French uses « »,
 * so "..." is code, like curl's `-H "Authorization: Bearer <jeton>"`), or none at all after a word.
 */
export function typographyProblems(text: string): string[] {
  const plain = text
    .replace(/https?:\/\/\S+/g, "")
    .replace(/\{\{[^}]*\}\}/g, "X")
    .replace(/"[^"\n]*"/g, '""');
  const problems: string[] = [];
  if (/ [:;?!]/.test(plain)) problems.push("regular space before : ; ? !");
  if (/[\p{L}\d)][;?!]/u.test(plain) || /[\p{L}\d)]:(?=\s|$)/u.test(plain)) problems.push("no space before : ; ? !");
  if (/« |[^\u00a0\u202f]»/.test(plain)) problems.push("« » without non-breaking spaces");
  return problems;
}

/**
 * Punctuation between two labels that CSS sets apart (a name and its level, a label and its value):
 * read by text browsers and pages without CSS ("Node.js — Expert" rather than "Node.jsExpert"),
 * neither shown nor read aloud otherwise (the labels are announced as separate words already).
 */
export function TextSeparator({ text = " · " }: { text?: string }) {
  return (
    <span className="visually-hidden" aria-hidden="true">
      {text}
    </span>
  );
}

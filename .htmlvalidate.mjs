/**
 * html-validate's configuration for the pages the site serves (tests/integration/html-validity.test.ts;
 * `npx html-validate <file>` reads it too). The recommended preset, with only these changes:
 */
import { defineConfig } from "html-validate";

export default defineConfig({
  extends: ["html-validate:recommended"],
  rules: {
    // Spelling rules with nothing to do with validity: React writes void elements self-closed (<meta/>),
    // boolean and empty attributes as `=""`, some attributes in camelCase (charSet, hrefLang); the
    // hand-written emulator frames write `<!doctype html>` and bare `defer`. Every form is valid HTML.
    "void-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "doctype-style": "off",
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React's useId() ids (":R1d:") are valid HTML ids: any characters but spaces.
    "valid-id": ["error", { relaxed: true }],
    // A list may carry a name (aria-label on <ul>): its list role allows one; only unnamable roles are errors.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Inline styles left are values computed at render: framer-motion's animated opacity and transform,
    // a skill's level bar width. Anything else belongs in a stylesheet.
    "no-inline-style": ["error", { allowedProperties: ["display", "opacity", "transform", "width"] }],
    // Links that work without JavaScript and act as buttons once it runs (the menu button, a modal's
    // close link) carry role=button on purpose.
    "prefer-native-element": ["error", { exclude: ["button"] }],
    // The hero's command chips are <input type="submit">: a <button> with a value shows it and then its text in
    // lynx ("(help) help"); an input's value is its one label (ADR 060).
    "prefer-button": ["error", { exclude: ["submit"] }],
  },
});

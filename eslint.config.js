import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";

/**
 * Layer boundaries (docs/decisions/023-one-module-graph.md): the Express layer
 * and the services hold no UI, and the utilities depend on no service. `~/x`
 * and relative paths are both matched.
 */
const UI = "(sections|components|terminal/ui|games|emulators|routes)";
const REACT = { regex: "^(react|react-dom|@remix-run/react)(/|$)", message: "No React here: this layer renders nothing." };
export const LAYER_RULES = [
  {
    files: ["server/**/*.ts", "server.ts"],
    patterns: [
      REACT,
      { regex: `(^~|/app)/${UI}(/|$)`, message: "server/ must not import UI code (sections, components, terminal UI, games, routes)." },
      { regex: "^@remix-run/express/dist/", message: "Private files of @remix-run/express: use its public API or server/remix-http.ts." },
    ],
  },
  {
    files: ["app/services/**/*.ts"],
    patterns: [REACT, { regex: `^(~|\\.\\.)/${UI}(/|$)`, message: "Services must not import UI code: move the pure helper to app/utils." }],
  },
  {
    files: ["app/utils/**/*.{ts,tsx}"],
    patterns: [
      { regex: "^(~|\\.\\.)/services(/|$)", message: "Utilities must not depend on services: take what you need as a parameter." },
    ],
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "public/vendor/",
      "public/emulators/*/frame.js",
      "node_modules/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "tmp/",
      "migrations/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // French typography puts a non-breaking space before : ; ? ! in texts, templates included.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: "No dangerouslySetInnerHTML: render text, or build elements.",
        },
      ],
    },
  },
  ...LAYER_RULES.map(({ files, patterns }) => ({ files, rules: { "no-restricted-imports": ["error", { patterns }] } })),
);

import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";

// A conditional that picks a text by language ("fr ? 'Bonjour' : 'Hello'", "lng === 'fr' ? … : …",
// "lang === 'fr' ? fr : en"): texts live in per-language tables instead (docs/customizing.md,
// "Adding a language"), so a third language is one more table, not a hunt through the code.
const LANG_NAME = "/^(fr|en|isFr|isEn|french|english)$/";
const LANG_VALUE = "/^(fr|en)$/";
const IS_LANG_TEST = [
  "[test.type='Identifier'][test.name=NAME]",
  "[test.type='UnaryExpression'][test.argument.name=NAME]",
  "[test.type='BinaryExpression'][test.right.value=VALUE]",
  "[test.type='BinaryExpression'][test.left.value=VALUE]",
  "[test.type='BinaryExpression'][test.left.name=NAME]",
  "[test.type='LogicalExpression'][test.right.right.value=VALUE]",
  "[test.type='LogicalExpression'][test.left.right.value=VALUE]",
].map((s) => s.replaceAll("NAME", LANG_NAME).replaceAll("VALUE", LANG_VALUE));
// Either branch a string, a template, or a variable named after a language.
const TEXT_BRANCH = ["consequent", "alternate"].flatMap((b) => [
  `[${b}.type='TemplateLiteral']`,
  `[${b}.value=/[\\s\\S]*/]`,
  `[${b}.type='Identifier'][${b}.name=${LANG_NAME}]`,
]);
const LANGUAGE_TERNARY = `ConditionalExpression:matches(${IS_LANG_TEST.join(", ")}):matches(${TEXT_BRANCH.join(", ")})`;

const NO_INNER_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: "No dangerouslySetInnerHTML: render text, or build elements.",
};

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
      "no-restricted-syntax": ["error", NO_INNER_HTML],
    },
  },
  {
    // The product's code (tests may pick an expected text by language).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "db/**/*.ts", "scripts/**/*.ts", "server.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        NO_INNER_HTML,
        {
          selector: LANGUAGE_TERNARY,
          message:
            "No inline language ternary: put the text in a table keyed by Lang (Localized<…>, see docs/customizing.md), or use toLang / toggledLng / LOCALE_TAGS from app/i18n/config.ts.",
        },
      ],
    },
  },
  ...LAYER_RULES.map(({ files, patterns }) => ({ files, rules: { "no-restricted-imports": ["error", { patterns }] } })),
);

import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// One calendar (issue 27): Beirut's zone and the length of a day come from domain/days.ts.
const calendarRules = [
  { selector: "Literal[value='Asia/Beirut']", message: "Use BEIRUT from domain/days.ts (or beirutZone in SQL)." },
  { selector: "TemplateElement[value.raw=/Asia\\/Beirut/]", message: "Use beirutZone from server/db/beirut-zone.server.ts." },
  { selector: "Literal[value=86400000]", message: "Use DAY_MS or the day arithmetic of domain/days.ts." },
  { selector: "Literal[value=86400]", message: "Use DAY_SECONDS from domain/days.ts." },
  // A day spelt as a product (24 * 60 * 60 * 1000, 60 * 60 * 24, 24 * 3_600_000).
  {
    selector: "BinaryExpression[operator='*']:has(> Literal[value=24]):matches(:has(Literal[value=60]), :has(Literal[value=3600000]))",
    message: "Use DAY_MS, DAY_SECONDS or daysAfter from domain/days.ts.",
  },
];

// The screens' building blocks (issue 45): a screen asks useIsPending or isFetcherPending whether its
// form is busy, and takes its buttons' and labels' looks from app/components/ui/.
// A hover of the element itself: a map marker's `group-hover:` is not a button.
const PRIMARY_BUTTON = /(bg-brand-600\b.*(?<!-)hover:bg-brand-700|(?<!-)hover:bg-brand-700\b.*bg-brand-600\b)/;
const LABEL = /block text-sm font-medium text-slate-800/;
const screenRules = [
  {
    selector: "BinaryExpression:matches([left.property.name='state'], [right.property.name='state']):has(> Literal[value=/^(idle|submitting|loading)$/])",
    message: "Use useIsPending() or isFetcherPending() from app/components/ui/use-is-pending.ts: a navigation's state is busy for any navigation.",
  },
  ...[PRIMARY_BUTTON, LABEL].flatMap((pattern) => [
    { selector: `Literal[value=${pattern}]`, message: "Use Button, StatusButton or buttonClass (and Field, labelClass) from app/components/ui/." },
    { selector: `TemplateElement[value.raw=${pattern}]`, message: "Use Button, StatusButton or buttonClass (and Field, labelClass) from app/components/ui/." },
  ]),
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", ".data/", "test-results/", "playwright-report/", "clients/phone/api.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
      "no-restricted-syntax": ["error", ...calendarRules],
    },
  },
  { files: ["domain/days.ts"], rules: { "no-restricted-syntax": "off" } },
  // The hooks' rules (the React Compiler's analysis, three quarters of the lint's time) where React
  // code is: the screens and the tests that render them, not the server's or the domain's modules.
  { files: ["app/**/*.{ts,tsx}", "tests/**/*.tsx"], plugins: { "react-hooks": reactHooks }, rules: reactHooks.configs.recommended.rules },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/ui/**"],
    rules: { "no-restricted-syntax": ["error", ...calendarRules, ...screenRules] },
  },
  // A route module holds its loader, action and the page that composes its parts (issue 27): a
  // longer one moves its parts into app/components/<page>/.
  { files: ["app/routes/**/*.{ts,tsx}"], rules: { "max-lines": ["error", { max: 250 }] } },
  // The layers of ARCHITECTURE.md, checked (issue 27; tests/unit/layers.test.ts tries each one).
  {
    files: ["domain/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { regex: "(^|/)(server|app)/|^(#server|~)/", message: "domain/ is pure: it imports neither server/ nor app/." },
            // The exception the layer table writes down: pure libraries that do no I/O.
            { regex: "^(?!zod$|@date-fns/tz$|libphonenumber-js(/|$)|#domain/|\\.)", message: "domain/ imports only zod, @date-fns/tz and libphonenumber-js." },
          ],
        },
      ],
    },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)app/|^~/",
              message: "server/ does not import app/: what both need lives in domain/ (or server/http/ for the Express-React Router contract).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)server/|^#server/",
              message: "A component runs in the browser: it takes server answers as props, typed by their schemas in domain/.",
            },
            {
              regex: "(^|/)routes/|^~/routes/",
              message: "A component does not import a route module, not even a type: answer shapes live in domain/ or app/lib/route-answers.ts.",
            },
          ],
        },
      ],
    },
  },
);

import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", ".data/", "test-results/", "playwright-report/", "clients/phone/api.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "log"] }],
      // One calendar (issue 27): Beirut's zone and the length of a day come from domain/days.ts.
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value='Asia/Beirut']", message: "Use BEIRUT from domain/days.ts (or beirutZone in SQL)." },
        { selector: "TemplateElement[value.raw=/Asia\\/Beirut/]", message: "Use beirutZone from server/db/beirut-zone.server.ts." },
        { selector: "Literal[value=86400000]", message: "Use DAY_MS or the day arithmetic of domain/days.ts." },
        { selector: "Literal[value=86400]", message: "Use DAY_SECONDS from domain/days.ts." },
        // A day spelt as a product (24 * 60 * 60 * 1000, 60 * 60 * 24, 24 * 3_600_000).
        {
          selector: "BinaryExpression[operator='*']:has(> Literal[value=24]):matches(:has(Literal[value=60]), :has(Literal[value=3600000]))",
          message: "Use DAY_MS, DAY_SECONDS or daysAfter from domain/days.ts.",
        },
      ],
    },
  },
  { files: ["domain/days.ts"], rules: { "no-restricted-syntax": "off" } },
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

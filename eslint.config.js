// ESLint over the generator, its components, the tests and the scripts:
// JavaScript's recommended rules, typescript-eslint's recommended rules, and
// eslint-plugin-jsx-a11y's strict rules for the components' markup.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores(["dist/", "dist.*/", "node_modules/", ".cache/", "coverage/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore marks a value left out on purpose, as in
      // `const { class: _class, ...rest } = attributes`.
      "@typescript-eslint/no-unused-vars": [
        "error",
        {
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ["src/**/*.tsx"],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: {
      // lucide-react's index names all of its 2,000 icons: importing from it made esbuild read every
      // one to bundle the editor's script, four fifths of that bundle's time (BENCHMARKS.md).
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message: 'Import each icon from its own module: import Phone from "lucide-react/icons/phone".',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // Node runs the build, the scripts, the tests and the configuration files.
    files: ["**/*.{js,cjs,mjs,ts,tsx}"],
    languageOptions: { globals: globals.node },
  },
  {
    // The client script runs in the browser.
    files: ["src/client/**/*.ts", "src/**/*.client.ts"],
    languageOptions: { globals: globals.browser },
  },
  {
    // Vitest keeps one worker's modules from file to file (vitest.config.ts, isolate: false), so a module mocked in
    // one test file would be the real one, or the mock, in the next, by the order the files run in.
    files: ["tests/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "unmock", "doUnmock", "resetModules"].map((property) => ({
          object: "vi",
          property,
          message:
            "Modules are shared between test files here: pass the value in instead (a parameter with a default).",
        })),
      ],
    },
  },
  {
    // CommonJS: configuration files that tools load with require().
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);

import js from "@eslint/js";
import vitest from "@vitest/eslint-plugin";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync } from "node:fs";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist/", "data/", ".tmp/", "node_modules/", "test-results/", "playwright-report/", "src/server/db/migrations/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      // scripts/*.mjs run on plain Node before anything is compiled (npm start); tsconfig does not list them.
      parserOptions: { projectService: { allowDefaultProject: ["scripts/*.mjs"] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      eqeqeq: ["error", "smart"],
      // Rooms a newcomer can read (issue 11, decision 264).
      "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }],
      "max-lines-per-function": ["error", { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/**/*.test.ts"],
    rules: { "no-console": "error" },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/client/**", "**/server/**", "@/*"] }],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/client/**", "@/*"] }] },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The house's walls (decision 264): no import cycles; `shared` imports neither side; the
    // client imports nothing from outside itself but `shared`; a client feature does not import
    // another feature (what two features share lives in components/, hooks/ or lib/); a public
    // page's feature (features/public/*) imports no other, only features/public/components/.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: boundaryZones() }],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts"],
    plugins: { vitest },
    rules: {
      "vitest/no-focused-tests": "error",
      "vitest/no-disabled-tests": "error",
    },
  },
  {
    // A client test waits for state with Testing Library's waitFor, whose limit (15 s, tests/client-setup.ts)
    // suits a loaded two-core machine; vi.waitFor gives up after one second (decision 529).
    files: ["src/client/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "vi", property: "waitFor", message: "Use waitFor from @testing-library/react: vi.waitFor gives up after 1 s on a busy machine." },
      ],
    },
  },
  {
    // A describe callback is a group of tests, not a function a reader follows (decision 264).
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.spec.ts"],
    rules: { "max-lines-per-function": "off" },
  },
  {
    // Copies of shadcn components are not ours to split.
    files: ["src/client/components/ui/**"],
    rules: { "max-lines": "off", "max-lines-per-function": "off" },
  },
  { files: ["eslint.config.js"], ...tseslint.configs.disableTypeChecked },
);

/** Zones for import-x/no-restricted-paths, one per client feature, so a new feature is walled in too. */
function boundaryZones() {
  // A folder of features/ whose sub-folders are features of their own: the public pages
  // (decision 315), with the folder that holds what only they share.
  const featureGroups = { public: "components" };
  const folders = (url) =>
    readdirSync(url, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  const featuresUrl = new URL("./src/client/features/", import.meta.url);
  // A feature is a folder of features/, or a sub-folder of a group; a group's shared folder
  // is walled like a feature (it imports no feature), and every sub-feature of the group may import it.
  const features = folders(featuresUrl).flatMap((folder) => {
    const shared = featureGroups[folder];
    if (shared === undefined) return [{ path: folder, except: [`./${folder}`] }];
    return folders(new URL(`${folder}/`, featuresUrl)).map((sub) => ({
      path: `${folder}/${sub}`,
      except: sub === shared ? [`./${folder}/${sub}`] : [`./${folder}/${sub}`, `./${folder}/${shared}`],
    }));
  });
  return [
    { target: "./src/shared", from: ["./src/client", "./src/server"], message: "shared/ is imported by both sides and imports neither." },
    { target: "./src/client", from: ["./src/server", "./tests", "./scripts", "./e2e"], message: "The client imports only shared/ from outside itself." },
    { target: "./src/server", from: "./src/client", message: "The server does not import client files." },
    ...features.map((feature) => ({
      target: `./src/client/features/${feature.path}`,
      from: "./src/client/features",
      except: feature.except,
      message:
        "A feature does not import another feature: move what both need to components/, hooks/ or lib/ (for the public pages, to features/public/components/).",
    })),
    ...serverModules().map((module) => ({
      target: [`./src/server/!(${module})/**`, "./src/server/*.ts"],
      from: `./src/server/${module}`,
      except: ["./index.ts"],
      message: `Another module enters ${module}/ only through its front door, src/server/${module}/index.ts: export what you need there (decision 530).`,
    })),
  ];
}

/** The server's modules: every folder of src/server with source beside its tests; each has a front door, index.ts (decision 530). */
function serverModules() {
  const serverUrl = new URL("./src/server/", import.meta.url);
  const hasSource = (url) =>
    readdirSync(url, { withFileTypes: true }).some((entry) =>
      entry.isDirectory() ? hasSource(new URL(`${entry.name}/`, url)) : /(?<!\.test)\.ts$/.test(entry.name),
    );
  return readdirSync(serverUrl, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .filter((name) => hasSource(new URL(`${name}/`, serverUrl)));
}

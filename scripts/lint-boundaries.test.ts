import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The house's walls are kept by the linter (decision 264). Each case lints a line of code as if
 * it were written in a given file of the tree, with only the boundary rules on, and checks that
 * the linter refuses the import a newcomer might write, and lets through the one they should.
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  // Type-aware rules need the file on disk; the boundaries only need the import graph.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith("import-x/"),
});

async function problemsOf(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("lint boundaries", { timeout: 90_000 }, () => {
  it("refuses a client feature importing another feature", async () => {
    const problems = await problemsOf(
      "src/client/features/bands/probe.tsx",
      'import { MusiciansPage } from "@/features/musicians/musicians-page";\nexport const x = MusiciansPage;\n',
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature does not import another feature/)]);
  });

  it("lets a feature import its own files and the shared parts of the client", async () => {
    const problems = await problemsOf(
      "src/client/features/bands/probe.tsx",
      'import { cn } from "@/lib/cn";\nimport { Button } from "@/components/ui/button";\nimport { bandMessages } from "@shared/schemas/bands";\nexport const x = [cn, Button, bandMessages];\n',
    );
    expect(problems).toEqual([]);
  });

  it("refuses a public page's feature importing another public page's feature", async () => {
    const problems = await problemsOf(
      "src/client/features/public/church-bands/probe.tsx",
      'import { MusicianDetailPage } from "@/features/public/church-musicians/musician-detail-page";\nexport const x = MusicianDetailPage;\n',
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature does not import another feature/)]);
  });

  it("lets a public page's feature import the public pages' shared components", async () => {
    const problems = await problemsOf(
      "src/client/features/public/church-bands/probe.tsx",
      'import { SongsTab } from "@/features/public/components/listing/songs-tab";\nimport { MediaStats } from "@/features/public/components/media-stats";\nexport const x = [SongsTab, MediaStats];\n',
    );
    expect(problems).toEqual([]);
  });

  it("refuses the public pages' shared components importing one of the pages", async () => {
    const problems = await problemsOf(
      "src/client/features/public/components/probe.tsx",
      'import { ChurchHomePage } from "@/features/public/church-home/church-home-page";\nexport const x = ChurchHomePage;\n',
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature does not import another feature/)]);
  });

  it("refuses an admin feature importing the public pages' components", async () => {
    const problems = await problemsOf(
      "src/client/features/songs/probe.tsx",
      'import { SongsTab } from "@/features/public/components/listing/songs-tab";\nexport const x = SongsTab;\n',
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature does not import another feature/)]);
  });

  it("refuses a client file importing a server file", async () => {
    const problems = await problemsOf(
      "src/client/lib/probe.ts",
      'import { createApp } from "../../server/app";\nexport const x = createApp;\n',
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The client imports only shared/)]);
  });

  it("refuses shared code importing either side", async () => {
    const problems = await problemsOf(
      "src/shared/probe.ts",
      'import { cn } from "../client/lib/cn";\nimport { AppError } from "../server/http/errors";\nexport const x = [cn, AppError];\n',
    );
    expect(problems).toHaveLength(2);
    expect(problems.every((problem) => problem.includes("shared/ is imported by both sides"))).toBe(true);
  });

  it("refuses the server importing a client file", async () => {
    const problems = await problemsOf(
      "src/server/probe.ts",
      'import { cn } from "../client/lib/cn";\nexport const x = cn;\n',
    );
    expect(problems).toEqual([expect.stringMatching(/The server does not import client files/)]);
  });

  it("finds an import cycle", async () => {
    // shared/formatting.ts is imported by shared files; a file it imports that imports it back
    // would close a loop. Here the probe imports a module that imports the probe's neighbour.
    const problems = await problemsOf(
      "src/server/http/errors.ts",
      'import { bandMessages } from "../bands/queries";\nexport const x = bandMessages;\nexport class AppError {}\n',
    );
    expect(problems).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/));
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectIconSprite, importedIconNames, spriteModule, type IconSprite } from "./icon-sprite";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the names a source imports from lucide-react", () => {
  it("are its named value imports, under their exported names", () => {
    const source = [
      'import { EyeIcon, Home as HomeIcon, type LucideIcon } from "lucide-react";',
      "import type { LucideProps } from 'lucide-react';",
      'import {\n  ClockIcon,\n  PlayIcon,\n} from "lucide-react";',
      'import { Button } from "@/components/ui/button";',
    ].join("\n");
    expect(importedIconNames(source)).toEqual(["EyeIcon", "Home", "ClockIcon", "PlayIcon"]);
  });

  it("refuse a namespace or default import, which the sprite cannot know", () => {
    expect(() => importedIconNames('import * as icons from "lucide-react";', "a.tsx")).toThrow(/a\.tsx: import lucide icons by name/);
    expect(() => importedIconNames('import Lucide, { EyeIcon } from "lucide-react";')).toThrow(/by name/);
  });
});

describe("the icon sprite", () => {
  let sourceDir: string;
  let sprite: IconSprite;

  beforeAll(async () => {
    sourceDir = mkdtempSync(path.join(os.tmpdir(), "louvor-icons-"));
    mkdirSync(path.join(sourceDir, "features"));
    writeFileSync(path.join(sourceDir, "features/card.tsx"), 'import { EyeIcon, HomeIcon, type LucideIcon } from "lucide-react";\n');
    writeFileSync(path.join(sourceDir, "features/player.tsx"), 'import { Eye, PlayIcon } from "lucide-react";\n');
    // Tests keep lucide-react itself: their imports are not the app's.
    writeFileSync(path.join(sourceDir, "features/card.test.tsx"), 'import { ZapIcon } from "lucide-react";\n');
    sprite = await collectIconSprite(sourceDir, root);
  });

  afterAll(() => rmSync(sourceDir, { recursive: true, force: true }));

  it("holds one symbol for each icon the sources import, under lucide's name, drawn as lucide draws it", () => {
    expect([...sprite.imports]).toEqual([
      ["Eye", "eye"],
      ["EyeIcon", "eye"],
      ["HomeIcon", "house"],
      ["PlayIcon", "play"],
    ]);
    expect([...sprite.svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])).toEqual(["eye", "house", "play"]);
    expect(sprite.svg).toContain(
      '<symbol id="eye" viewBox="0 0 24 24"><path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"/><circle cx="12" cy="12" r="3"/></symbol>',
    );
    // The stroke comes from the page (styles.css), so a class can still change it.
    expect(sprite.svg).not.toMatch(/stroke|fill="none"|key=/);
  });

  it("is named after its content, so a browser keeps it until an icon changes", async () => {
    expect(sprite.fileName).toMatch(/^assets\/icons-[\w-]{8}\.svg$/);
    expect((await collectIconSprite(sourceDir, root)).fileName).toBe(sprite.fileName);
    writeFileSync(path.join(sourceDir, "features/more.tsx"), 'import { ClockIcon } from "lucide-react";\n');
    try {
      expect((await collectIconSprite(sourceDir, root)).fileName).not.toBe(sprite.fileName);
    } finally {
      rmSync(path.join(sourceDir, "features/more.tsx"));
    }
  });

  it("stands in for lucide-react with one sprite icon per imported name", () => {
    const module = spriteModule(sprite, "/app/sprite-icon.tsx");
    expect(module).toContain('import { createSpriteIcon } from "/app/sprite-icon.tsx";');
    expect(module).toContain(`const sprite = "/${sprite.fileName}";`);
    expect(module).toContain('export const HomeIcon = /* @__PURE__ */ createSpriteIcon(sprite + "#house", "HomeIcon");');
    expect(module.match(/^export const/gm)).toHaveLength(4);
  });
});

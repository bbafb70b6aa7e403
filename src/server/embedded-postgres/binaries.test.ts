import { promises as fs } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUp, tempDir } from "../../../tests/support/embedded-postgres-harness";
import { ensureLibrarySymlinks } from "./index";

afterEach(cleanUp);

describe("ensureLibrarySymlinks", () => {
  it("recreates missing or dangling library symlinks, relative, and is idempotent", async () => {
    const root = await tempDir();
    const lib = path.join(root, "native", "lib");
    await fs.mkdir(lib, { recursive: true });
    await fs.writeFile(path.join(lib, "libpq.so.5.18"), "binary");
    await fs.symlink("gone.so", path.join(lib, "libpq.so")); // dangling
    await fs.writeFile(
      path.join(root, "native", "pg-symlinks.json"),
      JSON.stringify([
        { source: "native/lib/libpq.so.5.18", target: "native/lib/libpq.so" },
        { source: "native/lib/libpq.so.5.18", target: "native/lib/libpq.so.5" },
      ]),
    );

    await ensureLibrarySymlinks(root);
    await ensureLibrarySymlinks(root);

    expect(await fs.readlink(path.join(lib, "libpq.so"))).toBe("libpq.so.5.18");
    expect(await fs.readlink(path.join(lib, "libpq.so.5"))).toBe("libpq.so.5.18");
    expect(await fs.readFile(path.join(lib, "libpq.so.5"), "utf8")).toBe("binary");
  });
});

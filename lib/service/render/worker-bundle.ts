import { execFile } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

/**
 * Render threads load one plain-JS bundle of the task table and the engine, so they start the
 * same way however the service runs: under `next start` (whose server code is itself a bundle,
 * where no source path of ours survives), `node --import tsx` and vitest. Paths are relative to
 * the project root, which is the working directory of every way the project runs.
 */
export const RENDER_WORKER = {
  /** The module the bundle is built from. */
  entry: "lib/service/render/worker-entry.ts",
  /** Built by `builder`; ignored by git. */
  bundle: "build/render-worker.mjs",
  /** The source files the bundle was built from, as the bundler reported them. */
  inputs: "build/render-worker.inputs.json",
  builder: "scripts/build-render-worker.ts",
} as const;

/**
 * A project file's absolute path. The root is only known at run time: the ignore comments keep
 * Next's file tracing from treating every such access as "the whole project is needed".
 */
const at = (root: string, path: string) => join(/*turbopackIgnore: true*/ root, path);

const mtime = (path: string) => {
  try {
    return statSync(/*turbopackIgnore: true*/ path).mtimeMs;
  } catch {
    return 0;
  }
};

/**
 * True when the bundle exists and no file it was built from (nor the builder) changed or
 * disappeared since. A moved or renamed engine module counts as changed.
 */
export function renderWorkerIsFresh(root: string): boolean {
  const built = mtime(at(root, RENDER_WORKER.bundle));
  if (built === 0) return false;
  let inputs: unknown;
  try {
    inputs = JSON.parse(
      readFileSync(/*turbopackIgnore: true*/ at(root, RENDER_WORKER.inputs), "utf8"),
    );
  } catch {
    return false;
  }
  if (!Array.isArray(inputs) || inputs.length === 0) return false;
  return [...inputs, RENDER_WORKER.builder].every((path) => {
    const changed = typeof path === "string" ? mtime(at(root, path)) : 0;
    return changed !== 0 && changed <= built;
  });
}

/**
 * The bundle's absolute path, built first when stale (a child process runs the builder, so the
 * bundler is never part of the server's own bundle; it takes a fraction of a second). A failed
 * build with an older bundle present keeps that bundle, loudly; with none it throws.
 */
export async function ensureRenderWorker(root = process.cwd()): Promise<string> {
  const bundle = at(root, RENDER_WORKER.bundle);
  if (renderWorkerIsFresh(root)) return bundle;
  try {
    await promisify(execFile)(process.execPath, ["--import", "tsx", RENDER_WORKER.builder], {
      cwd: root,
      timeout: 60_000,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (!existsSync(/*turbopackIgnore: true*/ bundle)) {
      throw new Error(`The render worker bundle could not be built: ${reason}`);
    }
    console.warn(
      `[render] rebuilding ${RENDER_WORKER.bundle} failed; using the old one: ${reason}`,
    );
  }
  return bundle;
}

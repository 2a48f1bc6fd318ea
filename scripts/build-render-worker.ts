/**
 * Bundles the render threads' entry (task table + engine) into one plain ES module:
 * `node --import tsx scripts/build-render-worker.ts [--if-stale]`. Run by `npm start` and
 * `npm test` before the Next build, and by the service itself when the bundle is missing or
 * older than its sources. Several processes may build at once: each writes temporary files
 * and renames them into place, so a reader sees a whole bundle, old or new.
 */
import { mkdirSync, renameSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { build } from "esbuild";
import { RENDER_WORKER, renderWorkerIsFresh } from "@/lib/service/render/worker-bundle";

const root = process.cwd();

async function main() {
  if (process.argv.includes("--if-stale") && renderWorkerIsFresh(root)) return;
  // The bundle is stamped with the time the build started, so a source saved while it ran
  // still counts as newer and triggers the next build.
  const started = new Date();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [RENDER_WORKER.entry],
    outfile: RENDER_WORKER.bundle,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // piscina is resolved from node_modules at run time (its worker protocol must be the
    // pool's own copy); nothing else is left outside: the engine is pure TypeScript.
    external: ["piscina"],
    keepNames: true,
    metafile: true,
    write: false,
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error("esbuild produced no output");
  const inputs = Object.keys(result.metafile.inputs).map((path) =>
    relative(root, join(root, path)),
  );
  const suffix = `.${process.pid}.tmp`;
  const bundle = join(root, RENDER_WORKER.bundle);
  const inputsFile = join(root, RENDER_WORKER.inputs);
  mkdirSync(dirname(bundle), { recursive: true });
  writeFileSync(inputsFile + suffix, JSON.stringify(inputs, null, 1));
  writeFileSync(bundle + suffix, output.contents);
  utimesSync(bundle + suffix, started, started);
  renameSync(inputsFile + suffix, inputsFile);
  renameSync(bundle + suffix, bundle);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

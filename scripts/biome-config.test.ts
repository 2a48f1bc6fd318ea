import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script without type declarations
import { biomeConfig, biomeConfigText, ENGINE_LAYERS } from "./biome-config.mjs";

const ROOT = resolve(__dirname, "..");
const scratch = mkdtempSync(join(tmpdir(), "sw-biome-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * Lints `files` (path → one import line) in a scratch project that holds only the generated
 * configuration, and returns the files Biome refuses for a restricted import.
 */
function refusedImports(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(scratch, "p-"));
  const { $schema: _schema, ...config } = biomeConfig() as Record<string, unknown>;
  writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
  for (const [path, specifier] of Object.entries(files)) {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), `import { x } from "${specifier}";\nexport const y = x;\n`);
  }
  const lint = spawnSync(
    resolve(ROOT, "node_modules/.bin/biome"),
    ["lint", "--max-diagnostics=200", "."],
    { cwd: dir, encoding: "utf8" },
  );
  const output = `${lint.stdout}\n${lint.stderr}`;
  return [
    ...new Set(
      [...output.matchAll(/^(\S+?):\d+:\d+ lint\/style\/noRestrictedImports/gm)].map((m) => m[1]!),
    ),
  ].sort();
}

describe("biome.json is generated from the table of layers", () => {
  it("the committed biome.json is exactly what scripts/biome-config.mjs writes", () => {
    expect(readFileSync(resolve(ROOT, "biome.json"), "utf8")).toBe(biomeConfigText());
  });

  it("every engine folder has its line in the table, and nothing else does", () => {
    const folders = readdirSync(resolve(ROOT, "lib/engine"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect((ENGINE_LAYERS as [string][]).map(([name]) => name).sort()).toEqual(folders);
  });

  it("the generated rules refuse every crossing of a layer boundary, and allow the rest", () => {
    const refusals: Record<string, string> = {
      // A shared layer imports only the layers it lists.
      "lib/engine/raster/up.ts": "../color",
      "lib/engine/draw/sideways.ts": "../palette",
      "lib/engine/random/any.ts": "../raster",
      // Operations never import each other, nor the test support.
      "lib/engine/generate/other-op.ts": "../animate",
      "lib/engine/rotate/support.ts": "../testing",
      // Another folder only through its entry; nothing outside the engine.
      "lib/engine/animate/inside.ts": "../figure/locate",
      "lib/engine/figure/package.ts": "react",
      "lib/engine/color/service.ts": "@/lib/service/errors",
      "lib/engine/index-facts.ts": "zod",
      "lib/engine/raster/outside.test.ts": "sharp",
      // The studio's side: engine entries, service internals, session, gateway modules.
      "lib/service/framework.ts": "react",
      "lib/service/engine-file.ts": "@/lib/engine/raster/flood",
      "scripts/corpus-file.ts": "../lib/engine/touchup/corpus/judge",
      "components/internals.tsx": "@/lib/service/errors",
      "components/gateway.tsx": "@/lib/gateway/forward",
      "app/page-gateway.tsx": "@/lib/gateway/forward",
      "app/session.tsx": "@/lib/session/cookie",
      "app/api/internals.ts": "@/lib/service/domain/ledger/charge",
      "lib/client/relative.ts": "../session/cookie",
    };
    const allowed: Record<string, string> = {
      "lib/engine/color/down.ts": "../raster",
      "lib/engine/draw/below.ts": "../figure",
      "lib/engine/generate/shared.ts": "../draw",
      "lib/engine/matte/own.ts": "./local",
      "lib/engine/raster/ok.test.ts": "vitest",
      "lib/engine/quality/support.test.ts": "../testing",
      "app/page-session.tsx": "@/lib/gateway/server-session",
      "app/api/forward.ts": "@/lib/gateway/forward",
      "app/config.tsx": "@/lib/service/public",
      "components/entry.tsx": "@/lib/engine/raster",
      "scripts/corpus.ts": "../lib/engine/touchup/corpus",
      "lib/gateway/service.ts": "@/lib/service/public",
    };
    expect(refusedImports({ ...refusals, ...allowed })).toEqual(Object.keys(refusals).sort());
  });
});

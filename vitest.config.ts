import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** Pure code: no database, no globals stubbed, no module mocked. */
const PURE = ["lib/engine/**/*.test.ts", "lib/editor/**/*.test.ts"];

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      // Modules marked server-only refuse to load outside a React server bundle; tests run
      // them directly on Node, which is a server too.
      "server-only": fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    // `*.pg.test.ts` need PostgreSQL itself (several processes on one database): they run in
    // the PostgreSQL pass only (vitest.pg.config.ts), never skipped.
    exclude: ["**/node_modules/**", "**/*.pg.test.ts"],
    environment: "node",
    // PGlite boots in 2.5 to 4 s and service tests share one instance per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default leaves one core to its own process (cores - 1): one test file at a time
    // on a two-core machine, while that process sits nearly idle. A service test file spends
    // its time in its own PGlite (single-threaded WebAssembly in the worker), so one file per
    // core keeps both busy.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // The engine's and the editor's tests share their workers' module graph: they hold no
        // state between files (every drawing is a pure function of its inputs), and loading
        // the engine once per worker instead of once per file is most of their time.
        test: { name: "pure", include: PURE, isolate: false },
      },
      {
        extends: true,
        test: {
          name: "service",
          include: ["lib/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/node_modules/**", "**/*.pg.test.ts", ...PURE],
          // Files share their worker's loaded modules too: evaluating the service's module
          // graph (the engine, drizzle, zod, the route table) was a fork and several CPU
          // seconds per file, more than most files' tests. This is safe because what a file
          // can change lives in its own service: every test service opens its own database and
          // its own render threads and closes them in its file; the module-level caches are
          // keyed by that service's context (WeakMaps) or hold pure derived data; no file mocks
          // a module, and the one that stubs globals (`lib/client/fetch.test.ts`) unstubs them
          // after each test.
          isolate: false,
          // One migrated embedded database, copied by every test service instead of made anew.
          globalSetup: ["lib/service/store/test-template.ts"],
        },
      },
    ],
  },
});

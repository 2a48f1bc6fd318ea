import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const ROOT = fileURLToPath(new URL(".", import.meta.url));
const DIRS = ["lib/service", "lib/gateway", "lib/session"];

/**
 * A test file reaches the database the environment names when it starts its service through
 * the test harness (`startTestService`, which takes DATABASE_URL) or reads DATABASE_URL itself;
 * `*.pg.test.ts` need PostgreSQL outright. The other files in these folders (the embedded
 * store's own tools, the session secret, renders checked through the service's render task)
 * never open PostgreSQL: the embedded-store pass already runs them, and running them again
 * here would repeat the same test on the same store.
 */
const REACHES_THE_DATABASE = /startTestService|DATABASE_URL/;

function databaseTests(): string[] {
  const files: string[] = [];
  for (const dir of DIRS) {
    for (const entry of readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })) {
      if (!entry.endsWith(".test.ts")) continue;
      const file = join(dir, entry);
      if (
        entry.endsWith(".pg.test.ts") ||
        REACHES_THE_DATABASE.test(readFileSync(join(ROOT, file), "utf8"))
      ) {
        files.push(file);
      }
    }
  }
  return files.sort();
}

/**
 * The PostgreSQL pass of `npm test`: the service, gateway and session tests that open the
 * database again on a real PostgreSQL (DATABASE_URL), plus `*.pg.test.ts`, which need what
 * only PostgreSQL gives (several processes on one database, e.g. worker processes killed
 * mid-job).
 */
export default defineConfig({
  resolve: {
    alias: {
      "@": ROOT,
      // Modules marked server-only refuse to load outside a React server bundle; tests run
      // them directly on Node, which is a server too.
      "server-only": fileURLToPath(new URL("node_modules/server-only/empty.js", import.meta.url)),
    },
  },
  test: {
    include: databaseTests(),
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One file per core, as in the embedded-store pass: each file has its own database.
    maxWorkers: availableParallelism(),
    // Files share their worker's loaded modules, as in the embedded-store pass: evaluating the
    // service's module graph per file cost more than most files' tests. What a file changes
    // lives in the service it starts, on its own database, and is closed in that file.
    isolate: false,
  },
});

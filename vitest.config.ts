import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

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
    include: ["lib/**/*.test.ts", "components/**/*.test.ts", "scripts/**/*.test.ts"],
    // `*.pg.test.ts` need PostgreSQL itself (several processes on one database): they run in
    // the PostgreSQL pass only (vitest.pg.config.ts), never skipped.
    exclude: ["**/node_modules/**", "**/*.pg.test.ts"],
    environment: "node",
    // PGlite boots in 2.5 to 4 s and service tests share one instance per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One migrated embedded database, copied by every test service instead of made anew.
    globalSetup: ["lib/service/store/test-template.ts"],
  },
});

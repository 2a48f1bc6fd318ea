import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The PostgreSQL pass of `npm test`: the service, gateway and session tests again on a real
 * PostgreSQL (DATABASE_URL), plus `*.pg.test.ts`, which need what only PostgreSQL gives
 * (several processes on one database, e.g. worker processes killed mid-job).
 */
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
    include: ["lib/service/**/*.test.ts", "lib/gateway/**/*.test.ts", "lib/session/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});

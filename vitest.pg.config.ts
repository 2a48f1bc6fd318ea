import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The PostgreSQL pass of `npm test`: the service, gateway and session tests again on a real
 * PostgreSQL (DATABASE_URL), plus `*.pg.test.ts`, which need what only PostgreSQL gives
 * (several processes on one database, e.g. worker processes killed mid-job).
 */
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["lib/service/**/*.test.ts", "lib/gateway/**/*.test.ts", "lib/session/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});

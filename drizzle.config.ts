import { defineConfig } from "drizzle-kit";

/**
 * One migration history for every table: the service's schema and the studio's sessions table
 * (owned by `lib/session`) are generated together into `lib/service/store/migrations`.
 */
export default defineConfig({
  dialect: "postgresql",
  schema: ["./lib/service/store/schema.ts", "./lib/session/schema.ts"],
  out: "./lib/service/store/migrations",
});

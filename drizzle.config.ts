import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/service/store/schema.ts",
  out: "./lib/service/store/migrations",
});

import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import config from "@/drizzle.config";

const ROOT = resolve(__dirname, "../../..");
const SCHEMA_FILES = [config.schema ?? []].flat();
const work = mkdtempSync(join(tmpdir(), "sw-migrations-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Runs `drizzle-kit generate` for `schemaFiles` against a copy of the migration history (the
 * real one is never touched) and returns what it printed and the SQL of any new migration.
 */
async function generate(name: string, schemaFiles: string[]) {
  const dir = join(work, name);
  cpSync(resolve(ROOT, config.out ?? ""), join(dir, "migrations"), { recursive: true });
  const sqlFiles = () => readdirSync(join(dir, "migrations")).filter((f) => f.endsWith(".sql"));
  const before = new Set(sqlFiles());
  writeFileSync(
    join(dir, "drizzle.config.json"),
    JSON.stringify({
      dialect: config.dialect,
      schema: schemaFiles.map((file) => resolve(ROOT, file)),
      out: "./migrations",
    }),
  );
  const { stdout } = await promisify(execFile)(
    resolve(ROOT, "node_modules/.bin/drizzle-kit"),
    ["generate", "--config", "drizzle.config.json"],
    { cwd: dir },
  );
  const added = sqlFiles().filter((file) => !before.has(file));
  return {
    stdout,
    added: added.map((file) => readFileSync(join(dir, "migrations", file), "utf8")),
  };
}

describe("the one migration history", () => {
  it("drizzle.config.ts reads the service's schema and the studio's sessions table", () => {
    expect(SCHEMA_FILES).toEqual(
      expect.arrayContaining(["./lib/service/store/schema.ts", "./lib/session/schema.ts"]),
    );
  });

  it("already holds every table the schema files define: generating adds nothing", async () => {
    const { stdout, added } = await generate("complete", SCHEMA_FILES);
    expect(added).toEqual([]);
    expect(stdout).toContain("No schema changes");
  });

  it("the sessions table is defined only by lib/session: without that file it would be dropped", async () => {
    const withoutSessions = SCHEMA_FILES.filter((file) => !file.includes("lib/session/"));
    const { added } = await generate("without-sessions", withoutSessions);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/DROP TABLE "sessions"/);
  });
});

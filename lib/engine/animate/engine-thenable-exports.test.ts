/**
 * No engine module exports a binding named `then`. With one, the module's namespace object is a
 * thenable: `await import()` of it (as the test runner loads every module) calls that function
 * as if it were a promise's and never settles, so every test file that reaches the module stalls
 * idle with no output and no timeout. The scan reads the sources: a test that imported the
 * module would stall in the same way instead of failing.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ENGINE = resolve(__dirname, "..");

const EXPORTED_THEN = [
  /export\s+(?:async\s+)?function\s*\*?\s*then\s*[<(]/,
  /export\s+(?:const|let|var|class)\s+then\b/,
  /export\s*\{[^}]*\b(?:as\s+)?then\s*[,}]/,
];

function engineSources(): string[] {
  return readdirSync(ENGINE, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(ENGINE, name));
}

describe("engine modules load under await import()", () => {
  it("no engine source exports a binding named then", () => {
    const files = engineSources();
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => {
      const text = readFileSync(file, "utf8");
      return EXPORTED_THEN.some((pattern) => pattern.test(text));
    });
    expect(offenders).toEqual([]);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** The store's own modules each file imports (`./db` → `db`). */
function localImports(name: string): string[] {
  const text = readFileSync(new URL(`./${name}.ts`, import.meta.url), "utf8");
  return [...text.matchAll(/from\s+"\.\/([\w-]+)"/g)].map((match) => match[1]!);
}

const MODULES = readdirSync(new URL(".", import.meta.url))
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => file.replace(/\.ts$/, ""));

/** A path of imports from `start` back to itself, if there is one. */
function cycleFrom(start: string): string[] | null {
  const walk = (name: string, path: string[]): string[] | null => {
    for (const next of localImports(name)) {
      if (next === start) return [...path, next];
      if (path.includes(next) || !MODULES.includes(next)) continue;
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

describe("the store's modules", () => {
  it("import one another in one direction only", () => {
    expect(MODULES).toEqual(expect.arrayContaining(["db", "migrate", "query", "types"]));
    for (const name of MODULES) expect(cycleFrom(name), name).toBeNull();
  });

  it("db opens and migrates; the migrator and queries need only the handle types", () => {
    expect(localImports("db")).toContain("migrate");
    expect(localImports("migrate")).not.toContain("db");
    expect(localImports("query")).toEqual(["types"]);
    expect(localImports("types")).toEqual(["schema"]);
  });
});

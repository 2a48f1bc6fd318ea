import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(__dirname, "../..");

/** Every .ts/.tsx file under `dir`, repo-relative. */
function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

/** The modules a file imports (static, dynamic and `export ... from`), as repo-relative paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((m) => m[1]!);
  return specifiers
    .filter((spec) => spec.startsWith("@/") || spec.startsWith("."))
    .map((spec) =>
      spec.startsWith("@/")
        ? spec.slice(2)
        : relative(ROOT, resolve(join(ROOT, dirname(file)), spec)),
    );
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const STUDIO_SERVER_SIDE = [
  ...sourceFiles("lib/gateway"),
  ...sourceFiles("lib/session"),
  ...sourceFiles("app"),
];

describe("the studio's server side and the service", () => {
  it("uses only the service's public module and its environment schema", () => {
    const allowed = new Set(["lib/service/public", "lib/service/config"]);
    const crossings = STUDIO_SERVER_SIDE.flatMap((file) =>
      importsOf(file)
        .filter((target) => target === "lib/service" || target.startsWith("lib/service/"))
        .filter((target) => !allowed.has(target))
        // Tests may also start a service with the service's own test harness.
        .filter((target) => !(isTest(file) && target === "lib/service/testing"))
        .map((target) => `${file} → ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it("lib/session stands below lib/gateway and app: it imports neither", () => {
    const upward = sourceFiles("lib/session").flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith("lib/gateway") || target.startsWith("app/"))
        .map((target) => `${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it("finds the imports it checks (the scan itself works)", () => {
    expect(STUDIO_SERVER_SIDE).toContain("lib/gateway/studio.ts");
    expect(importsOf("lib/gateway/studio.ts")).toContain("lib/service/public");
    expect(importsOf("lib/gateway/studio.ts")).toContain("lib/session/sessions");
    expect(importsOf("lib/gateway/forward.ts")).toContain("lib/gateway/credentials");
  });
});

import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resolveSessionSecret, SessionSecretError } from "./secret";

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "sw-secret-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the generated session secret", () => {
  it("is written once, whole and private, and reused", () => {
    const dir = freshDir();
    const secret = resolveSessionSecret(undefined, dir);
    expect(secret).toMatch(/^[\w-]{43}$/);
    const file = join(dir, "session-secret");
    expect(readFileSync(file, "utf8")).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readdirSync(dir)).toEqual(["session-secret"]); // no temporary file left behind
    expect(resolveSessionSecret(undefined, dir)).toBe(secret);
    expect(resolveSessionSecret("c".repeat(40), dir)).toBe("c".repeat(40));
  });

  it("refuses a stored secret shorter than 32 characters, naming the file, and keeps it", () => {
    for (const stored of ["", "   \n", "short-secret-of-31-characters!!"]) {
      const dir = freshDir();
      const file = join(dir, "session-secret");
      writeFileSync(file, stored);
      let refusal: unknown;
      try {
        resolveSessionSecret(undefined, dir);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(SessionSecretError);
      expect((refusal as Error).message).toContain(file);
      expect((refusal as Error).message).toMatch(/Delete that file|SESSION_SECRET/);
      expect(readFileSync(file, "utf8")).toBe(stored);
    }
  });

  it("is the same for processes starting together on one empty directory", async () => {
    const dir = freshDir();
    const script = `
      import { resolveSessionSecret } from "./lib/session/secret.ts";
      process.stdout.write(resolveSessionSecret(undefined, ${JSON.stringify(dir)}));`;
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(
          process.execPath,
          ["--conditions=react-server", "--import", "tsx", "--input-type=module", "-e", script],
          { stdio: ["ignore", "pipe", "inherit"] },
        );
        let out = "";
        child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
        child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}`))));
      });
    const secrets = await Promise.all([run(), run(), run()]);
    expect(secrets[0]).toMatch(/^[\w-]{43}$/);
    expect(new Set(secrets).size).toBe(1);
    expect(readFileSync(join(dir, "session-secret"), "utf8")).toBe(secrets[0]);
  });
});

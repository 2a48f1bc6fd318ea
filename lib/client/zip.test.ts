import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { crc32 } from "./crc32";
import { zipStored } from "./zip";

const dir = mkdtempSync(join(tmpdir(), "zip-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("crc32", () => {
  it("matches the standard check value", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926);
  });
});

describe("zipStored", () => {
  const entries = [
    { name: "pack/knight.png", data: Uint8Array.from({ length: 1000 }, (_, i) => (i * 31) & 0xff) },
    { name: "pack/épée.json", data: new TextEncoder().encode('{"frames":4}\n') },
    { name: "empty.txt", data: new Uint8Array(0) },
  ];

  it("writes an archive that unzip tests clean and extracts byte for byte", () => {
    const file = join(dir, "pack.zip");
    writeFileSync(file, zipStored(entries, new Date(2026, 10, 24, 12, 30, 10)));
    const test = execFileSync("unzip", ["-t", file], { encoding: "utf8" });
    expect(test).toMatch(/No errors detected/);
    // Python's zipfile reads the UTF-8 name flag (this machine's unzip may not) and checks CRCs.
    const read = execFileSync(
      "python3",
      [
        "-c",
        "import sys,zipfile,json;z=zipfile.ZipFile(sys.argv[1]);print(json.dumps([[n,list(z.read(n))] for n in z.namelist()]))",
        file,
      ],
      { encoding: "utf8" },
    );
    expect(JSON.parse(read)).toEqual(entries.map((entry) => [entry.name, Array.from(entry.data)]));
  });

  it("refuses two entries with one name", () => {
    expect(() =>
      zipStored([
        { name: "a.png", data: new Uint8Array(1) },
        { name: "a.png", data: new Uint8Array(2) },
      ]),
    ).toThrow(/a\.png/);
  });
});

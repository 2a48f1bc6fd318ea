import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { failOnPageErrors, signUp, unique } from "./studio";

/**
 * A still saved from its page as an Aseprite file, in a real browser: one layer per part the
 * engine drew, read back here by the file format's own layout (layer chunks name the layers
 * bottom to top), and one layer for an import.
 */
failOnPageErrors();

async function api(page: Page, path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(path, { data, headers: { origin } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** The names of an .aseprite file's layers, in file order (bottom to top). */
function layerNames(bytes: Buffer): string[] {
  expect(bytes.readUInt16LE(4)).toBe(0xa5e0);
  const names: string[] = [];
  const frameAt = 128;
  expect(bytes.readUInt16LE(frameAt + 4)).toBe(0xf1fa);
  const chunks = bytes.readUInt32LE(frameAt + 12);
  let at = frameAt + 16;
  for (let n = 0; n < chunks; n++) {
    const size = bytes.readUInt32LE(at);
    if (bytes.readUInt16LE(at + 4) === 0x2004) {
      const length = bytes.readUInt16LE(at + 6 + 16);
      names.push(bytes.subarray(at + 6 + 18, at + 6 + 18 + length).toString("utf8"));
    }
    at += size;
  }
  return names;
}

async function saveAseprite(page: Page, id: string) {
  await page.goto(`/sprites/${id}`);
  const saved = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download" }).click();
  await page.getByRole("menuitem", { name: "Aseprite file", exact: true }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/\.aseprite$/);
  return readFile((await download.path())!);
}

test("a generated knight saves as an Aseprite file with a layer per part; an import as one layer", async ({
  page,
}) => {
  await signUp(page);
  const knight = await api(page, "/api/sprites", {
    prompt: `a knight with a sword ${unique()}`,
    asset_type: "character",
    width: 48,
    height: 48,
  });
  const names = layerNames(await saveAseprite(page, knight.id));
  expect(names).toContain("torso");
  expect(names).toContain("item");
  expect(names.at(-1)).toBe("outline");
  expect(names.length).toBeGreaterThan(5);

  const imported = await api(page, "/api/sprites/import", { image: knight.image.pngBase64 });
  expect(layerNames(await saveAseprite(page, imported.id))).toEqual(["sprite"]);
});

import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { makeSpritePng } from "./fixtures";
import { balance, failOnPageErrors, importSprite, signUp, unique } from "./studio";

/**
 * "Redo on this version" in a real browser: a sprite with a Walk animation gets a hand edit of
 * one pixel (saved as a version through the API, with the session's own key), and the edited
 * version's page offers to redo the Walk on it: the list and its total, one click, the tokens
 * charged once, and a new walk appearing in the Versions strip, drawn from the edited pixels.
 */

failOnPageErrors();

const SIZE = 48;
/** The pixel the edit paints pure red: inside the fixture's light half (fixtures.ts). */
const EDIT = { x: 20, y: 20 };

async function api(page: Page, key: string, method: "GET" | "POST", path: string, data?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${key}` },
    data,
  });
  return { status: response.status(), body: await response.json() };
}

test("an edited version redoes the Walk of the version before it, and the new walk shows", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Redo tile ${unique()}`;
  const key = await signUp(page);
  const file = await makeSpritePng(testInfo.outputPath("redo.png"), SIZE);
  await importSprite(page, file, title);
  const baseId = page.url().split("/").at(-1) as string;

  await test.step("the first version gets a 6-frame Walk", async () => {
    const started = await api(page, key, "POST", "/api/animations", {
      source_generation_id: baseId,
      preset: "Walk",
      frame_count: 6,
    });
    expect(started.status).toBe(202);
    await expect
      .poll(
        async () => (await api(page, key, "GET", `/api/animations/${started.body.id}`)).body.status,
        {
          timeout: 30_000,
        },
      )
      .toBe("completed");
  });

  const editedId =
    await test.step("one pixel is edited by hand and saved as a version", async () => {
      const pixels = await sharp(file).ensureAlpha().raw().toBuffer();
      pixels.set([255, 0, 0, 255], (EDIT.y * SIZE + EDIT.x) * 4);
      const png = await sharp(pixels, { raw: { width: SIZE, height: SIZE, channels: 4 } })
        .png()
        .toBuffer();
      const version = await api(page, key, "POST", `/api/sprites/${baseId}/versions`, {
        image: png.toString("base64"),
      });
      expect(version.status).toBe(201);
      return version.body.id as string;
    });

  await page.goto(`/sprites/${editedId}`);
  const versions = page.getByRole("region", { name: /^Versions/ });
  const walks = versions.getByRole("link", { name: /· walk$/ });
  await expect(versions.getByRole("link")).toHaveCount(3);
  await expect(walks).toHaveCount(1);
  const start = await balance(page);

  const redo = page.getByRole("region", { name: "Redo on this version" });
  await test.step("the offer lists the Walk and its total", async () => {
    await expect(redo.getByRole("listitem")).toHaveText(["Animation: Walk, 6 frames3 tokens"]);
    await expect(
      redo.getByRole("button", { name: "Redo on this version" }),
    ).toHaveAccessibleDescription("1 result, total 3 tokens");
  });

  await test.step("one click: charged once, and the new walk joins the versions", async () => {
    await redo.getByRole("button", { name: "Redo on this version" }).click();
    await expect(redo.getByRole("status")).toContainText("Redone: 1 of 1", { timeout: 30_000 });
    await expect(walks).toHaveCount(2);
    await expect.poll(() => balance(page)).toBe(start - 3);
  });

  await test.step("the new walk is made from the edited version and shows its red pixel", async () => {
    await redo.getByRole("link", { name: "Open the new animation" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/· walk$/);
    const id = page.url().split("/").at(-1) as string;
    const record = (await api(page, key, "GET", `/api/sprites/${id}`)).body;
    expect(record).toMatchObject({ parentId: editedId, operation: "animation", frameCount: 6 });
    const strip = await sharp(Buffer.from(record.image.spritesheetBase64, "base64"))
      .ensureAlpha()
      .raw()
      .toBuffer();
    let red = 0;
    for (let o = 0; o < strip.length; o += 4) {
      if (strip[o] === 255 && strip[o + 1] === 0 && strip[o + 2] === 0 && strip[o + 3] === 255)
        red++;
    }
    expect(red).toBeGreaterThan(0);
  });

  await test.step("taken: the offer is gone after a reload", async () => {
    await page.goto(`/sprites/${editedId}`);
    await expect(versions.getByRole("link")).toHaveCount(4);
    await expect(page.getByRole("region", { name: "Redo on this version" })).toHaveCount(0);
  });
});

import { expect, test } from "@playwright/test";
import { makeSpritePng } from "./fixtures";
import { balance, failOnPageErrors, importSprite, signUp, stableBox, unique } from "./studio";

/**
 * The free touch-up preview in a real browser: a region dragged on the canvas and a sentence
 * typed show, before anything is paid, what the touch-up will do and a highlight over exactly
 * the pixels it will change; paying then changes that many pixels, and only the paid call moves
 * the balance. A sentence the engine would refuse says why and cannot be paid for.
 */

failOnPageErrors();

test("typing a touch-up shows what will change before paying, and the paid result matches", async ({
  page,
}, testInfo) => {
  const title = `Preview tile ${unique()}`;
  await signUp(page);
  await importSprite(page, await makeSpritePng(testInfo.outputPath("preview.png"), 48), title);
  const start = await balance(page);

  await page.getByRole("button", { name: /^Touch up/ }).click();
  const panel = page.getByRole("region", { name: "Touch up" });
  const canvas = panel.getByRole("application", { name: /^Touch-up canvas/ });
  await expect(canvas.locator("canvas").first()).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
  const box = await stableBox(canvas);
  const zoom = box.width / 48;
  const at = (x: number, y: number) =>
    [box.x + (x + 0.5) * zoom, box.y + (y + 0.5) * zoom] as const;

  // A region over the tile's top-left corner: margin, outline and both tones.
  await page.mouse.move(...at(1, 1));
  await page.mouse.down();
  await page.mouse.move(...at(8, 8), { steps: 4 });
  await page.mouse.move(...at(14, 12), { steps: 4 });
  await page.mouse.up();
  await expect(panel.getByRole("spinbutton", { name: "Region width" })).toHaveValue("14");
  await expect(panel.getByRole("spinbutton", { name: "Region height" })).toHaveValue("12");

  const status = panel.getByRole("status", { name: "Touch-up preview" });
  await expect(status).toHaveText(/before you pay/);

  const previewed = page.waitForResponse(
    (r) => r.url().endsWith("/api/touch-ups/preview") && r.request().method() === "POST",
  );
  await panel.getByRole("textbox", { name: "Touch-up prompt" }).fill("paint it green");
  const answer = await previewed;
  expect(answer.status()).toBe(200);
  const body = (await answer.json()) as { mask: { pixels: number } | null; refused?: unknown };
  expect(body.refused).toBeUndefined();
  const maskPixels = body.mask?.pixels ?? 0;
  expect(maskPixels).toBeGreaterThan(0);

  await test.step("the summary and the highlight appear; nothing is charged", async () => {
    await expect(status).not.toHaveText(/Reading|No preview|Nothing would change/);
    await expect(status).toHaveText(/\S/);
    await expect(canvas).toHaveAttribute("data-mask-pixels", String(maskPixels));
    // The highlight is its own Konva layer (a second canvas) with cyan pixels drawn on it.
    const tinted = await canvas
      .locator("canvas")
      .nth(1)
      .evaluate((layer: HTMLCanvasElement) => {
        const data = layer.getContext("2d")?.getImageData(0, 0, layer.width, layer.height).data;
        let count = 0;
        for (let o = 0; data && o < data.length; o += 4) {
          if (data[o + 3]! > 0 && data[o + 2]! > data[o]!) count++;
        }
        return count;
      });
    expect(tinted).toBeGreaterThan(0);
    await expect(panel.getByRole("button", { name: "Apply touch-up · 1 token" })).toBeEnabled();
    // The balance as the service reads it now, not as the header cached it.
    const now = await page.request.get("/api/balance");
    expect((await now.json()).total_token_balance).toBe(start);
  });

  await test.step("paying changes exactly as many pixels as were highlighted", async () => {
    await panel.getByRole("button", { name: "Apply touch-up · 1 token" }).click();
    await expect(panel.getByRole("img", { name: "After: touched up" })).toBeVisible();
    await expect(
      panel.getByRole("img", { name: /^Changed pixels highlighted: / }),
    ).toHaveAccessibleName(
      `Changed pixels highlighted: ${maskPixels} pixels changed, all inside the region`,
    );
    await expect.poll(() => balance(page)).toBe(start - 1);
  });
});

test("a sentence the engine would refuse says why and cannot be paid for", async ({
  page,
}, testInfo) => {
  await signUp(page);
  await importSprite(
    page,
    await makeSpritePng(testInfo.outputPath("refuse.png"), 48),
    `Refuse ${unique()}`,
  );
  const start = await balance(page);
  await page.getByRole("button", { name: /^Touch up/ }).click();
  const panel = page.getByRole("region", { name: "Touch up" });
  // The tile's transparent margin: a 2 × 2 region in its corner holds no pixel of the sprite.
  for (const [name, value] of [
    ["Region width", "2"],
    ["Region height", "2"],
    ["X", "0"],
    ["Y", "0"],
  ] as const) {
    const field = panel.getByRole("spinbutton", { name });
    await field.fill(value);
    await field.blur();
    await expect(field).toHaveValue(value);
  }
  await panel.getByRole("textbox", { name: "Touch-up prompt" }).fill("remove it");
  await expect(panel.getByRole("status", { name: "Touch-up preview" })).toHaveText(
    "Nothing would change: the region holds no pixels of the sprite.",
  );
  await expect(panel.getByRole("button", { name: "Apply touch-up · 1 token" })).toBeDisabled();
  await expect(panel.getByRole("application", { name: /^Touch-up canvas/ })).toHaveAttribute(
    "data-mask-pixels",
    "0",
  );
  expect(await balance(page)).toBe(start);
});

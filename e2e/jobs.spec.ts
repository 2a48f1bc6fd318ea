import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Locator, test } from "@playwright/test";
import { makeSpritePng } from "./fixtures";
import { balance, failOnPageErrors, importSprite, signUp, stableBox, unique } from "./studio";

/**
 * Jobs and transforms in a real browser: a touch-up region dragged on the Konva canvas and
 * applied, an animation started, watched and played, a running job cancelled and refunded (with
 * the operator's pause holding it in `processing`), a rotation spun through its facings, and the
 * downloads of an animation. Each test starts its own local account; balances are compared with
 * what the page showed before, never absolute values.
 */

failOnPageErrors();

/** The e2e server's ADMIN_TOKEN (playwright.config.ts). */
const ADMIN = { Authorization: "Bearer e2e-admin-token" };

async function setJobsPaused(request: APIRequestContext, paused: boolean) {
  const response = await request.post(`/api/admin/jobs/${paused ? "pause" : "resume"}`, {
    headers: ADMIN,
  });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ paused });
}

/** The number in the player's "Frame n / m" indicator. */
async function frameNumber(indicator: Locator): Promise<number> {
  const text = (await indicator.textContent()) ?? "";
  return Number(/Frame (\d+)/.exec(text)?.[1] ?? Number.NaN);
}

test("a touch-up region is dragged on the canvas, mirrored in the spinbuttons and applied", async ({
  page,
}, testInfo) => {
  const title = `Touch tile ${unique()}`;
  await signUp(page);
  await importSprite(page, await makeSpritePng(testInfo.outputPath("touch.png"), 48), title);
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

  await test.step("drag a region: the spinbuttons show it, snapped to whole pixels", async () => {
    // Outside the default (centred) region, so the drag draws a new one.
    await page.mouse.move(...at(3, 4));
    await page.mouse.down();
    await page.mouse.move(...at(8, 8), { steps: 4 });
    await page.mouse.move(...at(10, 9), { steps: 4 });
    await page.mouse.up();
    await expect(panel.getByRole("spinbutton", { name: "X" })).toHaveValue("3");
    await expect(panel.getByRole("spinbutton", { name: "Y" })).toHaveValue("4");
    await expect(panel.getByRole("spinbutton", { name: "Region width" })).toHaveValue("8");
    await expect(panel.getByRole("spinbutton", { name: "Region height" })).toHaveValue("6");
  });

  await test.step("drag inside moves it; keys nudge it; typing resizes it", async () => {
    await page.mouse.move(...at(5, 6));
    await page.mouse.down();
    await page.mouse.move(...at(9, 8), { steps: 4 });
    await page.mouse.up();
    await expect(panel.getByRole("spinbutton", { name: "X" })).toHaveValue("7");
    await expect(panel.getByRole("spinbutton", { name: "Y" })).toHaveValue("6");
    await expect(panel.getByRole("spinbutton", { name: "Region width" })).toHaveValue("8");

    await canvas.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    await expect(panel.getByRole("spinbutton", { name: "X" })).toHaveValue("8");
    await expect(panel.getByRole("spinbutton", { name: "Y" })).toHaveValue("16");

    // The spinbuttons drive the region too, within the sprite.
    const width = panel.getByRole("spinbutton", { name: "Region width" });
    await width.fill("500");
    await width.blur();
    await expect(width).toHaveValue("40");
    await width.fill("12");
    await panel.getByRole("spinbutton", { name: "Region height" }).fill("10");
    await panel.getByRole("spinbutton", { name: "Region height" }).blur();
    await expect(panel.getByRole("spinbutton", { name: "Region height" })).toHaveValue("10");
  });

  await test.step("apply it: 1 token, before and after with the changed pixels", async () => {
    await panel.getByRole("textbox", { name: "Touch-up prompt" }).fill("add a star");
    await panel.getByRole("button", { name: "Apply touch-up · 1 token" }).click();
    await expect(panel.getByRole("img", { name: "After: touched up" })).toBeVisible();
    await expect(panel.getByRole("img", { name: `Before: ${title}` })).toBeVisible();
    await expect(
      panel.getByRole("img", { name: /^Changed pixels highlighted: \d+ pixels? changed/ }),
    ).toHaveAccessibleName(/all inside the region/);
    await expect(
      panel.getByRole("status").filter({ hasText: "Saved as a new sprite" }),
    ).toContainText("region 8, 16, 12 × 10 px");
    await expect.poll(() => balance(page)).toBe(start - 1);
  });
});

test("a touch-up the engine refuses shows why in the panel and costs nothing", async ({
  page,
}, testInfo) => {
  const title = `Refused ${unique()}`;
  await signUp(page);
  await importSprite(page, await makeSpritePng(testInfo.outputPath("refused.png"), 48), title);
  const start = await balance(page);

  await page.getByRole("button", { name: /^Touch up/ }).click();
  const panel = page.getByRole("region", { name: "Touch up" });
  // The imported tile has a transparent margin two pixels wide: a 2 × 2 region in its corner
  // holds no pixel of the sprite, so there is nothing there to remove.
  const set = async (name: string, value: string) => {
    const field = panel.getByRole("spinbutton", { name });
    await field.fill(value);
    await field.blur();
    await expect(field).toHaveValue(value);
  };
  await set("Region width", "2");
  await set("Region height", "2");
  await set("X", "0");
  await set("Y", "0");
  // The free preview would disable the paid button with the same reason; it is held back
  // (answered unchanged, only later) until the paid call has answered, so this is the paid
  // call's own refusal, as when the button is pressed before the preview is back.
  const submitted = page.waitForResponse(
    (r) => r.url().endsWith("/api/touch-ups") && r.request().method() === "POST",
  );
  await page.route("**/api/touch-ups/preview", async (route) => {
    await submitted;
    await route.continue();
  });
  await panel.getByRole("textbox", { name: "Touch-up prompt" }).fill("remove it");
  await panel.getByRole("button", { name: /^Apply touch-up/ }).click();
  expect((await submitted).status()).toBe(400);

  const alert = panel.getByRole("alert");
  await expect(alert).toContainText(
    "The touch-up cannot do that here: the region holds no pixels of the sprite.",
  );
  // The code stays on the alert for API clients; the artist reads words.
  await expect(alert).toHaveAttribute("data-error-code", "invalid_request");
  // The preview then says the same, and the paid button stays off.
  await expect(panel.getByRole("status", { name: "Touch-up preview" })).toHaveText(
    "Nothing would change: the region holds no pixels of the sprite.",
  );
  await expect(panel.getByRole("button", { name: /^Apply touch-up/ })).toBeDisabled();
  await expect(panel.getByRole("status").filter({ hasText: "Saved as a new sprite" })).toHaveCount(
    0,
  );
  await expect(panel.getByRole("img", { name: "After: touched up" })).toHaveCount(0);
  // Nothing was charged: the balance is the same, also as a fresh page reads it.
  expect(await balance(page)).toBe(start);
  await page.reload();
  expect(await balance(page)).toBe(start);
});

test("an animation is started, watched, played and downloaded as a GIF", async ({
  page,
}, testInfo) => {
  const title = `Walker ${unique()}`;
  await signUp(page);
  await importSprite(page, await makeSpritePng(testInfo.outputPath("walker.png"), 48), title);
  const start = await balance(page);

  await page.getByRole("button", { name: /^Animate/ }).click();
  const panel = page.getByRole("region", { name: "Animate" });
  await panel.getByRole("combobox", { name: "Preset" }).selectOption("Walk");
  const frames = panel.getByRole("spinbutton", { name: "Frames" });
  await frames.fill("7");
  await expect(frames).toHaveAccessibleDescription(/even/);
  await frames.fill("6");
  await panel.getByText("Advanced").click();
  await expect(panel.getByRole("spinbutton", { name: "Framing margin" })).toHaveValue("0");

  await test.step("start: the cost is on the button and charged at once", async () => {
    await panel.getByRole("button", { name: "Start animation · 3 tokens" }).click();
    // Progress while it runs, or the result if it was quicker than the first poll.
    const preview = panel.getByRole("img", { name: "Animation preview" });
    await expect(
      panel.getByRole("progressbar", { name: "Animation progress" }).or(preview),
    ).toBeVisible();
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => balance(page)).toBe(start - 3);
  });

  await test.step("the preview plays, pauses and steps", async () => {
    const indicator = panel.getByRole("status", { name: "Current frame" });
    await expect(indicator).toHaveText(/Frame \d+ \/ 6/);
    const first = await frameNumber(indicator);
    await expect.poll(() => frameNumber(indicator)).not.toBe(first);
    await panel.getByRole("button", { name: "Pause" }).click();
    const paused = await frameNumber(indicator);
    await page.waitForTimeout(400);
    expect(await frameNumber(indicator)).toBe(paused);
    await panel.getByRole("button", { name: "Next frame" }).click();
    await expect(indicator).toHaveText(`Frame ${(paused % 6) + 1} / 6`);
    await panel.getByRole("button", { name: "Previous frame" }).click();
    await expect(indicator).toHaveText(`Frame ${paused} / 6`);
    await expect(panel.getByRole("slider", { name: "FPS" })).toHaveValue("10");
    await panel.getByRole("slider", { name: "FPS" }).fill("20");
    await panel.getByRole("checkbox", { name: "Onion skin" }).check();
    await expect(panel.getByRole("checkbox", { name: "Loop" })).toBeChecked();
    await panel.getByRole("button", { name: "Play" }).click();
    await expect.poll(() => frameNumber(indicator)).not.toBe(paused);
  });

  await test.step("the animation's own page plays it and downloads a GIF and Aseprite JSON", async () => {
    await panel.getByRole("link", { name: "Open the animation" }).click();
    await expect(page).toHaveURL(/\/sprites\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("img", { name: "Animation preview" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Details" })).toContainText("6 frames");
    await expect(page.getByRole("button", { name: /^Animate/ })).toHaveCount(0);

    const gifDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    await page.getByRole("menuitem", { name: "Animated GIF", exact: true }).click();
    const gif = await gifDownload;
    expect(gif.suggestedFilename()).toMatch(/\.gif$/);
    const bytes = await readFile(await gif.path());
    expect(bytes.subarray(0, 6).toString("latin1")).toBe("GIF89a");

    const jsonDownload = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    await page.getByRole("menuitem", { name: /^Aseprite JSON/ }).click();
    const json = JSON.parse(await readFile(await (await jsonDownload).path(), "utf8"));
    expect(Object.keys(json.frames)).toHaveLength(6);
    expect(json.meta).toMatchObject({ format: "RGBA8888", scale: "1" });
    expect(json.meta.image).toMatch(/-strip\.png$/);
    expect(json.meta.frameTags).toHaveLength(1);
  });
});

test("a running job is found again after a reload, cancelled and refunded", async ({
  page,
  request,
}, testInfo) => {
  const title = `Held ${unique()}`;
  await signUp(page);
  await importSprite(page, await makeSpritePng(testInfo.outputPath("held.png"), 40), title);
  const before = await balance(page);

  await setJobsPaused(request, true);
  try {
    await page.getByRole("button", { name: /^Animate/ }).click();
    const panel = page.getByRole("region", { name: "Animate" });
    await panel.getByRole("spinbutton", { name: "Frames" }).fill("8");
    await panel.getByRole("button", { name: "Start animation · 4 tokens" }).click();
    const progress = panel.getByRole("progressbar", { name: "Animation progress" });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    await expect.poll(() => balance(page)).toBe(before - 4);

    // A reload finds the job again: its panel opens by itself and polling resumes.
    await page.reload();
    const again = page.getByRole("region", { name: "Animate" });
    await expect(again.getByRole("progressbar", { name: "Animation progress" })).toBeVisible();
    await again.getByRole("button", { name: "Cancel" }).click();
    await expect(again.getByRole("status").filter({ hasText: "Cancelled" })).toHaveText(
      "Cancelled: 4 tokens refunded.",
    );
    await expect.poll(() => balance(page)).toBe(before);
    await expect(again.getByRole("progressbar")).toHaveCount(0);
  } finally {
    await setJobsPaused(request, false);
  }
});

test("a rotation makes eight facings to spin through, with its calibration score", async ({
  page,
}, testInfo) => {
  const title = `Turner ${unique()}`;
  await signUp(page);
  await importSprite(page, await makeSpritePng(testInfo.outputPath("turner.png"), 48), title);
  const start = await balance(page);

  const rotate = page.getByRole("button", { name: "Rotate", exact: true });
  await expect(rotate).toHaveAccessibleDescription("· 12 tokens");
  await rotate.click();
  const panel = page.getByRole("region", { name: "Rotate" });
  await panel.getByRole("button", { name: "Make 8 facings · 12 tokens" }).click();
  const facing = panel.getByRole("status", { name: "Current facing" });
  await expect(facing).toContainText("South");
  await expect(panel.getByRole("img", { name: "Facing South" })).toBeVisible();
  await expect.poll(() => balance(page)).toBe(start - 12);

  await panel.getByRole("button", { name: "Next facing" }).click();
  await expect(facing).toContainText("South-east");
  await expect(panel.getByRole("button", { name: "South-east", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await panel.getByRole("button", { name: "West", exact: true }).click();
  await expect(facing).toContainText("West");
  await panel.getByRole("button", { name: "Previous facing" }).click();
  await expect(facing).toContainText("North-west");
  await expect(panel.getByRole("meter", { name: "Calibration score" })).toBeVisible();
  await expect(panel).toContainText("observed rather than invented");

  // Its own page shows the compass too.
  await panel.getByRole("link", { name: "Open the rotation" }).click();
  await expect(page.getByRole("status", { name: "Current facing" })).toContainText("South");
  await expect(page.getByRole("region", { name: "Details" })).toContainText("Rotation");
});

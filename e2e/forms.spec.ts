import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { makeSpritePng } from "./fixtures";
import { balance, failOnPageErrors, importSprite, signUp, unique } from "./studio";

/**
 * Forms and what they say (desktop, 1280×900): the combine picker, errors in words, Remove
 * background's refusal, the empty library, editing a pack before paying, animation exports and
 * the sign-out warning.
 */
test.use({ viewport: { width: 1280, height: 900 } });
failOnPageErrors();

/** A call to the studio's API with this page's session, as the page itself would send it. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.fetch(path, {
    method,
    headers: { origin, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status(), body: await response.json() };
}

async function generate(page: Page, prompt: string) {
  const made = await api(page, "POST", "/api/sprites", { prompt, seed: 5 });
  expect(made.status).toBe(201);
  return made.body as { id: string; title: string | null; prompt: string };
}

test("an empty library offers Create as well as Import", async ({ page }) => {
  await signUp(page);
  await expect(page.getByText("Your library is empty.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Choose an image" })).toBeVisible();
  await page.getByRole("link", { name: "Create a sprite" }).click();
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByRole("textbox", { name: "Prompt" })).toBeVisible();
});

test("the combine picker: a searchable grid of thumbnails, chosen like radios; its error names the item sprite", async ({
  page,
}) => {
  await signUp(page);
  const tag = unique();
  const knight = await generate(page, `a knight ${tag}`);
  await generate(page, `a sword ${tag}`);
  const axe = await generate(page, `a battle axe ${tag}`);
  await page.goto(`/sprites/${knight.id}`);
  await page.getByRole("button", { name: /^Combine/ }).click();
  const panel = page.getByRole("region", { name: "Combine" });
  const grid = panel.getByRole("radiogroup", { name: "Sprites to choose as item sprite" });
  await expect(grid.getByRole("radio")).toHaveCount(2);
  // This sprite itself is not offered.
  await expect(grid.getByRole("radio", { name: /knight/ })).toHaveCount(0);

  await panel.getByRole("searchbox", { name: "Search for the item sprite" }).fill("axe");
  await expect(grid.getByRole("radio")).toHaveCount(1);
  // Sprites are named by what they show ("battle axe"), not by their whole prompt.
  const axeName = axe.title ?? axe.prompt;
  const axeRadio = grid.getByRole("radio", { name: new RegExp(`^${axeName}.*px`) });
  await expect(axeRadio).toBeVisible();
  await panel.getByRole("searchbox", { name: "Search for the item sprite" }).fill("");
  await expect(grid.getByRole("radio")).toHaveCount(2);

  // Keyboard: focus a radio, arrows move the choice.
  await grid.getByRole("radio").first().focus();
  await page.keyboard.press("Space");
  await expect(grid.getByRole("radio").first()).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await expect(grid.getByRole("radio").nth(1)).toBeChecked();
  await expect(grid.getByRole("radio").first()).not.toBeChecked();
  await axeRadio.check();
  await expect(panel.getByText(`Chosen: ${axeName}`)).toBeVisible();

  // The item goes away before the combine is sent: the refusal names the item sprite, in words.
  expect((await api(page, "DELETE", `/api/sprites/${axe.id}`)).status).toBe(200);
  await panel.getByRole("textbox", { name: "Placement prompt" }).fill("in the right hand");
  const before = await balance(page);
  await panel.getByRole("button", { name: /^Start combine/ }).click();
  const alert = panel.getByRole("alert");
  await expect(alert).toContainText("The item sprite was not found among your sprites.");
  await expect(alert).toHaveAttribute("data-error-code", "not_found");
  await expect(alert).not.toContainText("not_found");
  expect(await balance(page)).toBe(before);
});

test("Remove background keeps Apply off while its refusal stands, until a setting changes", async ({
  page,
}, testInfo) => {
  await signUp(page);
  await importSprite(
    page,
    await makeSpritePng(testInfo.outputPath("clear.png"), 40),
    `Clear ${unique()}`,
  );
  await page.getByRole("button", { name: "Remove background", exact: true }).click();
  const panel = page.getByRole("region", { name: "Remove background" });
  const apply = panel.getByRole("button", { name: /^Apply removal/ });
  await apply.click();
  const alert = panel.getByRole("alert");
  await expect(alert).toContainText("already transparent");
  await expect(alert).not.toContainText("invalid_request");
  await expect(apply).toBeDisabled();
  await expect(panel.getByText("Change a setting above to try again")).toBeVisible();
  await panel.getByRole("slider", { name: "Tolerance" }).fill("150");
  await expect(apply).toBeEnabled();
  await expect(alert).toHaveCount(0);
});

test("a planned pack is edited before paying: a step removed, one changed, the total re-priced", async ({
  page,
}) => {
  await signUp(page);
  await page.goto("/packs");
  await page.getByLabel("Pack prompt").fill("a goblin warrior with a spiked club");
  await page.getByRole("button", { name: "Plan pack" }).click();
  const plan = page.getByRole("region", { name: "Pack plan" });
  // One goblin holding the club, not a goblin plus a club sprite.
  await expect(plan.getByRole("listitem")).toHaveCount(3);
  await expect(plan.getByRole("listitem").first()).toContainText(
    "character: goblin warrior with spiked club",
  );
  await expect(plan).not.toContainText("weapon:");
  await expect(plan).toContainText("Total: 9 tokens");

  await plan.getByRole("button", { name: "Remove step 3" }).click();
  await expect(plan.getByRole("listitem")).toHaveCount(2);
  await expect(plan).toContainText("Total: 5 tokens");

  await plan.getByRole("button", { name: "Change step 2" }).click();
  await plan.getByRole("combobox", { name: "Step 2 frames" }).selectOption("4");
  await plan.getByRole("button", { name: "Save step 2" }).click();
  await expect(plan).toContainText("Total: 3 tokens");
  await expect(plan.getByRole("listitem").nth(1)).toContainText(
    "Idle animation of the character, 4 frames",
  );

  // A prompt that names nothing drawable is refused in words, and nothing changes.
  await plan.getByRole("button", { name: "Change step 1" }).click();
  await plan.getByRole("textbox", { name: "Step 1 prompt" }).fill("blorp zing");
  await plan.getByRole("button", { name: "Save step 1" }).click();
  await expect(plan.getByRole("alert")).toContainText("names nothing the engine draws");
  await expect(plan).toContainText("Total: 3 tokens");
  await plan.getByRole("button", { name: "Keep as it was" }).click();

  const start = await balance(page);
  await plan.getByRole("button", { name: "Run pack · 3 tokens" }).click();
  await expect(plan.getByRole("status")).toContainText("Done.", { timeout: 30_000 });
  await expect(plan.getByTestId("step-status")).toHaveText(["completed", "completed"]);
  await expect.poll(() => balance(page)).toBe(start - 3);
  await expect(plan.getByRole("button", { name: /^Remove step/ })).toHaveCount(0);
});

test("an animation exports a tag named by its motion, and scaled GIF and strip files", async ({
  page,
}) => {
  await signUp(page);
  const knight = await generate(page, `a knight ${unique()}`);
  const started = await api(page, "POST", "/api/animations", {
    source_generation_id: knight.id,
    preset: "Walk",
    frame_count: 4,
  });
  expect(started.status).toBe(202);
  const id = started.body.job_id ?? started.body.id;
  await expect
    .poll(async () => (await api(page, "GET", `/api/animations/${id}`)).body.status)
    .toBe("completed");
  await page.goto(`/sprites/${id}`);
  await expect(page.getByRole("img", { name: "Animation preview" })).toBeVisible();
  const record = (await api(page, "GET", `/api/sprites/${id}`)).body;
  const frame = { w: record.frameWidth as number, h: record.frameHeight as number };

  const save = async (item: string) => {
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    await page.getByRole("menuitem", { name: item, exact: true }).click();
    const file = await download;
    return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
  };

  const json = await save("Aseprite JSON");
  const sheet = JSON.parse(json.bytes.toString("utf8"));
  expect(sheet.meta.frameTags).toEqual([{ name: "walk", from: 0, to: 3, direction: "forward" }]);

  for (const factor of [2, 4, 8]) {
    const gif = await save(`Animated GIF ${factor}×`);
    expect(gif.name).toMatch(new RegExp(`@${factor}x\\.gif$`));
    expect(gif.bytes.subarray(0, 6).toString("latin1")).toBe("GIF89a");
    // The logical screen is the frame, enlarged.
    expect([gif.bytes.readUInt16LE(6), gif.bytes.readUInt16LE(8)]).toEqual([
      frame.w * factor,
      frame.h * factor,
    ]);
  }
  const strip = await save("Strip PNG 4×");
  expect(strip.name).toMatch(/-strip@4x\.png$/);
  const meta = await sharp(strip.bytes).metadata();
  expect([meta.width, meta.height]).toEqual([frame.w * 4 * 4, frame.h * 4]);
  // Nearest neighbour: each source pixel is a 4×4 block of one colour.
  const pixels = async (bytes: Buffer) =>
    sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const big = await pixels(strip.bytes);
  const small = await pixels(Buffer.from(record.image.pngBase64, "base64"));
  const at = (image: typeof big, x: number, y: number) => {
    const i = (y * image.info.width + x) * 4;
    const rgba = [...image.data.subarray(i, i + 4)];
    return rgba[3] === 0 ? "clear" : rgba.join(",");
  };
  let opaque = 0;
  for (let y = 0; y < small.info.height; y += 3) {
    for (let x = 0; x < small.info.width; x += 5) {
      const want = at(small, x, y);
      if (want !== "clear") opaque++;
      expect([at(big, x * 4, y * 4), at(big, x * 4 + 3, y * 4 + 3)]).toEqual([want, want]);
    }
  }
  expect(opaque).toBeGreaterThan(0);
});

test("signing out warns only for a local account whose key was never pasted", async ({ page }) => {
  const key = await signUp(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign out of this local account?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay signed in" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Sign out" }).click();
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The key pasted back: the artist has it, so signing out asks nothing.
  await page.getByRole("textbox", { name: "API key" }).fill(key);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Library", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(dialog).toHaveCount(0);
});

import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { balance, failOnPageErrors, searchFor, signUp, unique } from "./studio";

/**
 * Managing a library in a real browser: variations, rename, delete with undo, search, publish,
 * versions, a local account's way back in, packs that survive a reload and scaled downloads.
 */
failOnPageErrors();

/** A request as the studio's own pages send it: same origin, with the session cookie. */
async function api(page: Page, path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(path, { data, headers: { origin } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** The library's sprite links, as the grid shows them. */
const library = (page: Page) => page.getByRole("region", { name: "Sprites" });

/** Opens a card's "Actions" menu and picks one: `Rename`, `Publish`, `Unpublish`, `Delete`. */
async function cardAction(page: Page, title: string, action: string) {
  const grid = library(page);
  await grid.getByRole("button", { name: `Actions for ${title}` }).click();
  await grid.getByRole("button", { name: `${action} ${title}` }).click();
}

test("four variations side by side, one re-rolled, one used, then re-rolled from its page", async ({
  page,
}) => {
  const prompt = `a green slime with big eyes ${unique()}`;
  await signUp(page);
  const before = await balance(page);
  await page.getByRole("navigation").getByRole("link", { name: "Create" }).click();
  await page.getByRole("textbox", { name: "Prompt" }).fill(prompt);

  await page.getByRole("button", { name: "4 variations · 4 tokens" }).click();
  const set = page.getByRole("region", { name: "Variations" });
  await expect(set.getByRole("img", { name: /^Variation \d$/ })).toHaveCount(4);
  // Focus lands on the set once every drawing is in.
  await expect(set.getByRole("heading", { name: "Variations" })).toBeFocused();
  await expect(set).toContainText("4 variations ready");
  const seeds = await set.getByText(/^Seed \d+$/).allTextContents();
  expect(new Set(seeds).size).toBe(4);
  await expect.poll(() => balance(page)).toBe(before - 4);

  await set.getByRole("button", { name: "Re-roll · 1 token, variation 2" }).click();
  await expect(set.getByText(/^Seed \d+$/).nth(1)).not.toHaveText(seeds[1]!);
  await expect(set.getByText(/^Seed \d+$/)).toHaveCount(4);
  const rerolled = await set.getByText(/^Seed \d+$/).allTextContents();
  expect(rerolled[1]).not.toBe(seeds[1]);
  expect([rerolled[0], rerolled[2], rerolled[3]]).toEqual([seeds[0], seeds[2], seeds[3]]);

  await set.getByRole("button", { name: "Use variation 3" }).click();
  await expect(page).toHaveURL(/\/sprites\/[0-9a-f-]{36}$/);
  // Named short, by what the prompt draws; the prompt itself is kept.
  await expect(page.getByRole("heading", { name: "slime", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Details" })).toContainText(prompt);
  const used = page.url();

  await page.getByRole("button", { name: "Re-roll · 1 token", exact: true }).click();
  await expect(page).not.toHaveURL(used);
  await expect(page.getByRole("heading", { name: "slime", level: 1 })).toBeVisible();
  await expect.poll(() => balance(page)).toBe(before - 6);
  const latest = page.url().split("/").at(-1) as string;

  // Every drawing stayed in the library, as one card: 4 variations, the re-rolled slot's first
  // drawing and the re-roll from the sprite page, the card showing and opening the latest.
  await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
  const cards = library(page).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText("latest of 6 versions");
  await expect(page.getByText("1 of 1 card", { exact: true })).toBeVisible();
  await expect(cards.getByRole("link", { name: "slime" })).toHaveAttribute(
    "href",
    `/sprites/${latest}`,
  );
});

test("a picked seed draws the same variations again", async ({ page }) => {
  const prompt = `a wooden shield ${unique()}`;
  await signUp(page);
  await page.getByRole("navigation").getByRole("link", { name: "Create" }).click();
  await page.getByRole("textbox", { name: "Prompt" }).fill(prompt);
  await page.getByRole("spinbutton", { name: "Seed (optional)" }).fill("4242");
  await page.getByRole("button", { name: "4 variations · 4 tokens" }).click();
  const set = page.getByRole("region", { name: "Variations" });
  await expect(set.getByText(/^Seed \d+$/)).toHaveText([
    "Seed 4242",
    "Seed 4243",
    "Seed 4244",
    "Seed 4245",
  ]);
});

test("rename, delete with undo, multi-select, search, publish and versions", async ({ page }) => {
  const run = unique();
  await signUp(page);
  const knight = await api(page, "/api/sprites", { prompt: `a red knight ${run}`, seed: 1 });
  const barrel = await api(page, "/api/sprites", { prompt: `a wooden barrel ${run}`, seed: 2 });
  const gem = await api(page, "/api/sprites", { prompt: `a blue gem ${run}`, seed: 3 });
  const deletes: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "DELETE" && request.url().includes("/api/sprites/"))
      deletes.push(request.url());
  });
  await page.reload();
  const grid = library(page);
  await expect(grid.getByRole("link")).toHaveCount(3);

  await test.step("rename inline", async () => {
    await cardAction(page, knight.title, "Rename");
    const field = grid.getByRole("textbox", { name: `New name for ${knight.title}` });
    await expect(field).toBeFocused();
    await field.fill(`Sir Crimson ${run}`);
    await grid.getByRole("button", { name: "Save" }).click();
    await expect(grid.getByRole("link", { name: `Sir Crimson ${run}` })).toBeVisible();
  });

  await test.step("delete, then undo: nothing is sent", async () => {
    await cardAction(page, barrel.title, "Delete");
    const toast = page.getByRole("status").filter({ hasText: "Deleted" });
    await expect(toast).toContainText(`Deleted “${barrel.title}”.`);
    await expect(grid.getByRole("link", { name: barrel.title })).toHaveCount(0);
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect(grid.getByRole("link", { name: barrel.title })).toBeVisible();
    expect(deletes).toEqual([]);
  });

  await test.step("several selected, deleted together, undone", async () => {
    await grid.getByRole("checkbox", { name: `Select ${barrel.title}` }).check();
    await grid.getByRole("checkbox", { name: `Select ${gem.title}` }).check();
    await expect(page.getByText("2 selected")).toBeVisible();
    await page.getByRole("button", { name: "Delete selected" }).click();
    await expect(page.getByText("Deleted 2 sprites.")).toBeVisible();
    await expect(grid.getByRole("link")).toHaveCount(1);
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(grid.getByRole("link")).toHaveCount(3);
    expect(deletes).toEqual([]);
  });

  await test.step("a deletion not undone is sent when the toast ends", async () => {
    await cardAction(page, gem.title, "Delete");
    await expect(page.getByText(`Deleted “${gem.title}”.`)).toBeVisible();
    await expect(page.getByText(`Deleted “${gem.title}”.`)).toHaveCount(0, { timeout: 10_000 });
    await expect.poll(() => deletes.length).toBe(1);
    expect(deletes[0]).toContain(gem.id);
    await page.reload();
    await expect(library(page).getByRole("link")).toHaveCount(2);
    await expect(library(page).getByRole("link", { name: gem.title })).toHaveCount(0);
  });

  await test.step("search by prompt and by name", async () => {
    await searchFor(page, `barrel ${run}`);
    await expect(library(page).getByRole("link")).toHaveCount(1);
    await expect(library(page).getByRole("link", { name: barrel.title })).toBeVisible();
    await searchFor(page, "crimson");
    await expect(library(page).getByRole("link")).toHaveCount(1);
    await expect(library(page).getByRole("link", { name: `Sir Crimson ${run}` })).toBeVisible();
    await searchFor(page, `nothing like this ${run}`);
    await expect(page.getByText(/^Nothing matches/)).toBeVisible();
    await searchFor(page, "");
    await expect(library(page).getByRole("link")).toHaveCount(2);
  });

  await test.step("publish: private by default, then in the gallery, then out again", async () => {
    await cardAction(page, barrel.title, "Publish");
    // The menu stays open, now offering the opposite.
    await expect(
      library(page).getByRole("button", { name: `Unpublish ${barrel.title}` }),
    ).toBeVisible();
    await page.getByRole("navigation").getByRole("link", { name: "Gallery" }).click();
    await expect(page.locator(`a[href="/gallery/${barrel.id}"]`)).toBeVisible();
    await expect(page.getByRole("link", { name: `Sir Crimson ${run}` })).toHaveCount(0);
    await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
    await cardAction(page, barrel.title, "Unpublish");
    await expect(
      library(page).getByRole("button", { name: `Publish ${barrel.title}` }),
    ).toBeVisible();
  });

  await test.step("versions are one card, and a strip on the sprite page", async () => {
    const edited = await api(page, `/api/sprites/${knight.id}/versions`, {
      image: knight.image.pngBase64,
      title: `Sir Crimson v2 ${run}`,
    });
    await page.reload();
    await expect(library(page).getByRole("link")).toHaveCount(2);
    // The card shows its line's latest version, and says so.
    const card = library(page)
      .getByRole("listitem")
      .filter({ hasText: `Sir Crimson v2 ${run}` });
    await expect(card).toContainText("latest of 2 versions");
    await expect(
      library(page).getByRole("link", { name: `Sir Crimson ${run}`, exact: true }),
    ).toHaveCount(0);

    await card.getByRole("link", { name: `Sir Crimson v2 ${run}` }).click();
    await expect(page).toHaveURL(new RegExp(`/sprites/${edited.id}$`));
    const strip = page.getByRole("region", { name: /^Versions/ });
    await expect(strip.getByRole("link")).toHaveCount(2);
    await expect(
      strip.getByRole("link", { name: `Version 2: Sir Crimson v2 ${run}` }),
    ).toHaveAttribute("aria-current", "page");
    await strip.getByRole("link", { name: `First: Sir Crimson ${run}` }).click();
    await expect(page).toHaveURL(new RegExp(`/sprites/${knight.id}$`));
  });
});

test("a local account warns before signing out, and its copied key signs back in", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create local account" }).click();
  const key = await page.getByRole("textbox", { name: /^API key of / }).inputValue();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy key" }).click();
  await expect(page.getByText("Copied to the clipboard.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(key);
  const saved = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download key" }).click();
  expect(await readFile((await (await saved).path())!, "utf8")).toContain(key);
  await page.getByRole("button", { name: "Continue to the studio" }).click();

  await page.getByRole("button", { name: "Sign out" }).click();
  const warning = page.getByRole("dialog", { name: "Sign out of this local account?" });
  await expect(warning).toContainText("paste this account's API key on the sign-in page");
  await warning.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A key typed before the sign-in page hydrates is cleared by it: type and sign in again then.
  const library = page.getByRole("heading", { name: "Library", level: 1 });
  await expect(async () => {
    if (await library.isVisible()) return;
    await page.getByRole("textbox", { name: "API key" }).fill(copied);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(library).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
});

test("every sprite page shows what its prompt was read as, from the record, after a reload", async ({
  page,
}) => {
  await signUp(page);
  const knight = await api(page, "/api/sprites", {
    prompt: `a knight with a blue cape zorblax ${unique()}`,
    asset_type: "character",
    width: 64,
    height: 64,
    seed: 7,
  });
  await page.goto(`/sprites/${knight.id}`);
  const reading = page.getByRole("region", { name: "Prompt reading" });
  await expect(reading.getByRole("note")).toContainText("Not understood: zorblax");

  await page.getByRole("button", { name: /^Touch up/ }).click();
  const panel = page.getByRole("region", { name: "Touch up" });
  await panel
    .getByRole("textbox", { name: "Touch-up prompt" })
    .fill("add a yellow star and a blorp");
  await panel.getByRole("button", { name: /^Apply touch-up/ }).click();
  await panel.getByRole("link", { name: "Open the new sprite" }).click();
  await expect(page).not.toHaveURL(new RegExp(knight.id));
  await expect(reading).toContainText("Used: add, yellow, star");
  await expect(reading.getByRole("note")).toHaveText(/^Not used: blorp\./);

  // A fresh page reads the same from GET /api/sprites/{id}: nothing is kept in the tab.
  await page.reload();
  await expect(reading.getByRole("note")).toHaveText(/^Not used: blorp\./);
  await expect(reading).toContainText("Used: add, yellow, star");
});

test("the library, a sprite page and the gallery come with their sprites in the HTML and hydrate in any time zone", async ({
  page,
  browser,
}) => {
  await signUp(page);
  const prompt = `a small red potion ${unique()}`;
  const potion = await api(page, "/api/sprites", { prompt, seed: 4, public: true });
  const origin = new URL(page.url()).origin;
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  try {
    const html = await bare.newPage();
    await html.goto(`${origin}/`);
    const card = library(html).getByRole("listitem").filter({ hasText: potion.title });
    await expect(card.getByRole("link", { name: potion.title })).toBeVisible();
    await expect(card.locator("img")).toHaveJSProperty("complete", true);
    expect(await card.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(
      potion.width,
    );

    await html.goto(`${origin}/sprites/${potion.id}`);
    await expect(html.getByRole("heading", { name: potion.title, level: 1 })).toBeVisible();

    await html.goto(`${origin}/gallery`);
    await expect(html.locator(`a[href="/gallery/${potion.id}"]`)).toBeVisible();
  } finally {
    await bare.close();
  }

  // Far from the server's zone and asking for less motion: the page hydrates without a
  // mismatch (any would be a page error), then shows the local time.
  const away = await browser.newContext({
    timezoneId: "Pacific/Auckland",
    reducedMotion: "reduce",
    storageState: await page.context().storageState(),
  });
  try {
    const local = await away.newPage();
    const errors: string[] = [];
    local.on("pageerror", (error) => errors.push(error.message));
    await local.goto(`${origin}/sprites/${potion.id}`);
    const created = local.getByRole("region", { name: "Details" }).locator("time");
    await expect(created).not.toContainText("UTC");
    const shown = await created.textContent();
    const expected = await local.evaluate(
      (iso) =>
        new Date(iso).toLocaleString("en-GB", {
          year: "numeric",
          month: "short",
          day: "numeric",
          hour: "2-digit",
          minute: "2-digit",
        }),
      potion.createdAt as string,
    );
    expect(shown).toBe(expected);
    expect(errors).toEqual([]);
  } finally {
    await away.close();
  }
});

test("packs are listed again after a reload, with thumbnails and one zip", async ({ page }) => {
  const run = unique();
  const prompt = `a bronze golem, walking ${run}`;
  await signUp(page);
  await page.getByRole("navigation").getByRole("link", { name: "Packs", exact: true }).click();
  await page.getByLabel("Pack prompt").fill(prompt);
  await page.getByRole("button", { name: "Plan pack" }).click();
  const plan = page.getByRole("region", { name: "Pack plan" });
  // The plan says which words it acted on; the run's tag names nothing drawable.
  await expect(plan).toContainText("Used: bronze, golem, walking");
  await expect(plan.getByRole("note")).toHaveText(`Not used: ${run}. These words changed nothing.`);
  await plan.getByRole("button", { name: /^Run pack · \d+ tokens$/ }).click();
  await expect(plan.getByRole("status")).toContainText("Done.", { timeout: 30_000 });

  await page.reload();
  const row = page.getByTestId("pack-row").filter({ hasText: prompt });
  await expect(row.getByTestId("pack-status")).toHaveText("completed");
  const steps = Number((await row.textContent())?.match(/(\d+) steps/)?.[1]);
  expect(steps).toBeGreaterThan(1);
  // One thumbnail per step made, each a link to what it made.
  const made = row.getByRole("list", { name: "Made by this pack" }).getByRole("link");
  await expect(made).toHaveCount(steps);
  await expect(made.first().locator("img")).toHaveCount(1);

  const saved = page.waitForEvent("download");
  await row.getByRole("button", { name: "Download zip" }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = await readFile((await download.path())!);
  // A zip starts with a local file header and names pack.json in its directory.
  expect(zip.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  expect(zip.includes(Buffer.from("pack.json"))).toBe(true);
});

test("a scaled download is exactly that many times larger; indexed keeps a palette", async ({
  page,
}) => {
  await signUp(page);
  const sprite = await api(page, "/api/sprites", {
    prompt: `a golden key ${unique()}`,
    width: 40,
    height: 32,
  });
  await page.goto(`/sprites/${sprite.id}`);

  const save = async (item: string) => {
    const saved = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    await page.getByRole("menuitem", { name: item, exact: true }).click();
    const download = await saved;
    return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
  };

  const scaled = await save("PNG 4×");
  expect(scaled.name).toMatch(/@4x\.png$/);
  const meta = await sharp(scaled.bytes).metadata();
  expect([meta.width, meta.height]).toEqual([160, 128]);
  // Nearest neighbour: each source pixel is a solid 4×4 block.
  const original = await sharp(Buffer.from(sprite.image.pngBase64, "base64"))
    .ensureAlpha()
    .raw()
    .toBuffer();
  const big = await sharp(scaled.bytes).ensureAlpha().raw().toBuffer();
  for (const [x, y] of [
    [5, 7],
    [20, 16],
    [39, 31],
  ] as const) {
    const from = (y * 40 + x) * 4;
    for (const [dx, dy] of [
      [0, 0],
      [3, 3],
    ] as const) {
      const at = ((y * 4 + dy) * 160 + x * 4 + dx) * 4;
      expect([...big.subarray(at, at + 4)]).toEqual([...original.subarray(from, from + 4)]);
    }
  }

  const indexed = await save("Indexed PNG");
  expect(indexed.name).toMatch(/-indexed\.png$/);
  const indexedMeta = await sharp(indexed.bytes).metadata();
  expect(indexedMeta.isPalette).toBe(true);
  expect([indexedMeta.width, indexedMeta.height]).toEqual([40, 32]);
});

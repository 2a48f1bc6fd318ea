import { expect, type Locator, type Page, test } from "@playwright/test";
import { balance, failOnPageErrors, searchFor, signUp, unique } from "./studio";

/**
 * The library as it shows an artist's latest work: one card per line of edits, showing and
 * opening its latest version, counts that count cards, everything inside each card's border
 * (desktop and phone); a sprite's own page with Rename, Publish and Delete (with Undo); and the
 * gallery with search, filters, "Draw it in my library" and "4 variations".
 */
failOnPageErrors();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A request as the studio's own pages send it: same origin, with the session cookie. */
async function api(page: Page, path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response = data
    ? await page.request.post(path, { data, headers: { origin } })
    : await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Starts an animation and waits for its record. */
async function animate(page: Page, sourceId: string, preset: string, frames: number) {
  const job = await api(page, "/api/animations", {
    source_generation_id: sourceId,
    preset,
    frame_count: frames,
  });
  let record: { status: string; id: string; title: string } = { status: "", id: "", title: "" };
  await expect
    .poll(
      async () => {
        record = await api(page, `/api/animations/${job.id}`);
        return record.status;
      },
      { timeout: 20_000 },
    )
    .toBe("completed");
  return record;
}

const library = (page: Page) => page.getByRole("region", { name: /sprites$/i });

/** Every card's content lies within its border, and nothing makes the page scroll sideways. */
async function expectCardsContained(page: Page, cards: Locator) {
  const overflow = await cards.evaluateAll((items) =>
    items.flatMap((item) => {
      const box = item.getBoundingClientRect();
      return [...item.querySelectorAll("a, p, span:not(.sr-only), label, button, input")]
        .map((child) => ({ child, r: child.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0)
        .filter(
          ({ r }) =>
            r.left < box.left - 0.5 ||
            r.right > box.right + 0.5 ||
            r.top < box.top - 0.5 ||
            r.bottom > box.bottom + 0.5,
        )
        .map(({ child }) => `${child.tagName} “${child.textContent}”`);
    }),
  );
  expect(overflow).toEqual([]);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** A fact in a card ("8 frames", "character") shown whole, on one line. */
async function expectWhole(fact: Locator) {
  await expect(fact).toBeVisible();
  const { lines, clipped } = await fact.evaluate((el) => {
    const lineHeight = Number.parseFloat(getComputedStyle(el).lineHeight);
    return {
      lines: Math.round(el.getBoundingClientRect().height / lineHeight),
      clipped: el.scrollWidth > el.clientWidth + 1,
    };
  });
  expect(lines).toBe(1);
  expect(clipped).toBe(false);
}

test.describe("a library of lines of edits", () => {
  for (const [device, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`one card per line, showing its latest; counts count cards; cards hold their content (${device})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      const run = unique();
      await signUp(page);
      const knight = await api(page, "/api/sprites", {
        prompt: `a knight ${run}`,
        width: 64,
        height: 64,
        seed: 1,
      });
      expect(knight.title).toBe("knight");
      const touched = await api(page, "/api/touch-ups", {
        source_generation_id: knight.id,
        prompt: "make it red",
        region: { x: 16, y: 16, width: 32, height: 32 },
      });
      expect(touched.title).toBe("knight · touch-up");
      await api(page, "/api/sprites", { prompt: `a treasure chest ${run}`, asset_type: "item" });
      await animate(page, touched.id, "Idle", 4);
      const walk = await animate(page, knight.id, "Walk", 8);
      expect(walk.title).toBe("knight · walk");
      await page.reload();

      const cards = library(page).getByRole("listitem");
      await expect(cards).toHaveCount(2);
      await expect(page.getByText("2 of 2 cards", { exact: true })).toBeVisible();
      const line = cards.filter({ hasText: "knight · walk" });
      await expect(line).toContainText("latest of 4 versions");
      await expect(line.getByRole("link", { name: "knight · walk" })).toHaveAttribute(
        "href",
        `/sprites/${walk.id}`,
      );
      await expectWhole(line.getByText("8 frames", { exact: true }));
      await expectWhole(line.getByText("character", { exact: true }));
      await expect(line.getByRole("checkbox", { name: "Select knight · walk" })).toBeVisible();
      await expect(line.getByRole("button", { name: "Actions for knight · walk" })).toBeVisible();
      await expectCardsContained(page, cards);
      await page.screenshot({ path: testInfo.outputPath(`library-${device}.png`), fullPage: true });

      // Each filter counts what it shows: two animations of one knight are one card.
      const filter = page.getByRole("combobox", { name: "Asset type" });
      await filter.selectOption("animation");
      await expect(cards).toHaveCount(1);
      await expect(page.getByText("1 of 1 card", { exact: true })).toBeVisible();
      await expect(cards).toContainText("latest of 2 versions");
      await filter.selectOption("item");
      await expect(cards).toHaveCount(1);
      await expect(page.getByText("1 of 1 card", { exact: true })).toBeVisible();
      await filter.selectOption("character");
      await expect(cards).toHaveCount(1);
      await expect(cards).toContainText("latest of 4 versions");
      await filter.selectOption("all");

      // The menu opens inside the viewport, and its actions are reachable.
      await line.getByRole("button", { name: "Actions for knight · walk" }).click();
      const rename = line.getByRole("button", { name: "Rename knight · walk" });
      await expect(rename).toBeInViewport();
      await expect(line.getByRole("button", { name: "Publish knight · walk" })).toBeInViewport();
      await expect(line.getByRole("button", { name: "Delete knight · walk" })).toBeInViewport();
      await page.keyboard.press("Escape");
      await expect(rename).toHaveCount(0);
      await expect(line.getByRole("button", { name: "Actions for knight · walk" })).toBeFocused();
    });
  }
});

test("a sprite's own page renames, publishes and deletes it, with the library's Undo", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const run = unique();
  await signUp(page);
  const barrel = await api(page, "/api/sprites", { prompt: `a wooden barrel ${run}`, seed: 2 });
  const deletes: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "DELETE" && request.url().includes("/api/sprites/"))
      deletes.push(request.url());
  });
  await page.goto(`/sprites/${barrel.id}`);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("barrel");

  await page.getByRole("button", { name: "Rename barrel" }).click();
  const field = page.getByRole("textbox", { name: "New name for barrel" });
  await expect(field).toBeFocused();
  await field.fill(`Ale cask ${run}`);
  await field.press("Enter");
  await expect(heading).toHaveText(`Ale cask ${run}`);

  const details = page.getByRole("region", { name: "Details" });
  await page.getByRole("button", { name: `Publish Ale cask ${run}` }).click();
  await expect(details).toContainText("Yes, in the gallery");
  await page.getByRole("button", { name: `Unpublish Ale cask ${run}` }).click();
  await expect(page.getByRole("button", { name: `Publish Ale cask ${run}` })).toBeVisible();
  await expect(details).not.toContainText("Yes, in the gallery");

  // Delete lands in the library with the same Undo bar; undone, nothing is sent.
  await page.getByRole("button", { name: `Delete Ale cask ${run}` }).click();
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByRole("status").filter({ hasText: "Deleted" });
  await expect(toast).toContainText(`Deleted “Ale cask ${run}”.`);
  await expect(library(page).getByRole("link", { name: `Ale cask ${run}` })).toHaveCount(0);
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(library(page).getByRole("link", { name: `Ale cask ${run}` })).toBeVisible();
  expect(deletes).toEqual([]);

  // Not undone, the deletion is sent when the bar ends.
  await library(page)
    .getByRole("link", { name: `Ale cask ${run}` })
    .click();
  await page.getByRole("button", { name: `Delete Ale cask ${run}` }).click();
  await expect(page.getByText(`Deleted “Ale cask ${run}”.`)).toHaveCount(0, { timeout: 10_000 });
  await expect.poll(() => deletes.length).toBe(1);
  expect(deletes[0]).toContain(barrel.id);
  await page.reload();
  await expect(page.getByText("Your library is empty.")).toBeVisible();
});

test.describe("the gallery", () => {
  for (const [device, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    test(`search, filter, and draw a public sprite in my own library, anonymously (${device})`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize(viewport);
      const run = unique();
      // The author publishes a sprite drawn facing east.
      const author = await browser.newPage();
      await signUp(author);
      const shown = await api(author, "/api/sprites", {
        prompt: `a goblin with a club ${run}`,
        direction: "east",
        width: 48,
        height: 48,
        public: true,
      });
      await author.close();

      await signUp(page);
      const start = await balance(page);
      // On a phone the header's links fold into its Menu.
      const goTo = async (name: string) => {
        const nav = page.getByRole("navigation", { name: "Studio" });
        if (device === "phone") await nav.getByRole("button", { name: "Menu" }).click();
        await nav.getByRole("link", { name }).click();
      };
      await goTo("Gallery");
      await searchFor(page, run);
      const grid = page.getByRole("region", { name: /^Public/ });
      await expect(grid.getByRole("listitem")).toHaveCount(1);
      await expect(page.getByText("1 of 1", { exact: true })).toBeVisible();
      const filter = page.getByRole("combobox", { name: "Asset type" });
      await filter.selectOption("tile");
      await expect(page.getByText(`No public sprite matches “${run}”.`)).toBeVisible();
      await filter.selectOption("all");
      await expect(page.getByRole("searchbox", { name: "Search names and prompts" })).toHaveValue(
        run,
      );
      await expect(grid.getByRole("listitem")).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await grid.getByRole("link", { name: shown.title }).click();
      await expect(page).toHaveURL(new RegExp(`/gallery/${shown.id}$`));

      // The exact drawing, in my library, for one generation's price.
      await page.getByRole("button", { name: "Draw it in my library · 1 token" }).click();
      await expect(page).toHaveURL(/\/sprites\/[0-9a-f-]{36}$/);
      const mine = page.url().split("/").at(-1) as string;
      expect(mine).not.toBe(shown.id);
      await expect.poll(() => balance(page)).toBe(start - 1);
      const copy = await api(page, `/api/sprites/${mine}`);
      expect(copy.image.pngBase64).toBe(shown.image.pngBase64);
      expect(copy).toMatchObject({ isPublic: false, parentId: null, prompt: shown.prompt });
      // Nothing on my sprite's page leads back to the author.
      await expect(page.getByRole("region", { name: "Lineage" })).toHaveCount(0);
      expect(await page.content()).not.toContain(shown.id);

      // Four variations of its prompt, also mine.
      await page.goto(`/gallery/${shown.id}`);
      await page.getByRole("button", { name: "4 variations · 4 tokens" }).click();
      const set = page.getByRole("region", { name: "Variations" });
      await expect(set.getByRole("img", { name: /^Variation \d$/ })).toHaveCount(4);
      await expect.poll(() => balance(page)).toBe(start - 5);
      await goTo("Library");
      // The redraw and its variations are one card in my library.
      await expect(library(page).getByRole("listitem")).toHaveCount(1);
      await expect(library(page).getByRole("listitem")).toContainText("latest of 5 versions");
    });
  }
});

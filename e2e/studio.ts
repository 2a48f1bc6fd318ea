import { expect, type Locator, type Page, test } from "@playwright/test";

/** Any uncaught error in the page (a hydration mismatch, say) fails the test that caused it. */
export function failOnPageErrors() {
  let pageErrors: string[] = [];
  test.beforeEach(({ page }) => {
    pageErrors = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
  });
  test.afterEach(() => {
    expect(pageErrors).toEqual([]);
  });
}

/**
 * Letters no word the content filter refuses can be spelled from: no vowels, none of c, f, j,
 * k, l, s, x, and no digits (the filter reads leetspeak). Base-36 suffixes now and then spelled
 * a refused word ("anus", "jizz"), and the prompt carrying one was refused as sexual.
 */
const FILTER_SAFE_LETTERS = "bdghmnpqrtvwyz";

/** A suffix that keeps names apart across tests sharing one server. */
export const unique = () => {
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let out = "";
  for (; n > 0; n = Math.floor(n / FILTER_SAFE_LETTERS.length)) {
    out += FILTER_SAFE_LETTERS[n % FILTER_SAFE_LETTERS.length];
  }
  return out;
};

/**
 * A fresh local account, signed in, on the library page. Its key is shown once before entering
 * the studio; that key is returned.
 */
export async function signUp(page: Page): Promise<string> {
  await page.goto("/login");
  await page.getByRole("button", { name: "Create local account" }).click();
  const key = await page.getByRole("textbox", { name: /^API key of / }).inputValue();
  expect(key).toMatch(/^sw_sk_/);
  await page.getByRole("button", { name: "Continue to the studio" }).click();
  await expect(page.getByRole("heading", { name: "Library", level: 1 })).toBeVisible();
  return key;
}

/** The header's token balance, once it has loaded. */
export async function balance(page: Page): Promise<number> {
  const badge = page.getByTestId("balance");
  await expect(badge).toHaveText(/^[\d,]+$/);
  return Number((await badge.textContent())?.replace(/,/g, ""));
}

/** Imports a sprite file through the library page and opens it. */
export async function importSprite(page: Page, path: string, title: string) {
  await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
  await page.getByLabel("Sprite file").setInputFiles(path);
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("button", { name: "Add to library" }).click();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
}

/** A box that has stopped moving (panels scroll into view smoothly when they open). */
export async function stableBox(locator: Locator) {
  let last = "";
  await expect
    .poll(async () => {
      const now = JSON.stringify(await locator.boundingBox());
      const still = now === last && now !== "null";
      last = now;
      return still;
    })
    .toBe(true);
  const box = await locator.boundingBox();
  if (!box) throw new Error("no box");
  return box;
}

/**
 * Types into the library's or the gallery's search box until the page has taken the words (they
 * land in the URL's `?q=` once typing pauses); typing before the page hydrates is retried.
 */
export async function searchFor(page: Page, words: string) {
  const box = page.getByRole("searchbox", { name: "Search names and prompts" });
  await expect(async () => {
    await box.fill(words);
    await expect(page).toHaveURL((url) => (url.searchParams.get("q") ?? "") === words.trim(), {
      timeout: 2_000,
    });
  }).toPass({ timeout: 15_000 });
}

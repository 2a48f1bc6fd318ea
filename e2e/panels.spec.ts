import { expect, type Page, test } from "@playwright/test";
import { failOnPageErrors, signUp } from "./studio";

/**
 * Every tool on a sprite's page opens in view at 1280×900: its panel's heading comes on screen
 * below the sticky header and takes focus, whatever the page's scroll was before the click.
 */
failOnPageErrors();

const TOOLS = [
  "Animate",
  "Restyle",
  "Combine",
  "Touch up",
  "Rotate",
  "Normal map",
  "Remove background",
  "Edit pixels",
] as const;

test.use({ viewport: { width: 1280, height: 900 } });

/** A generated sprite's page, reached through the API (same origin, session cookie). */
async function spritePage(page: Page) {
  await signUp(page);
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/sprites", {
    data: { prompt: "a knight with a red cape and a steel sword", seed: 7 },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = await response.json();
  await page.goto(`/sprites/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** Whether the panel's heading lies wholly on screen, below the sticky header (one reading). */
async function underHeader(page: Page, name: string) {
  const heading = page.getByRole("heading", { name, level: 2, exact: true });
  return heading.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return box.top >= header && box.bottom <= window.innerHeight;
  });
}

test("each tool's panel opens in view with its heading focused", async ({ page }) => {
  await spritePage(page);
  for (const name of TOOLS) {
    await test.step(name, async () => {
      // Scrolled back to the top first: the panel opens below the fold.
      await page.evaluate(() => window.scrollTo(0, 0));
      const button = page.getByRole("button", { name: new RegExp(`^${name}`) });
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const heading = page.getByRole("heading", { name, level: 2, exact: true });
      await expect(heading).toBeFocused();
      // Smooth: it arrives after a moment.
      await expect.poll(() => underHeader(page, name), name).toBe(true);
    });
  }

  await test.step("a second click closes the panel; the button stays on screen", async () => {
    const button = page.getByRole("button", { name: /^Edit pixels/ });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "Edit pixels" })).toHaveCount(0);
    await expect(button).toBeInViewport();
  });
});

test("with reduced motion a panel is in view at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await spritePage(page);
  for (const name of ["Rotate", "Touch up"] as const) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole("heading", { name, level: 2, exact: true })).toBeFocused();
    // Measured once, the moment focus has moved: no animation is left to wait for.
    expect(await underHeader(page, name), name).toBe(true);
  }
});

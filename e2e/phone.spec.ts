import { expect, type Page, test } from "@playwright/test";
import { failOnPageErrors, signUp } from "./studio";

/**
 * The studio on a phone (360×740 and 390×844, touch): no page scrolls sideways, including a
 * sprite with a line of 12 versions, an 8-frame walk, a combine and the pixel editor; "Fit"
 * fits the sprite to the screen; the tool buttons wrap; the header keeps every link; the
 * editor's colours stay on screen while the canvas is.
 */
failOnPageErrors();

/** A request as the studio's own pages send it: same origin, with the session cookie. */
async function api(page: Page, method: "GET" | "POST", path: string, data?: unknown) {
  const origin = new URL(page.url()).origin;
  const response =
    method === "GET"
      ? await page.request.get(path)
      : await page.request.post(path, { data, headers: { origin } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Starts a job and waits for its sprite (the poll answers with the record once it is done). */
async function finished(page: Page, kind: "animations" | "combines", body: unknown) {
  const { id } = await api(page, "POST", `/api/${kind}`, body);
  let record: { id: string; status?: string } = { id, status: "processing" };
  await expect
    .poll(
      async () => {
        record = await api(page, "GET", `/api/${kind}/${id}`);
        return record.status ?? "completed";
      },
      { timeout: 45_000 },
    )
    .toBe("completed");
  return record.id;
}

interface Studio {
  knight: string;
  /** The last of the knight's 12 versions. */
  latest: string;
  walk: string;
  combine: string;
}

/** A signed-in account with a line of 12 versions, an 8-frame walk and a combine, via the API. */
async function stock(page: Page): Promise<Studio> {
  await signUp(page);
  const knight = await api(page, "POST", "/api/sprites", {
    prompt: "a knight with a red cape and a steel sword",
    width: 48,
    height: 48,
    seed: 7,
  });
  const sword = await api(page, "POST", "/api/sprites", {
    prompt: "a steel sword",
    asset_type: "weapon",
    width: 32,
    height: 32,
    seed: 3,
  });
  let latest = knight.id as string;
  for (let i = 2; i <= 12; i++) {
    const version = await api(page, "POST", `/api/sprites/${knight.id}/versions`, {
      image: knight.image.pngBase64,
      title: `Knight v${i}`,
    });
    latest = version.id;
  }
  const walk = await finished(page, "animations", {
    source_generation_id: knight.id,
    preset: "Walk",
    frame_count: 8,
  });
  const combine = await finished(page, "combines", {
    source_generation_id: knight.id,
    item_generation_id: sword.id,
    prompt: "in the right hand",
  });
  return { knight: knight.id, latest, walk, combine };
}

/**
 * Fails naming the widest elements when the page is wider than the screen: an element whose
 * right edge passes the viewport, outermost first, so the message says where to look.
 */
async function expectNoSidewaysScroll(page: Page, what: string) {
  // Late layout (a lazily loaded panel, fonts) settles before measuring.
  await page.waitForLoadState("networkidle");
  // The screen's width as configured: a mobile browser widens its layout viewport (innerWidth)
  // to a page that overflows, so innerWidth alone would excuse the very overflow looked for.
  const screen = page.viewportSize()?.width ?? 0;
  const report = await page.evaluate((screen) => {
    const width = Math.min(window.innerWidth, screen);
    const culprits: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const box = el.getBoundingClientRect();
      if (box.right <= width + 0.5 || box.width === 0) continue;
      // Skip what sits inside a scroller of its own: it scrolls there, not the page.
      let clipped = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow !== "visible" && up.getBoundingClientRect().right <= width + 0.5) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${String(el.className).slice(0, 60)}`;
      culprits.push(`${name} right=${Math.round(box.right)}`);
      if (culprits.length >= 6) break;
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits };
  }, screen);
  expect(
    report.scrollWidth,
    `${what} is ${report.scrollWidth}px wide on a ${report.innerWidth}px screen: ${report.culprits.join(" | ")}`,
  ).toBeLessThanOrEqual(report.innerWidth);
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
]) {
  test.describe(`on a ${viewport.width}×${viewport.height} touch screen`, () => {
    test.use({ viewport, hasTouch: true, isMobile: true });

    test("no page scrolls sideways, and the sprite page's tools fit", async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto("/login");
      await expectNoSidewaysScroll(page, "/login");
      const studio = await stock(page);

      for (const path of ["/", "/create", "/palettes", "/gallery", "/packs", "/account"]) {
        await page.goto(path);
        await expectNoSidewaysScroll(page, path);
      }

      await test.step("the header's menu holds every link; Sign out stays on screen", async () => {
        await page.goto("/");
        await expect(page.getByRole("button", { name: "Sign out" })).toBeInViewport({ ratio: 1 });
        const nav = page.getByRole("navigation", { name: "Studio" });
        const menu = nav.getByRole("button", { name: "Menu" });
        await expect(menu).toBeInViewport({ ratio: 1 });
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await menu.tap();
        await expect(menu).toHaveAttribute("aria-expanded", "true");
        for (const name of ["Library", "Create", "Palettes", "Gallery", "Account"]) {
          await expect(nav.getByRole("link", { name, exact: true })).toBeInViewport({ ratio: 1 });
        }
        await expectNoSidewaysScroll(page, "the open menu");
        // A link followed closes the menu.
        await nav.getByRole("link", { name: "Gallery", exact: true }).tap();
        await expect(page.getByRole("heading", { name: "Gallery", level: 1 })).toBeVisible();
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await expect(nav.getByRole("link", { name: "Library", exact: true })).toBeHidden();
      });

      await test.step("a sprite with 12 versions", async () => {
        await page.goto(`/sprites/${studio.latest}`);
        const versions = page.getByRole("region", { name: /^Versions/ });
        // The 12 hand-made versions, and the walk and the combine made from the first.
        await expect(versions.getByRole("link").nth(11)).toBeAttached();
        await expectNoSidewaysScroll(page, "a sprite with 12 versions");

        // Fit shows the whole sprite inside the viewer, and the viewer inside the screen.
        const viewer = page.getByRole("region", { name: /^Sprite viewer/ });
        await expect(page.getByRole("button", { name: "Fit" })).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        const frame = await viewer.boundingBox();
        const picture = await viewer.getByRole("img").boundingBox();
        if (!frame || !picture) throw new Error("the viewer has no box");
        expect(frame.x).toBeGreaterThanOrEqual(0);
        expect(frame.x + frame.width).toBeLessThanOrEqual(viewport.width);
        expect(picture.width).toBeLessThanOrEqual(frame.width);
        expect(picture.height).toBeLessThanOrEqual(frame.height);
        const zoom = Number.parseInt(
          (await page.getByRole("status", { name: "Zoom level" }).textContent()) ?? "",
          10,
        );
        // 48 px at the zoom shown is the picture's width: the label says what is drawn.
        expect(Math.round((48 * zoom) / 100)).toBe(Math.round(picture.width));

        // Every tool button wraps into the screen's width, whole, where a tap lands on it.
        for (const name of [
          "Animate",
          "Restyle",
          "Combine",
          "Touch up",
          "Rotate",
          "Normal map",
          "Remove background",
          "Edit pixels",
        ]) {
          const box = await page
            .getByRole("button", { name: new RegExp(`^${name}`) })
            .boundingBox();
          expect(box, name).not.toBeNull();
          expect(box?.x, name).toBeGreaterThanOrEqual(0);
          expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(viewport.width);
        }
        await page.getByRole("button", { name: /^Touch up/ }).tap();
        await expect(page.getByRole("heading", { name: "Touch up", level: 2 })).toBeFocused();
        await expectNoSidewaysScroll(page, "the touch-up panel");
      });

      for (const [what, id] of [
        ["the 8-frame walk", studio.walk],
        ["the combine", studio.combine],
        ["the first version", studio.knight],
      ] as const) {
        await page.goto(`/sprites/${id}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSidewaysScroll(page, what);
      }

      await test.step("the walk's player and its controls fit the screen", async () => {
        await page.goto(`/sprites/${studio.walk}`);
        for (const target of [
          page.getByRole("img", { name: "Animation preview" }),
          page.getByRole("button", { name: "Previous frame" }),
          page.getByRole("button", { name: "Next frame" }),
          page.getByRole("checkbox", { name: "Loop" }),
        ]) {
          await expect(target).toBeVisible();
          const box = await target.boundingBox();
          expect(box?.x).toBeGreaterThanOrEqual(0);
          expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        }
      });
    });

    test("the pixel editor fits, and its colours stay on screen beside the canvas", async ({
      page,
    }) => {
      await signUp(page);
      const knight = await api(page, "POST", "/api/sprites", {
        prompt: "a knight with a red cape and a steel sword",
        width: 48,
        height: 48,
        seed: 7,
      });
      await page.goto(`/sprites/${knight.id}`);
      await page.getByRole("button", { name: /^Edit pixels/ }).tap();
      const panel = page.getByRole("region", { name: "Edit pixels" });
      const canvas = panel.getByRole("application", { name: /^Pixel canvas/ });
      await expect(canvas.locator("canvas").first()).toBeVisible();
      // The panel opened in view: its heading at the top, under the header, though the canvas
      // loaded after the scroll began and made the page taller.
      const heading = panel.getByRole("heading", { name: "Edit pixels", level: 2 });
      await expect(heading).toBeFocused();
      await expect
        .poll(() =>
          heading.evaluate((node) => {
            const top = node.getBoundingClientRect().top;
            const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
            return top >= header && top < header + 48;
          }),
        )
        .toBe(true);
      await expectNoSidewaysScroll(page, "the pixel editor");

      // Drawing position: the canvas's top just under the header, as an artist scrolls to it.
      await canvas.evaluate((node) => {
        window.scrollBy(0, node.getBoundingClientRect().top - 80);
      });
      await expect(canvas).toBeInViewport();
      const colours = panel.getByRole("group", { name: /^Sprite colours/ });
      await expect(colours.getByRole("button").first()).toBeInViewport({ ratio: 1 });
      // A swatch is tapped without scrolling the page, and becomes the primary colour.
      const swatch = colours.getByRole("button").nth(2);
      const scrolled = await page.evaluate(() => window.scrollY);
      await swatch.tap();
      await expect(swatch).toHaveAttribute("aria-pressed", "true");
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    });
  });
}

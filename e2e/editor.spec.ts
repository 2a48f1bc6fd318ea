import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { makeSpritePng } from "./fixtures";
import { failOnPageErrors, signUp, stableBox, unique } from "./studio";

/**
 * The pixel editor in a real browser: each tool drawn with the mouse, undo and redo, the result
 * saved as a new version whose PNG is read back pixel by pixel; then the editor and the touch-up
 * region on a phone-sized viewport with real touch input (one finger draws, two fingers pinch).
 *
 * The test sprite (fixtures.ts, 48 px): a 2 px transparent margin, a 1 px outline #1b142b at
 * distance 2 from the edge, inside it #f5b942 where x + y < 48 and #c9792b elsewhere.
 */

failOnPageErrors();

const SIZE = 48;
const OUTLINE = "#1b142b";
const LIGHT = "#f5b942";
const DARK = "#c9792b";
const CLEAR = "transparent";

type Pixel = readonly [number, number];

/** Signs up, imports the fixture sprite from the library page and opens it. */
async function openFixture(page: Page, path: string, title: string) {
  await signUp(page);
  await page.getByLabel("Sprite file").setInputFiles(await makeSpritePng(path, SIZE));
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("button", { name: "Add to library" }).click();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  return page.url().split("/").at(-1) as string;
}

async function openEditor(page: Page) {
  await page.getByRole("button", { name: /^Edit pixels/ }).click();
  const panel = page.getByRole("region", { name: "Edit pixels" });
  const canvas = panel.getByRole("application", { name: /^Pixel canvas/ });
  await expect(canvas.locator("canvas").first()).toBeVisible();
  await canvas.scrollIntoViewIfNeeded();
  await stableBox(canvas);
  return { panel, canvas };
}

/** The screen point at the centre of a sprite pixel, read from the canvas's current view. */
async function screenOf(canvas: Locator, [x, y]: Pixel): Promise<[number, number]> {
  // A field filled a moment ago may have scrolled the canvas partly away.
  await canvas.scrollIntoViewIfNeeded();
  const box = await stableBox(canvas);
  const zoom = Number(await canvas.getAttribute("data-zoom"));
  const panX = Number(await canvas.getAttribute("data-pan-x"));
  const panY = Number(await canvas.getAttribute("data-pan-y"));
  return [box.x + panX + (x + 0.5) * zoom, box.y + panY + (y + 0.5) * zoom];
}

/** The colour the editor's canvas shows at a screen point, as [r, g, b, a]. */
async function shownAt(canvas: Locator, [x, y]: [number, number]): Promise<number[]> {
  return canvas
    .locator("canvas")
    .first()
    .evaluate(
      (node, [sx, sy]) => {
        const c = node as HTMLCanvasElement;
        const box = c.getBoundingClientRect();
        const ratio = c.width / box.width;
        const px = c
          .getContext("2d")
          ?.getImageData(
            Math.floor((sx - box.left) * ratio),
            Math.floor((sy - box.top) * ratio),
            1,
            1,
          ).data;
        return Array.from(px ?? []);
      },
      [x, y] as const,
    );
}

async function mouseDrag(page: Page, canvas: Locator, from: Pixel, to: Pixel) {
  await page.mouse.move(...(await screenOf(canvas, from)));
  await page.mouse.down();
  await page.mouse.move(...(await screenOf(canvas, to)), { steps: 6 });
  await page.mouse.up();
}

async function mouseClick(page: Page, canvas: Locator, at: Pixel) {
  await page.mouse.click(...(await screenOf(canvas, at)));
}

/** Real touch input through the browser's input pipeline (it becomes pointer events of type touch). */
async function touch(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const send = (
    type: "touchStart" | "touchMove" | "touchEnd",
    points: { x: number; y: number; id: number }[],
  ) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
  return {
    /** One finger from `from` to `to`, in `steps` moves. */
    async drag(from: [number, number], to: [number, number], steps = 8) {
      await send("touchStart", [{ x: from[0], y: from[1], id: 1 }]);
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const x = from[0] + (to[0] - from[0]) * t;
        const y = from[1] + (to[1] - from[1]) * t;
        await send("touchMove", [{ x, y, id: 1 }]);
      }
      await send("touchEnd", []);
    },
    /** Two fingers about `centre`, spreading from `gap` to `spread` px apart. */
    async pinch(centre: [number, number], gap: number, spread: number, steps = 8) {
      const at = (d: number) => [
        { x: centre[0] - d / 2, y: centre[1], id: 1 },
        { x: centre[0] + d / 2, y: centre[1], id: 2 },
      ];
      await send("touchStart", at(gap));
      for (let i = 1; i <= steps; i++)
        await send("touchMove", at(gap + ((spread - gap) * i) / steps));
      await send("touchEnd", []);
    },
  };
}

/**
 * A saved sprite's pixels, read back through the API and decoded here. For a strip, `at` takes
 * the frame too (frames lie left to right).
 */
async function savedPixels(page: Page, id: string, size = SIZE) {
  const response = await page.request.get(`/api/sprites/${id}`);
  expect(response.status()).toBe(200);
  const record = await response.json();
  const png = Buffer.from(record.image.pngBase64 as string, "base64");
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const frameCount = (record.frameCount as number | null) ?? 1;
  expect([info.width, info.height]).toEqual([size * frameCount, size]);
  return {
    record,
    frameCount,
    at([x, y]: Pixel, frame = 0): string {
      const o = (y * info.width + frame * size + x) * 4;
      if (data[o + 3] === 0) return CLEAR;
      const hex = (v: number | undefined) => (v ?? 0).toString(16).padStart(2, "0");
      return `#${hex(data[o])}${hex(data[o + 1])}${hex(data[o + 2])}`;
    },
  };
}

/** Every pixel of a picture `size` px square. */
const everyPixel = (size = SIZE): Pixel[] =>
  Array.from({ length: size * size }, (_, i) => [i % size, Math.floor(i / size)] as const);

/**
 * The library card of a line of edits: its latest sprite (the saved edit, "<title> · edit")
 * and how many versions its line holds; the first sprite has no card of its own.
 */
async function expectLibraryCard(page: Page, title: string, versions: number) {
  await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
  const grid = page.getByRole("region", { name: "Sprites" });
  const card = grid.getByRole("listitem").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("link", { name: `${title} · edit` })).toBeVisible();
  await expect(card).toContainText(`latest of ${versions} versions`);
  await expect(grid.getByRole("link", { name: title, exact: true })).toHaveCount(0);
}

/** Saves, lands on the new sprite with focus on its heading; returns its id. */
async function saveVersion(page: Page, panel: Locator, sourceId: string) {
  await panel.getByRole("button", { name: "Save as new version" }).click();
  await expect(page).not.toHaveURL(new RegExp(sourceId));
  await expect(page).toHaveURL(/\/sprites\/[0-9a-f-]{36}$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/ · edit$/);
  await expect(heading).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Saved as a new version" })).toHaveText(
    /Saved as a new version: .* · edit/,
  );
  return page.url().split("/").at(-1) as string;
}

async function addColour(panel: Locator, hex: string) {
  await panel.getByLabel("New colour").fill(hex);
  await expect(panel.getByRole("radio", { name: /Primary/ })).toContainText(hex);
}

test("every tool draws with the mouse, undo and redo, and the edit is saved as a new version", async ({
  page,
}, testInfo) => {
  const title = `Editor tile ${unique()}`;
  const sourceId = await openFixture(page, testInfo.outputPath("tile.png"), title);
  const { panel, canvas } = await openEditor(page);
  const tool = (name: string) => panel.getByRole("button", { name: new RegExp(`^${name}`) });

  await test.step("pencil (B): a red stroke", async () => {
    await addColour(panel, "#ff0000");
    await canvas.focus();
    await page.keyboard.press("b");
    await expect(tool("Pencil")).toHaveAttribute("aria-pressed", "true");
    await mouseDrag(page, canvas, [0, 0], [5, 0]);
    await expect(panel.getByRole("button", { name: "Undo Pencil stroke" })).toBeEnabled();
  });

  await test.step("selection (M): the red stroke moved one row down", async () => {
    await canvas.focus();
    await page.keyboard.press("m");
    await mouseDrag(page, canvas, [0, 0], [5, 0]);
    await expect(panel.getByText("Selection 6×1 at 0, 0")).toBeVisible();
    await mouseDrag(page, canvas, [2, 0], [2, 1]);
    await expect(panel.getByRole("button", { name: "Undo Move selection" })).toBeEnabled();
  });

  await test.step("line (L) in green, undone and redone", async () => {
    await addColour(panel, "#00ff00");
    await canvas.focus();
    await page.keyboard.press("l");
    await mouseDrag(page, canvas, [0, 4], [0, 9]);
    await panel.getByRole("button", { name: "Undo Line" }).click();
    await expect(panel.getByRole("button", { name: "Redo Line" })).toBeEnabled();
    await canvas.focus();
    await page.keyboard.press("Control+Shift+Z");
    await expect(panel.getByRole("button", { name: "Undo Line" })).toBeEnabled();
    await expect(panel.getByRole("button", { name: "Redo" })).toBeDisabled();
  });

  await test.step("rectangle (U) outline in blue", async () => {
    await addColour(panel, "#0000ff");
    await canvas.focus();
    await page.keyboard.press("u");
    await mouseDrag(page, canvas, [10, 10], [14, 13]);
  });

  await test.step("fill (G): the dark half turns green", async () => {
    await panel.getByRole("button", { name: "Colour #00ff00" }).click();
    await canvas.focus();
    await page.keyboard.press("g");
    await mouseClick(page, canvas, [30, 30]);
  });

  await test.step("eraser (E), and a pencil dot taken back with Ctrl+Z", async () => {
    await canvas.focus();
    await page.keyboard.press("e");
    await mouseClick(page, canvas, [16, 5]);
    await page.keyboard.press("b");
    await mouseClick(page, canvas, [45, 0]);
    await expect(panel.getByRole("button", { name: "Undo Pencil stroke" })).toBeEnabled();
    await page.keyboard.press("Control+z");
    await expect(panel.getByRole("button", { name: "Undo Erase" })).toBeEnabled();
  });

  await test.step("zoom by button and wheel, pan with the middle button", async () => {
    const view = async () => ({
      zoom: Number(await canvas.getAttribute("data-zoom")),
      x: Number(await canvas.getAttribute("data-pan-x")),
      y: Number(await canvas.getAttribute("data-pan-y")),
    });
    const start = await view();
    await panel.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(async () => (await view()).zoom).toBeGreaterThan(start.zoom);
    const zoomed = await view();
    await page.mouse.move(...(await screenOf(canvas, [24, 24])));
    await page.mouse.wheel(0, 120);
    await expect.poll(async () => (await view()).zoom).toBeLessThan(zoomed.zoom);
    await panel.getByRole("button", { name: "Fit" }).click();
    await expect.poll(view).toEqual(start);
    expect(start.zoom).toBeGreaterThanOrEqual(6);
    // Checkerboard behind transparency: the cleared top row shows two shades 8 px apart.
    const [tx, ty] = await screenOf(canvas, [0, 0]);
    const shadeA = await shownAt(canvas, [tx - start.zoom / 2 + 3, ty]);
    const shadeB = await shownAt(canvas, [tx - start.zoom / 2 + 11, ty]);
    expect(shadeA).not.toEqual(shadeB);
    // The pixel grid (from 4×): a flat light pixel's left edge is lighter than its middle.
    const [cx, cy] = await screenOf(canvas, [20, 20]);
    const edgeX = Math.round(start.x + 20 * start.zoom) + (await stableBox(canvas)).x;
    const middle = await shownAt(canvas, [cx, cy]);
    expect(await shownAt(canvas, [edgeX + 0.5, cy])).not.toEqual(middle);
    for (let zoom = start.zoom; zoom >= 4; zoom = (await view()).zoom) {
      await panel.getByRole("button", { name: "Zoom out" }).click();
      await expect.poll(async () => (await view()).zoom).toBeLessThan(zoom);
    }
    const small = await view();
    const [sx, sy] = await screenOf(canvas, [20, 20]);
    const smallEdge = Math.round(small.x + 20 * small.zoom) + (await stableBox(canvas)).x;
    await expect
      .poll(() => shownAt(canvas, [smallEdge + 0.5, sy]))
      .toEqual(await shownAt(canvas, [sx, sy]));
    await panel.getByRole("button", { name: "Fit" }).click();
    await expect.poll(view).toEqual(start);
    const before = start;
    const [mx, my] = await screenOf(canvas, [24, 24]);
    await page.mouse.move(mx, my);
    await page.mouse.down({ button: "middle" });
    await page.mouse.move(mx + 20, my - 10, { steps: 4 });
    await page.mouse.up({ button: "middle" });
    await expect.poll(view).toEqual({ zoom: before.zoom, x: before.x + 20, y: before.y - 10 });
    // Drawing keeps working under the new view (checked in the saved pixels below).
  });

  await test.step("eyedropper (I) picks red; the dither brush lays a checkerboard", async () => {
    await page.keyboard.press("i");
    await mouseClick(page, canvas, [3, 1]);
    await expect(panel.getByRole("radio", { name: /Primary/ })).toContainText("#ff0000");
    await tool("Dither brush").click();
    await mouseDrag(page, canvas, [4, 46], [9, 46]);
    await expect(panel.getByRole("button", { name: "Undo Dither stroke" })).toBeEnabled();
  });

  await test.step("the ? key and button list the shortcuts, with Aseprite's tool letters", async () => {
    const list = panel.getByRole("region", { name: "Keyboard shortcuts" });
    await canvas.focus();
    await page.keyboard.press("?");
    await expect(list).toBeVisible();
    for (const [letter, name] of [
      ["B", "Pencil"],
      ["E", "Eraser"],
      ["G", "Fill"],
      ["I", "Eyedropper"],
      ["L", "Line"],
      ["U", "Rectangle"],
      ["M", "Selection"],
      ["Ctrl+Z", "Undo"],
    ] as const) {
      const term = list.getByRole("term").getByText(letter, { exact: true });
      await expect(term).toHaveCount(1);
      // Each key's definition follows its term.
      await expect(list.getByRole("definition").getByText(name, { exact: true })).toBeVisible();
      await expect(list).toContainText(`${letter}${name}`);
    }
    await panel.getByRole("button", { name: "Keyboard shortcuts" }).click();
    await expect(list).toHaveCount(0);
  });

  const versionId = await saveVersion(page, panel, sourceId);

  await test.step("the saved PNG has exactly the drawn pixels", async () => {
    const saved = await savedPixels(page, versionId);
    expect(saved.record.parentId).toBe(sourceId);
    // Pencil stroke, moved down a row by the selection.
    for (let x = 0; x <= 5; x++) {
      expect(saved.at([x, 0])).toBe(CLEAR);
      expect(saved.at([x, 1])).toBe("#ff0000");
    }
    // The line, redone.
    for (let y = 4; y <= 9; y++) expect(saved.at([0, y])).toBe("#00ff00");
    // The rectangle's outline, its inside untouched.
    for (const p of [
      [10, 10],
      [14, 10],
      [10, 13],
      [14, 13],
      [12, 10],
    ] as Pixel[])
      expect(saved.at(p)).toBe("#0000ff");
    expect(saved.at([12, 11])).toBe(LIGHT);
    // The fill: every dark pixel of the connected half, never the light half nor the outline.
    expect(saved.at([30, 30])).toBe("#00ff00");
    expect(saved.at([44, 10])).toBe("#00ff00");
    expect(saved.at([20, 20])).toBe(LIGHT);
    expect(saved.at([45, 45])).toBe(OUTLINE);
    // The eraser; the undone dot.
    expect(saved.at([16, 5])).toBe(CLEAR);
    expect(saved.at([45, 0])).toBe(CLEAR);
    // The dither: red on even x + y, the secondary (transparent) between.
    expect(saved.at([4, 46])).toBe("#ff0000");
    expect(saved.at([5, 46])).toBe(CLEAR);
    expect(saved.at([6, 46])).toBe("#ff0000");
    expect(saved.at([9, 46])).toBe(CLEAR);
  });

  await test.step("the version is in the source's line of edits and in the library", async () => {
    await expect(page.getByRole("region", { name: "Lineage" })).toContainText(title);
    const rootId = (await savedPixels(page, versionId)).record.rootId as string;
    expect(rootId).toBe(sourceId);
    const line = await (await page.request.get(`/api/sprites?root=${rootId}`)).json();
    const ids = JSON.stringify(line);
    expect(ids).toContain(versionId);
    await expectLibraryCard(page, title, 2);
  });
});

test("a saved palette, mirror drawing, selection scale and RotSprite turns, fill all, colour swap", async ({
  page,
}, testInfo) => {
  const MAGENTA = "#ff00ff";
  const CYAN = "#00ffff";
  const title = `Editor turns ${unique()}`;
  const sourceId = await openFixture(page, testInfo.outputPath("turns.png"), title);
  // Cookie-signed writes must say where they come from.
  const saved = await page.request.post("/api/palettes", {
    data: { name: `Neon ${unique()}`, colors: [MAGENTA, CYAN] },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const paletteName = (await saved.json()).name as string;
  const { panel, canvas } = await openEditor(page);
  const primary = panel.getByRole("radio", { name: /Primary/ });
  const selectionBox = async (from: Pixel, to: Pixel, text: string) => {
    await canvas.focus();
    await page.keyboard.press("m");
    await mouseDrag(page, canvas, from, to);
    await expect(panel.getByText(text)).toBeVisible();
  };

  await test.step("a colour from a saved palette the artist picks", async () => {
    await panel
      .getByRole("combobox", { name: "Saved palette" })
      .selectOption({ label: `${paletteName} (2)` });
    await panel.getByRole("button", { name: `Saved colour ${MAGENTA}` }).click();
    await expect(primary).toContainText(MAGENTA);
  });

  await test.step("mirror drawing: the stroke and its reflection are one action", async () => {
    await canvas.focus();
    await page.keyboard.press("b");
    await panel.getByRole("button", { name: "Mirror", exact: true }).click();
    await mouseDrag(page, canvas, [0, 5], [3, 5]);
    await expect(panel.getByRole("button", { name: "Undo Mirror stroke" })).toBeEnabled();
    await panel.getByRole("button", { name: "Mirror", exact: true }).click();
  });

  await test.step("selection scaled 2× by nearest neighbour", async () => {
    await selectionBox([0, 5], [3, 5], "Selection 4×1 at 0, 5");
    await panel.getByRole("spinbutton", { name: "Factor" }).fill("2");
    await panel.getByRole("button", { name: "Scale", exact: true }).click();
    await expect(panel.getByRole("button", { name: "Undo Scale selection" })).toBeEnabled();
    await expect(panel.getByText("Selection 8×2 at 0, 5")).toBeVisible();
  });

  await test.step("fill all of the colour: both magenta patches, though apart, turn cyan", async () => {
    await panel.getByRole("button", { name: `Saved colour ${CYAN}` }).click();
    await canvas.focus();
    await page.keyboard.press("g");
    await panel.getByRole("button", { name: "Fill all of the colour", exact: true }).click();
    await mouseClick(page, canvas, [1, 5]);
    await expect(panel.getByRole("button", { name: "Undo Fill" })).toBeEnabled();
  });

  await test.step("a selection turned 90° (exact) and another 30° (RotSprite)", async () => {
    await selectionBox([14, 14], [29, 29], "Selection 16×16 at 14, 14");
    await panel.getByRole("spinbutton", { name: "Angle" }).fill("90");
    await panel.getByRole("button", { name: "Rotate", exact: true }).click();
    await expect(panel.getByRole("button", { name: "Undo Rotate selection" })).toBeEnabled();
    await selectionBox([34, 34], [45, 45], "Selection 12×12 at 34, 34");
    await panel.getByRole("spinbutton", { name: "Angle" }).fill("30");
    await panel.getByRole("button", { name: "Rotate", exact: true }).click();
    await expect(panel.getByText("Selection 12×12 at 34, 34")).toHaveCount(0);
  });

  await test.step("colour swap: the outline colour becomes magenta everywhere", async () => {
    await canvas.focus();
    await page.keyboard.press("i");
    await mouseClick(page, canvas, [2, 24]);
    await expect(primary).toContainText(OUTLINE);
    await panel.getByRole("radio", { name: /Secondary/ }).click();
    await panel.getByRole("button", { name: `Colour ${MAGENTA}`, exact: true }).click();
    await expect(panel.getByRole("radio", { name: /Secondary/ })).toContainText(MAGENTA);
    await panel.getByRole("button", { name: "Swap colour", exact: true }).click();
    await expect(panel.getByRole("button", { name: "Undo Swap colour" })).toBeEnabled();
  });

  const versionId = await saveVersion(page, panel, sourceId);

  await test.step("the saved pixels", async () => {
    const source = await savedPixels(page, sourceId);
    const result = await savedPixels(page, versionId);
    const swapped = (colour: string) => (colour === OUTLINE ? MAGENTA : colour);
    // Mirror + scale + fill all: an 8 × 2 block at the left, the 4 px reflection at the right.
    for (let y = 5; y <= 6; y++) for (let x = 0; x <= 7; x++) expect(result.at([x, y])).toBe(CYAN);
    for (let x = 44; x <= 47; x++) expect(result.at([x, 5])).toBe(CYAN);
    expect(result.at([44, 6])).toBe(swapped(source.at([44, 6])));
    // The 90° turn is exact: source (x, y) of the 16 px box lands at (15 − y, x).
    for (let y = 0; y < 16; y++) {
      for (let x = 0; x < 16; x++)
        expect(result.at([14 + 15 - y, 14 + x])).toBe(swapped(source.at([14 + x, 14 + y])));
    }
    // The 30° turn changed its corner, in none but the colours that were there.
    const corner = everyPixel().filter(([x, y]) => x >= 32 && y >= 32);
    const colours = new Set(corner.map((p) => result.at(p)));
    for (const c of colours) expect([DARK, MAGENTA, CLEAR]).toContain(c);
    expect(corner.some((p) => result.at(p) !== swapped(source.at(p)))).toBe(true);
    // No colour anywhere that the artist did not put there, and no outline colour left.
    const all = new Set(everyPixel().map((p) => result.at(p)));
    expect([...all].sort()).toEqual([CYAN, DARK, LIGHT, MAGENTA, CLEAR].sort());
  });

  await test.step("the library holds one card for the line, with 2 versions", async () => {
    await expectLibraryCard(page, title, 2);
  });
});

test("a strip: frame by frame with onion skin, colour swap across every frame", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const CYAN = "#00ffff";
  const RED = "#ff0000";
  const stillId = await openFixture(page, testInfo.outputPath("walker.png"), `Strip ${unique()}`);
  await page.getByRole("button", { name: /^Animate/ }).click();
  const animate = page.getByRole("region", { name: "Animate" });
  await animate.getByRole("button", { name: /^Start animation/ }).click();
  await expect(animate.getByRole("img", { name: "Animation preview" })).toBeVisible({
    timeout: 30_000,
  });
  await animate.getByRole("link", { name: "Open the animation" }).click();
  await expect(page).not.toHaveURL(new RegExp(stillId));
  await expect(page).toHaveURL(/\/sprites\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("region", { name: "Details" })).toContainText(/\d+ frames/);
  const stripId = page.url().split("/").at(-1) as string;
  const source = await savedPixels(page, stripId);
  expect(source.frameCount).toBeGreaterThan(1);
  const { panel, canvas } = await openEditor(page);
  const frames = everyPixel();

  // A pixel drawn in both of the first two frames, to erase from the second.
  const erased = frames.find(
    ([x, y]) => x > 8 && y > 8 && source.at([x, y], 0) !== CLEAR && source.at([x, y], 1) !== CLEAR,
  ) as Pixel;
  expect(erased).toBeDefined();
  const dot: Pixel = [1, 1];
  // The colour to swap: the first frame's at the erased pixel.
  const colour = source.at(erased, 0);

  await test.step("frame 2 is edited on its own", async () => {
    await panel.getByRole("button", { name: "Frame 2" }).click();
    await expect(panel.getByRole("button", { name: "Frame 2" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await canvas.focus();
    await page.keyboard.press("e");
    await mouseClick(page, canvas, erased);
    await addColour(panel, RED);
    await canvas.focus();
    await page.keyboard.press("b");
    await mouseClick(page, canvas, dot);
    await expect(panel.getByRole("button", { name: "Undo Pencil stroke" })).toBeEnabled();
  });

  await test.step("the onion skin shows frame 1 faintly under frame 2's erased pixel", async () => {
    const shown = async () => shownAt(canvas, await screenOf(canvas, erased));
    const onion = panel.getByRole("checkbox", { name: "Onion skin" });
    await expect(onion).toBeChecked();
    const withOnion = await shown();
    await onion.uncheck();
    await expect.poll(shown).not.toEqual(withOnion);
    await onion.check();
    await expect.poll(shown).toEqual(withOnion);
  });

  await test.step("colour swap changes every frame", async () => {
    await panel.getByRole("radio", { name: /Secondary/ }).click();
    await panel.getByLabel("New colour").fill(CYAN);
    await expect(panel.getByRole("radio", { name: /Secondary/ })).toContainText(CYAN);
    await panel.getByRole("button", { name: "Frame 1" }).click();
    await canvas.focus();
    await page.keyboard.press("i");
    await mouseClick(page, canvas, erased);
    await expect(panel.getByRole("radio", { name: /Primary/ })).toContainText(colour);
    await panel.getByRole("button", { name: "Swap colour", exact: true }).click();
    await expect(panel.getByRole("button", { name: "Undo Swap colour" })).toBeEnabled();
  });

  const versionId = await saveVersion(page, panel, stripId);

  await test.step("the saved strip: every frame swapped, frame 2's own edits only in frame 2", async () => {
    const result = await savedPixels(page, versionId);
    expect(result.frameCount).toBe(source.frameCount);
    let swaps = 0;
    for (let f = 0; f < source.frameCount; f++) {
      for (const p of frames) {
        const before = source.at(p, f);
        let expected = before === colour ? CYAN : before;
        const same = (q: Pixel) => p[0] === q[0] && p[1] === q[1];
        if (f === 1 && same(erased)) expected = CLEAR;
        if (f === 1 && same(dot)) expected = RED;
        if (before === colour) swaps++;
        expect(result.at(p, f), `frame ${f + 1} at ${p}`).toBe(expected);
      }
    }
    expect(swaps).toBeGreaterThan(source.frameCount);
  });
});

test.describe("on a phone, with touch", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("one finger draws, two fingers pinch without drawing, and the edit saves", async ({
    page,
  }, testInfo) => {
    const sourceId = await openFixture(page, testInfo.outputPath("phone.png"), `Phone ${unique()}`);
    const { panel, canvas } = await openEditor(page);
    const fingers = await touch(page);

    await test.step("the canvas fits the screen", async () => {
      const box = await stableBox(canvas);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    });

    await test.step("a tap draws a pixel; a one-finger drag draws a stroke", async () => {
      await addColour(panel, "#ff0000");
      await page.touchscreen.tap(...(await screenOf(canvas, [5, 5])));
      await expect(panel.getByRole("button", { name: "Undo Pencil stroke" })).toBeEnabled();
      await fingers.drag(await screenOf(canvas, [3, 10]), await screenOf(canvas, [8, 10]));
    });

    await test.step("a two-finger pinch zooms in and draws nothing", async () => {
      const before = Number(await canvas.getAttribute("data-zoom"));
      const centre = await screenOf(canvas, [24, 30]);
      await fingers.pinch(centre, 40, 160);
      await expect
        .poll(async () => Number(await canvas.getAttribute("data-zoom")))
        .toBeGreaterThan(before);
      // The pencil stroke is still the last action: the pinch was not recorded.
      await panel.getByRole("button", { name: "Undo Pencil stroke" }).click();
      await panel.getByRole("button", { name: "Redo Pencil stroke" }).click();
    });

    const versionId = await saveVersion(page, panel, sourceId);
    const saved = await savedPixels(page, versionId);
    expect(saved.at([5, 5])).toBe("#ff0000");
    for (let x = 3; x <= 8; x++) expect(saved.at([x, 10])).toBe("#ff0000");
    // Nothing under the pinch's fingers changed (light or dark, as imported).
    for (let x = 16; x <= 32; x++) expect(saved.at([x, 30])).toBe(x + 30 < SIZE ? LIGHT : DARK);
  });

  test("the touch-up region fits the screen, is drawn by touch and moved by touch", async ({
    page,
  }, testInfo) => {
    await openFixture(page, testInfo.outputPath("region.png"), `Region ${unique()}`);
    await page.getByRole("button", { name: /^Touch up/ }).click();
    const panel = page.getByRole("region", { name: "Touch up" });
    const canvas = panel.getByRole("application", { name: /^Touch-up canvas/ });
    await expect(canvas.locator("canvas").first()).toBeVisible();
    await canvas.scrollIntoViewIfNeeded();
    const box = await stableBox(canvas);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const zoom = box.width / SIZE;
    expect(zoom).toBeGreaterThanOrEqual(1);
    const at = (x: number, y: number): [number, number] => [
      box.x + (x + 0.5) * zoom,
      box.y + (y + 0.5) * zoom,
    ];
    const fingers = await touch(page);

    // Outside the default (centred) region: a new region is drawn.
    await fingers.drag(at(2, 3), at(8, 8));
    await expect(panel.getByRole("spinbutton", { name: "X" })).toHaveValue("2");
    await expect(panel.getByRole("spinbutton", { name: "Y" })).toHaveValue("3");
    await expect(panel.getByRole("spinbutton", { name: "Region width" })).toHaveValue("7");
    await expect(panel.getByRole("spinbutton", { name: "Region height" })).toHaveValue("6");

    // Inside it: the region moves, keeping its size.
    await fingers.drag(at(4, 5), at(7, 7));
    await expect(panel.getByRole("spinbutton", { name: "X" })).toHaveValue("5");
    await expect(panel.getByRole("spinbutton", { name: "Y" })).toHaveValue("5");
    await expect(panel.getByRole("spinbutton", { name: "Region width" })).toHaveValue("7");
  });
});

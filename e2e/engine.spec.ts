import { readFile, writeFile } from "node:fs/promises";
import { expect, type Locator, test } from "@playwright/test";
import { makeMattedPng } from "./fixtures";
import { balance, failOnPageErrors, importSprite, searchFor, signUp, unique } from "./studio";

/**
 * The engine's studio pages in a real browser: a palette suggested, tweaked and saved on
 * /palettes, a sprite generated with it from /create, the library and the gallery, a background
 * removed, and a normal map lit by a light that follows the pointer. Each test starts its own
 * local account; assertions compare with what the page showed before, never absolute counts.
 */

failOnPageErrors();

/** Alpha of the four corners and the center of an <img>, read back through a canvas. */
function alphaProbe(image: Locator) {
  return image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no 2d context");
    context.drawImage(img, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const alpha = (x: number, y: number) => data[(y * canvas.width + x) * 4 + 3];
    const w = canvas.width - 1;
    const h = canvas.height - 1;
    return {
      corners: [alpha(0, 0), alpha(w, 0), alpha(0, h), alpha(w, h)],
      center: alpha(w >> 1, h >> 1),
    };
  });
}

test("a palette made on /palettes is used to generate a sprite, which lands in the library", async ({
  page,
}) => {
  const run = unique();
  const paletteName = `Ember ${run}`;
  const prompt = `a knight with a red cape and a zorblax ${run}`;
  await signUp(page);

  let paletteId = "";
  await test.step("suggest palettes, pick one, tweak it and see it update", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Palettes" }).click();
    await page.getByRole("textbox", { name: "Palette prompt" }).fill("glowing lava cave, warm");
    await page.getByRole("button", { name: "Suggest palettes" }).click();
    await expect(page.getByText("Read as:")).toBeVisible();
    await expect(page.getByTestId("read-as")).toContainText("lava");

    const options = page.getByRole("radiogroup", { name: "Palette options" }).getByRole("radio");
    await expect(options).not.toHaveCount(0);
    const second = page.getByRole("radio", { name: /^Option 2/ });
    await second.check();
    await expect(second).toBeChecked();

    const preview = page.getByTestId("palette-preview");
    const before = await preview.getAttribute("data-colors");
    await page.getByRole("slider", { name: "Hue shift" }).fill("-40");
    await expect(preview).not.toHaveAttribute("data-colors", before ?? "");
    await page.getByRole("spinbutton", { name: "Color count" }).fill("12");
    await expect(page.getByRole("img", { name: "Preview: 12 colors" })).toBeVisible();
    await page.getByRole("checkbox", { name: "muted" }).check({ force: true });
    await expect(page.getByRole("checkbox", { name: "muted" })).toBeChecked();
  });

  await test.step("save it: the server regenerates exactly the colors shown", async () => {
    await page.getByRole("textbox", { name: "Palette name" }).fill(paletteName);
    await page.getByRole("button", { name: "Save palette" }).click();
    const saved = page.getByRole("status").filter({ hasText: `Saved “${paletteName}”` });
    await expect(saved).toContainText("12 colors, exactly as shown");
    await expect(
      page
        .getByRole("list", { name: "Saved palettes" })
        .getByRole("heading", { name: paletteName }),
    ).toBeVisible();
    await saved.getByRole("link", { name: "Use for generation" }).click();
    await expect(page).toHaveURL(/\/create\?palette=[0-9a-f-]{36}$/);
    paletteId = new URL(page.url()).searchParams.get("palette") ?? "";
    // A full load of the link (a bookmark, a new tab) chooses the same palette.
    await page.reload();
  });

  await test.step("the form checks the contract as you type", async () => {
    await expect(page.getByRole("radio", { name: paletteName })).toBeChecked();
    for (const name of ["Asset type", "Direction", "Camera"]) {
      await expect(page.getByRole("combobox", { name })).toBeVisible();
    }
    await expect(page.getByRole("combobox", { name: "Asset type" })).toHaveValue("");
    await expect(
      page.getByRole("combobox", { name: "Asset type" }).getByRole("option", {
        name: "Infer from prompt",
      }),
    ).toHaveCount(1);
    const promptBox = page.getByRole("textbox", { name: "Prompt" });
    await promptBox.fill("ab");
    await expect(promptBox).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Use at least 3 characters.")).toBeVisible();
    const width = page.getByRole("spinbutton", { name: "Width" });
    await width.fill("20");
    await expect(width).toHaveAccessibleDescription(/Must be 32 or more\./);
    await width.fill("48");
    await expect(width).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("spinbutton", { name: "Height" }).fill("48");
    await promptBox.fill(prompt);
    await expect(promptBox).not.toHaveAttribute("aria-invalid", "true");
    await page.getByRole("combobox", { name: "Direction" }).selectOption("east");
    await page.getByRole("combobox", { name: "Camera" }).selectOption("side");
    await expect(page.getByRole("checkbox", { name: "Public" })).not.toBeChecked();
  });

  await test.step("generate: the cost is on the button, the balance follows", async () => {
    const start = await balance(page);
    const generate = page.getByRole("button", { name: "Generate · 1 token" });
    await expect(generate).toBeVisible();
    await generate.click();
    await expect(page).toHaveURL(/\/sprites\/[0-9a-f-]{36}$/);
    // Named by its subject, short; the prompt stays on the record.
    await expect(page.getByRole("heading", { name: "knight", level: 1 })).toBeVisible();
    await expect.poll(() => balance(page)).toBe(start - 1);

    const reading = page.getByRole("region", { name: "Prompt reading" });
    await expect(reading).toContainText("knight");
    await expect(reading.getByRole("note")).toContainText("zorblax");

    const details = page.getByRole("region", { name: "Details" });
    await expect(details).toContainText("48 × 48 px");
    await expect(details).toContainText("Generated");
    await expect(details).toContainText(paletteName);
    expect(paletteId).not.toBe("");
  });

  await test.step("the new sprite is first in the library", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Library" }).click();
    const link = page.getByRole("link", { name: "knight", exact: true });
    await expect(link).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Sprites" }).getByRole("link").first(),
    ).toHaveText("knight");
  });
});

test("a sprite generated as public shows in the gallery; a private one does not", async ({
  page,
}) => {
  const run = unique();
  const publicPrompt = `a treasure chest with gold trim ${run}`;
  const privatePrompt = `a wooden barrel ${run}`;
  await signUp(page);

  for (const [prompt, name, isPublic] of [
    [publicPrompt, "chest", true],
    [privatePrompt, "barrel", false],
  ] as const) {
    await page.getByRole("navigation").getByRole("link", { name: "Create" }).click();
    await page.getByRole("textbox", { name: "Prompt" }).fill(prompt);
    await page.getByRole("combobox", { name: "Asset type" }).selectOption("prop");
    if (isPublic) await page.getByRole("checkbox", { name: "Public" }).check();
    else {
      // The private one borrows the public one's style: a reference from the library.
      await page.getByRole("button", { name: "Choose from library" }).click();
      await page
        .getByRole("radiogroup", { name: "Sprites to reference" })
        .getByRole("radio", { name: /^chest/ })
        .check();
      await expect(page.getByRole("button", { name: "Clear reference" })).toBeVisible();
    }
    await page.getByRole("button", { name: /^Generate/ }).click();
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: "Details" })).toContainText(
      isPublic ? "Yes, in the gallery" : "No",
    );
    if (!isPublic) {
      await expect(page.getByRole("region", { name: "Lineage" })).toContainText("chest");
    }
  }

  await page.getByRole("navigation").getByRole("link", { name: "Gallery" }).click();
  await expect(page.getByRole("heading", { name: "Gallery", level: 1 })).toBeVisible();
  // The gallery is every account's: this run's words find this run's sprites.
  await searchFor(page, run);
  const gallery = page.getByRole("region", { name: "Public sprites" });
  await expect(gallery.getByRole("link")).toHaveCount(1);
  await expect(gallery.getByRole("link", { name: "chest" })).toBeVisible();
  await expect(page.getByText(`No public sprite matches`)).toHaveCount(0);

  const filter = page.getByRole("combobox", { name: "Asset type" });
  await filter.selectOption("character");
  await expect(page.getByText(`No public sprite matches “${run}”.`)).toBeVisible();
  await filter.selectOption("prop");
  await page.getByRole("link", { name: "chest" }).click();
  await expect(page).toHaveURL(/\/gallery\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "chest", level: 1 })).toBeVisible();
});

test("removing a flat background gives a new sprite with transparent corners", async ({
  page,
}, testInfo) => {
  const title = `Matted ball ${unique()}`;
  await signUp(page);
  await importSprite(page, await makeMattedPng(testInfo.outputPath("matted.png"), 48), title);

  const start = await balance(page);
  await page.getByRole("button", { name: "Remove background", exact: true }).click();
  const panel = page.getByRole("region", { name: "Remove background" });
  await expect(panel.getByRole("radio", { name: /Standard · free/ })).toBeChecked();
  await expect(panel.getByRole("radio", { name: /Refined · 1 token/ })).not.toBeChecked();
  await expect(panel.getByRole("slider", { name: "Tolerance" })).toHaveValue("200");
  await panel.getByRole("slider", { name: "Tolerance" }).fill("120");
  await expect(panel).toContainText("#ff00ff");

  const before = await alphaProbe(panel.getByRole("img", { name: `Before: ${title}` }));
  expect(before.corners).toEqual([255, 255, 255, 255]);

  await panel.getByRole("button", { name: "Apply removal · free" }).click();
  const after = panel.getByRole("img", { name: "After: background removed" });
  await expect(after).toBeVisible();
  const probe = await alphaProbe(after);
  expect(probe.corners).toEqual([0, 0, 0, 0]);
  expect(probe.center).toBe(255);
  const status = panel.getByRole("status").filter({ hasText: "Saved as a new sprite" });
  await expect(status).toContainText("#ff00ff");
  expect(await balance(page)).toBe(start);

  await status.getByRole("link", { name: "Open the new sprite" }).click();
  await expect(page).toHaveURL(/\/sprites\/[0-9a-f-]{36}$/);
  const details = page.getByRole("region", { name: "Details" });
  await expect(details).toContainText("Background removal");
  await expect(page.getByRole("region", { name: "Lineage" })).toContainText(title);

  // The result's corners are transparent now: the page says so before sending, and the
  // service's refusal appears next to the form in words (its code kept on the alert).
  await page.getByRole("button", { name: "Remove background", exact: true }).click();
  const again = page.getByRole("region", { name: "Remove background" });
  await expect(again.getByRole("note")).toContainText("already transparent");
  await again.getByRole("button", { name: /^Apply removal/ }).click();
  const refusal = again.getByRole("alert");
  await expect(refusal).toContainText("transparent");
  await expect(refusal).toHaveAttribute("data-error-code", "invalid_request");
  await expect(refusal).not.toContainText("invalid_request");
});

test("a normal map lights the sprite from wherever the pointer is", async ({ page }, testInfo) => {
  const title = `Lit ball ${unique()}`;
  await signUp(page);
  await importSprite(page, await makeMattedPng(testInfo.outputPath("lit.png"), 40), title);

  const start = await balance(page);
  await page.getByRole("button", { name: "Normal map", exact: true }).click();
  const panel = page.getByRole("region", { name: "Normal map" });
  await expect(panel.getByRole("slider", { name: "Strength" })).toBeVisible();
  await expect(panel.getByRole("checkbox", { name: "Flip green (DirectX)" })).not.toBeChecked();
  // Columns × rows over 24 is refused by the contract before anything is sent.
  await panel.getByRole("spinbutton", { name: "Columns" }).fill("5");
  await panel.getByRole("spinbutton", { name: "Rows" }).fill("5");
  await expect(panel.getByText("columns times rows must not exceed 24")).toBeVisible();
  await panel.getByRole("spinbutton", { name: "Columns" }).fill("1");
  await panel.getByRole("spinbutton", { name: "Rows" }).fill("1");
  await panel.getByRole("slider", { name: "Strength" }).fill("2.5");

  await panel.getByRole("button", { name: "Bake map · 1 token" }).click();
  await expect(panel.getByRole("img", { name: "Normal map" })).toBeVisible();
  await expect.poll(() => balance(page)).toBe(start - 1);
  await expect(
    panel.getByRole("status").filter({ hasText: "Saved as a new sprite" }),
  ).toContainText("1 token");

  const canvas = panel.getByRole("img", { name: /^Lit preview/ });
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error("the lit preview has no box");

  /** A digest of the canvas: its summed brightness by quadrant, and how many pixels are lit. */
  const read = () =>
    canvas.evaluate((node: HTMLCanvasElement) => {
      const context = node.getContext("2d");
      if (!context) throw new Error("no 2d context");
      const { data, width, height } = context.getImageData(0, 0, node.width, node.height);
      const quadrants = [0, 0, 0, 0];
      let opaque = 0;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const at = (y * width + x) * 4;
          if (data[at + 3] === 0) continue;
          opaque++;
          const q = (y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1);
          quadrants[q]! += data[at]! + data[at + 1]! + data[at + 2]!;
        }
      }
      return { quadrants, opaque };
    });

  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.1);
  await expect.poll(async () => (await read()).opaque).toBeGreaterThan(0);
  const topLeft = await read();
  await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.9);
  await expect.poll(async () => (await read()).quadrants.join()).not.toBe(topLeft.quadrants.join());
  const bottomRight = await read();
  // The light moved from the top-left to the bottom-right: that side of the ball got brighter.
  expect(bottomRight.quadrants[3]!).toBeGreaterThan(topLeft.quadrants[3]!);
  expect(bottomRight.quadrants[0]!).toBeLessThan(topLeft.quadrants[0]!);

  // The map's own page lights its source sprite with it too.
  await panel.getByRole("link", { name: "Open the normal map" }).click();
  await expect(page.getByRole("region", { name: "Details" })).toContainText("Normal map");
  await expect(
    page.getByRole("region", { name: "Lighting" }).getByRole("img", { name: /^Lit preview/ }),
  ).toBeVisible();
});

test("a palette file is imported as explicit colors and exported in every format", async ({
  page,
}, testInfo) => {
  const name = `Lospec import ${unique()}`;
  const colors = ["#1a1c2c", "#5d275d", "#b13e53", "#ef7d57", "#ffcd75"];
  const gpl = [
    "GIMP Palette",
    `Name: ${name}`,
    "#",
    ...colors.map((hex) => {
      const n = Number.parseInt(hex.slice(1), 16);
      return `${(n >> 16) & 255} ${(n >> 8) & 255} ${n & 255}\t${hex.slice(1)}`;
    }),
  ].join("\n");
  const path = testInfo.outputPath("sweetie.gpl");
  await writeFile(path, gpl);
  const broken = testInfo.outputPath("broken.pal");
  await writeFile(broken, "JASC-PAL\n0100\n2\n0 0 0\n");

  await signUp(page);
  await page.getByRole("navigation").getByRole("link", { name: "Palettes" }).click();

  await page.getByLabel("Palette file", { exact: true }).setInputFiles(broken);
  await expect(
    page.getByRole("region", { name: "Import a palette file" }).getByRole("alert"),
  ).toContainText("declared 2 colors but found 1");

  await page.getByLabel("Palette file", { exact: true }).setInputFiles(path);
  const form = page.getByRole("form", { name: "Save the imported palette" });
  await expect(form.getByRole("img", { name: /^Imported colors/ })).toHaveAccessibleName(
    `Imported colors: ${colors.join(", ")}`,
  );
  await expect(form.getByRole("textbox", { name: "Imported palette name" })).toHaveValue(name);
  await form.getByRole("button", { name: "Save imported palette" }).click();

  const card = page.getByRole("article", { name });
  await expect(card).toContainText("5 colors");
  await expect(card).toContainText("Custom colors");

  const exported: Record<string, string> = {};
  for (const format of ["gpl", "hex", "pal"]) {
    const download = page.waitForEvent("download");
    await card
      .getByRole("group", { name: `Export ${name}` })
      .getByRole("button", { name: `.${format}` })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
    exported[format] = await readFile(await file.path(), "utf8");
  }
  expect(exported.hex?.trim().split("\n")).toEqual(colors.map((hex) => hex.slice(1)));
  expect(exported.gpl).toContain(`Name: ${name}`);
  expect(exported.pal?.split("\n").slice(0, 4)).toEqual(["JASC-PAL", "0100", "5", "26 28 44"]);

  await card.getByRole("link", { name: "Use for generation" }).click();
  await expect(page.getByRole("radio", { name })).toBeChecked();
});

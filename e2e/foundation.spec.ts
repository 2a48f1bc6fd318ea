import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { makeSpritePng } from "./fixtures";
import { signUp } from "./studio";

/** The policy must let the studio run: anything it refuses fails the test that met it. */
let refusedByPolicy: string[] = [];
test.beforeEach(({ page }) => {
  refusedByPolicy = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
  });
});
test.afterEach(() => {
  expect(refusedByPolicy).toEqual([]);
});

/**
 * The foundation's whole slice in a real browser: a local account, an import through the file
 * picker, the library, the sprite page, a key created and revoked, and sign-out. Names are made
 * unique per run and every assertion is about what the page shows, not absolute counts.
 */
test("a new artist imports a sprite, manages a key and signs out", async ({ page }, testInfo) => {
  const run = `${Date.now().toString(36)}${testInfo.retry}`;
  const title = `Amber tile ${run}`;
  const keyName = `e2e key ${run}`;

  await test.step("signed out, / leads to /login; create a local account", async () => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("button", { name: "Create local account" }).click();
    await expect(page.getByText("This is the only time the key is shown.")).toBeVisible();
    const shown = await page.getByRole("textbox", { name: /^API key of / }).inputValue();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy key" }).click();
    await expect(page.getByText("Copied to the clipboard.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    await page.getByRole("button", { name: "Continue to the studio" }).click();
    await expect(page.getByRole("heading", { name: "Library", level: 1 })).toBeVisible();
    for (const name of ["Library", "Create", "Palettes", "Gallery", "Account"]) {
      await expect(
        page.getByRole("navigation").getByRole("link", { name, exact: true }),
      ).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Asset type" })).toBeVisible();
  });

  await test.step("a file that breaks the rules is explained and not sent", async () => {
    const tiny = await makeSpritePng(testInfo.outputPath("tiny.png"), 8);
    await page.getByLabel("Sprite file").setInputFiles(tiny);
    const checks = page.getByRole("list", { name: "Import checks" });
    await expect(checks).toContainText("8 × 8 px: each side must be 16 to 256 px.");
    await expect(page.getByRole("button", { name: "Add to library" })).toBeDisabled();
    await page.getByRole("button", { name: "Discard" }).click();
  });

  await test.step("import a PNG through the file picker", async () => {
    const png = await makeSpritePng(testInfo.outputPath("amber.png"), 32);
    await expect(page.getByRole("button", { name: "Import sprite" })).toBeVisible();
    await page.getByLabel("Sprite file").setInputFiles(png);
    await expect(page.getByRole("list", { name: "Import checks" })).toContainText("32 × 32 px");
    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("combobox", { name: "Category" }).selectOption("tile");
    await page.getByRole("button", { name: "Add to library" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Imported “${title}”` })).toBeVisible();
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });

  await test.step("the asset type filter narrows the grid", async () => {
    const filter = page.getByRole("combobox", { name: "Asset type" });
    await filter.selectOption("character");
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    await filter.selectOption("tile");
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await filter.selectOption("all");
  });

  await test.step("open the sprite: large view, zoom, metadata, download", async () => {
    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/sprites\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    const sprite = page.getByRole("img", { name: title });
    await expect(sprite).toBeVisible();
    await expect(sprite).toHaveCSS("image-rendering", "pixelated");

    // Zoom is relative to the fitted start, which depends on the window: compare, not match.
    const zoom = page.getByRole("status", { name: "Zoom level" });
    const percent = async () => Number.parseInt((await zoom.textContent()) ?? "", 10);
    const fitted = await percent();
    await page.getByRole("button", { name: "Zoom in" }).click();
    await expect.poll(percent).toBeGreaterThan(fitted);
    await page.getByRole("button", { name: "Zoom out" }).click();
    await page.getByRole("button", { name: "Zoom out" }).click();
    await expect.poll(percent).toBeLessThan(fitted);
    await page.getByRole("button", { name: "Fit" }).click();
    await expect.poll(percent).toBe(fitted);

    const details = page.getByRole("region", { name: "Details" });
    await expect(details).toContainText(title);
    await expect(details).toContainText("32 × 32 px");
    await expect(details).toContainText("Imported");
    await expect(details).toContainText("tile");

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download" }).click();
    await page.getByRole("menuitem", { name: "PNG", exact: true }).click();
    expect((await download).suggestedFilename()).toMatch(/\.png$/);
  });

  await test.step("create a key, see its secret once, revoke it", async () => {
    await page.getByRole("navigation").getByRole("link", { name: "Account" }).click();
    await expect(page.getByRole("heading", { name: "Account", level: 1 })).toBeVisible();
    await page.getByRole("tab", { name: "API keys" }).click();
    await expect(page.getByRole("tab", { name: "API keys" })).toHaveAttribute(
      "aria-selected",
      "true",
    );

    await page.getByRole("textbox", { name: "Key name" }).fill(keyName);
    await page.getByRole("button", { name: "Create key" }).click();
    const secret = page.getByRole("textbox", { name: `Secret of key ${keyName}` });
    await expect(secret).toHaveValue(/^sw_sk_[0-9A-Za-z]{32}$/);
    await expect(page.getByText("this is the only time it is shown")).toBeVisible();
    await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();

    const row = page.getByRole("row").filter({ hasText: keyName });
    await expect(row).toContainText("Active");
    await expect(row).toContainText("Never used");
    // The key this browser's session holds has been used by every page so far.
    await expect(page.getByRole("row").filter({ hasText: "First key" })).toContainText(
      /Last used (just now|\d+ min ago)/,
    );
    // Once dismissed, the secret is gone for good: the list only knows the prefix.
    const value = await secret.inputValue();
    await page.getByRole("button", { name: "Done" }).click();
    await expect(secret).toHaveCount(0);
    await expect(page.getByText(value)).toHaveCount(0);
    await expect(row).toContainText(value.slice(0, 8));

    await row.getByRole("button", { name: `Revoke ${keyName}` }).click();
    await row.getByRole("button", { name: "Yes, revoke" }).click();
    await expect(row).toContainText("Revoked");
    await expect(row.getByRole("button", { name: `Revoke ${keyName}` })).toHaveCount(0);
  });

  await test.step("signing out of a local account warns first; / then leads to /login", async () => {
    await page.getByRole("button", { name: "Sign out" }).click();
    const warning = page.getByRole("dialog", { name: "Sign out of this local account?" });
    await expect(warning).toContainText("paste this account's API key");
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await expect(warning).toBeHidden();
    await page.getByRole("button", { name: "Sign out" }).click();
    await warning.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("textbox", { name: "API key" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("pages and API answers tell the browser to refuse framing, sniffing and other hosts", async ({
  page,
}) => {
  const response = await page.goto("/login");
  const headers = response!.headers();
  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("script-src 'self' 'unsafe-inline'");
  expect(policy).toContain("img-src 'self' data: blob:");
  expect(policy).not.toMatch(/https?:|\*/);
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");

  const api = await page.request.get("/api/openapi.json");
  expect(api.ok()).toBe(true);
  expect(api.headers()["content-security-policy"]).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["x-frame-options"]).toBe("DENY");
});

test("a wrong key is refused next to the form, in words", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("textbox", { name: "API key" }).fill("sw_sk_notarealkeynotarealkeynotareal");
  await page.getByRole("button", { name: "Sign in" }).click();
  const form = page.getByRole("form", { name: "Sign in with an API key" });
  const alert = form.getByRole("alert");
  await expect(alert).toContainText("That API key was not accepted");
  await expect(alert).not.toContainText("invalid_api_key");
  await expect(alert).toHaveAttribute("data-error-code", "invalid_api_key");
  await expect(page).toHaveURL(/\/login$/);
});

test("a sprite dropped on the library page is checked and imported", async ({ page }, testInfo) => {
  const title = `Dropped ${Date.now().toString(36)}`;
  await signUp(page);

  const bytes = await readFile(await makeSpritePng(testInfo.outputPath("drop.png"), 24));
  // A real drag from the desktop cannot be scripted; a DataTransfer carrying a File is what the
  // page receives from one.
  const transfer = await page.evaluateHandle(
    (data) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(data)], "dropped.png", { type: "image/png" }));
      return dt;
    },
    [...bytes],
  );
  const main = page.getByRole("main");
  await main.dispatchEvent("dragenter", { dataTransfer: transfer });
  await expect(page.getByText("Drop to import")).toBeVisible();
  await main.dispatchEvent("drop", { dataTransfer: transfer });
  await expect(page.getByText("Drop to import")).toHaveCount(0);

  await expect(page.getByRole("list", { name: "Import checks" })).toContainText("24 × 24 px");
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("button", { name: "Add to library" }).click();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("revoking the key this browser signed in with signs it out", async ({ page }) => {
  await signUp(page);
  await page.getByRole("navigation").getByRole("link", { name: "Account" }).click();
  await page.getByRole("tab", { name: "API keys" }).click();

  // A new local account has exactly one key: the one its session holds.
  const revoke = page.getByRole("button", { name: /^Revoke / });
  await expect(revoke).toHaveCount(1);
  await revoke.click();
  await page.getByRole("button", { name: "Yes, revoke" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/login$/);
});

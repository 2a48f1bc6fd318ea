import { expect, test } from "@playwright/test";
import { signUp } from "./studio";

/**
 * Asset packs in a real browser: a prompt is planned with every step's price, run at the total
 * shown, and each step's sprite can be opened.
 */
test("an asset pack is planned, priced, run and opened", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await signUp(page);
  await page.getByRole("navigation").getByRole("link", { name: "Packs", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Asset packs", level: 1 })).toBeVisible();

  await page.getByLabel("Pack prompt").fill("a knight and a sword, walking");
  await page.getByRole("button", { name: "Plan pack" }).click();
  const plan = page.getByRole("region", { name: "Pack plan" });
  await expect(plan.getByRole("listitem")).toHaveCount(3);
  await expect(plan).toContainText("Total: 6 tokens");

  await page.getByRole("button", { name: "Run pack · 6 tokens" }).click();
  await expect(plan.getByRole("status")).toContainText("Done.", { timeout: 30_000 });
  await expect(plan.getByTestId("step-status")).toHaveText(["completed", "completed", "completed"]);
  await plan.getByRole("link", { name: "Open" }).last().click();
  await expect(page.getByRole("img", { name: "Animation preview" })).toBeVisible();
  expect(errors).toEqual([]);
});

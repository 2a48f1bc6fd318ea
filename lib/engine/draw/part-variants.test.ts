import { describe, expect, it } from "vitest";
import { type AssetType, readSpritePrompt } from "../prompt";
import { createRandom } from "../random";
import { createCanvas, EMPTY } from "./canvas";
import { drawCharacter } from "./character";
import type { Generator } from "./context";
import { BODY_PLANS, planFor } from "./plans";
import { drawProp } from "./prop";
import { createScheme } from "./scheme";
import { PLAIN_VARIATION } from "./variation";
import { drawVehicle } from "./vehicle";
import { drawWeaponSprite } from "./weapon";
import { drawItem } from "./item";
import { drawUi } from "./ui";
import { drawCreature } from "./creature";

const GENERATORS: Partial<Record<AssetType, Generator>> = {
  character: drawCharacter,
  vehicle: drawVehicle,
  prop: drawProp,
  weapon: drawWeaponSprite,
  item: drawItem,
  ui: drawUi,
  creature: drawCreature,
};

/**
 * The inks of a subject drawn with every seed-driven quantity held still and one part forced to
 * its `index`-th variant: any difference between two drawings is that part's.
 */
function inks(prompt: string, type: AssetType, part: string, index: number): string {
  const reading = readSpritePrompt(prompt, type);
  const canvas = createCanvas(64, 64);
  const variation = { ...PLAIN_VARIATION, choose: (p: string) => (p === part ? index : 0) };
  GENERATORS[type]!({
    canvas,
    scheme: createScheme(reading, variation),
    random: createRandom("part variants"),
    variation,
    reading,
    subject: reading.subject,
    facing: "none",
    camera: "none",
    width: 64,
    height: 64,
  });
  return Array.from(canvas.ink, (ink) => (ink === EMPTY ? "." : ink.toString(36))).join(",");
}

describe("part variants", () => {
  it.each([
    ["knight with sword and shield", "character", ["helmet", "cape"]],
    ["villager", "character", ["hair"]],
    ["a pirate ship", "vehicle", ["rig"]],
    ["wooden cart", "vehicle", ["cover", "wheels"]],
    ["a wooden fence", "prop", ["fence"]],
    ["iron street lamp post", "prop", ["lamp-arm"]],
    ["wooden park bench", "prop", ["bench-slats"]],
    ["a cottage", "prop", ["windows", "chimney"]],
    ["steel sword", "weapon", ["blade"]],
    ["red health potion", "item", ["bottle"]],
    ["wooden ui panel", "ui", ["corners"]],
    ["green slime", "creature", ["shape"]],
    ["grey wolf", "creature", ["build"]],
  ] as const)("%s: every variant of %j is drawn differently", (prompt, type, parts) => {
    const reading = readSpritePrompt(prompt, type);
    const plan = planFor(type, reading.subject, reading.variant);
    expect(BODY_PLANS).toContain(plan);
    for (const part of parts) {
      const options = plan.variants[part] ?? [];
      // A list may repeat a name to weight it; each distinct name is one drawing.
      const distinct = [...new Set(options)].map((name) => options.indexOf(name));
      expect(distinct.length, `${plan.name} ${part}`).toBeGreaterThan(1);
      const drawings = new Set(distinct.map((i) => inks(prompt, type, part, i)));
      expect(drawings.size, `${plan.name} ${part}`).toBe(distinct.length);
    }
  });
});

/**
 * Engine sprites for the corpus: a knight and a wizard drawn as layered documents, whose part
 * masks come from the layers the generator painted each part into (the sword, the shield, the
 * cape, the robe), never from a part locator. A pixel belongs to the front-most layer with ink
 * there; opaque pixels no layer holds, or in the outline colour, are the finishing's line work.
 */
import { drawLayered, EMPTY } from "../../draw";
import { readSpritePrompt } from "../../prompt";
import { type Fixture, fixtureOf, OUTLINE } from "./draw";

/** Shades per ramp in the engine's layer inks: ink = ramp × 5 + level. */
const INK_LEVELS = 5;

/** Names a layer answers to: its own name (`arm.left`), its role (`shield`), its kind (`sword`). */
function namesOf(layer: { name: string; role: string; kind?: string }): string[] {
  return [...new Set([layer.name, layer.role, ...(layer.kind ? [layer.kind] : [])])];
}

export function engineFixture(name: string, prompt: string): Fixture {
  const reading = readSpritePrompt(prompt);
  const doc = drawLayered({
    reading,
    assetType: reading.assetType,
    width: 64,
    height: 64,
    direction: "none",
    camera: "none",
    seed: 7,
  });
  if (doc.mirrored) throw new Error(`${name}: a front view is never mirrored`);
  const { width, height } = doc;
  const image = doc.sprite.image;
  const parts: string[][] = Array.from({ length: width * height }, () => []);
  const stacked: string[][] = Array.from({ length: width * height }, () => []);
  for (const layer of doc.layers) {
    for (let y = 0; y < layer.height; y++) {
      for (let x = 0; x < layer.width; x++) {
        if (layer.ink[y * layer.width + x] === EMPTY) continue;
        const i = (layer.y + y) * width + layer.x + x;
        // Each pixel is also named by the ramp the layer painted it in ("shield ramp 0": a
        // shield's field, apart from its steel rim and emblem), so a case can say which of a
        // part's materials may change.
        const ramp = Math.floor(layer.ink[y * layer.width + x]! / INK_LEVELS);
        if (image.data[i * 4 + 3]) parts[i] = [...namesOf(layer), `${layer.role} ramp ${ramp}`];
        stacked[i]!.push(...namesOf(layer));
      }
    }
  }
  // The finishing draws line work in the outline colour over the parts behind an edge (a
  // staff's line across the robe): those pixels are line work, not the robe.
  const [lr, lg, lb] = doc.finish.outlineColor;
  parts.forEach((p, i) => {
    const o = i * 4;
    if (!image.data[o + 3]) return;
    const line = image.data[o] === lr && image.data[o + 1] === lg && image.data[o + 2] === lb;
    if (p.length === 0 || line) parts[i] = [OUTLINE];
  });
  return { ...fixtureOf(name, image, parts), layers: doc, stacked };
}

export const KNIGHT = engineFixture("knight (engine)", "knight with sword and shield");
export const WIZARD = engineFixture("wizard (engine)", "old wizard with a staff");

/**
 * Characters in profile read as themselves: the face shows its eye (no band of hair across it
 * under a helmet), a knight's shield shows, and a wizard's staff stands in view rather than
 * behind his head. The parts come from the layers the drawer kept.
 */
import { describe, expect, it } from "vitest";
import { doc } from "../testing";
import { eyesOfLayer, type LayeredSprite, type SpriteLayer } from ".";

/** Share of a layer's pixels that no layer drawn after it covers. */
function shownShare(d: LayeredSprite, layer: SpriteLayer): number {
  const covered = new Set<number>();
  for (const later of d.layers.filter((l) => l.z > layer.z)) {
    later.ink.forEach((ink, i) => {
      if (ink >= 0)
        covered.add((later.y + Math.floor(i / later.width)) * 4096 + later.x + (i % later.width));
    });
  }
  let own = 0;
  let shown = 0;
  layer.ink.forEach((ink, i) => {
    if (ink < 0) return;
    own++;
    const key = (layer.y + Math.floor(i / layer.width)) * 4096 + layer.x + (i % layer.width);
    if (!covered.has(key)) shown++;
  });
  return own ? shown / own : 0;
}

const headOf = (d: LayeredSprite) => d.layers.find((l) => l.role === "head")!;

describe("characters in profile", () => {
  it.each(["knight with sword and shield", "old wizard with a staff", "elf archer with a bow"])(
    "%s: the eye has a white behind it, lighter than the face around it",
    (prompt) => {
      const d = doc(prompt, "east");
      const head = headOf(d);
      const [eye] = eyesOfLayer(head);
      expect(eye).toBeDefined();
      const { image } = d.sprite;
      const y = head.y + eye!.y0;
      const luma = (x: number) => {
        const o = (y * image.width + head.x + x) * 4;
        return image.data[o]! * 0.3 + image.data[o + 1]! * 0.59 + image.data[o + 2]! * 0.11;
      };
      const white = luma(eye!.x0 - 1);
      const face = Math.max(luma(eye!.x0 - 2), luma(eye!.x1 + 1));
      expect(white, `white ${white.toFixed(0)}, face ${face.toFixed(0)}`).toBeGreaterThan(
        face + 10,
      );
    },
  );

  it.each(["knight with sword and shield", "soldier"])(
    "%s under an open helmet: the eye's rows are bare face from the head's middle to the eye",
    (prompt) => {
      const d = doc(prompt, "east");
      const head = headOf(d);
      const [eye] = eyesOfLayer(head);
      // The face's own part: the skin just behind the eye's white.
      const skin = head.part[eye!.y0 * head.width + eye!.x0 - 2]!;
      const white = head.part[eye!.y0 * head.width + eye!.x0 - 1]!;
      const middle = Math.round(head.joint.x - head.x);
      const strays: string[] = [];
      for (let y = eye!.y0; y <= eye!.y1; y++) {
        for (let x = middle; x < eye!.x0; x++) {
          const i = y * head.width + x;
          if (head.ink[i]! >= 0 && head.part[i] !== skin && head.part[i] !== white)
            strays.push(`${x},${y}`);
        }
      }
      expect(strays).toEqual([]);
    },
  );

  it("a knight facing east shows its shield, carried ahead of the chest", () => {
    const d = doc("knight with sword and shield", "east");
    const shield = d.layers.find((l) => l.role === "shield");
    expect(shield).toBeDefined();
    expect(shownShare(d, shield!)).toBeGreaterThan(0.4);
    const torso = d.layers.find((l) => l.role === "torso")!;
    expect(shield!.x + shield!.width).toBeGreaterThan(torso.x + torso.width + 2);
  });

  it("a wizard facing east holds his staff in view, ahead of his face and beard", () => {
    const d = doc("old wizard with a staff", "east");
    const staff = d.layers.find((l) => l.role === "item")!;
    expect(shownShare(d, staff)).toBeGreaterThan(0.75);
  });

  it("a knight facing east holds his blade clear ahead of the shield, not across it", () => {
    const d = doc("knight with sword and shield", "east");
    const shield = d.layers.find((l) => l.role === "shield")!;
    const blade = d.layers.find((l) => l.role === "item")!;
    const cells = (l: SpriteLayer) => {
      const out: [number, number][] = [];
      l.ink.forEach((ink, i) => {
        if (ink >= 0) out.push([l.x + (i % l.width), l.y + Math.floor(i / l.width)]);
      });
      return out;
    };
    const shieldAt = new Set(cells(shield).map(([x, y]) => y * 4096 + x));
    // The grip and guard may sit over the shield's edge; the upper half, the blade, does not.
    const upperHalf = cells(blade).filter(([, y]) => y < blade.y + blade.height / 2);
    const over = upperHalf.filter(([x, y]) => shieldAt.has(y * 4096 + x)).length;
    expect(upperHalf.length).toBeGreaterThan(4);
    expect(over).toBe(0);
  });

  it("a figure facing east stands on feet whose toes point east: the sole reaches past the instep", () => {
    for (const prompt of ["knight with sword and shield", "elf archer with a bow"]) {
      const d = doc(prompt, "east");
      const lower = d.layers.filter((l) => l.role === "leg-lower");
      const near = lower[lower.length - 1]!;
      const rightmost = (row: number) => {
        let best = -1;
        for (let x = 0; x < near.width; x++) if (near.ink[row * near.width + x]! >= 0) best = x;
        return best;
      };
      let bottom = near.height - 1;
      while (bottom > 0 && rightmost(bottom) < 0) bottom--;
      const sole = rightmost(bottom - 1);
      // The boot's top row: a few rows above the sole, where the ankle meets the boot.
      const instep = rightmost(bottom - 4);
      expect(sole, prompt).toBeGreaterThan(instep + 1);
    }
  });
});

/**
 * Beasts' custom gestures judged on the compositions the rig renders, each part found by the
 * part ids of the layers the drawer produced: a spider in profile lands its jump (a grounded
 * frame after the flight, its body dipped between legs spread wider than at rest); a wolf's
 * kick is a mule kick, the hind leg out straight behind the rump; a robed wizard's kick
 * in profile lifts the boot clear of the ground ahead of the robe, still joined to the robe.
 */
import { describe, expect, it } from "vitest";
import { customCanvases, doc, layerOwnParts, partBox, partIdsOf, posedFrames } from "../testing";

describe("a spider in profile lands its jump", () => {
  const spider = doc("giant spider", "east");
  const legs = partIdsOf(spider.layers.filter((l) => l.role === "leg"));
  const body = layerOwnParts(spider, "body");
  const frames = {
    jumps: customCanvases(spider, "jumps"),
    Jump: posedFrames(spider, "Jump").map((f) => f.canvas),
  };
  for (const [name, made] of Object.entries(frames)) {
    it(name, () => {
      const rest = { legs: partBox(made[0]!, legs)!, body: partBox(made[0]!, body)! };
      const ground = rest.legs.bottom;
      const aloft = made.map((f) => partBox(f, legs)!.bottom < ground - 2);
      const last = aloft.lastIndexOf(true);
      expect(last).toBeGreaterThan(0);
      // The frame after the flight, before the loop's end: back on the ground, the body lower
      // than it stands and the legs spread wider than at rest (splayed as they take the weight).
      expect(last + 1).toBeLessThan(made.length);
      const landing = made[last + 1]!;
      const l = partBox(landing, legs)!;
      expect(l.bottom).toBe(ground);
      expect(partBox(landing, body)!.top).toBeGreaterThanOrEqual(rest.body.top + 2);
      expect(l.right - l.left).toBeGreaterThan(rest.legs.right - rest.legs.left);
    });
  }
});

describe("a wolf's kick is a mule kick", () => {
  it("the hind leg stands out straight behind the rump, its foot off the ground", () => {
    const d = doc("grey wolf", "east");
    const hind = partIdsOf(d.layers.filter((l) => l.name.endsWith("hind.near")));
    const body = layerOwnParts(d, "body");
    const frames = customCanvases(d, "kicks");
    const rest = partBox(frames[0]!, hind)!;
    const peak = frames.reduce((a, b) => (partBox(b, hind)!.left < partBox(a, hind)!.left ? b : a));
    const leg = partBox(peak, hind)!;
    // Out behind the rump, not folded under it.
    expect(leg.left).toBeLessThanOrEqual(partBox(peak, body)!.left - d.height / 8);
    // Straight: lying out level, the leg is far wider than it is tall (bent at the hock, or
    // only swung down and back, it stays about as tall as it is wide).
    expect(leg.right - leg.left).toBeGreaterThanOrEqual(2 * (leg.bottom - leg.top));
    // The foot is off the ground, well above where it stands.
    expect(leg.bottom).toBeLessThanOrEqual(rest.bottom - d.height / 8);
  });
});

/** Offsets within two steps (side by side, corner to corner, or one pixel between). */
const NEAR = [-2, -1, 0, 1, 2].flatMap((dx) =>
  [-2, -1, 0, 1, 2]
    .filter((dy) => Math.abs(dx) + Math.abs(dy) <= 2 && (dx !== 0 || dy !== 0))
    .map((dy) => [dx, dy] as const),
);

describe("a robed wizard's kick in profile", () => {
  it("lifts the boot clear ahead of the robe, the robe's hem still joined to it", () => {
    const d = doc("old wizard with a staff", "east");
    const boots = ["leg.near.lower", "leg.far.lower"].map((n) => layerOwnParts(d, n));
    const robe = layerOwnParts(d, "torso");
    const frames = customCanvases(d, "kicks");
    const ground = Math.max(...boots.map((b) => partBox(frames[0]!, b)!.bottom));
    const restFront = partBox(frames[0]!, robe)!.right;
    // The kicking boot: the one that rises highest.
    const lift = (b: Set<number>) => Math.min(...frames.map((f) => partBox(f, b)!.bottom));
    const boot = boots.reduce((a, b) => (lift(b) < lift(a) ? b : a));
    const peak = frames.reduce((a, b) =>
      partBox(b, boot)!.bottom < partBox(a, boot)!.bottom ? b : a,
    );
    const at = partBox(peak, boot)!;
    expect(at.bottom).toBeLessThanOrEqual(ground - d.height / 8);
    expect(at.right).toBeGreaterThanOrEqual(restFront + 3);
    // Joined: in every frame some boot pixel meets a robe pixel (side by side, corner to corner,
    // or across the one outline pixel drawn between them), never a boot hanging in the air
    // apart from the cloth.
    for (const f of frames) {
      let touches = false;
      for (let i = 0; i < f.ink.length && !touches; i++) {
        if (f.ink[i]! < 0 || !boot.has(f.part[i]!)) continue;
        const x = i % f.width;
        for (const [dx, dy] of NEAR) {
          const j = (Math.floor(i / f.width) + dy) * f.width + x + dx;
          if (f.ink[j] !== undefined && f.ink[j]! >= 0 && robe.has(f.part[j]!)) touches = true;
        }
      }
      expect(touches).toBe(true);
    }
  });
});

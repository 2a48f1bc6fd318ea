/**
 * Preset motions judged on rendered frames as an artist reads them: a rigid thing's death
 * destroys it, a jump gathers and lands. Which part is where comes from the layers the drawer
 * kept (their part ids and pixels), never from the poses.
 */
import { describe, expect, it } from "vitest";
import { bounds, doc, framesOf, pieces, layerOwnParts } from "../testing";
import type { LayeredSprite } from "../draw";
import { type AnimationPreset, animateLayered } from ".";
import type { Frame } from "./rig";

function animate(d: LayeredSprite, preset: AnimationPreset, frameCount = 8, margin = 25) {
  const posed: Frame[] = [];
  const result = animateLayered(d, {
    preset,
    frameCount,
    seed: 3,
    framingMargin: margin,
    framingAnchor: "bottom",
    onFrame: (frame) => posed.push(frame),
  });
  return { posed, frames: framesOf(result.strip, frameCount) };
}

/** The box of a part set's pixels in a posed frame's inks. */
function boxOf(frame: Frame, parts: Set<number>) {
  const { width, ink, part } = frame.canvas;
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0 || !parts.has(part[i]!)) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  return { top, bottom, left, right, cx: (left + right) / 2 };
}

/** Rows a layer's own parts fill in the drawn sprite at rest (the drawer's own pixels). */
function restBoxOf(d: LayeredSprite, name: string) {
  const parts = layerOwnParts(d, name);
  const layer = d.layers.find((l) => l.name === name)!;
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  layer.ink.forEach((ink, i) => {
    if (ink < 0 || !parts.has(layer.part[i]!)) return;
    const x = layer.x + (i % layer.width);
    const y = layer.y + Math.floor(i / layer.width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    left = Math.min(left, x);
    right = Math.max(right, x);
  });
  return { top, bottom, left, right, cx: (left + right) / 2 };
}

describe("a rigid object's death", () => {
  it("breaks the chest as rigid parts: it shakes, the lid bursts off whole and lies in front", () => {
    const d = doc("wooden treasure chest", "south");
    const lid = layerOwnParts(d, "lid");
    const lock = layerOwnParts(d, "lock");
    const base = layerOwnParts(d, "base");
    const baseRest = restBoxOf(d, "base");
    const lidRest = restBoxOf(d, "lid");
    const { posed, frames } = animate(d, "Death");
    const restRows = lidRows(posed[0]!, lid, lock);
    for (const [t, frame] of posed.entries()) {
      // Every row of the lid is a row of the drawn lid, whole and unshifted within it: the lid
      // may be foreshortened (rows left out) as it tips over, never sheared into stairs by a
      // turn of a few degrees or stretched; its straps stay straight.
      for (const row of lidRows(frame, lid, lock)) {
        expect(
          restRows.some((r) => matches(r, row)),
          `frame ${t}`,
        ).toBe(true);
      }
      // The base is never crushed: its full height in every frame.
      const b = boxOf(frame, base);
      expect(b.bottom - b.top, `frame ${t}`).toBe(baseRest.bottom - baseRest.top);
    }
    // At the end the lid is off, lying on the ground in front of the base: its near edge as
    // low as the base's, its top below the base's top, seen flat (shorter than it stands).
    const last = posed[posed.length - 1]!;
    const l = boxOf(last, lid);
    const b = boxOf(last, base);
    expect(l.bottom).toBeGreaterThanOrEqual(b.bottom);
    expect(l.top).toBeGreaterThan(b.top);
    expect(l.bottom - l.top).toBeLessThan((lidRest.bottom - lidRest.top) * 0.7);
    // Before that it shakes: some early frame has the base off its place sideways.
    const early = posed.slice(1, 4).map((f) => boxOf(f, base).cx);
    expect(early.some((x) => Math.abs(x - boxOf(posed[0]!, base).cx) >= 1)).toBe(true);
    // Nothing is left floating once it has landed, and the chest stays on the ground.
    const ground = bounds(frames[0]!).bottom;
    for (const frame of frames) expect(bounds(frame).bottom).toBe(ground);
    expect(pieces(frames[frames.length - 1]!)).toBeLessThanOrEqual(pieces(d.sprite.image));
  });
});

/**
 * The lid's rows in a composition, each as its inks from the lid's left edge (-1 where the lid
 * is not; null where the lock, drawn over it, hides it), rows with no lid pixel left out.
 */
function lidRows(frame: Frame, lid: Set<number>, lock: ReadonlySet<number>) {
  const { width, ink, part } = frame.canvas;
  const box = boxOf(frame, lid);
  const rows: (number | null)[][] = [];
  for (let y = box.top; y <= box.bottom; y++) {
    const row: (number | null)[] = [];
    let any = false;
    for (let x = box.left; x <= box.right; x++) {
      const i = y * width + x;
      const mine = ink[i]! >= 0 && lid.has(part[i]!);
      any ||= mine;
      row.push(mine ? ink[i]! : ink[i]! >= 0 && lock.has(part[i]!) ? null : -1);
    }
    if (any) rows.push(row);
  }
  return rows;
}

/** Whether two lid rows agree wherever neither is hidden by the lock. */
function matches(a: readonly (number | null)[], b: readonly (number | null)[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((v, i) => v === null || b[i] === null || v === b[i]);
}

describe("a hinged prop's jump", () => {
  it("gathers squashed, clears the ground by a fifth of its height, lands squashed", () => {
    const d = doc("wooden treasure chest", "south");
    const { frames } = animate(d, "Jump");
    const rest = bounds(frames[0]!);
    const tall = rest.bottom - rest.top + 1;
    const wide = rest.right - rest.left + 1;
    const all = frames.map(bounds);
    const squashed = (f: ReturnType<typeof bounds>) =>
      f.bottom === rest.bottom && f.bottom - f.top + 1 < tall && f.right - f.left + 1 > wide;
    expect(squashed(all[1]!), "anticipation").toBe(true);
    expect(all.slice(6).some(squashed), "landing").toBe(true);
    const apex = Math.min(...all.map((f) => f.bottom));
    expect(rest.bottom - apex).toBeGreaterThanOrEqual(tall / 5);
  });
});

/** Rows the given parts rise above `ground` at their lowest pixel (0: on the ground). */
function riseOf(frame: Frame, parts: Set<number>, ground: number): number {
  const box = boxOf(frame, parts);
  return box.bottom < 0 ? 0 : ground - box.bottom;
}

describe("a biped's steps from the front", () => {
  it("runs with the feet lifted at least as high as a walk's, and a deeper bob", () => {
    for (const prompt of ["knight with sword and shield", "elf archer with a bow"]) {
      const d = doc(prompt, "south");
      const ground = Math.max(
        ...["leg.left.lower", "leg.right.lower"].map((n) => restBoxOf(d, n).bottom),
      );
      const feet = ["leg.left.lower", "leg.right.lower"].map((n) => layerOwnParts(d, n));
      const head = layerOwnParts(d, "head");
      const measure = (preset: AnimationPreset) => {
        const { posed } = animate(d, preset);
        // How high a foot is raised over the other (the lift of a step, not of the body).
        const step = Math.max(
          ...posed.map((f) => Math.abs(riseOf(f, feet[0]!, ground) - riseOf(f, feet[1]!, ground))),
        );
        const tops = posed.map((f) => boxOf(f, head).top);
        return { step, bob: Math.max(...tops) - Math.min(...tops) };
      };
      const walk = measure("Walk");
      const run = measure("Run");
      expect(walk.step, `${prompt} walk`).toBeGreaterThanOrEqual(5);
      // Not higher: a knee raised further goes behind the tunic or the shield, and the run
      // reads as a hop on the other leg (see rig-biped-faults.test.ts).
      expect(run.step, prompt).toBeGreaterThanOrEqual(walk.step);
      expect(run.bob, prompt).toBeGreaterThan(walk.bob);
    }
  });
});

describe("a robed figure's walk", () => {
  it("from the front, each boot in turn comes forward and shows below the hem", () => {
    const d = doc("old wizard with a staff", "south");
    const boots = ["leg.left.lower", "leg.right.lower"].map((n) => layerOwnParts(d, n));
    const { posed } = animate(d, "Walk");
    const shown = (f: Frame, parts: Set<number>) => {
      let n = 0;
      for (let i = 0; i < f.canvas.ink.length; i++) {
        if (f.canvas.ink[i]! >= 0 && parts.has(f.canvas.part[i]!)) n++;
      }
      return n;
    };
    const rest = boots.map((b) => shown(posed[0]!, b));
    for (const [t, f] of posed.entries()) {
      // Neither boot ever vanishes into the hem...
      for (const [i, b] of boots.entries()) {
        expect(shown(f, b), `frame ${t} boot ${i}`).toBeGreaterThanOrEqual(rest[i]! / 2);
      }
    }
    // ...and each in turn shows more of itself than at rest: it has come forward.
    for (const [i, b] of boots.entries()) {
      expect(Math.max(...posed.map((f) => shown(f, b))), `boot ${i}`).toBeGreaterThan(rest[i]!);
    }
  });
});

describe("a jump keeps what the hands hold with the body", () => {
  it("the knight's shield stays beside the torso and the wizard's staff upright, at the apex", () => {
    const knight = doc("knight with sword and shield", "south");
    const shield = layerOwnParts(knight, "shield");
    const torso = layerOwnParts(knight, "torso");
    const shieldRest = restBoxOf(knight, "shield");
    const torsoRest = restBoxOf(knight, "torso");
    const restGap = shieldRest.cx - torsoRest.cx;
    const apexOf = (d: LayeredSprite) => {
      const { posed, frames } = animate(d, "Jump");
      const bottoms = frames.map((f) => bounds(f).bottom);
      return posed[bottoms.indexOf(Math.min(...bottoms))]!;
    };
    const top = apexOf(knight);
    const s = boxOf(top, shield);
    const t = boxOf(top, torso);
    // No further out from the torso's middle than a third of the shield's width more than at
    // rest, and not lifted above the shoulders.
    expect(Math.abs(s.cx - t.cx - restGap)).toBeLessThanOrEqual(
      (shieldRest.right - shieldRest.left) / 3,
    );
    expect(s.top).toBeGreaterThanOrEqual(t.top - 2);

    for (const direction of ["south", "east"] as const) {
      const wizard = doc("old wizard with a staff", direction);
      const staff = boxOf(apexOf(wizard), layerOwnParts(wizard, "item"));
      // Held upright: far taller than wide, as drawn.
      expect(staff.bottom - staff.top, direction).toBeGreaterThan((staff.right - staff.left) * 3);
    }
  });
});

describe("a bird's jump", () => {
  it("crouches on the ground first, then clears it by a fifth of its height", () => {
    const d = doc("black crow", "east");
    const { frames } = animate(d, "Jump");
    const rest = bounds(frames[0]!);
    const all = frames.map(bounds);
    // Gathered: still standing, the head lower than at rest.
    expect(all[1]!.bottom).toBe(rest.bottom);
    expect(all[1]!.top).toBeGreaterThan(rest.top);
    const apex = Math.min(...all.map((f) => f.bottom));
    expect(rest.bottom - apex).toBeGreaterThanOrEqual((rest.bottom - rest.top + 1) / 5);
  });
});

describe("deaths that fall per body", () => {
  it("a snake ends lying along the ground, its head laid down level, not propping it up", () => {
    const d = doc("green snake", "east");
    const head = layerOwnParts(d, "head");
    const { posed } = animate(d, "Death");
    const last = posed[posed.length - 1]!;
    const parts = new Set(
      d.layers.filter((l) => l.name.startsWith("segment.")).flatMap((l) => [...l.part]),
    );
    const ground = boxOf(posed[0]!, parts).bottom;
    // The body on the ground still rests on it, and the head lies on it too.
    expect(boxOf(last, parts).bottom).toBeGreaterThanOrEqual(ground - 1);
    const h = boxOf(last, head);
    expect(h.bottom).toBeGreaterThanOrEqual(ground - 2);
    // Level: no taller than it is at rest.
    const rest = restBoxOf(d, "head");
    expect(h.bottom - h.top).toBeLessThanOrEqual(rest.bottom - rest.top + 1);
  });

  it("a spider's legs draw in short and stay in sight beside the body", () => {
    // The spider as drawn with no facing: seen from above, every leg out to the side.
    const d = doc("giant spider", "none");
    const legs = d.layers.filter((l) => l.name.startsWith("leg."));
    const parts = new Set(legs.flatMap((l) => [...layerOwnParts(d, l.name)]));
    const body = layerOwnParts(d, "body");
    const { posed } = animate(d, "Death");
    const first = posed[0]!;
    const last = posed[posed.length - 1]!;
    const count = (f: Frame) => {
      let n = 0;
      for (let i = 0; i < f.canvas.ink.length; i++) {
        if (f.canvas.ink[i]! >= 0 && parts.has(f.canvas.part[i]!)) n++;
      }
      return n;
    };
    const span = (f: Frame) => {
      const b = boxOf(f, parts);
      return b.right - b.left;
    };
    // Drawn in: the legs span less than four fifths of their width at rest...
    expect(span(last)).toBeLessThan(span(first) * 0.8);
    // ...yet an eighth of their pixels still show, reaching out past the body on both sides.
    expect(count(last)).toBeGreaterThanOrEqual(count(first) / 8);
    const b = boxOf(last, body);
    const l = boxOf(last, parts);
    expect(l.left).toBeLessThan(b.left);
    expect(l.right).toBeGreaterThan(b.right);
  });

  for (const prompt of ["knight with sword and shield", "old wizard with a staff", "elf archer"]) {
    it(`${prompt}, seen from the front, kneels before it topples, not a post tipping over`, () => {
      const d = doc(prompt, "south");
      const head = layerOwnParts(d, "head");
      const feet = new Set(
        ["leg.left.lower", "leg.right.lower"].flatMap((n) => [...layerOwnParts(d, n)]),
      );
      // The leg as drawn: from the hip joint to the soles.
      const hip = d.layers.find((l) => l.name === "leg.left.upper")!.joint.y;
      const leg = restBoxOf(d, "leg.left.lower").bottom - hip;
      const { posed } = animate(d, "Death");
      const top = boxOf(posed[0]!, head).top;
      // Still up: the head's middle over where the feet stood, and the head above them (a
      // robe may hide the feet once the body sinks into it).
      const stood = boxOf(posed[0]!, feet);
      const upright = posed.filter((f) => {
        const h = boxOf(f, head);
        return h.cx >= stood.left && h.cx <= stood.right && h.bottom < stood.top;
      });
      const sunk = Math.max(...upright.map((f) => boxOf(f, head).top - top));
      expect(sunk, `leg ${leg}`).toBeGreaterThanOrEqual(leg / 3);
    });
  }
});

/**
 * Gaits judged on rendered compositions as an animator reads them: which feet are on the
 * ground, which lifted, how the body and tail move. Which pixels are which part comes from the
 * layers the drawer kept (their part ids), never from the pose tables.
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, placeOf, posedFrames } from "../testing";
import type { LayeredSprite } from "../draw";
import { canAnimateLayered, type Frame } from "./rig";

/** The lowest row of a part set standing at rest (the Idle's first frame). */
function restBottom(d: LayeredSprite, parts: Set<number>): number {
  return placeOf(posedFrames(d, "Idle")[0]!, parts).bottom;
}

/** The ground row: the lowest pixel of the figure standing at rest (the Idle's first frame). */
function groundOf(d: LayeredSprite): number {
  const rest = posedFrames(d, "Idle")[0]!;
  const { width, ink } = rest.canvas;
  let bottom = -1;
  for (let i = 0; i < ink.length; i++) if (ink[i]! >= 0) bottom = Math.floor(i / width);
  return bottom;
}

const FACING_LEGS = ["leg.fore.left", "leg.fore.right", "leg.hind.left", "leg.hind.right"];

describe("a four-legged beast head-on and from behind", () => {
  for (const direction of ["south", "north"] as const) {
    const d = doc("grey wolf", direction);

    it(`has a rig of its own (${direction})`, () => {
      for (const preset of ["Idle", "Walk", "Run", "Jump", "Attack", "Hurt", "Death"] as const) {
        expect(canAnimateLayered(d, preset), preset).toBe(true);
      }
    });

    it(`walks one foot at a time, three on the ground, each leg lifted in turn (${direction})`, () => {
      // Each foot's own ground: seen head-on the far feet stand higher in the picture.
      const ground = new Map(FACING_LEGS.map((n) => [n, restBottom(d, layerOwnParts(d, n))]));
      const frames = posedFrames(d, "Walk");
      const lifted = new Set<string>();
      const shown = new Map(FACING_LEGS.map((n) => [n, 0]));
      frames.forEach((frame, t) => {
        let planted = 0;
        for (const name of FACING_LEGS) {
          const place = placeOf(frame, layerOwnParts(d, name));
          if (place.count > 0) shown.set(name, shown.get(name)! + 1);
          if (place.bottom >= ground.get(name)! - 1) planted++;
          if (place.bottom <= ground.get(name)! - 2) lifted.add(name);
        }
        expect(planted, `frame ${t}`).toBeGreaterThanOrEqual(3);
      });
      expect([...lifted].sort()).toEqual([...FACING_LEGS].sort());
      // Every leg shows (from behind a far foot may pass out of sight behind the tail).
      for (const [name, frameCount] of shown) expect(frameCount, name).toBeGreaterThanOrEqual(6);
    });

    it(`trots on diagonal pairs, both pairs off the ground as they change over (${direction})`, () => {
      const ground = groundOf(d);
      const frames = posedFrames(d, "Run");
      const up = (frame: Frame, name: string) =>
        placeOf(frame, layerOwnParts(d, name)).bottom <= restBottom(d, layerOwnParts(d, name)) - 2;
      let pairs = 0;
      let flights = 0;
      for (const frame of frames) {
        const fl = up(frame, "leg.fore.left");
        const fr = up(frame, "leg.fore.right");
        const hl = up(frame, "leg.hind.left");
        const hr = up(frame, "leg.hind.right");
        // A lifted fore leg has its diagonal hind leg lifted with it, never its same-side one
        // alone.
        if (fl && !fr) {
          expect(hr).toBe(true);
          pairs++;
        }
        if (fr && !fl) {
          expect(hl).toBe(true);
          pairs++;
        }
        const { width, ink } = frame.canvas;
        let bottom = -1;
        for (let i = 0; i < ink.length; i++) if (ink[i]! >= 0) bottom = Math.floor(i / width);
        if (bottom < ground) flights++;
      }
      expect(pairs).toBeGreaterThanOrEqual(4);
      expect(flights).toBeGreaterThanOrEqual(1);
    });

    it(`bobs its head as it walks (${direction})`, () => {
      const head = layerOwnParts(d, "head");
      const tops = new Set(posedFrames(d, "Walk").map((f) => placeOf(f, head).top));
      expect(tops.size).toBeGreaterThanOrEqual(2);
    });
  }
});

describe("a wolf's stride in profile", () => {
  const d = doc("grey wolf", "east");
  const legs = ["leg.fore.near", "leg.hind.near", "leg.fore.far", "leg.hind.far"];

  it("bobs its spine as it walks and runs", () => {
    const body = layerOwnParts(d, "body");
    for (const preset of ["Walk", "Run"] as const) {
      const frames = posedFrames(d, preset);
      const ground = groundOf(d);
      // The back's height over the ground, in frames with a foot on the ground.
      const heights = frames.map((f) => ground - placeOf(f, body).top);
      expect(new Set(heights).size, preset).toBeGreaterThanOrEqual(2);
    }
  });

  it("folds a leg as it swings it forward: the lifted leg is drawn shorter than at rest", () => {
    const rest = posedFrames(d, "Idle")[0]!;
    for (const preset of ["Walk", "Run"] as const) {
      const frames = posedFrames(d, preset);
      for (const name of legs) {
        const parts = layerOwnParts(d, name);
        const restTall = placeOf(rest, parts).bottom - placeOf(rest, parts).top;
        const shortest = Math.min(
          ...frames.map((f) => placeOf(f, parts).bottom - placeOf(f, parts).top),
        );
        expect(restTall - shortest, `${preset} ${name}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("swings its tail through the walk", () => {
    const tail = layerOwnParts(d, "tail");
    const frames = posedFrames(d, "Walk");
    const tops = frames.map((f) => placeOf(f, tail).top);
    expect(Math.max(...tops) - Math.min(...tops)).toBeGreaterThanOrEqual(2);
  });
});

describe("a four-legged beast's run in profile", () => {
  // The foot of a leg: the part below its knee when the drawer gave it one.
  const footParts = (d: LayeredSprite, pair: "fore" | "hind") => {
    const parts = new Set<number>();
    for (const side of ["near", "far"]) {
      const shin = layerOwnParts(d, `shin.${pair}.${side}`);
      for (const id of shin.size > 0 ? shin : layerOwnParts(d, `leg.${pair}.${side}`))
        parts.add(id);
    }
    return parts;
  };
  const inkBottom = (frame: Frame) => {
    const { width, ink } = frame.canvas;
    let bottom = -1;
    for (let i = 0; i < ink.length; i++) if (ink[i]! >= 0) bottom = Math.floor(i / width);
    return bottom;
  };

  for (const prompt of ["grey wolf", "black cat"]) {
    it(`${prompt} gallops: stretched out with every foot off the ground, then gathered`, () => {
      const d = doc(prompt, "east");
      const fore = footParts(d, "fore");
      const hind = footParts(d, "hind");
      const span = (frame: Frame) => placeOf(frame, fore).x - placeOf(frame, hind).x;
      const rest = span(posedFrames(d, "Idle")[0]!);
      const ground = groundOf(d);
      const frames = posedFrames(d, "Run");
      const seen = frames.map((f) => ({
        span: Math.round(span(f) - rest),
        clear: ground - inkBottom(f),
      }));
      const where = JSON.stringify(seen);
      // Stretched: forefeet reaching ahead and hind feet trailing, the whole body in the air.
      expect(
        seen.some((s) => s.span >= 6 && s.clear >= 2),
        where,
      ).toBe(true);
      // Gathered: the four feet brought together under the body.
      expect(
        seen.some((s) => s.span <= -6),
        where,
      ).toBe(true);
      // And it lands: some frame has a foot on the ground.
      expect(
        seen.some((s) => s.clear === 0),
        where,
      ).toBe(true);
    });
  }
});

describe("a bird's run", () => {
  it("hops: its feet touch the ground on the contact frames and clear it between", () => {
    const d = doc("black crow", "east");
    const feet = layerOwnParts(d, "feet");
    const ground = restBottom(d, feet);
    const bottoms = posedFrames(d, "Run").map((f) => placeOf(f, feet).bottom);
    const contacts = bottoms.filter((b) => b >= ground).length;
    const flights = bottoms.filter((b) => b <= ground - 3).length;
    expect(contacts, `${bottoms}`).toBeGreaterThanOrEqual(2);
    expect(flights, `${bottoms}`).toBeGreaterThanOrEqual(2);
  });
});

describe("a spider's walk head-on", () => {
  const d = doc("giant spider", "south");
  const legs = d.layers.filter((l) => l.role === "leg").map((l) => l.name);
  // The two alternating groups of four: the front and third legs of one side with the second
  // and hind legs of the other.
  const groupOf = (name: string) => {
    const [, index, side] = name.split(".");
    return (Number(index) + (side === "left" ? 0 : 1)) % 2;
  };

  it("lifts the legs in two alternating groups of four, each leg staying in sight, attached", () => {
    const rest = posedFrames(d, "Idle")[0]!;
    // The body the legs hang from: the abdomen and the head end drawn as a layer of its own.
    const body = new Set([...layerOwnParts(d, "body"), ...layerOwnParts(d, "cephalothorax")]);
    const allLegs = new Set(legs.flatMap((name) => [...layerOwnParts(d, name)]));
    const seen = new Set<number>();
    for (const preset of ["Walk", "Run"] as const) {
      posedFrames(d, preset).forEach((frame, t) => {
        const lifted = new Set<number>();
        for (const name of legs) {
          const parts = layerOwnParts(d, name);
          const at = placeOf(frame, parts);
          const was = placeOf(rest, parts);
          // Not folded out of sight behind the body or drawn along its edge.
          expect(at.count, `${preset} ${name} frame ${t}`).toBeGreaterThanOrEqual(was.count * 0.6);
          // Raised against the body (a run's flight lifts the whole spider).
          const raised = was.y - placeOf(rest, body).y - (at.y - placeOf(frame, body).y);
          if (raised >= 1.5) lifted.add(groupOf(name));
          expect(hangsFrom(frame, parts, body, allLegs), `${preset} ${name} frame ${t}`).toBe(true);
        }
        expect(lifted.size, `${preset} frame ${t}`).toBeLessThanOrEqual(1);
        for (const g of lifted) seen.add(g);
      });
    }
    expect([...seen].sort()).toEqual([0, 1]);
  });
});

/**
 * Whether every pixel of `limb` is joined to the body: 8-connected to a pixel of `body` through
 * pixels of the body and the limbs (a leg may meet the body behind another leg's root).
 */
function hangsFrom(frame: Frame, limb: Set<number>, body: Set<number>, limbs: Set<number>) {
  const { width, height, ink, part } = frame.canvas;
  const joined = new Uint8Array(ink.length);
  const stack: number[] = [];
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! >= 0 && body.has(part[i]!)) {
      joined[i] = 1;
      stack.push(i);
    }
  }
  while (stack.length) {
    const j = stack.pop()!;
    const x = j % width;
    const y = (j - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const k = ny * width + nx;
        if (joined[k] || ink[k]! < 0 || !(limbs.has(part[k]!) || body.has(part[k]!))) continue;
        joined[k] = 1;
        stack.push(k);
      }
    }
  }
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! >= 0 && limb.has(part[i]!) && !joined[i]) return false;
  }
  return true;
}

describe("a chest's hop", () => {
  it("squashes and stretches but is never turned: the base's sides stay straight up and down", () => {
    const d = doc("wooden treasure chest", "south");
    const base = layerOwnParts(d, "base");
    for (const preset of ["Walk", "Run"] as const) {
      const frames = posedFrames(d, preset);
      const heights = new Set<number>();
      frames.forEach((frame, t) => {
        const { width, ink, part } = frame.canvas;
        const rows = new Map<number, [number, number]>();
        for (let i = 0; i < ink.length; i++) {
          if (ink[i]! < 0 || !base.has(part[i]!)) continue;
          const x = i % width;
          const y = Math.floor(i / width);
          const was = rows.get(y) ?? [x, x];
          rows.set(y, [Math.min(was[0], x), Math.max(was[1], x)]);
        }
        const ys = [...rows.keys()].sort((a, b) => a - b);
        heights.add(ys.length);
        // The rows between the lid's edge and the bottom (two at each end may be trimmed).
        const middle = ys.slice(2, -2).map((y) => rows.get(y)!);
        expect(new Set(middle.map((r) => r[0])).size, `${preset} frame ${t} left side`).toBe(1);
        expect(new Set(middle.map((r) => r[1])).size, `${preset} frame ${t} right side`).toBe(1);
      });
      // Squashed as it lands, taller as it springs.
      expect(heights.size, preset).toBeGreaterThanOrEqual(2);
    }
  });
});

/**
 * Creature motions judged on the posed compositions as an animator reads them: a death folds
 * part by part and ends lying down, a bird steps one foot at a time. Which pixels are which
 * part comes from the layers the drawer kept (their part ids), the ground from the figure
 * standing at rest, never from the pose tables.
 */
import { describe, expect, it } from "vitest";
import { doc, layerOwnParts, placeOf, posedFrames } from "../testing";
import type { Frame } from "./rig";

/** The box of every inked pixel of a composition. */
function figureBox(frame: Frame) {
  const { width, ink } = frame.canvas;
  let top = Number.POSITIVE_INFINITY;
  let bottom = -1;
  let left = Number.POSITIVE_INFINITY;
  let right = -1;
  for (let i = 0; i < ink.length; i++) {
    if (ink[i]! < 0) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  return { top, bottom, left, right, wide: right - left + 1, tall: bottom - top + 1 };
}

/** The ground row: the lowest pixel of the figure standing at rest (the Idle's first frame). */
function groundOf(prompt: string, direction: "east" | "south" | "north"): number {
  return figureBox(posedFrames(doc(prompt, direction), "Idle")[0]!).bottom;
}

/** The parts of every layer whose name starts with `prefix`, from the drawer's layers. */
function partsNamed(prompt: string, direction: "east" | "south" | "north", prefix: string) {
  const d = doc(prompt, direction);
  const out = new Set<number>();
  for (const l of d.layers) {
    if (l.name.startsWith(prefix)) for (const p of layerOwnParts(d, l.name)) out.add(p);
  }
  return out;
}

describe("a creature's death folds part by part and ends lying down", () => {
  // Seen head-on or from behind a beast keels over onto its side instead (rig-keel-over.test.ts).
  const cases = [
    ["grey wolf", "east", "leg."],
    ["black crow", "east", "feet"],
  ] as const;
  for (const [prompt, direction, legs] of cases) {
    it(`${prompt} (${direction}): legs give first, the head comes down last, lying wider than tall`, () => {
      const d = doc(prompt, direction);
      const body = layerOwnParts(d, "body");
      const head = layerOwnParts(d, "head");
      const legParts = partsNamed(prompt, direction, legs);
      const frames = posedFrames(d, "Death");
      const last = frames[frames.length - 1]!;
      const box = figureBox(last);
      expect(box.wide, "lies wider than it is tall").toBeGreaterThan(box.tall);
      // The legs are under it (folded or splayed on the ground), not stuck out to a side or up.
      expect(placeOf(last, legParts).y).toBeGreaterThan(placeOf(last, body).y);
      // The body comes down before the head: in some frame the body has made most of its fall
      // while the head has made at most half of its own.
      const fall = (parts: Set<number>) => {
        const tops = frames.map((f) => placeOf(f, parts).top);
        const whole = tops[tops.length - 1]! - tops[0]!;
        return tops.map((t) => (t - tops[0]!) / Math.max(1, whole));
      };
      const bodyFall = fall(body);
      const headFall = fall(head);
      expect(
        bodyFall.some((b, t) => b >= 0.6 && headFall[t]! <= 0.5),
        `body ${bodyFall.map((x) => x.toFixed(2))} head ${headFall.map((x) => x.toFixed(2))}`,
      ).toBe(true);
      // It lies on the ground.
      expect(box.bottom).toBe(groundOf(prompt, direction));
    });
  }

  it("a wolf in profile buckles at the knees before it falls, and its tail lies down", () => {
    const d = doc("grey wolf", "east");
    const legs = partsNamed("grey wolf", "east", "leg.");
    const tail = layerOwnParts(d, "tail");
    const body = layerOwnParts(d, "body");
    const frames = posedFrames(d, "Death");
    const ground = groundOf("grey wolf", "east");
    // Early on, still on its feet, the legs stand shorter than at rest: the knees gave.
    const tall = (f: Frame) => {
      const at = placeOf(f, legs);
      return at.bottom - at.top + 1;
    };
    expect(frames.slice(1, 4).some((f) => tall(f) <= tall(frames[0]!) - 3)).toBe(true);
    // Lying, the tail is no higher than the body's middle: laid along the ground.
    const last = frames[frames.length - 1]!;
    expect(placeOf(last, tail).y).toBeGreaterThanOrEqual(placeOf(last, body).y);
    expect(placeOf(last, tail).bottom).toBeGreaterThanOrEqual(ground - 2);
  });

  it("a crow's wing drops from its back and lies lower against the body than at rest", () => {
    const d = doc("black crow", "east");
    const body = layerOwnParts(d, "body");
    const wing = layerOwnParts(d, "wing.near");
    const frames = posedFrames(d, "Death");
    const below = (f: Frame) => placeOf(f, wing).y - placeOf(f, body).y;
    expect(below(frames[frames.length - 1]!)).toBeGreaterThanOrEqual(below(frames[0]!) + 2);
  });

  it("a bat falls out of the air onto the ground and lies there, wider than tall", () => {
    const d = doc("bat", "south");
    const body = layerOwnParts(d, "body");
    const frames = posedFrames(d, "Death");
    const ground = groundOf("bat", "south");
    // Struck, it is still in the air; at the end it lies on the ground it hovered over (the
    // bottom of its frame, a pixel or two kept clear), well below where it flew.
    expect(figureBox(frames[1]!).bottom).toBeLessThan(ground - 2);
    const last = frames[frames.length - 1]!;
    const box = figureBox(last);
    expect(box.bottom).toBeGreaterThanOrEqual(last.canvas.height - 3);
    expect(box.bottom).toBeGreaterThan(ground + 8);
    expect(box.wide).toBeGreaterThan(box.tall);
    // Lying on its side: the body's own box is wider than tall (it stands taller than wide).
    const rest = placeOf(frames[0]!, body);
    const lying = placeOf(last, body);
    const width = (f: Frame) => {
      const { width: w, ink, part } = f.canvas;
      let l = w;
      let r = -1;
      for (let i = 0; i < ink.length; i++) {
        if (ink[i]! < 0 || !body.has(part[i]!)) continue;
        l = Math.min(l, i % w);
        r = Math.max(r, i % w);
      }
      return r - l + 1;
    };
    expect(width(frames[0]!)).toBeLessThan(rest.bottom - rest.top + 1);
    expect(width(last)).toBeGreaterThan(lying.bottom - lying.top + 1);
  });
});

describe("a bird walks on its feet", () => {
  it("steps one foot at a time: one always down, each lifted while the other stands", () => {
    const d = doc("black crow", "east");
    const ground = groundOf("black crow", "east");
    const near = layerOwnParts(d, "feet");
    const far = layerOwnParts(d, "feet.far");
    expect(far.size, "each leg a layer of its own").toBeGreaterThan(0);
    const frames = posedFrames(d, "Walk");
    const down = frames.map((f) =>
      [placeOf(f, near), placeOf(f, far)].map((p) => p.bottom >= ground),
    );
    for (const [t, [a, b]] of down.entries()) expect(a || b, `frame ${t}`).toBe(true);
    expect(
      down.some(([a, b]) => !a && b),
      "the near foot lifted",
    ).toBe(true);
    expect(
      down.some(([a, b]) => a && !b),
      "the far foot lifted",
    ).toBe(true);
  });
});

describe("a four-legged beast seen head-on or from behind walks on four legs of its own", () => {
  for (const direction of ["south", "north"] as const) {
    it(`${direction}: each leg is lifted in its own beat, the ground showing under its paw`, () => {
      const d = doc("grey wolf", direction);
      const ground = groundOf("grey wolf", direction);
      const frames = posedFrames(d, "Walk");
      const legs = d.layers.filter((l) => l.name.startsWith("leg.")).map((l) => l.name);
      expect(legs).toHaveLength(4);
      const beats = legs.map((name) => {
        const parts = layerOwnParts(d, name);
        // The frames in which this leg's paw is off its own ground row and open air shows
        // under it: some column of the paw with nothing inked between it and the ground.
        const rest = placeOf(posedFrames(d, "Idle")[0]!, parts).bottom;
        return frames
          .map((f, t) => {
            const { width, ink, part } = f.canvas;
            const at = placeOf(f, parts);
            if (at.bottom > rest - 2) return -1;
            for (let x = 0; x < width; x++) {
              const i = at.bottom * width + x;
              if (ink[i]! < 0 || !parts.has(part[i]!)) continue;
              let open = true;
              for (let y = at.bottom + 1; y <= ground && open; y++) open = ink[y * width + x]! < 0;
              if (open) return t;
            }
            return -1;
          })
          .filter((t) => t >= 0);
      });
      for (const [i, lifted] of beats.entries()) {
        expect(lifted.length, `${legs[i]} lifted clear`).toBeGreaterThan(0);
      }
      // Each leg's beat is its own: no two legs are lifted in the same frames.
      const keys = beats.map((b) => b.join(","));
      expect(new Set(keys).size, keys.join(" | ")).toBe(4);
    });
  }
});

/** The box of a part set in a composition. */
function boxOfParts(frame: Frame, parts: Set<number>) {
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
  return { top, bottom, left, right, wide: right - left + 1, tall: bottom - top + 1 };
}

describe("strikes that come at the prey", () => {
  it("a snake strikes forward with its head whole: thrust ahead, the tongue still on the snout", () => {
    const d = doc("green snake", "east");
    const head = layerOwnParts(d, "head");
    const rest = boxOfParts(posedFrames(d, "Idle")[0]!, head);
    const frames = posedFrames(d, "Attack");
    const strikes = frames.map((f) => boxOfParts(f, head));
    // The snout reaches a unit of the figure's height past where it rests, and the head is not
    // dropped lower than its own height below where it rests (a lunge, not a nod).
    const strike = strikes.reduce((a, b, t) => (b.right > strikes[a]!.right ? t : a), 0);
    expect(strikes[strike]!.right).toBeGreaterThanOrEqual(rest.right + 8);
    expect(strikes[strike]!.bottom - rest.bottom).toBeLessThanOrEqual(rest.tall);
    // Every pixel of the head (its tongue too) is one piece in every frame: nothing drops off.
    for (const [t, f] of frames.entries()) {
      expect({ t, pieces: piecesOf(f, head) }).toEqual({ t, pieces: 1 });
    }
  });

  for (const prompt of ["bat", "giant spider"]) {
    it(`a ${prompt} seen head-on lunges at the viewer: its body drawn larger and lower`, () => {
      const d = doc(prompt, "south");
      const body = layerOwnParts(d, "body");
      const rest = boxOfParts(posedFrames(d, "Idle")[0]!, body);
      const strikes = posedFrames(d, "Attack").map((f) => boxOfParts(f, body));
      expect(
        strikes.some((b) => b.wide >= rest.wide + 2 && b.bottom > rest.bottom),
        strikes.map((b) => `${b.wide}@${b.bottom}`).join(" "),
      ).toBe(true);
    });
  }

  it("a bat jumps level: its body never tipped, clear of the ground at the top", () => {
    const d = doc("bat", "south");
    const body = layerOwnParts(d, "body");
    const ground = groundOf("bat", "south");
    const rest = boxOfParts(posedFrames(d, "Idle")[0]!, body);
    const frames = posedFrames(d, "Jump");
    for (const [t, f] of frames.entries()) {
      const b = boxOfParts(f, body);
      // Tipped, the upright body's box would widen and shorten.
      expect(b.wide, `frame ${t}`).toBeLessThanOrEqual(rest.wide + 1);
    }
    const apex = Math.min(...frames.map((f) => figureBox(f).bottom));
    expect(ground - apex).toBeGreaterThanOrEqual(5);
  });
});

describe("a slime's attack and a bird's run", () => {
  it("a slime springs up, then slams down at the viewer: drawn wider than at rest, on the ground", () => {
    const d = doc("green slime", "south");
    const ground = groundOf("green slime", "south");
    const rest = figureBox(posedFrames(d, "Idle")[0]!);
    const boxes = posedFrames(d, "Attack").map(figureBox);
    const airborne = boxes.findIndex((b) => b.bottom <= ground - 3);
    expect(airborne, "in the air").toBeGreaterThan(0);
    const slam = boxes
      .slice(airborne)
      .findIndex((b) => b.bottom === ground && b.wide >= rest.wide * 1.3);
    expect(slam, boxes.map((b) => `${b.wide}@${b.bottom}`).join(" ")).toBeGreaterThanOrEqual(0);
  });

  it("a crow runs on its feet: a foot at the ground in most frames, the feet taking turns", () => {
    const d = doc("black crow", "east");
    const ground = groundOf("black crow", "east");
    const near = layerOwnParts(d, "feet");
    const far = layerOwnParts(d, "feet.far");
    const frames = posedFrames(d, "Run");
    const lows = frames.map((f) => [placeOf(f, near).bottom, placeOf(f, far).bottom]);
    const grounded = lows.filter(([a, b]) => Math.max(a!, b!) >= ground - 1).length;
    expect(grounded, JSON.stringify(lows)).toBeGreaterThanOrEqual(6);
    expect(lows.some(([a, b]) => a! < b! - 1)).toBe(true);
    expect(lows.some(([a, b]) => b! < a! - 1)).toBe(true);
  });
});

/** How many 8-connected pieces a part set's pixels make in a composition. */
function piecesOf(frame: Frame, parts: Set<number>): number {
  const { width, height, ink, part } = frame.canvas;
  const mine = (i: number) => ink[i]! >= 0 && parts.has(part[i]!);
  const seen = new Uint8Array(ink.length);
  let pieces = 0;
  for (let i = 0; i < ink.length; i++) {
    if (seen[i] || !mine(i)) continue;
    pieces++;
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const j = stack.pop()!;
      const x = j % width;
      const y = Math.floor(j / width);
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const k = ny * width + nx;
          if (!seen[k] && mine(k)) {
            seen[k] = 1;
            stack.push(k);
          }
        }
    }
  }
  return pieces;
}

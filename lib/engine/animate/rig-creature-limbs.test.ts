/**
 * Limb gestures on bodies without arms, and moods drawn by the head, judged on rendered frames.
 * A spider waves a front leg and a crow a wing (also while walking or hopping), a wolf, a dragon
 * and a spider kick; each sentence is made (not refused), its frames differ from Idle and from
 * the preset it resembles, and the limb it names moves: which pixels are the leg or the wing
 * comes from the part ids of the layers the drawer produced.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, LayeredSprite, SpriteLayer } from "../draw";
import { doc } from "../testing";
import { animateLayered, partsOf, refuseMotion } from ".";

const N = 8;

function run(d: LayeredSprite, sentence: string | null) {
  const canvases: InkCanvas[] = [];
  const result = animateLayered(d, {
    preset: sentence === null ? "Idle" : "Custom",
    ...(sentence === null ? {} : { customPrompt: sentence }),
    frameCount: N,
    seed: 3,
    framingMargin: 20,
    framingAnchor: "bottom",
    onFrame: (f) => canvases.push(f.canvas),
  });
  return { canvases, result };
}

function partIds(l: SpriteLayer): Set<number> {
  const out = new Set<number>();
  l.ink.forEach((ink, i) => {
    if (ink >= 0) out.add(l.part[i]!);
  });
  return out;
}

const named = (d: LayeredSprite, name: string) => {
  const l = d.layers.find((x) => x.name === name && x.width > 0);
  if (!l) throw new Error(`no layer ${name}`);
  return l;
};

/** Of a pair of legs, the one drawn reaching lowest: the leg on the ground side. */
const lower = (d: LayeredSprite, a: string, b: string) =>
  [named(d, a), named(d, b)].sort((x, y) => y.y + y.height - (x.y + x.height))[0]!;
/** Of a pair, the leg whose foot stands higher: in profile, the far one standing over the back. */
const upper = (d: LayeredSprite, a: string, b: string) =>
  [named(d, a), named(d, b)].sort((x, y) => x.y + x.height - (y.y + y.height))[0]!;

/** The mean position of a layer's pixels in a composition. */
function centre(c: InkCanvas, parts: ReadonlySet<number>) {
  let n = 0;
  let sx = 0;
  let sy = 0;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    n++;
    sx += i % c.width;
    sy += Math.floor(i / c.width);
  }
  return { x: sx / n, y: sy / n };
}

const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

const spider = doc("giant spider", "east");
const crow = doc("crow", "east");
const wolf = doc("grey wolf", "east");
const dragon = doc("red dragon", "east");

describe("a spider and a crow wave; a wolf, a dragon and a spider kick", () => {
  const cases: [string, LayeredSprite, string, () => SpriteLayer, string | null][] = [
    ["spider", spider, "waves hello", () => lower(spider, "leg.0.left", "leg.0.right"), null],
    ["crow", crow, "waves hello", () => named(crow, "wing.near"), null],
    [
      "spider",
      spider,
      "walks and waves",
      // Walking, the near legs step and the far front leg, up over the head, waves.
      () => upper(spider, "leg.0.left", "leg.0.right"),
      "walks",
    ],
    ["crow", crow, "walks and waves", () => named(crow, "wing.near"), "walks"],
    [
      "spider",
      spider,
      "jumps and waves",
      () => lower(spider, "leg.0.left", "leg.0.right"),
      "jumps",
    ],
    ["crow", crow, "jumps and waves", () => named(crow, "wing.near"), "jumps"],
    ["wolf", wolf, "kicks", () => named(wolf, "leg.hind.near"), null],
    ["dragon", dragon, "kicks", () => named(dragon, "leg.hind.near"), null],
    ["spider", spider, "kicks", () => lower(spider, "leg.3.left", "leg.3.right"), null],
  ];
  for (const [who, d, sentence, limb, resembles] of cases) {
    it(`a ${who} "${sentence}": made, unlike Idle${resembles ? ` and "${resembles}"` : ""}, the limb moving`, () => {
      expect(refuseMotion(sentence, partsOf(d))).toBeNull();
      const made = run(d, sentence);
      expect(made.result.unrecognized).toEqual([]);
      expect(same(made.result.strip.data, run(d, null).result.strip.data)).toBe(false);
      const plain = resembles ? run(d, resembles) : null;
      if (plain) expect(same(made.result.strip.data, plain.result.strip.data)).toBe(false);
      // The named limb, measured against the body it hangs from, is somewhere else than at
      // rest (and than in the plain preset) by more than a pixel and a half.
      const ids = partIds(limb());
      const body = partIds(named(d, "body"));
      const offset = (c: InkCanvas) => {
        const a = centre(c, ids);
        const b = centre(c, body);
        return { x: a.x - b.x, y: a.y - b.y };
      };
      const rest = offset(made.canvases[0]!);
      const far = (c: InkCanvas, from: { x: number; y: number }) =>
        Math.hypot(offset(c).x - from.x, offset(c).y - from.y);
      expect(Math.max(...made.canvases.map((c) => far(c, rest)))).toBeGreaterThan(1.5);
      if (plain) {
        const moved = made.canvases.some((c, t) => far(c, offset(plain.canvases[t]!)) > 1.5);
        expect(moved).toBe(true);
      }
    });
  }
});

describe("a spider waves hello with a front leg held up where it is seen", () => {
  const waving = lower(spider, "leg.0.left", "leg.0.right");
  const leg = partIds(waving);
  const others = new Set<number>();
  for (const l of spider.layers)
    if (l.name.startsWith("leg.") && l !== waving) for (const p of partIds(l)) others.add(p);
  const { canvases } = run(spider, "waves hello");
  /** The leg's pixels that show, how many touch another leg, and its highest row. */
  const shown = (c: InkCanvas) => {
    const at = (x: number, y: number) =>
      x >= 0 && y >= 0 && x < c.width && y < c.height && c.ink[y * c.width + x]! >= 0
        ? c.part[y * c.width + x]!
        : -1;
    let count = 0;
    let touching = 0;
    let top = c.height;
    for (let i = 0; i < c.ink.length; i++) {
      if (c.ink[i]! < 0 || !leg.has(c.part[i]!)) continue;
      const x = i % c.width;
      const y = Math.floor(i / c.width);
      count++;
      top = Math.min(top, y);
      let near = false;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) near ||= others.has(at(x + dx, y + dy));
      if (near) touching++;
    }
    return { count, touching, top };
  };
  const rest = shown(canvases[0]!);
  const raised = canvases.slice(2).map(shown);

  it("the raised leg stays in sight, apart from the legs standing up over the back", () => {
    for (const [t, s] of raised.entries()) {
      // Not hidden behind the body or the other legs, nor lying along them.
      expect(s.count, `frame ${t + 2}`).toBeGreaterThanOrEqual(rest.count * 0.6);
      expect(s.touching, `frame ${t + 2}`).toBeLessThanOrEqual(s.count / 3);
    }
  });

  it("its tip goes up and down: a wave, not a leg held still", () => {
    const tops = raised.map((s) => s.top);
    expect(Math.max(...tops) - Math.min(...tops)).toBeGreaterThanOrEqual(4);
    // Higher than the leg ever is at rest.
    expect(Math.min(...tops)).toBeLessThan(rest.top - 4);
  });
});

describe("a crow kicks", () => {
  it("is made: the near foot swings out ahead and off the ground while the far one stands", () => {
    expect(refuseMotion("kicks", partsOf(crow))).toBeNull();
    const near = partIds(named(crow, "feet"));
    const far = partIds(named(crow, "feet.far"));
    const { canvases } = run(crow, "kicks");
    const boxOf = (c: InkCanvas, parts: ReadonlySet<number>) => {
      let right = -1;
      let bottom = -1;
      for (let i = 0; i < c.ink.length; i++) {
        if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
        right = Math.max(right, i % c.width);
        bottom = Math.max(bottom, Math.floor(i / c.width));
      }
      return { right, bottom };
    };
    const ground = boxOf(canvases[0]!, far).bottom;
    for (const c of canvases) expect(boxOf(c, far).bottom).toBe(ground);
    const kicked = canvases.some((c) => {
      const foot = boxOf(c, near);
      return foot.right >= boxOf(c, far).right + 6 && foot.bottom <= ground - 3;
    });
    expect(kicked).toBe(true);
  });
});

describe("a mood word draws its mark by the head", () => {
  for (const [who, d] of [
    ["knight", doc("knight with sword and shield", "south")],
    ["slime", doc("green slime", "east")],
    ["dragon", dragon],
  ] as const) {
    it(`a ${who} "nods angrily": frames with opaque pixels no part covers, near the head; "angrily" used`, () => {
      const angry = run(d, "nods angrily");
      const plain = run(d, "nods");
      expect(angry.result.unrecognized).toEqual([]);
      // Opaque pixels of a frame with no drawn part in their 3 × 3 neighbourhood: not the
      // figure nor its outline, but something drawn beside it.
      const loose = (r: ReturnType<typeof run>, t: number) => {
        const { strip, frameWidth: w } = r.result;
        const c = r.canvases[t]!;
        const inked = (x: number, y: number) =>
          x >= 0 && y >= 0 && x < c.width && y < c.height && c.ink[y * c.width + x]! >= 0;
        let count = 0;
        for (let y = 0; y < strip.height; y++)
          for (let x = 0; x < w; x++) {
            if (strip.data[(y * strip.width + t * w + x) * 4 + 3]! === 0) continue;
            let near = false;
            for (let dy = -1; dy <= 1 && !near; dy++)
              for (let dx = -1; dx <= 1; dx++) if (inked(x + dx, y + dy)) near = true;
            if (!near) count++;
          }
        return count;
      };
      for (let t = 0; t < N; t++) expect(loose(angry, t)).toBeGreaterThanOrEqual(5);
      // Without the mood word there is none.
      for (let t = 0; t < N; t++) expect(loose(plain, t)).toBe(0);
    });
  }
});

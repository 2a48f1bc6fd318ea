/**
 * What a noun usually is, read from the shapes a region holds. On an artist's own drawing most
 * nouns ("the liquid", "the cork", "the door", "the petals") name no layer and no colour; what
 * they name is a part with a usual place and shape: the liquid is the largest coloured fill
 * inside a container, the cork the small piece on top, the door the tall piece standing on the
 * bottom, the roof the large piece on top, the petals the ring around a centre, the stones the
 * repeated islands on a ground. The region's subject is split into parts (noun-scene) and a
 * noun's rule picks the one (or ones) it describes (here, or in noun-shapes for shapes read
 * within a part); null when the rule finds nothing, so the caller asks instead of guessing.
 *
 * A part is a 4-connected patch of one material, joined with the touching patches that are its
 * own shades (a door drawn in two browns a ramp step apart, a rim in light and dark steel): same
 * hue, or both near-neutral, and close in lightness.
 */
import { labelComponents } from "../raster";
import type { ObjectContext } from "./object-context";
import {
  big,
  closedAboveAndBelow,
  crowning,
  heldIn,
  holdsSprite,
  hueGap,
  inside,
  largest,
  midY,
  one,
  onSilhouette,
  type Part,
  type Rule,
  type Scene,
  sceneOf,
  shineOn,
  touchesOther,
  withKin,
} from "./noun-scene";
import { bands, barRule, eyes, middleSmall, ringRule, shine, teethRule, wing } from "./noun-shapes";

/** The small piece on top (a cork, a lid): the topmost part of at most a quarter. */
const topSmall: Rule = (s) => {
  const mid = (s.x0 + s.x1) / 2;
  const third = (s.x1 - s.x0 + 1) / 5;
  const small = s.parts.filter(
    (p) =>
      p.n * 4 <= s.total &&
      p.n >= 3 &&
      crowning(s, p) &&
      Math.abs(p.cx - mid) <= third &&
      !touchesOther(s, p),
  );
  return one(small.sort((a, b) => a.y0 - b.y0 || a.cy - b.cy)[0]);
};

/** The largest coloured fill that is not that top piece (the liquid in a bottle). */
const fill: Rule = (s, ctx) => {
  const top = topSmall(s, ctx) as Part[] | null;
  const hued = s.parts.filter((p) => p.C >= 0.06 && !top?.includes(p));
  const p = largest(hued);
  // Held in a container: a sizeable other part runs along a good share of its edge, and
  // closes it above and below over most of its width.
  return p && heldIn(s, p) && closedAboveAndBelow(s, p) ? [p] : null;
};

/** The container: everything but the fill and the piece on top. */
const container: Rule = (s, ctx) => {
  const skip = new Set([
    ...((fill(s, ctx) as Part[]) ?? []),
    ...((topSmall(s, ctx) as Part[]) ?? []),
  ]);
  const rest = s.parts.filter((p) => !skip.has(p));
  return rest.length > 0 ? rest : null;
};

/** The large piece on top (a roof, a canopy): the largest part centred in the upper half. */
const topLarge: Rule = (s) => one(largest(s.parts.filter((p) => p.cy < midY(s))));

/**
 * A roof: the large piece on top, spanning most of the subject's width, over another sizeable
 * piece (the walls); a sheen on a slime's left side is none.
 */
const roof: Rule = (s, ctx) => {
  const p = (topLarge(s, ctx) as Part[] | null)?.[0];
  if (!p || p.x1 - p.x0 + 1 < (s.x1 - s.x0 + 1) * 0.8) return null;
  // A wedge: it is widest at its foot (a canopy or a band of grass is widest higher up).
  const spans = new Map<number, [number, number]>();
  for (const i of p.pixels) {
    const x = i % s.width;
    const y = Math.floor(i / s.width);
    const [a, b] = spans.get(y) ?? [x, x];
    spans.set(y, [Math.min(a, x), Math.max(b, x)]);
  }
  const widths = new Map([...spans].map(([y, [a, b]]) => [y, b - a + 1] as const));
  const widest = Math.max(...widths.values());
  let first = p.y1;
  for (let y = p.y0; y <= p.y1; y++)
    if ((widths.get(y) ?? 0) === widest) {
      first = y;
      break;
    }
  if (first < p.y0 + 0.7 * (p.y1 - p.y0)) return null;
  const below = s.parts.some((q) => q !== p && q.n * 8 >= s.total && q.cy > p.y1 - 1);
  return below ? [p] : null;
};

/** The large piece below (walls, a base): the largest part centred in the lower half. */
const bottomLarge: Rule = (s) => one(largest(s.parts.filter((p) => p.cy >= midY(s))));

/** A chimney: a small upright piece in the top quarter on the silhouette, not the roof. */
const chimney: Rule = (s, ctx) => {
  const roof = (topLarge(s, ctx) as Part[] | null)?.[0];
  const h = s.y1 - s.y0 + 1;
  const c = s.parts.filter(
    (p) =>
      p !== roof &&
      p.y0 <= s.y0 + h / 4 &&
      p.n * 6 <= s.total &&
      p.y1 - p.y0 >= p.x1 - p.x0 &&
      onSilhouette(s, ctx, p),
  );
  return one(c.sort((a, b) => a.y0 - b.y0)[0]);
};

/** A door: a tall piece standing on the bottom, not the largest there. */
const door: Rule = (s) => {
  const floor = largest(s.parts);
  const c = s.parts.filter(
    (p) =>
      p !== floor && p.y1 >= s.y1 - 2 && p.y1 - p.y0 + 1 >= 1.3 * (p.x1 - p.x0 + 1) && p.n >= 4,
  );
  return one(largest(c));
};

/** Windows: small look-alike parts (two or more of one colour) off the bottom. */
const windows: Rule = (s) => {
  const off = s.parts.filter((p) => p.y1 < s.y1 - 2 && p.n * 8 <= s.total && p.n >= 2);
  let best: Part[] | null = null;
  for (const p of off) {
    const twins = off.filter(
      (q) => q.material === p.material && Math.abs(q.n - p.n) <= Math.max(2, p.n / 3),
    );
    if (twins.length >= 2 && (!best || twins.length > best.length)) best = twins;
  }
  return best;
};

/** The ring around a centre (petals): the largest part whose box holds another part's. */
const ring: Rule = (s) =>
  one(largest(s.parts.filter((p) => s.parts.some((q) => q !== p && centreOf(q, p)))));

/** True when `q` is a centre `p` rings: inside its box, and of another clear hue (no shine). */
const centreOf = (q: Part, p: Part) =>
  inside(q, p) && q.n >= 2 && q.C >= 0.06 && p.C >= 0.06 && hueGap(q.h, p.h) >= 40;

/** The centre a ring surrounds: the part inside the ring's box nearest its middle. */
const centre: Rule = (s, ctx) => {
  const r = (ring(s, ctx) as Part[] | null)?.[0];
  if (!r) return null;
  const mx = (r.x0 + r.x1) / 2;
  const my = (r.y0 + r.y1) / 2;
  const c = s.parts.filter((q) => q !== r && centreOf(q, r));
  return one(
    c.sort((a, b) => Math.hypot(a.cx - mx, a.cy - my) - Math.hypot(b.cx - mx, b.cy - my))[0],
  );
};

/**
 * A stem (a stalk, a trunk): the lowest large part standing on the bottom, cut to the columns it
 * runs down (a leaf growing from it is not the stem).
 */
function stemMask(s: Scene): Uint8Array | null {
  const wide = s.x1 - s.x0 + 1;
  // The one sizeable part standing on the bottom (a house's door stands beside its walls, a
  // bird's legs are two), narrow against the subject.
  const standing = s.parts.filter((p) => p.y1 >= s.y1 - 2 && p.n >= 4);
  if (standing.length !== 1) return null;
  const p = standing[0]!;
  if (p.x1 - p.x0 + 1 > wide * 0.55 || p.y1 - p.y0 + 1 < 0.7 * (p.x1 - p.x0 + 1)) return null;
  const rows = p.y1 - p.y0 + 1;
  const perColumn = new Map<number, number>();
  for (const i of p.pixels) perColumn.set(i % s.width, (perColumn.get(i % s.width) ?? 0) + 1);
  const mask = new Uint8Array(s.size);
  for (const i of p.pixels) if ((perColumn.get(i % s.width) ?? 0) >= rows * 0.3) mask[i] = 1;
  return mask;
}
const stem: Rule = (s) => stemMask(s);

/**
 * Leaves: the green parts, less the stem where a green stem carries them; with no green, the
 * large part on top (the canopy of a tree drawn in autumn colours).
 */
const leaves: Rule = (s, ctx) => {
  const greens = s.parts.filter((p) => p.C >= 0.04 && p.h >= 100 && p.h <= 170);
  if (greens.length === 0) return topLarge(s, ctx);
  const st = stemMask(s);
  const mask = new Uint8Array(s.size);
  let n = 0;
  for (const q of greens)
    for (const i of q.pixels)
      if (!st?.[i]) {
        mask[i] = 1;
        n++;
      }
  return n >= 3 ? mask : null;
};

/** The topmost large part (grass on a tile), with the rest of its material. */
const topmost: Rule = (s) => withKin(s, big(s).sort((a, b) => a.cy - b.cy)[0]);

/** The largest part (the ground of a tile), with the rest of its material. */
const main: Rule = (s) => withKin(s, largest(s.parts));

/** Repeated islands (stones, apples): two or more small look-alike parts ringed by one other. */
const islands: Rule = (s) => {
  const surface = largest(s.parts);
  const small = s.parts.filter(
    (p) => p !== surface && p.n * 10 <= s.total && !(surface && shineOn(p, surface)),
  );
  const byMaterial = new Map<number, Part[]>();
  for (const p of small) byMaterial.set(p.material, [...(byMaterial.get(p.material) ?? []), p]);
  let best: Part[] | null = null;
  for (const list of byMaterial.values())
    if (list.length >= 2 && (!best || list.length > best.length)) best = list;
  return best;
};

/** A beak (a bill): a small part at the far side of the subject, in its upper half. */
const beak: Rule = (s) => {
  const c = s.parts.filter(
    (p) =>
      p.n * 8 <= s.total &&
      p.cy < midY(s) + 1 &&
      (p.x1 >= s.x1 - 2 || p.x0 <= s.x0 + 2) &&
      p.C >= 0.04,
  );
  return one(largest(c));
};

/** Legs (feet): the small parts hanging below the largest part. */
const legs: Rule = (s) => {
  const body = largest(s.parts);
  if (!body) return null;
  const c = s.parts.filter((p) => p !== body && p.y0 > body.y1 && p.n * 6 <= s.total);
  return c.length > 0 ? c : null;
};

/** A belly: the lightest sizeable part that is not the largest. */
const belly: Rule = (s) => {
  const body = largest(s.parts);
  const c = big(s).filter((p) => p !== body);
  return one(c.sort((a, b) => b.L - a.L)[0]);
};

/**
 * An emblem (a cross, a crest): on a shape with a rim, the sizeable part that is neither the
 * largest (the field) nor the rim (almost all of it on the subject's edge).
 */
const emblem: Rule = (s) => {
  const field = largest(s.parts);
  const onEdge = (p: Part) => {
    let edge = 0;
    for (const i of p.pixels) {
      const x = i % s.width;
      const y = Math.floor(i / s.width);
      if (x <= s.x0 + 2 || x >= s.x1 - 2 || y <= s.y0 + 2 || y >= s.y1 - 2) edge++;
      else if ([i - 1, i + 1, i - s.width, i + s.width].some((j) => s.lines[j])) edge++;
    }
    return edge >= p.n * 0.7;
  };
  const c = s.parts.filter(
    (p) => p !== field && p.n * 25 >= s.total && !onEdge(p) && !(field && shineOn(p, field)),
  );
  return one(largest(c));
};

/**
 * Nouns of one kind of thing ask for that thing's build first: a building's parts for a roof
 * over walls, a ground's for a tile filled edge to edge, a plant's for a stem, a creature's for
 * legs beneath it, a key's for a ring round a hole. A potion has no walls, a shield no grass.
 */
const gated =
  (gate: Rule, rule: Rule): Rule =>
  (s, ctx) =>
    gate(s, ctx) ? rule(s, ctx) : null;

/** A plant: a stem, or a selection cut inside the sprite (leaves chosen off their tree). */
const plant: Rule = (s, ctx) => stem(s, ctx) ?? (holdsSprite(s, ctx) ? null : s.parts);

/** A ground tile: its subject fills its own box (no silhouette, no outline). */
const ground: Rule = (s) => {
  const box = (s.x1 - s.x0 + 1) * (s.y1 - s.y0 + 1);
  return s.total >= box * 0.9 ? s.parts : null;
};

/** Legs beneath a body: two or more small parts below the largest, standing on the bottom. */
const creature: Rule = (s, ctx) => {
  const l = legs(s, ctx) as Part[] | null;
  return l && l.filter((p) => p.y1 >= s.y1 - 2).length >= 2 ? l : null;
};

/** A window or a door is set in the walls: inside their box. */
const inWalls =
  (rule: Rule): Rule =>
  (s, ctx) => {
    const walls = (bottomLarge(s, ctx) as Part[] | null)?.[0];
    const got = rule(s, ctx) as Part[] | null;
    if (!walls || !got) return null;
    const within = (p: Part) => p.x0 >= walls.x0 && p.x1 <= walls.x1 && p.y0 >= walls.y0 - 1;
    return got.every(within) ? got : null;
  };

/** A centre is one: a ring around several islands (apples in a canopy) is no flower. */
const oneCentre: Rule = (s) => {
  const inner = s.parts.filter((q) => s.parts.some((p) => p !== q && centreOf(q, p)));
  return inner.length === 1 ? inner : null;
};

/** A lock is one of a kind: a stone among stones or a window beside its twin is none. */
const unique =
  (rule: Rule): Rule =>
  (s, ctx) => {
    const got = rule(s, ctx) as Part[] | null;
    const p = got?.[0];
    if (!p) return null;
    return s.parts.some((q) => q !== p && q.material === p.material && q.n >= 2) ? null : got;
  };

/** An emblem lies on the field: the field runs along half its edge. */
const onField =
  (rule: Rule): Rule =>
  (s, ctx) => {
    const got = rule(s, ctx) as Part[] | null;
    const p = got?.[0];
    const field = largest(s.parts);
    if (!p || !field) return null;
    // The field may be cut in pieces by the emblem (a cross quarters it): all its pieces count.
    const on = new Set(
      s.parts.filter((q) => q.material === field.material).flatMap((q) => q.pixels),
    );
    let edge = 0;
    let touching = 0;
    const own = new Set(p.pixels);
    for (const i of p.pixels)
      for (const j of [i - 1, i + 1, i - s.width, i + s.width]) {
        if (j < 0 || j >= s.size || own.has(j)) continue;
        edge++;
        if (on.has(j)) touching++;
      }
    return touching * 2 >= edge ? got : null;
  };

/**
 * Fruit hangs on a surface: small compact islands (no side over a quarter of the subject's),
 * each with the largest part along half its edge. A band of trim or a pair of legs is none.
 */
const onSurface =
  (rule: Rule): Rule =>
  (s, ctx) => {
    const got = rule(s, ctx) as Part[] | null;
    const surface = largest(s.parts);
    if (!got || !surface) return null;
    const on = new Set(surface.pixels);
    const side = Math.max(4, Math.max(s.x1 - s.x0 + 1, s.y1 - s.y0 + 1) / 4);
    const ok = (p: Part) => {
      if (p.x1 - p.x0 + 1 > side || p.y1 - p.y0 + 1 > side) return false;
      const own = new Set(p.pixels);
      let edge = 0;
      let touching = 0;
      for (const i of p.pixels)
        for (const j of [i - 1, i + 1, i - s.width, i + s.width]) {
          if (j < 0 || j >= s.size || own.has(j)) continue;
          edge++;
          if (on.has(j)) touching++;
        }
      return touching * 2 >= edge;
    };
    return got.every(ok) ? got : null;
  };

const RULES: ReadonlyArray<[readonly string[], Rule]> = [
  [["ring", "loop", "bow", "eyelet"], ringRule],
  [["shaft", "shank", "rod", "bar"], gated(ringRule, barRule)],
  [["teeth", "tooth", "prongs", "prong", "notches", "wards"], gated(ringRule, teethRule)],
  [["shine", "highlight", "highlights", "glint", "sparkle", "reflection", "gleam"], shine],
  [["wing", "wings"], wing],
  [["lock", "padlock", "latch", "clasp", "keyhole", "buckle"], unique(middleSmall)],
  [["bands", "band", "stripes", "stripe", "trim", "straps", "strap", "hoops"], bands],
  [["liquid", "liquids", "water", "juice", "fluid", "contents", "brew", "drink", "poison"], fill],
  [["glass", "bottle", "jar", "flask", "vial", "jug", "vase", "container", "phial"], container],
  [["cork", "lid", "stopper", "plug", "cap", "top"], topSmall],
  [["roof", "roofs", "rooftop", "shingles", "tiles"], roof],
  [["chimney", "chimneys", "smokestack"], gated(roof, chimney)],
  [["door", "doors", "doorway", "gate", "entrance"], gated(roof, inWalls(door))],
  [["window", "windows", "pane", "panes"], gated(roof, inWalls(windows))],
  [["wall", "walls", "facade", "house front"], gated(roof, bottomLarge)],
  [["petal", "petals", "bloom", "blossom"], gated(oneCentre, ring)],
  [["center", "centre", "middle", "core", "pistil", "disc", "disk"], gated(oneCentre, centre)],
  [["stem", "stems", "stalk", "stalks", "trunk"], stem],
  [["leaf", "leaves", "foliage"], gated(plant, leaves)],
  [["grass", "turf", "lawn", "moss"], gated(ground, topmost)],
  [["dirt", "soil", "ground", "earth", "mud", "sand", "floor"], gated(ground, main)],
  [
    ["stone", "stones", "rock", "rocks", "pebble", "pebbles", "gravel", "cobbles"],
    gated(ground, islands),
  ],
  [["apple", "apples", "fruit", "fruits", "berries", "cherries"], onSurface(islands)],
  [["beak", "bill"], gated(creature, beak)],
  [["leg", "legs", "feet", "foot", "claws", "talons"], creature],
  [["belly", "tummy", "stomach", "underbelly"], gated(creature, belly)],
  [["emblem", "cross", "crest", "symbol", "sigil", "logo", "badge", "insignia"], onField(emblem)],
  [["eye", "eyes", "pupil", "pupils"], eyes],
];

const RULE_OF: ReadonlyMap<string, Rule> = new Map(
  RULES.flatMap(([words, rule]) => words.map((w) => [w, rule] as const)),
);

/**
 * True when a subject is one part drawn in several shades (a lock in light and dark steel):
 * its colours all belong to it, so "make it gold" maps every one of them.
 */
export function onePart(ctx: ObjectContext, subject: Uint8Array): boolean {
  const scene = sceneOf(ctx, subject);
  return scene !== null && scene.parts.filter((p) => p.n >= 2).length === 1;
}

/** True when the noun has a usual shape this module can look for. */
export function hasRole(noun: string): boolean {
  return RULE_OF.has(noun);
}

/**
 * The pixels of the subject a noun usually names (its parts, with the line pixels inside them
 * left out), or null when its rule finds nothing there.
 */
export function byRole(ctx: ObjectContext, noun: string, subject: Uint8Array): Uint8Array | null {
  const rule = RULE_OF.get(noun);
  if (!rule) return null;
  const scene = sceneOf(ctx, subject);
  if (!scene) return null;
  const got = rule(scene, ctx);
  if (!got) return null;
  let mask: Uint8Array;
  if (got instanceof Uint8Array) mask = got;
  else {
    mask = new Uint8Array(scene.size);
    for (const p of got) for (const i of p.pixels) mask[i] = 1;
  }
  // A part is a part of something: a rule that lands on most of a subject with no other
  // sizeable part (the "liquid" of a slime is the slime) found no part.
  let n = 0;
  for (let i = 0; i < mask.length; i++) n += mask[i]!;
  const others = scene.parts.filter(
    (p) => p.n * 10 >= scene.total && p.pixels.every((i) => !mask[i]),
  );
  // A region cut inside the sprite (the canopy of a tree) is the artist's selection of the part.
  const whole = holdsSprite(scene, ctx);
  if (rule !== main && whole && n > scene.total * 0.6 && others.length === 0) return null;
  return mask;
}

/** Nouns for a whole thing, and the shape that tells one thing from another beside it. */
const ROUND = new Set(["ball", "orb", "sphere", "bubble", "globe", "circle", "marble"]);
const SQUARE = new Set(["block", "cube", "box", "crate", "brick", "square"]);

/**
 * Among several separate things in the region (a ball beside a block), the one a shape noun
 * names: the roundest for "ball", the squarest for "block". Null when the noun names no shape
 * or the region holds one thing.
 */
export function thingByShape(
  ctx: ObjectContext,
  noun: string,
  subject: Uint8Array,
): Uint8Array | null {
  const round = ROUND.has(noun);
  if (!round && !SQUARE.has(noun)) return null;
  const { width, height } = ctx.canvas.px;
  const comps = labelComponents(width, height, (i) => subject[i] === 1, 8);
  const things = comps.sizes
    .map((n, k) => ({ n, k: k + 1, x0: width, y0: height, x1: -1, y1: -1 }))
    .filter((t) => t.n >= 9);
  if (things.length < 2) return null;
  for (let i = 0; i < comps.labels.length; i++) {
    const t = things.find((o) => o.k === comps.labels[i]);
    if (!t) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    t.x0 = Math.min(t.x0, x);
    t.y0 = Math.min(t.y0, y);
    t.x1 = Math.max(t.x1, x);
    t.y1 = Math.max(t.y1, y);
  }
  // How much of its box a thing fills: a square fills it all, a disc about π/4 of it.
  const filled = (t: (typeof things)[number]) => t.n / ((t.x1 - t.x0 + 1) * (t.y1 - t.y0 + 1));
  const pick = things.sort((a, b) => (round ? filled(a) - filled(b) : filled(b) - filled(a)))[0]!;
  return Uint8Array.from(comps.labels, (k) => (k === pick.k ? 1 : 0));
}

/** Nouns that name the whole of what the region holds, whatever it is made of. */
export const WHOLE_NOUNS: ReadonlySet<string> = new Set([
  "potion",
  "chest",
  "crate",
  "bird",
  "slime",
  "blob",
  "flower",
  "plant",
  "key",
  "shield",
  "house",
  "building",
  "hut",
  "tree",
  "mushroom",
  "creature",
  "monster",
  "thing",
  "object",
  "item",
  "sprite",
  ...ROUND,
  ...SQUARE,
]);

/**
 * Items of a game's icon set whose reading hangs on small parts an artist would not leave out:
 * a die's pips, a plaster's pad and holes, a glove's separate fingers and thumb, a boot's heel
 * and cuff, a carrot's ridges, a cookie's chips, a lockpick's hook and its tension wrench.
 * Drawn in the shape language like the other items (cell units, y down).
 */
import type { XY } from "../shape";
import type { SubjectEntry } from "../types";
import { arc, bar, curve, ell, line, poly, rect, shaped } from "./shape-kit";

const item = shaped("item");

const r3 = (v: number) => Math.round(v * 1000) / 1000;

/**
 * A band along `spine` whose half-width at each point is `half(f)`, `f` running from 0 at the
 * first point to 1 at the last: a root tapering to its tip, a frond with a frilled edge.
 */
function band(spine: readonly XY[], half: (f: number, i: number) => number): XY[] {
  const left: XY[] = [];
  const right: XY[] = [];
  const last = spine.length - 1;
  spine.forEach(([x, y], i) => {
    const [ax, ay] = spine[Math.max(0, i - 1)]!;
    const [bx, by] = spine[Math.min(last, i + 1)]!;
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const h = half(i / last, i);
    left.push([r3(x - ((by - ay) / len) * h), r3(y + ((bx - ax) / len) * h)]);
    right.push([r3(x + ((by - ay) / len) * h), r3(y - ((bx - ax) / len) * h)]);
  });
  return [...left, ...right.reverse()];
}

/** A point `s` along and `t` down a face whose corners are `o`, `o + u` and `o + v`. */
function onFace(o: XY, u: XY, v: XY, s: number, t: number): XY {
  return [r3(o[0] + u[0] * s + v[0] * t), r3(o[1] + u[1] * s + v[1] * t)];
}

// A die seen from above a corner: the top face lit, the left face in half light, the right
// face in shadow, all flat (a rounded top shades as a ball). The faces show 1, 2 and 3, three
// faces that meet at one corner of a real die.
const DIE_TOP: XY = [0.5, 0.06];
const DIE_LEFT: XY = [0.08, 0.26];
const DIE_RIGHT: XY = [0.92, 0.26];
const DIE_NEAR: XY = [0.5, 0.46];
const DIE_DROP: XY = [0, 0.48];
const pip = (at: XY, r: XY) =>
  ell("pips", "dark", at, r, { detail: true, form: "flat", shade: -0.45 });
const leftFace = (s: number, t: number) =>
  onFace(DIE_LEFT, [DIE_NEAR[0] - DIE_LEFT[0], DIE_NEAR[1] - DIE_LEFT[1]], DIE_DROP, s, t);
const rightFace = (s: number, t: number) =>
  onFace(DIE_NEAR, [DIE_RIGHT[0] - DIE_NEAR[0], DIE_RIGHT[1] - DIE_NEAR[1]], DIE_DROP, s, t);
const below = ([x, y]: XY): XY => [x + DIE_DROP[0], r3(y + DIE_DROP[1])];

const dice = item("dice", { aliases: ["die", "d6"], colors: ["#f2efe8"] }, [
  poly("side", "main", [DIE_LEFT, DIE_NEAR, below(DIE_NEAR), below(DIE_LEFT)], {
    form: "flat",
    shade: 0.1,
  }),
  poly("side", "main", [DIE_NEAR, DIE_RIGHT, below(DIE_RIGHT), below(DIE_NEAR)], {
    form: "flat",
    shade: -0.05,
  }),
  poly("top", "main", [DIE_TOP, DIE_RIGHT, DIE_NEAR, DIE_LEFT], { form: "flat", shade: 0.45 }),
  pip([0.5, 0.26], [0.07, 0.045]),
  pip(leftFace(0.27, 0.27), [0.04, 0.055]),
  pip(leftFace(0.73, 0.73), [0.04, 0.055]),
  pip(rightFace(0.24, 0.24), [0.04, 0.055]),
  pip(rightFace(0.5, 0.5), [0.04, 0.055]),
  pip(rightFace(0.76, 0.76), [0.04, 0.055]),
]);

// A plaster seen from above, laid corner to corner: a flat strip with rounded ends, a pale pad
// in its middle with a raised rim, and rows of air holes in the sticky ends. A round,
// shaded strip reads as a rolling pin.
const PLASTER_TURN = -45;
const along = (d: number, across = 0): XY => {
  const a = (PLASTER_TURN * Math.PI) / 180;
  return [
    r3(0.5 + d * Math.cos(a) - across * Math.sin(a)),
    r3(0.5 + d * Math.sin(a) + across * Math.cos(a)),
  ];
};
const stadium = (length: number, half: number): XY[] => [
  ...arc([0, 0], [half, half], -90, 90, 6).map(([x, y]) => along(length + x, y)),
  ...arc([0, 0], [half, half], 90, 270, 6).map(([x, y]) => along(-length + x, y)),
];
const plasterHoles = [-0.36, -0.26, 0.26, 0.36].flatMap((d) =>
  [-0.05, 0.05].map((across) =>
    ell("holes", "main", along(d, across), [0.016, 0.016], {
      detail: true,
      form: "flat",
      shade: -0.5,
    }),
  ),
);

const bandage = item("bandage", { aliases: ["band aid", "plaster"], colors: ["#e8b890"] }, [
  poly("strip", "main", stadium(0.36, 0.13), { form: "flat", shade: 0.1 }),
  poly(
    "pad",
    "white",
    [along(-0.15, -0.1), along(0.15, -0.1), along(0.15, 0.1), along(-0.15, 0.1)],
    {
      form: "flat",
    },
  ),
  poly(
    "pad",
    "white",
    [along(-0.11, -0.06), along(0.11, -0.06), along(0.11, 0.06), along(-0.11, 0.06)],
    {
      form: "flat",
      shade: 0.4,
      join: true,
    },
  ),
  ...plasterHoles,
]);

// A cookie lying flat, seen from above: an even, lumpy-edged disc with a slightly darker baked
// rim and chocolate chips scattered over it, some cut by the edge. A shaded ball with dots
// reads as a potato.
const cookieEdge: XY[] = arc([0.5, 0.5], [0.46, 0.42], 0, 360, 24)
  .slice(0, 24)
  .map(([x, y], i) => {
    const bump = [0, 0.015, -0.01, 0.02, 0, -0.015][i % 6]!;
    return [r3(0.5 + (x - 0.5) * (1 + bump)), r3(0.5 + (y - 0.5) * (1 + bump))];
  });
const cookie = item("cookie", { aliases: ["biscuit"], colors: ["#c8904a"] }, [
  poly("dough", "main", cookieEdge, { form: "flat", shade: -0.2 }),
  ell("dough", "main", [0.49, 0.48], [0.37, 0.33], { form: "flat", shade: 0.15, join: true }),
  ...(
    [
      [0.32, 0.34, 0.05],
      [0.56, 0.28, 0.045],
      [0.7, 0.46, 0.05],
      [0.44, 0.52, 0.045],
      [0.3, 0.62, 0.04],
      [0.6, 0.66, 0.05],
      [0.86, 0.58, 0.035],
      [0.16, 0.46, 0.035],
    ] as const
  ).map(([x, y, r]) =>
    poly(
      "chips",
      "darkWood",
      (
        [
          [x - r, y],
          [x - r * 0.3, y - r],
          [x + r, y - r * 0.6],
          [x + r * 0.7, y + r * 0.8],
          [x - r * 0.4, y + r * 0.9],
        ] as const
      ).map(([a, b]): XY => [r3(a), r3(b)]),
      {
        detail: true,
        form: "flat",
        shade: -0.3,
      },
    ),
  ),
]);

// A carrot: a root that tapers along a gentle curve to its tip, crossed by short ridge lines,
// under a leafy top of several frilled fronds. A straight wedge with three sticks reads as a
// pencil or a cone.
const carrotSpine = curve([0.62, 0.42], 130, 0.74, 22, 10);
const carrotHalf = (f: number) =>
  r3(f < 0.1 ? 0.08 + 0.45 * f : 0.012 + 0.13 * ((1 - f) / 0.9) ** 0.8);
/** A ridge: a short crease from one edge of the root inward, `i` steps down its spine. */
const ridge = (i: number, side: 1 | -1, depth: number) => {
  const [x, y] = carrotSpine[i]!;
  const [ax, ay] = carrotSpine[i - 1]!;
  const len = Math.hypot(x - ax, y - ay);
  const nx = (-(y - ay) / len) * side;
  const ny = ((x - ax) / len) * side;
  const edge = carrotHalf(i / (carrotSpine.length - 1)) - 0.01;
  return line(
    "ridges",
    "main",
    [
      [r3(x + nx * edge), r3(y + ny * edge)],
      [r3(x + nx * (edge - depth)), r3(y + ny * (edge - depth))],
    ],
    0.02,
    { detail: true, shade: -0.5 },
  );
};
/** A frond of the leafy top: a stalk whose leaf edge frills in and out along it. */
const frond = (base: XY, heading: number, length: number, turn: number) => {
  const spine = curve(base, heading, length, turn, 12);
  return [
    poly(
      "leaves",
      "leaf",
      band(spine, (f, i) => (i === 0 ? 0.015 : r3((i % 2 ? 0.065 : 0.028) * (1 - 0.45 * f)))),
      { form: "pillow" },
    ),
    line("leaves", "leaf", spine.slice(0, 10), 0.014, { detail: true, shade: -0.45, join: true }),
  ];
};
const carrot = item("carrot", { colors: ["#f08a2c"] }, [
  ...frond([0.58, 0.42], -112, 0.3, 20),
  ...frond([0.6, 0.42], -78, 0.4, 14),
  ...frond([0.62, 0.43], -45, 0.42, 8),
  ...frond([0.64, 0.45], -14, 0.34, -12),
  poly("root", "main", band(carrotSpine, carrotHalf), { form: "pillow" }),
  ridge(2, 1, 0.06),
  ridge(3, -1, 0.07),
  ridge(5, 1, 0.05),
  ridge(6, -1, 0.04),
  ridge(8, 1, 0.03),
]);

// A lockpick set as a thief lays it out: a thin pick with a hooked tip on a wrapped handle, and
// beside it, parallel, the L-shaped tension wrench whose short foot turns the lock. Apart and
// unaligned they read as an awl and a stray Allen key.
const lockpick = item("lockpick", { aliases: ["lock pick", "lockpicks", "picks"], main: "metal" }, [
  bar("handle", "wood", [0.08, 0.88], [0.36, 0.6], 0.05),
  line("wraps", "darkWood", "0.13,0.77 0.19,0.83", 0.025, { detail: true }),
  line("wraps", "darkWood", "0.2,0.7 0.26,0.76", 0.025, { detail: true }),
  line("wraps", "darkWood", "0.27,0.63 0.33,0.69", 0.025, { detail: true }),
  line("pick", "main", [[0.35, 0.61], ...curve([0.8, 0.16], -45, 0.11, -170, 5)], 0.03),
  line("tension wrench", "main", "0.38,0.97 0.94,0.41 0.86,0.33", 0.035),
]);

/** Points moved `dx` across: the second of a pair drawn from the first. */
const shift = (pts: readonly XY[], dx: number): XY[] => pts.map(([x, y]) => [r3(x + dx), y]);
/** Points mirrored about x = 0.5: the other hand of a pair. */
const mirror = (pts: readonly XY[]): XY[] => pts.map(([x, y]) => [r3(1 - x), y]);
const pts = (p: string): XY[] => p.split(" ").map((q) => q.split(",").map(Number) as unknown as XY);

// A pair of boots in profile, toes to the right, standing apart: each a tall shaft under a
// folded cuff, a strap and buckle at the ankle, a rounded toe, and a dark sole with a separate
// heel block under the back (the arch shows between them). Flat L-slabs read as brackets.
const BOOT_BODY = pts(
  "0.04,0.2 0.24,0.2 0.23,0.54 0.25,0.6 0.3,0.64 0.37,0.66 0.42,0.68 0.455,0.72 0.47,0.77 0.47,0.84 0.04,0.84",
);
const BOOT_CUFF = pts("0.02,0.1 0.26,0.1 0.26,0.22 0.02,0.22");
const BOOT_STRAP = pts("0.04,0.5 0.235,0.5 0.235,0.56 0.04,0.56");
const BOOT_HEEL = pts("0.04,0.84 0.15,0.84 0.15,0.94 0.05,0.94");
const BOOT_SOLE = pts("0.2,0.84 0.48,0.84 0.47,0.9 0.2,0.9");
const BOOT_GAP = 0.52;
const boot = (dx: number, shade: number) => [
  poly("boot", "main", shift(BOOT_BODY, dx), { form: "pillow", shade }),
  poly("cuff", "main", shift(BOOT_CUFF, dx), { form: "tubeH", shade: shade + 0.2 }),
  poly("strap", "main", shift(BOOT_STRAP, dx), { form: "flat", shade: -0.5 }),
  rect("buckle", "gold", [r3(0.12 + dx), 0.49], [0.05, 0.08], { detail: true, form: "flat" }),
  poly("heel", "darkWood", shift(BOOT_HEEL, dx), { form: "flat" }),
  poly("sole", "darkWood", shift(BOOT_SOLE, dx), { form: "flat" }),
];
const boots = item(
  "boots",
  { weak: true, aliases: ["boot", "shoes", "leather boots"], colors: ["#7a4a2a"] },
  [...boot(0, -0.1), ...boot(BOOT_GAP, 0)],
);

// A pair of gloves, palms to the viewer, thumbs out to the sides: four separate fingers of
// unequal length on each palm, a thumb angled off the palm's side, and a flared cuff at the
// wrist. Boxy slabs with drawn-on lines read as oven mitts or bricks.
const GLOVE_PALM = pts("0.1,0.38 0.38,0.38 0.39,0.7 0.11,0.7");
const GLOVE_CUFF = pts("0.1,0.7 0.39,0.7 0.42,0.92 0.07,0.92");
/** [x, top] of each finger, index to little, on the glove whose thumb points left. */
const GLOVE_FINGERS: readonly XY[] = [
  [0.14, 0.12],
  [0.21, 0.06],
  [0.28, 0.09],
  [0.35, 0.17],
];
const glove = (side: "left" | "right") => {
  const place = (p: readonly XY[]) => (side === "left" ? [...p] : mirror(p));
  const at = (x: number, y: number): XY => place([[x, y]])[0]!;
  return [
    poly("glove", "main", place(GLOVE_PALM), { form: "pillow" }),
    ...GLOVE_FINGERS.map(([x, top]) =>
      poly(
        "fingers",
        "main",
        place([
          [x - 0.034, 0.46],
          ...arc([x, top + 0.034], [0.034, 0.034], 180, 360, 6),
          [x + 0.034, 0.46],
        ]),
        { form: "pillow", shade: 0.08 },
      ),
    ),
    bar("thumb", "main", at(0.15, 0.64), at(0.03, 0.42), 0.055, 0.04, { shade: 0.12 }),
    poly("cuff", "main", place(GLOVE_CUFF), { form: "tubeV", shade: -0.2 }),
    line("stitches", "main", [at(0.09, 0.78), at(0.4, 0.78)], 0.02, {
      detail: true,
      shade: 0.3,
    }),
  ];
};
const gloves = item(
  "gloves",
  { weak: true, aliases: ["glove", "gauntlet", "gauntlets", "mittens"], colors: ["#7a4a2a"] },
  [...glove("left"), ...glove("right")],
);

export const SHAPED_ITEMS_PARTS: readonly SubjectEntry[] = [
  boots,
  gloves,
  dice,
  bandage,
  cookie,
  carrot,
  lockpick,
];

/**
 * Many-legged body plans: spider, beetle, scorpion and crab seen from above (the view they read
 * in), bee and ant in profile or from the front. The spider is drawn turned for each facing.
 */
import type { Oklch } from "../color";
import type { DrawContext, Drawn, Facing } from "./context";
import { creatureMats, creatureView, fitExtent } from "./creature-kit";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { drawPlan, type MatKey, type PlanLayer, planExtent, type UShape } from "./plan";
import type { Vec } from "./shapes";

/**
 * The layer of a spider's head end (cephalothorax, eyes, fangs hung from it) where it is drawn
 * as its own layer, a child of the abdomen's `body` turning at the waist.
 */
export const SPIDER_HEAD = "cephalothorax";

export type InsectKind = "spider" | "beetle" | "bee" | "ant" | "scorpion" | "crab";

/** A jointed leg: body, knee raised above the body line, foot on the ground. */
function leg(
  side: number,
  root: Vec,
  knee: Vec,
  foot: Vec,
  r: number,
  bias = 0,
  mat: MatKey = "dark",
): UShape[] {
  return [
    {
      k: "cap",
      mat,
      bias,
      ax: side * root.x,
      ay: root.y,
      bx: side * knee.x,
      by: knee.y,
      ra: r,
      rb: r * 0.9,
    },
    {
      k: "cap",
      bias,
      ax: side * knee.x,
      ay: knee.y,
      bx: side * foot.x,
      by: foot.y,
      ra: r * 0.9,
      rb: r * 0.6,
      join: true,
      mat,
    },
  ];
}

/**
 * A claw that pinches: a round palm at `palm` and two fingers leaving it toward `dir` (+1 down
 * the screen, -1 up), bowing apart and curling back in at the tips, so the open gap between
 * them shows the pincer. `size` is the palm's radius; the outer finger (away from the body's
 * middle, toward `side`) is the thicker, movable one.
 */
function pincer(
  side: number,
  palm: Vec,
  dir: 1 | -1,
  size: number,
  mat: MatKey = "body",
): UShape[] {
  const at = (u: number, v: number): Vec => ({
    x: side * (palm.x + u * size),
    y: palm.y + dir * v * size,
  });
  const shapes: UShape[] = [
    { k: "ell", mat, cx: side * palm.x, cy: palm.y, rx: size * 1.05, ry: size * 0.95 },
  ];
  for (const [root, bow, tip, thick] of [
    [at(-0.5, 0.6), at(-0.95, 1.5), at(-0.42, 2.35), 0.36],
    [at(0.55, 0.6), at(1.05, 1.45), at(0.46, 2.3), 0.42],
  ] as const) {
    shapes.push(
      {
        k: "cap",
        mat,
        ax: root.x,
        ay: root.y,
        bx: bow.x,
        by: bow.y,
        ra: size * thick,
        rb: size * thick * 0.8,
        join: true,
      },
      {
        k: "cap",
        mat,
        ax: bow.x,
        ay: bow.y,
        bx: tip.x,
        by: tip.y,
        ra: size * thick * 0.8,
        rb: size * 0.14,
        join: true,
      },
    );
  }
  return shapes;
}

/**
 * A spider's layers: its eight legs (two shapes each, drawn first, pair by pair from the front,
 * left then right), each turning about where it leaves the body, then the body.
 */
function spiderLayers(): PlanLayer[] {
  const layers: PlanLayer[] = [];
  for (let i = 0; i < 4; i++) {
    for (const side of [-1, 1] as const) {
      layers.push({
        at: layers.length * 2,
        name: `leg.${i}.${side < 0 ? "left" : "right"}`,
        role: "leg",
        joint: { x: side * 0.25, y: 0.15 + i * 0.13 },
        parent: "body",
        side,
      });
    }
  }
  layers.push({ at: 16, name: "body", role: "body", joint: { x: 0, y: 0 }, parent: null, side: 0 });
  return layers;
}

/**
 * How far round from facing the viewer a creature facing `facing` is turned, in radians (east
 * a quarter turn, north half); null for the front view and a facing with no turn of its own.
 */
function turnOf(facing: Facing): number | null {
  const turns: Partial<Record<Facing, number>> = {
    south: 0,
    "south-east": Math.PI / 4,
    east: Math.PI / 2,
    "north-east": (3 * Math.PI) / 4,
    north: Math.PI,
  };
  return turns[facing] ?? null;
}

/**
 * A spider turned `turn` from facing the viewer, seen from above as the front view is: its
 * parts placed on the ground (across, forward, height) and projected, the near ones drawn
 * over the far ones. The head and its eyes and fangs lead the way it faces; from behind (a
 * turn past a quarter) the abdomen hides the face. Legs fan out from the head's sides, the
 * front pairs reaching forward and the back pairs back, knees raised.
 */
function spiderTurned(turn: number): { shapes: UShape[]; layers: PlanLayer[] } {
  const fwd = { x: Math.sin(turn), z: Math.cos(turn) };
  const across = { x: Math.cos(turn), z: -Math.sin(turn) };
  // Screen from ground: x as it lies, nearer lower on the screen, higher up higher.
  const at = (u: number, v: number, h = 0): Vec => ({
    x: u * across.x + v * fwd.x,
    y: 0.9 * (u * across.z + v * fwd.z) - h,
  });
  const depth = (u: number, v: number) => u * across.z + v * fwd.z;
  /** An ellipse with radii across and along the body, as it shows from this side. */
  const oval = (ru: number, rv: number) => ({
    rx: Math.hypot(ru * across.x, rv * fwd.x),
    ry: 0.9 * Math.hypot(ru * across.z, rv * fwd.z),
  });
  const shapes: UShape[] = [];
  const layers: PlanLayer[] = [];
  const chest = 0.35;
  // Leg 0 is the front pair (its rig rears and strikes with it) and leg 3 the back one; each
  // pair's angle from straight ahead.
  const spread = [0.75, 1.35, 1.95, 2.45];
  // Turned three-quarters, the front pair reaches further ahead and arches higher, as a spider
  // is drawn at that angle: its near leg rises beside the head and comes down ahead of the
  // fangs; at the head-on angle it ran from beside the head straight down across the face.
  // Head-on, side-on and from behind the legs are as the rig poses them (a wave raises the
  // profile's front leg from where it rests there).
  const diagonal = Math.round(Math.abs(Math.sin(2 * turn)) * 1e6) / 1e6;
  for (let i = 0; i < 4; i++) {
    for (const side of [-1, 1] as const) {
      const a = spread[i]! - (i === 0 ? 0.3 * diagonal : 0);
      const lift = 0.5 + (i === 0 ? 0.3 * diagonal : 0);
      const root = at(side * 0.22, chest + 0.12 - i * 0.06);
      const knee = at(side * Math.sin(a) * 0.8, chest + Math.cos(a) * 0.8, lift);
      const foot = at(side * Math.sin(a) * 1.3, chest + Math.cos(a) * 1.3);
      layers.push({
        at: shapes.length,
        name: `leg.${i}.${side < 0 ? "left" : "right"}`,
        role: "leg",
        joint: root,
        parent: "body",
        side,
      });
      shapes.push(
        {
          k: "cap",
          mat: "dark",
          ax: root.x,
          ay: root.y,
          bx: knee.x,
          by: knee.y,
          ra: 0.08,
          rb: 0.072,
        },
        {
          k: "cap",
          mat: "dark",
          ax: knee.x,
          ay: knee.y,
          bx: foot.x,
          by: foot.y,
          ra: 0.072,
          rb: 0.048,
          join: true,
        },
      );
    }
  }
  layers.push({
    at: shapes.length,
    name: "body",
    role: "body",
    joint: at(0, 0),
    parent: null,
    side: 0,
  });
  const abdomen = at(0, -0.45);
  const mark = at(0, -0.62, 0.22);
  const head = at(0, 0.42);
  const abdomenShapes: UShape[] = [
    { k: "ell", mat: "body", cx: abdomen.x, cy: abdomen.y, ...oval(0.62, 0.66) },
    // The mark lies on the back of the abdomen, toward its rear: head-on it shows small near
    // the top, not as a lens in the middle of the body.
    {
      k: "ell",
      mat: "accent",
      cx: mark.x,
      cy: mark.y,
      ...oval(0.15, 0.2),
      join: true,
    },
  ];
  const face = turn <= Math.PI / 2 + 1e-6;
  const headShapes: UShape[] = [
    { k: "ell", mat: "body", cx: head.x, cy: head.y, ...oval(0.38, 0.36) },
  ];
  if (face) {
    for (const side of [-1, 1]) {
      for (const [u, v, size] of [
        [0.12, 0.62, 0.13],
        [0.24, 0.52, 0.1],
      ] as const) {
        // Only the eyes on the side toward the viewer show once it turns side-on.
        if (depth(side * u, v) < depth(0, 0.42) - 0.15) continue;
        const eye = at(side * u, v, 0.05);
        headShapes.push({ k: "eye", x: eye.x, y: eye.y, size });
      }
    }
  }
  const headNear = depth(0, 0.42) >= depth(0, -0.45);
  // The fangs (chelicerae) hang from the front of the head, thick at the root and hooked in at
  // the tips, each a layer of its own that a bite spreads and snaps shut: drawn thin and short,
  // a bite showed only the body rocking. Drawn last, over the head, when the face shows.
  const fangs: { shapes: UShape[]; side: -1 | 1; root: Vec }[] = [];
  if (face)
    for (const side of [-1, 1] as const) {
      const root = at(side * 0.1, 0.7);
      const mid = at(side * 0.12, 0.9, -0.06);
      const tip = at(side * 0.04, 1.02, -0.1);
      fangs.push({
        side,
        root,
        shapes: [
          {
            k: "cap",
            mat: "horn",
            ax: root.x,
            ay: root.y,
            bx: mid.x,
            by: mid.y,
            ra: 0.085,
            rb: 0.06,
          },
          {
            k: "cap",
            mat: "horn",
            ax: mid.x,
            ay: mid.y,
            bx: tip.x,
            by: tip.y,
            ra: 0.06,
            rb: 0.025,
            join: true,
          },
        ],
      });
    }
  // The part nearer the viewer is drawn over the other. Where the head is the nearer, it is a
  // layer of its own (`cephalothorax`, turning at the waist, the fangs hung from it), so a nod,
  // a bow or a look moves the head end while the abdomen stays: moved as one piece with the
  // abdomen, a nod was a dip of the whole body too small to see.
  if (headNear) {
    shapes.push(...abdomenShapes);
    layers.push({
      at: shapes.length,
      name: SPIDER_HEAD,
      role: "body",
      joint: at(0, 0.08),
      parent: "body",
      side: 0,
    });
    shapes.push(...headShapes);
  } else shapes.push(...headShapes, ...abdomenShapes);
  for (const fang of fangs) {
    layers.push({
      at: shapes.length,
      name: `fang.${fang.side < 0 ? "left" : "right"}`,
      role: "fitting",
      joint: fang.root,
      parent: headNear ? SPIDER_HEAD : "body",
      side: fang.side,
    });
    shapes.push(...fang.shapes);
  }
  return { shapes, layers };
}

function spider(): UShape[] {
  const s: UShape[] = [];
  for (let i = 0; i < 4; i++) {
    for (const side of [-1, 1]) {
      const y = 0.15 + i * 0.13;
      s.push(
        ...leg(
          side,
          { x: 0.25, y },
          { x: 0.85 + i * 0.05, y: -0.55 + i * 0.32 },
          { x: 1.35 + (i % 2) * 0.1, y: 0.35 + i * 0.3 },
          0.08,
        ),
      );
    }
  }
  s.push({ k: "ell", mat: "body", cx: 0, cy: -0.35, rx: 0.62, ry: 0.58 });
  s.push({ k: "ell", mat: "accent", cx: 0, cy: -0.42, rx: 0.16, ry: 0.24, join: true });
  s.push({ k: "ell", mat: "body", cx: 0, cy: 0.38, rx: 0.38, ry: 0.32 });
  for (const side of [-1, 1]) {
    s.push({ k: "eye", x: side * 0.12, y: 0.42, size: 0.1 });
    s.push({ k: "eye", x: side * 0.24, y: 0.34, size: 0.08 });
    s.push({
      k: "cap",
      mat: "horn",
      ax: side * 0.08,
      ay: 0.62,
      bx: side * 0.04,
      by: 0.8,
      ra: 0.05,
      rb: 0.03,
    });
  }
  return s;
}

function beetle(): UShape[] {
  const s: UShape[] = [];
  for (let i = 0; i < 3; i++) {
    for (const side of [-1, 1]) {
      const y = -0.25 + i * 0.35;
      s.push(...leg(side, { x: 0.4, y }, { x: 0.85, y: y - 0.05 }, { x: 1.05, y: y + 0.35 }, 0.07));
    }
  }
  for (const side of [-1, 1])
    s.push({
      k: "cap",
      mat: "dark",
      ax: side * 0.12,
      ay: 0.95,
      bx: side * 0.45,
      by: 1.35,
      ra: 0.04,
      rb: 0.04,
    });
  s.push({ k: "ell", mat: "dark", cx: 0, cy: 0.82, rx: 0.3, ry: 0.22 });
  s.push({ k: "ell", mat: "body", cx: 0, cy: 0, rx: 0.72, ry: 0.85 });
  s.push({
    k: "cap",
    mat: "dark",
    ax: 0,
    ay: -0.45,
    bx: 0,
    by: 0.75,
    ra: 0.03,
    rb: 0.03,
    join: true,
    detail: true,
  });
  s.push({ k: "ell", mat: "body", cx: 0, cy: 0.62, rx: 0.45, ry: 0.18 });
  return s;
}

/**
 * A scorpion's four legs a side, fanned: the back pair reaching back toward the tail, the front
 * pair forward toward the pincers, each knee up and foot out, so eight jointed legs show apart.
 * Laid parallel and close, they merged into a hatched comb that read as ribbed wings.
 */
const SCORPION_LEGS: readonly [Vec, Vec, Vec][] = [
  [
    { x: 0.26, y: -0.28 },
    { x: 0.66, y: -0.58 },
    { x: 0.92, y: -0.42 },
  ],
  [
    { x: 0.32, y: -0.08 },
    { x: 0.8, y: -0.24 },
    { x: 1.06, y: 0.0 },
  ],
  [
    { x: 0.32, y: 0.14 },
    { x: 0.8, y: 0.12 },
    { x: 1.02, y: 0.42 },
  ],
  [
    { x: 0.26, y: 0.34 },
    { x: 0.62, y: 0.46 },
    { x: 0.8, y: 0.78 },
  ],
];

function scorpion(): UShape[] {
  const s: UShape[] = [];
  for (const [hip, knee, foot] of SCORPION_LEGS) {
    for (const side of [-1, 1]) s.push(...leg(side, hip, knee, foot, 0.05));
  }
  for (const side of [-1, 1]) {
    s.push({
      k: "cap",
      mat: "body",
      ax: side * 0.25,
      ay: 0.45,
      bx: side * 0.7,
      by: 0.75,
      ra: 0.08,
      rb: 0.08,
    });
    s.push(...pincer(side, { x: 0.7, y: 0.95 }, 1, 0.23));
  }
  s.push({ k: "ell", mat: "body", cx: 0, cy: 0.1, rx: 0.38, ry: 0.55 });
  // The tail curls up over the back, segment by segment, ending in the sting.
  const tail: Vec[] = [
    { x: 0, y: -0.45 },
    { x: 0.05, y: -0.85 },
    { x: 0.2, y: -1.2 },
    { x: 0.45, y: -1.35 },
    { x: 0.6, y: -1.15 },
  ];
  for (let i = 0; i < tail.length - 1; i++) {
    const a = tail[i]!;
    const b = tail[i + 1]!;
    s.push({
      k: "cap",
      mat: "body",
      ax: a.x,
      ay: a.y,
      bx: b.x,
      by: b.y,
      ra: 0.15 - i * 0.02,
      rb: 0.13 - i * 0.02,
    });
  }
  s.push({
    k: "poly",
    mat: "accent",
    pts: [
      { x: 0.52, y: -1.1 },
      { x: 0.72, y: -1.2 },
      { x: 0.66, y: -0.85 },
    ],
  });
  for (const side of [-1, 1]) s.push({ k: "eye", x: side * 0.12, y: 0.5, size: 0.08 });
  return s;
}

/**
 * A crab's walking legs, three a side, in the shell's colour: each leaves from under the shell's
 * rim, knee raised out to the side, foot down, the three fanned from forward-out to back-out with
 * a gap between each, so they read as legs and not as one striped mass.
 */
const CRAB_LEGS: readonly [Vec, Vec, Vec][] = [
  [
    { x: 0.6, y: -0.05 },
    { x: 1.06, y: -0.36 },
    { x: 1.34, y: 0.0 },
  ],
  [
    { x: 0.68, y: 0.16 },
    { x: 1.2, y: 0.04 },
    { x: 1.44, y: 0.46 },
  ],
  [
    { x: 0.58, y: 0.36 },
    { x: 1.06, y: 0.5 },
    { x: 1.18, y: 0.92 },
  ],
];

function crab(): UShape[] {
  const s: UShape[] = [];
  for (const [hip, knee, foot] of CRAB_LEGS) {
    for (const side of [-1, 1]) s.push(...leg(side, hip, knee, foot, 0.065, -0.1, "body"));
  }
  for (const side of [-1, 1]) {
    s.push({
      k: "cap",
      mat: "body",
      ax: side * 0.55,
      ay: -0.15,
      bx: side * 0.95,
      by: -0.7,
      ra: 0.1,
      rb: 0.1,
    });
    s.push(...pincer(side, { x: 0.98, y: -0.9 }, -1, 0.26));
    s.push({
      k: "cap",
      mat: "body",
      ax: side * 0.2,
      ay: -0.3,
      bx: side * 0.22,
      by: -0.62,
      ra: 0.04,
      rb: 0.04,
    });
  }
  s.push({ k: "ell", mat: "body", cx: 0, cy: 0.05, rx: 0.78, ry: 0.5 });
  for (const side of [-1, 1]) s.push({ k: "eye", x: side * 0.22, y: -0.66, size: 0.12 });
  return s;
}

function bee(front: boolean, ant: boolean): UShape[] {
  const s: UShape[] = [];
  if (front) {
    if (!ant)
      for (const side of [-1, 1])
        s.push({ k: "ell", mat: "white", cx: side * 0.65, cy: -0.45, rx: 0.5, ry: 0.32 });
    for (const side of [-1, 1])
      s.push(...leg(side, { x: 0.2, y: 0.3 }, { x: 0.5, y: 0.45 }, { x: 0.55, y: 0.9 }, 0.05));
    s.push({ k: "ell", mat: "body", cx: 0, cy: 0.25, rx: 0.42, ry: 0.5 });
    if (!ant)
      for (const y of [0.15, 0.45])
        s.push({
          k: "ell",
          mat: "dark",
          cx: 0,
          cy: y,
          rx: 0.5,
          ry: 0.08,
          clip: { cx: 0, cy: 0.25, rx: 0.42, ry: 0.5 },
          join: true,
        });
    for (const side of [-1, 1])
      s.push({
        k: "cap",
        mat: "dark",
        ax: side * 0.1,
        ay: -0.65,
        bx: side * 0.35,
        by: -1.05,
        ra: 0.04,
        rb: 0.04,
      });
    s.push({ k: "ell", mat: ant ? "body" : "dark", cx: 0, cy: -0.45, rx: 0.32, ry: 0.28 });
    for (const side of [-1, 1])
      s.push({ k: "eye", x: side * 0.14, y: -0.47, size: 0.12, tall: true });
    return s;
  }
  if (!ant) {
    s.push({ k: "ell", mat: "white", cx: -0.05, cy: -0.7, rx: 0.32, ry: 0.45, bias: -0.15 });
  }
  for (const x of ant ? [-0.2, 0.1, 0.4] : [-0.05, 0.2, 0.45]) {
    s.push({ k: "cap", mat: "dark", ax: x, ay: 0.2, bx: x - 0.15, by: 0.5, ra: 0.04, rb: 0.04 });
    s.push({
      k: "cap",
      mat: "dark",
      ax: x - 0.15,
      ay: 0.5,
      bx: x - 0.05,
      by: 0.75,
      ra: 0.04,
      rb: 0.035,
      join: true,
    });
  }
  const abdomen = ant
    ? { cx: -0.75, cy: 0, rx: 0.55, ry: 0.42 }
    : { cx: -0.55, cy: 0.05, rx: 0.62, ry: 0.45 };
  if (!ant)
    s.push({
      k: "poly",
      mat: "dark",
      pts: [
        { x: -1.1, y: -0.05 },
        { x: -1.4, y: 0.12 },
        { x: -1.1, y: 0.2 },
      ],
    });
  s.push({ k: "ell", mat: "body", ...abdomen });
  // Three black bands across the abdomen, as wide as the yellow between them.
  if (!ant)
    for (const x of [-0.92, -0.6, -0.28])
      s.push({
        k: "ell",
        mat: "dark",
        cx: x,
        cy: 0.05,
        rx: 0.085,
        ry: 0.6,
        clip: abdomen,
        join: true,
      });
  s.push({
    k: "ell",
    mat: ant ? "body" : "dark",
    cx: ant ? 0 : 0.1,
    cy: 0,
    rx: ant ? 0.3 : 0.33,
    ry: ant ? 0.26 : 0.32,
  });
  const hx = ant ? 0.55 : 0.58;
  s.push({
    k: "cap",
    mat: "dark",
    ax: hx,
    ay: -0.2,
    bx: hx + 0.35,
    by: -0.75,
    ra: 0.035,
    rb: 0.035,
  });
  s.push({ k: "ell", mat: ant ? "body" : "dark", cx: hx, cy: -0.02, rx: 0.3, ry: 0.27 });
  s.push({ k: "eye", x: hx + 0.1, y: -0.08, size: 0.12, tall: true });
  if (!ant) s.push({ k: "ell", mat: "white", cx: 0.3, cy: -0.65, rx: 0.3, ry: 0.42 });
  return s;
}

const COLORS: Readonly<Record<InsectKind, Oklch>> = {
  spider: { L: 0.34, C: 0.03, h: 290 },
  beetle: { L: 0.45, C: 0.1, h: 170 },
  bee: { L: 0.82, C: 0.15, h: 90 },
  ant: { L: 0.42, C: 0.12, h: 30 },
  scorpion: { L: 0.6, C: 0.1, h: 65 },
  crab: { L: 0.58, C: 0.16, h: 32 },
};

/** A bee's bands, head and legs: near black, so the stripes read against the yellow. */
const BEE_BLACK: Oklch = { L: 0.27, C: 0.02, h: 80 };

export function drawInsect(ctx: DrawContext, kind: InsectKind): Drawn {
  const painted = creatureMats(ctx, COLORS[kind], undefined, true);
  const mats =
    kind === "bee"
      ? {
          ...painted,
          dark: { ramp: ctx.scheme.ramp(BEE_BLACK, { contrast: 0.6 }), light: painted.dark.light },
        }
      : painted;
  const view = creatureView(ctx.facing, "side");
  const flying = kind === "bee" || kind === "ant";
  const turned = kind === "spider" ? turnOf(ctx.facing) : null;
  const around = turned !== null ? spiderTurned(turned) : null;
  const shapes = around
    ? around.shapes
    : kind === "spider"
      ? spider()
      : kind === "beetle"
        ? beetle()
        : kind === "scorpion"
          ? scorpion()
          : kind === "crab"
            ? crab()
            : bee(view !== "side", kind === "ant");
  const box = variedBox(innerBox(ctx.width, ctx.height, 0.05, 2), ctx.variation);
  const fit = fitExtent(box, planExtent(shapes), flying && kind === "bee" ? 0.5 : 1);
  const layers = around ? around.layers : kind === "spider" ? spiderLayers() : undefined;
  drawPlan(ctx.canvas, shapes, mats, fit, layers);
  return layers ? { rig: "insect", anchors: {} } : { anchors: {} };
}

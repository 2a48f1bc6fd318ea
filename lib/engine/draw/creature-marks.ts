/**
 * The markings that tell one four-legged animal from another on the shared quadruped body: a
 * panda's eye patches and shoulder band, a raccoon's mask and ringed tail, a fox's white muzzle
 * and chest, a cow's pink muzzle and udder, a goat's beard, a wolf's ruff, a squirrel's upright
 * tail. Each is a few plan shapes placed from the head and body geometry, in the order the
 * quadruped drawer paints them; the species' own colours are applied only when the prompt names
 * none, so "a red fox" and "a golden panda" keep what was asked.
 */
import type { Oklch } from "../color";
import type { DrawContext } from "./context";
import type { CreaturePaints } from "./creature-kit";
import type { MatKey, UShape } from "./plan";
import { flat } from "./shading";

export type Mark =
  | "eyePatches"
  | "shoulderBand"
  | "mask"
  | "ringTail"
  | "muzzle"
  | "pinkMuzzle"
  | "udder"
  | "beard"
  | "ruff"
  | "chest"
  | "patches"
  | "bristles"
  | "talons"
  | "tuft"
  | "beak"
  /** A pig's snout: a flat disc facing forward at the muzzle's end, with two nostrils. */
  | "snoutDisc"
  /** A crocodile's jaws: a long flat snout with a row of teeth along its lips. */
  | "jaws"
  /** A pig's tail in profile: thin, twisted into a loop at the rump. */
  | "corkscrew";

/** Where a profile's head sits, in plan units, as the quadruped drawer lays it out. */
export interface HeadGeometry {
  readonly hx: number;
  readonly hy: number;
  readonly r: number;
  readonly snout: number;
  /** The snout's tip (where the nose sits). */
  readonly noseX: number;
}

/**
 * A species' own colours for some of its mats (a panda's near-black, a cow's pink), used when
 * the prompt names no colour, material or element; otherwise the prompt's colours stand.
 */
export function withOwnColors(
  ctx: DrawContext,
  mats: CreaturePaints,
  own: Partial<Record<MatKey, Oklch>> | undefined,
): CreaturePaints {
  const { reading, scheme } = ctx;
  if (!own || reading.colors.length || reading.materials.length || reading.elements.length)
    return mats;
  const out: Record<string, unknown> = { ...mats };
  for (const [key, color] of Object.entries(own) as [MatKey, Oklch][]) {
    // A ramp slides to stay in the visible range, so black or white fur built with the full
    // spread would turn grey; a tighter spread keeps it black, or white.
    const contrast = color.L < 0.35 ? 0.5 : color.L > 0.85 ? 0.5 : 1;
    out[key] = { ramp: scheme.ramp(color, { contrast }), light: mats[key].light };
  }
  return out as unknown as CreaturePaints;
}

/** Marks painted on the body, over it and under the near legs (a band, patches, an udder). */
export function bodyMarks(marks: readonly Mark[], ry: number): UShape[] {
  const body = { cx: 0, cy: 0, rx: 1, ry };
  const s: UShape[] = [];
  if (marks.includes("shoulderBand"))
    s.push({
      k: "ell",
      mat: "dark",
      cx: 0.42,
      cy: 0,
      rx: 0.3,
      ry: ry * 1.2,
      clip: body,
      join: true,
    });
  if (marks.includes("patches"))
    for (const [x, y, rx, rY] of [
      [-0.55, -0.15, 0.32, 0.5],
      [0.2, -0.45, 0.3, 0.4],
      [-0.05, 0.45, 0.22, 0.3],
      [0.7, 0.1, 0.16, 0.28],
    ] as const)
      s.push({ k: "ell", mat: "dark", cx: x, cy: y * ry, rx, ry: rY * ry, clip: body, join: true });
  if (marks.includes("bristles")) {
    // A boar's dark crest of bristles standing along the spine, tallest at the shoulders.
    const pts: { x: number; y: number }[] = [];
    const top = (x: number) => -ry * Math.sqrt(Math.max(0, 1 - x * x));
    for (let x = -0.55; x <= 0.75; x += 0.13) {
      const lift = 0.1 + 0.12 * Math.max(0, 1 - Math.abs(x - 0.45) * 1.2);
      pts.push({ x, y: top(x) + 0.1 }, { x: x + 0.065, y: top(x + 0.065) - lift });
    }
    pts.push({ x: 0.8, y: top(0.8) + 0.12 }, { x: -0.55, y: top(-0.55) + 0.14 });
    s.push({ k: "poly", mat: "dark", pts });
  }
  if (marks.includes("udder")) {
    s.push({ k: "ell", mat: "accent", cx: -0.3, cy: ry * 0.95, rx: 0.24, ry: 0.16 });
    for (const x of [-0.42, -0.18])
      s.push({
        k: "cap",
        mat: "accent",
        ax: x,
        ay: ry,
        bx: x,
        by: ry + 0.2,
        ra: 0.05,
        rb: 0.04,
        join: true,
      });
  }
  return s;
}

/** A white chest where neck meets body (a fox), over the neck. */
export function chestMarks(marks: readonly Mark[], ry: number): UShape[] {
  if (!marks.includes("chest")) return [];
  return [{ k: "ell", mat: "belly", cx: 0.82, cy: -ry * 0.05, rx: 0.26, ry: ry * 0.62 }];
}

/** Marks painted before the head (a ruff of fur behind the cheek). */
export function underHeadMarks(marks: readonly Mark[], g: HeadGeometry): UShape[] {
  if (!marks.includes("ruff")) return [];
  const { hx, hy, r } = g;
  // Tufts of the ruff stand out behind and below the head, jagged where fur parts.
  return [
    {
      k: "poly",
      mat: "belly",
      pts: [
        { x: hx - r * 0.3, y: hy - r * 0.75 },
        { x: hx - r * 1.5, y: hy - r * 0.5 },
        { x: hx - r * 1.1, y: hy - r * 0.1 },
        { x: hx - r * 1.75, y: hy + r * 0.35 },
        { x: hx - r * 1.15, y: hy + r * 0.6 },
        { x: hx - r * 1.5, y: hy + r * 1.2 },
        { x: hx - r * 0.7, y: hy + r * 1.05 },
        { x: hx - r * 0.55, y: hy + r * 1.65 },
        { x: hx + r * 0.2, y: hy + r * 0.95 },
      ],
    },
  ];
}

/** Marks on the snout, before the nose is painted: a pale or pink muzzle, a beak. */
export function snoutMarks(marks: readonly Mark[], g: HeadGeometry): UShape[] {
  const { hx, hy, r, noseX } = g;
  const s: UShape[] = [];
  if (marks.includes("muzzle"))
    s.push({
      k: "cap",
      mat: "belly",
      ax: hx + r * 0.05,
      ay: hy + r * 0.55,
      bx: noseX - r * 0.1,
      by: hy + r * 0.5,
      ra: r * 0.32,
      rb: r * 0.22,
      join: true,
    });
  if (marks.includes("pinkMuzzle"))
    s.push({
      k: "ell",
      mat: "accent",
      cx: noseX - r * 0.12,
      cy: hy + r * 0.38,
      rx: r * 0.42,
      ry: r * 0.4,
      join: true,
    });
  if (marks.includes("snoutDisc")) {
    // At the muzzle's very end, taller than it, in the body's darker shade (whatever colour
    // the prompt made the pig), with two nostrils darker still.
    const cx = noseX + r * 0.52;
    const cy = hy + r * 0.32;
    s.push({ k: "ell", mat: "dark", bias: 0.2, cx, cy, rx: r * 0.2, ry: r * 0.5 });
    for (const dy of [-0.2, 0.2])
      s.push({
        k: "ell",
        mat: "dark",
        bias: -1,
        cx: cx + r * 0.04,
        cy: cy + r * dy,
        rx: r * 0.08,
        ry: r * 0.1,
        detail: true,
        innerLine: false,
      });
  }
  if (marks.includes("jaws")) {
    // A crocodile's: the lips' dark line runs the snout's length, and white teeth stand up and
    // hang down from it in turn (a pixel each at a sprite's size), so the long head reads as
    // jaws and not a lizard's snout.
    const lipY = hy + r * 0.45;
    s.push({
      k: "cap",
      mat: "dark",
      bias: -1,
      ax: hx + r * 0.1,
      ay: lipY,
      bx: noseX + r * 0.2,
      by: lipY,
      ra: 0.04,
      rb: 0.04,
      detail: true,
      innerLine: false,
    });
    const n = 4;
    for (let i = 0; i < n; i++) {
      const x = hx + r * 0.7 + ((noseX - hx - r * 0.6) * i) / (n - 1);
      s.push({
        k: "ell",
        mat: "white",
        cx: x,
        cy: lipY + (i % 2 === 0 ? -0.05 : 0.05),
        rx: 0.04,
        ry: 0.04,
        shader: flat(4),
        detail: true,
        innerLine: false,
      });
    }
  }
  if (marks.includes("beak"))
    // A raptor's hooked beak: a wedge forward from the face that curls down at its tip.
    s.push({
      k: "poly",
      mat: "horn",
      pts: [
        { x: hx + r * 0.55, y: hy - r * 0.3 },
        { x: hx + r * 1.45, y: hy - r * 0.15 },
        { x: hx + r * 1.75, y: hy + r * 0.25 },
        { x: hx + r * 1.5, y: hy + r * 0.65 },
        { x: hx + r * 1.35, y: hy + r * 0.3 },
        { x: hx + r * 0.6, y: hy + r * 0.45 },
      ],
    });
  return s;
}

/** Marks on the face after the head: eye patches, a mask, a beard. The eye is drawn after. */
export function faceMarks(marks: readonly Mark[], g: HeadGeometry): UShape[] {
  const { hx, hy, r, snout } = g;
  const s: UShape[] = [];
  const ex = hx + r * 0.32;
  const ey = hy - r * 0.2;
  if (marks.includes("eyePatches"))
    // A panda's patch is a tear-drop slanting down and back from the eye.
    s.push({
      k: "poly",
      mat: "dark",
      pts: [
        { x: ex - r * 0.1, y: ey - r * 0.42 },
        { x: ex + r * 0.35, y: ey - r * 0.15 },
        { x: ex + r * 0.2, y: ey + r * 0.35 },
        { x: ex - r * 0.25, y: ey + r * 0.55 },
        { x: ex - r * 0.4, y: ey + r * 0.1 },
      ],
    });
  if (marks.includes("mask")) {
    // A raccoon's white brow above a black band from cheek through the eye.
    s.push({
      k: "cap",
      mat: "white",
      ax: hx - r * 0.3,
      ay: ey - r * 0.45,
      bx: ex + r * 0.45,
      by: ey - r * 0.4,
      ra: r * 0.18,
      rb: r * 0.14,
    });
    s.push({
      k: "cap",
      mat: "dark",
      ax: hx - r * 0.55,
      ay: ey + r * 0.05,
      bx: ex + r * 0.45,
      by: ey + r * 0.02,
      ra: r * 0.32,
      rb: r * 0.26,
    });
  }
  if (marks.includes("beard"))
    s.push({
      k: "poly",
      mat: "body",
      pts: [
        { x: hx + r * 0.1 + snout * 0.4, y: hy + r * 0.6 },
        { x: hx + r * 0.55 + snout * 0.55, y: hy + r * 0.55 },
        { x: hx + r * 0.05 + snout * 0.45, y: hy + r * 1.65 },
      ],
    });
  return s;
}

/**
 * Tails the marks make: a ringed tail (a raccoon's, in bands of body and dark), a squirrel's
 * bushy tail standing up behind the back and curling over at the top, and a pig's corkscrew. `undefined` when the
 * beast's tail is drawn as usual.
 */
export function markedTail(
  marks: readonly Mark[],
  tail: string,
  from: { x: number; y: number },
  len: number,
): UShape[] | undefined {
  if (marks.includes("corkscrew")) {
    // Out from the rump and round in one loop, its end curling back up: a straight thin tail
    // read as a spike, and the loop is what a pig's tail is known by.
    const r = Math.max(0.05, len * 0.24);
    const c = { x: from.x - r * 1.2, y: from.y - r * 0.9 };
    const shapes: UShape[] = [];
    let prev = { x: from.x + 0.04, y: from.y };
    for (let i = 0; i <= 8; i++) {
      const a = Math.PI * 0.5 + (i / 8) * Math.PI * 1.8;
      const p = { x: c.x + Math.cos(a) * r, y: c.y + Math.sin(a) * r };
      shapes.push({
        k: "cap",
        mat: "body",
        ax: prev.x,
        ay: prev.y,
        bx: p.x,
        by: p.y,
        ra: 0.035,
        rb: 0.03,
        ...(i ? { join: true } : {}),
      });
      prev = p;
    }
    return shapes;
  }
  if (tail === "curl") {
    // Up from the rump, swelling, then over at the top toward the head like a question mark.
    const { x, y } = from;
    return [
      {
        k: "cap",
        mat: "body",
        ax: x + 0.1,
        ay: y,
        bx: x - 0.3 * len,
        by: y - 0.5 * len,
        ra: 0.16,
        rb: 0.3,
      },
      {
        k: "ell",
        mat: "body",
        cx: x - 0.2 * len,
        cy: y - 0.78 * len,
        rx: 0.34 * len,
        ry: 0.34 * len,
        join: true,
      },
      {
        k: "ell",
        mat: "body",
        cx: x + 0.12 * len,
        cy: y - 0.92 * len,
        rx: 0.3 * len,
        ry: 0.22 * len,
        join: true,
      },
      {
        k: "ell",
        mat: "body",
        cx: x + 0.32 * len,
        cy: y - 0.72 * len,
        rx: 0.13 * len,
        ry: 0.16 * len,
        join: true,
      },
    ];
  }
  if (!marks.includes("ringTail")) return undefined;
  // The tail sweeps back and a little up, thickening, with dark rings and a dark tip.
  const at = (t: number) => ({ x: from.x + 0.1 - t * len * 0.85, y: from.y - t * len * 0.3 });
  const end = at(1);
  const s: UShape[] = [
    {
      k: "cap",
      mat: "body",
      ax: from.x + 0.1,
      ay: from.y,
      bx: end.x,
      by: end.y,
      ra: 0.13,
      rb: 0.21,
    },
  ];
  for (const t of [0.38, 0.68]) {
    const p = at(t);
    s.push({ k: "ell", mat: "dark", cx: p.x, cy: p.y, rx: 0.08, ry: 0.15 + 0.08 * t, join: true });
  }
  s.push({ k: "ell", mat: "dark", cx: end.x, cy: end.y, rx: 0.2, ry: 0.2, join: true });
  return s;
}

/** An ellipse in plan units. */
interface Oval {
  readonly cx: number;
  readonly cy: number;
  readonly rx: number;
  readonly ry: number;
}

/** Where a head-on or back view's body and face sit, in plan units. */
export interface FrontGeometry {
  /** The chest (head-on) or the rump (from behind) seen end-on: body marks stay inside it. */
  readonly body: Oval;
  /** Head centre height and radius. */
  readonly hy: number;
  readonly hr: number;
  /** The eyes: half their spacing and their height. */
  readonly eyeX: number;
  readonly eyeY: number;
  /** The muzzle coming toward the viewer: its centre height and half-width. */
  readonly muzzleY: number;
  readonly muzzleR: number;
}

/**
 * Marks on the chest (head-on) or the rump (from behind), over the body: a panda's black
 * shoulders, a cow's patches, a fox's white chest under the chin (head-on only).
 */
export function frontBodyMarks(marks: readonly Mark[], g: FrontGeometry, back: boolean): UShape[] {
  const { body } = g;
  const s: UShape[] = [];
  if (!back && marks.includes("chest"))
    s.push({
      k: "ell",
      mat: "belly",
      cx: 0,
      cy: body.cy - body.ry * 0.25,
      rx: body.rx * 0.42,
      ry: body.ry * 0.75,
      clip: body,
      join: true,
    });
  if (marks.includes("shoulderBand"))
    // Head-on a panda's band is its black shoulders, across the chest and down into its legs;
    // from behind, the black of the hind legs runs up the haunches either side of a white rump.
    for (const side of [-1, 1])
      s.push({
        k: "ell",
        mat: "dark",
        cx: side * body.rx * (back ? 0.85 : 0.72),
        cy: body.cy + body.ry * (back ? 0.35 : 0.1),
        rx: body.rx * (back ? 0.35 : 0.48),
        ry: body.ry * (back ? 0.8 : 1.1),
        clip: body,
        join: true,
      });
  if (marks.includes("patches"))
    for (const [x, y, r] of back
      ? ([
          [0.5, -0.35, 0.35],
          [-0.45, 0.3, 0.3],
        ] as const)
      : ([
          [-0.55, -0.3, 0.35],
          [0.6, 0.25, 0.3],
        ] as const))
      s.push({
        k: "ell",
        mat: "dark",
        cx: body.cx + x * body.rx,
        cy: body.cy + y * body.ry,
        rx: r * body.rx,
        ry: r * body.ry * 1.2,
        clip: body,
        join: true,
      });
  return s;
}

/**
 * Marks round a head-on face: a wolf's ruff of pale fur ringing the cheeks, drawn before the
 * head so the head covers its middle.
 */
export function frontUnderHeadMarks(marks: readonly Mark[], g: FrontGeometry): UShape[] {
  if (!marks.includes("ruff")) return [];
  const { hy, hr } = g;
  // Tufts round the cheeks and under the chin, the fur parting between them.
  const pts: { x: number; y: number }[] = [];
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * (0.02 + (0.96 * i) / 10);
    const k = i % 2 === 0 ? 1.22 : 1.1;
    pts.push({ x: Math.cos(a) * hr * k, y: hy + hr * 0.1 + Math.sin(a) * hr * k });
  }
  return [{ k: "poly", mat: "belly", pts }];
}

/**
 * Marks on a face seen head-on, over the head and muzzle and under the eyes: patches round the
 * eyes, a mask across them under a pale brow, a pink muzzle, a goat's beard, a beak in place of
 * the muzzle and nose.
 */
export function frontFaceMarks(marks: readonly Mark[], g: FrontGeometry): UShape[] {
  const { hy, hr, eyeX, eyeY, muzzleY, muzzleR } = g;
  const s: UShape[] = [];
  if (marks.includes("eyePatches"))
    // A panda's patches are tear-drops round the eyes, slanting down and outward.
    for (const side of [-1, 1])
      s.push({
        k: "poly",
        mat: "dark",
        pts: [
          { x: side * (eyeX - hr * 0.22), y: eyeY - hr * 0.22 },
          { x: side * (eyeX + hr * 0.12), y: eyeY - hr * 0.3 },
          { x: side * (eyeX + hr * 0.3), y: eyeY + hr * 0.05 },
          { x: side * (eyeX + hr * 0.22), y: eyeY + hr * 0.42 },
          { x: side * (eyeX - hr * 0.05), y: eyeY + hr * 0.4 },
          { x: side * (eyeX - hr * 0.25), y: eyeY + hr * 0.12 },
        ],
      });
  if (marks.includes("mask")) {
    // A raccoon's black band through the eyes, cheek to cheek, under a white brow.
    s.push({
      k: "cap",
      mat: "white",
      ax: -eyeX,
      ay: eyeY - hr * 0.36,
      bx: eyeX,
      by: eyeY - hr * 0.36,
      ra: hr * 0.13,
      rb: hr * 0.13,
    });
    s.push({
      k: "cap",
      mat: "dark",
      ax: -hr * 0.72,
      ay: eyeY + hr * 0.04,
      bx: hr * 0.72,
      by: eyeY + hr * 0.04,
      ra: hr * 0.27,
      rb: hr * 0.27,
    });
  }
  if (marks.includes("pinkMuzzle"))
    s.push({
      k: "ell",
      mat: "accent",
      cx: 0,
      cy: muzzleY + muzzleR * 0.1,
      rx: muzzleR * 1.05,
      ry: muzzleR * 0.8,
    });
  if (marks.includes("beard"))
    s.push({
      k: "poly",
      mat: "body",
      pts: [
        { x: -muzzleR * 0.45, y: muzzleY + muzzleR * 0.55 },
        { x: muzzleR * 0.45, y: muzzleY + muzzleR * 0.55 },
        { x: 0, y: muzzleY + muzzleR * 0.55 + hr * 0.85 },
      ],
    });
  if (marks.includes("beak"))
    // A raptor's hooked beak seen head-on: a wedge down the middle of the face, its tip curled.
    s.push({
      k: "poly",
      mat: "horn",
      pts: [
        { x: -hr * 0.24, y: hy - hr * 0.02 },
        { x: hr * 0.24, y: hy - hr * 0.02 },
        { x: hr * 0.16, y: hy + hr * 0.5 },
        { x: 0, y: hy + hr * 0.8 },
        { x: -hr * 0.16, y: hy + hr * 0.5 },
      ],
    });
  return s;
}

/**
 * A squirrel's upright tail seen head-on or from behind: up from its root beside the body,
 * swelling, to a round plume level with the head.
 */
export function frontCurlTail(root: { x: number; y: number }, top: number, len: number): UShape[] {
  const tipX = root.x + 0.15 + 0.12 * len;
  return [
    {
      k: "cap",
      mat: "body",
      ax: root.x,
      ay: root.y,
      bx: tipX,
      by: top + 0.25 * len,
      ra: 0.16,
      rb: 0.26,
    },
    {
      k: "ell",
      mat: "body",
      cx: tipX - 0.04 * len,
      cy: top,
      rx: 0.26 * len,
      ry: 0.3 * len,
      join: true,
    },
  ];
}

/**
 * Marks under the chest or rump, drawn before it so only what hangs below shows: from behind, a
 * cow's pink udder between the hind legs.
 */
export function frontUnderBodyMarks(
  marks: readonly Mark[],
  g: FrontGeometry,
  back: boolean,
): UShape[] {
  if (!back || !marks.includes("udder")) return [];
  const { body } = g;
  return [
    {
      k: "ell",
      mat: "accent",
      cx: 0,
      cy: body.cy + body.ry * 0.95,
      rx: body.rx * 0.26,
      ry: body.ry * 0.3,
    },
  ];
}

/**
 * A four-legged beast seen head-on (south) and from behind (north), as layers, in the profile's
 * units (the body's half-length is 1, its centre at the origin, the ground at bodyRy + legLen),
 * so the beast drawn at the profile's scale keeps its size as it turns.
 *
 * Head-on, the head sits over the chest with the muzzle toward the viewer (nose on top of it,
 * eyes either side), the fore legs come down from the chest as two columns, and the hind legs
 * show behind them, wider apart, in shadow, their feet a little higher (further away): four leg
 * columns. A tail shows past a hind leg; wings spread from the shoulders. From behind, the rump
 * fills the view with the tail hanging from its top, the hind legs are the near columns and the
 * fore legs the far ones, and only the back of the head shows above the body: no face.
 *
 * The species' markings (creature-marks.ts) are placed from one `FrontGeometry`: head-on the
 * face's (patches, a mask, a pink muzzle, a beard, a beak in place of muzzle and nose), the
 * chest's and the legs' and ears' own mats; from behind what shows from behind (ears, the
 * rump's marks, an udder, the tail's rings, tuft or tip). A squirrel's tail stands up beside
 * the head in both views.
 */
import {
  type FrontGeometry,
  frontBodyMarks,
  frontCurlTail,
  frontUnderBodyMarks,
  frontUnderHeadMarks,
} from "./creature-marks";
import { type FrontBeast, hasExtra as has } from "./creature-front-beast";
import { frontFace, headCrown } from "./creature-quadruped-face";
import type { PlanLayer, UShape } from "./plan";
import type { Vec } from "./shapes";

export interface FrontPlan {
  shapes: UShape[];
  head: Vec;
  feet: Vec[];
  layers: PlanLayer[];
}

export function frontBackPlan(b: FrontBeast, back: boolean, wings: boolean): FrontPlan {
  const ry = b.bodyRy;
  const ground = ry + b.legLen;
  // The chest (or rump) seen end-on is about as wide as the body is deep.
  const bw = Math.max(ry * 1.35, b.headR * 1.45);
  const hy = -ry * 0.5 - b.neck * 0.65;
  // Head-on the head is the nearest part: a little larger than in profile.
  const hr = b.headR * 1.28;
  const shapes: UShape[] = [];
  const layers: PlanLayer[] = [];
  const feet: Vec[] = [];
  const marks = b.marks ?? [];
  const headMat = b.headMat ?? "body";
  // The chest (or rump) seen end-on bulges below the body's line, between the legs' tops.
  const chest = { cx: 0, cy: ry * 0.15, rx: bw, ry: ry * 1.15 };
  // The muzzle comes toward the viewer: wider and lower the longer the snout.
  const muzzle = Math.min(1, 0.55 + b.snout * 0.6);
  const g: FrontGeometry = {
    body: chest,
    hy,
    hr,
    eyeX: hr * 0.45,
    eyeY: hy - hr * 0.2,
    muzzleY: hy + hr * (0.3 + b.snout * 0.35),
    muzzleR: hr * 0.6 * muzzle,
  };
  const mark = (
    name: string,
    role: PlanLayer["role"],
    joint: Vec,
    parent: string | null,
    side: -1 | 0 | 1 = 0,
  ) => layers.push({ at: shapes.length, name, role, joint, parent, side });

  // Four legs in two pairs. The near pair (the fore legs head-on, the hind legs from behind)
  // stands under the body with the ground showing between them; the far pair stands just
  // outside it, behind the haunches (head-on) or the shoulders (from behind) that bulge past
  // the body's sides, in shadow, thinner, their feet higher (further away). Drawn side by side
  // with no gap, four columns fused into one block under a narrow body.
  const farX = bw * 0.98;
  const nearX = bw * (back ? 0.5 : 0.44);
  const farGround = ground - b.legLen * 0.24;
  const leg = (name: string, x: number, bottom: number, near: boolean, side: -1 | 1) => {
    const bias = near ? 0 : -0.3;
    const top = near ? (back ? ry * 0.1 : ry * 0.3) : ry * 0.9;
    mark(name, "leg", { x, y: top }, "body", side);
    feet.push({ x, y: bottom });
    // A griffin stands on an eagle's forelegs: feathered, then a bare yellow shank and foot.
    if (marks.includes("talons") && near !== back) {
      talonLeg(shapes, x, top, bottom, b.legW * (near ? 1 : 0.75), bias);
      return;
    }
    // A near leg tapers from its shoulder (head-on) or its thigh (from behind, wider) to the
    // paw, so the columns part below the body.
    const w = b.legW * (near ? 1 : 0.75);
    shapes.push({
      k: "cap",
      mat: b.legMat ?? "body",
      bias,
      ax: x,
      ay: top,
      bx: x,
      by: bottom - w,
      ra: w * (near && back ? 1.6 : 1.2),
      rb: w * 0.8,
    });
    // The paw (or hoof) a little wider than the leg, toward the viewer head-on.
    shapes.push({
      k: "ell",
      mat: "dark",
      bias,
      cx: x,
      cy: bottom - w * 0.55,
      rx: w * 1,
      ry: w * 0.6,
      join: true,
    });
  };
  /** The haunches (head-on) or shoulders (from behind) the far legs hang from. */
  const haunches = () => {
    for (const s of [-1, 1] as const) {
      mark(`haunch.${s < 0 ? "left" : "right"}`, "body", { x: s * farX, y: ry * 0.5 }, "body", s);
      shapes.push({
        k: "ell",
        mat: "body",
        bias: -0.2,
        cx: s * bw * 0.84,
        cy: ry * 0.7,
        rx: bw * 0.3,
        ry: ry * 0.45,
      });
    }
  };
  const wing = (s: -1 | 1): UShape => ({
    k: "poly",
    mat: "wing",
    pts: [
      { x: s * bw * 0.25, y: -ry * 0.7 },
      { x: s * (bw + 0.95), y: -ry - 1.0 },
      { x: s * (bw + 0.85), y: -ry * 0.35 },
      { x: s * (bw + 0.5), y: -ry * 0.55 },
      { x: s * (bw + 0.3), y: ry * 0.05 },
      { x: s * bw * 0.5, y: -ry * 0.1 },
    ],
  });
  const far = back ? "fore" : "hind";
  const near = back ? "hind" : "fore";
  // Seen from behind the viewer's left is the beast's left: sides are the viewer's.
  for (const s of [-1, 1] as const)
    leg(`leg.${far}.${s < 0 ? "left" : "right"}`, s * farX, farGround, false, s);
  haunches();
  const spread = () => {
    for (const s of [-1, 1] as const) {
      mark(
        `wing.${s < 0 ? "left" : "right"}`,
        "wings",
        { x: s * bw * 0.3, y: -ry * 0.6 },
        "body",
        s,
      );
      shapes.push(wing(s));
    }
  };
  // Head-on the wings spread behind the body; from behind their roots lie over the back.
  if (wings && !back) spread();
  if (back) {
    // The back of the head above the rump, the ears (and horns) on it.
    mark("head", "head", { x: 0, y: -ry * 0.5 }, "body");
    headCrown(b, shapes, hy, hr);
    shapes.push({ k: "ell", mat: headMat, cx: 0, cy: hy, rx: hr * 1.02, ry: hr * 0.95 });
    if (b.neck > 0.05)
      shapes.push({
        k: "cap",
        mat: headMat,
        ax: 0,
        ay: -ry * 0.3,
        bx: 0,
        by: hy + hr * 0.3,
        ra: Math.min(bw * 0.7, hr * 0.8),
        rb: hr * 0.7,
        join: true,
      });
    if (has(b, "mane") && b.neck < 0.5) {
      // From behind a lion's head is all mane, a shaggy ball wider than the head, the ears
      // standing out of it: without it the back of the head reads as a bear's.
      shapes.push({
        k: "ell",
        mat: "dark",
        cx: 0,
        cy: hy + hr * 0.15,
        rx: hr * 1.45,
        ry: hr * 1.35,
      });
      headCrown(b, shapes, hy, hr);
    }
  } else if (b.tail === "curl") {
    // Head-on a squirrel's tail stands up behind its body, its plume beside the head.
    mark("tail", "tail", { x: bw * 0.5, y: 0 }, "body");
    shapes.push(...frontCurlTail({ x: bw * 0.5, y: ry * 0.2 }, hy - hr * 0.2, b.tailLen));
  } else if (b.tail === "long") {
    // Head-on, only a long tail (a dragon's, a crocodile's) shows, curled on the ground past a
    // hind leg; a wolf's hangs hidden behind it.
    mark("tail", "tail", { x: bw * 0.5, y: ry * 0.3 }, "body");
    shapes.push({
      k: "cap",
      mat: "body",
      bias: -0.15,
      ax: bw * 0.6,
      ay: ry * 0.5,
      bx: bw * 1.7,
      by: ground - 0.12,
      ra: ry * 0.35,
      rb: 0.05,
    });
  }
  // The near legs come out from under the chest (or the rump), which is drawn over their tops.
  for (const s of [-1, 1] as const)
    leg(`leg.${near}.${s < 0 ? "left" : "right"}`, s * nearX, ground, true, s);
  mark("body", "body", { x: 0, y: 0 }, null);
  // Head-on, the body runs back from the chest: seen a little from above its back rises behind
  // the head, wider than the chest, and the shoulders bulge either side of the neck; without
  // them the head stood on four pillars with hardly a body behind it.
  if (!back) shapes.push(...bodyBehindHead(chest, hy, hr, marks.includes("shoulderBand")));
  shapes.push(...frontUnderBodyMarks(marks, g, back));
  shapes.push({ k: "ell", mat: "body", ...chest });
  if (has(b, "shell"))
    shapes.push({
      k: "ell",
      mat: "dark",
      cx: 0,
      cy: -ry * 0.2,
      rx: bw * 1.05,
      ry: ry * 1.05,
      clip: { cx: 0, cy: -ry * 3, rx: 3, ry: ry * 3.4 },
    });
  if (!back)
    // The chest, lighter, under the chin.
    shapes.push({
      k: "ell",
      mat: "belly",
      cx: 0,
      cy: ry * 0.45,
      rx: bw * 0.5,
      ry: ry * 0.6,
      clip: chest,
      join: true,
    });
  shapes.push(...frontBodyMarks(marks, g, back));
  if (has(b, "bands")) shapes.push(...frontBands(chest, back));
  if (back) {
    if (wings) spread();
    if (has(b, "spikes")) {
      // The spine's ridge, over the wings' roots.
      mark("spikes", "body", { x: 0, y: -ry }, "body");
      for (const x of [-bw * 0.45, bw * 0.45]) {
        const y = -ry * 1.05 * Math.sqrt(1 - (x / bw) ** 2);
        shapes.push({
          k: "poly",
          mat: "horn",
          pts: [
            { x: x - 0.09, y: y + 0.06 },
            { x: x * 1.15, y: y - 0.2 },
            { x: x + 0.09, y: y + 0.06 },
          ],
        });
      }
    }
    if (b.tail !== "none") tailFromBehind(b, shapes, mark, g, ground);
    return { shapes, head: { x: 0, y: hy }, feet, layers };
  }
  mark("head", "head", { x: 0, y: -ry * 0.5 }, "body");
  // A lion's mane rings its head; a horse's lies along its neck, out of sight head-on.
  if (has(b, "mane") && b.neck < 0.5)
    shapes.push({ k: "ell", mat: "dark", cx: 0, cy: hy, rx: hr * 1.5, ry: hr * 1.45 });
  shapes.push(...frontUnderHeadMarks(marks, g));
  if (b.neck > 0.05)
    shapes.push({
      k: "cap",
      mat: headMat,
      ax: 0,
      ay: -ry * 0.3,
      bx: 0,
      by: hy + hr * 0.3,
      ra: Math.min(bw * 0.65, hr * 0.75),
      rb: hr * 0.65,
    });
  headCrown(b, shapes, hy, hr);
  if (has(b, "bands")) shapes.push(...foreheadBands(hy, hr));
  frontFace(b, shapes, g, headMat);
  return { shapes, head: { x: 0, y: hy }, feet, layers };
}

/**
 * The body behind a head-on head: the back, in shadow, wider than the chest, rising to the
 * head's middle and reaching down over the hind legs' tops (the haunches' mass), and a
 * shoulder on each side of the neck, over the fore legs' tops. A panda's black band (`band`)
 * is what shows of its shoulders and back past the white chest.
 */
function bodyBehindHead(
  chest: { cx: number; cy: number; rx: number; ry: number },
  hy: number,
  hr: number,
  band: boolean,
): UShape[] {
  const mat = band ? "dark" : "body";
  const backTop = Math.min(chest.cy - chest.ry * 0.9, hy + hr * 0.1);
  const backBottom = chest.cy + chest.ry * 0.75;
  const back: UShape = {
    k: "ell",
    mat,
    bias: -0.25,
    cx: 0,
    cy: (backTop + backBottom) / 2,
    rx: chest.rx * 1.42,
    ry: (backBottom - backTop) / 2,
  };
  const shoulders = ([-1, 1] as const).map(
    (s): UShape => ({
      k: "ell",
      mat,
      bias: -0.1,
      cx: s * chest.rx * 0.66,
      cy: chest.cy - chest.ry * 0.25,
      rx: chest.rx * 0.55,
      ry: chest.ry * 0.7,
      join: true,
    }),
  );
  return [back, ...shoulders];
}

/**
 * A tiger's bands seen head-on or from behind: dark strokes curving down each flank, inside
 * the body's ellipse (from behind they meet over the spine).
 */
function frontBands(
  body: { cx: number; cy: number; rx: number; ry: number },
  back: boolean,
): UShape[] {
  const { cx, cy, rx, ry } = body;
  return [-1, 1].flatMap((s) =>
    (back ? [0.15, 0.5, 0.82] : [0.55, 0.85]).map(
      (k): UShape => ({
        k: "cap",
        mat: "dark",
        ax: cx + s * rx * k,
        ay: cy - ry * 0.9,
        bx: cx + s * rx * (k + 0.12),
        by: cy + ry * 0.1,
        ra: 0.06,
        rb: 0.025,
        clip: { cx, cy, rx: rx * 0.97, ry: ry * 0.95 },
        join: true,
      }),
    ),
  );
}

/**
 * A tiger's face head-on: three dark strokes down the forehead from the crown and two across
 * each cheek from the edge, inside the head's outline.
 */
function foreheadBands(hy: number, hr: number): UShape[] {
  const clip = { cx: 0, cy: hy, rx: hr, ry: hr * 0.93 };
  const stroke = (ax: number, ay: number, bx: number, by: number): UShape => ({
    k: "cap",
    mat: "dark",
    ax: ax * hr,
    ay: hy + ay * hr,
    bx: bx * hr,
    by: hy + by * hr,
    ra: 0.07,
    rb: 0.025,
    clip,
    join: true,
  });
  return [
    stroke(-0.4, -1, -0.32, -0.5),
    stroke(0, -1, 0, -0.4),
    stroke(0.4, -1, 0.32, -0.5),
    ...[-1, 1].flatMap((s) => [stroke(s, 0.05, s * 0.62, 0.12), stroke(s, 0.35, s * 0.66, 0.38)]),
  ];
}

/**
 * A griffin's eagle foreleg seen end-on: feathered (white) to the knee, then a bare yellow shank
 * and a foot of toes toward the viewer, the claws dark at their tips.
 */
function talonLeg(
  shapes: UShape[],
  x: number,
  top: number,
  bottom: number,
  w: number,
  bias: number,
): void {
  const knee = top + (bottom - top) * 0.45;
  shapes.push(
    { k: "cap", mat: "white", bias, ax: x, ay: top, bx: x, by: knee, ra: w * 1.2, rb: w * 1.05 },
    {
      k: "cap",
      mat: "horn",
      bias,
      ax: x,
      ay: knee,
      bx: x,
      by: bottom - w * 0.5,
      ra: w * 0.6,
      rb: w * 0.55,
    },
    {
      k: "ell",
      mat: "horn",
      bias,
      cx: x,
      cy: bottom - w * 0.45,
      rx: w * 1.1,
      ry: w * 0.45,
      join: true,
    },
  );
  for (const dx of [-0.75, 0, 0.75])
    shapes.push({
      k: "ell",
      mat: "dark",
      bias,
      cx: x + dx * w,
      cy: bottom - w * 0.12,
      rx: w * 0.22,
      ry: w * 0.15,
      detail: true,
      innerLine: false,
    });
}

/**
 * From behind, the tail hangs from the top of the rump (a long one down to the ground and aside,
 * a squirrel's stands up beside the head), with the rings, tuft or tip it has in profile.
 */
function tailFromBehind(
  b: FrontBeast,
  shapes: UShape[],
  mark: (name: string, role: PlanLayer["role"], joint: Vec, parent: string | null) => void,
  g: FrontGeometry,
  ground: number,
): void {
  const ry = b.bodyRy;
  const bw = g.body.rx;
  const marks = b.marks ?? [];
  mark("tail", "tail", { x: 0, y: -ry * 0.4 }, "body");
  if (b.tail === "curl") {
    // Nearest of all, it rises beside the back of the head, not over it.
    shapes.push(...frontCurlTail({ x: bw * 0.45, y: -ry * 0.1 }, g.hy - g.hr * 0.2, b.tailLen));
    return;
  }
  if (b.tail === "puff" || b.tail === "short") {
    shapes.push({
      k: "ell",
      mat: b.tail === "puff" ? "belly" : "body",
      cx: 0,
      cy: -ry * 0.25,
      rx: 0.17,
      ry: 0.16,
    });
    return;
  }
  if (b.tail === "long") {
    shapes.push({
      k: "cap",
      mat: "body",
      ax: 0,
      ay: -ry * 0.2,
      bx: bw * 0.15,
      by: ground - ry * 0.3,
      ra: ry * 0.4,
      rb: ry * 0.28,
    });
    shapes.push({
      k: "cap",
      mat: "body",
      ax: bw * 0.15,
      ay: ground - ry * 0.3,
      bx: bw * 1.6,
      by: ground - 0.1,
      ra: ry * 0.28,
      rb: 0.05,
      join: true,
    });
    return;
  }
  // A rat's whip hangs from behind as a thin tail does, in its own mat.
  const thin = b.tail === "thin" || b.tail === "whip";
  const ax = 0;
  const ay = -ry * 0.45;
  // A brush hangs a little to one side and ends above the hocks, so the hind legs show
  // either side of it instead of behind one wide tail.
  const bushy = b.tail === "bushy";
  const bx = bw * (bushy ? 0.2 : 0.08);
  const by = ry + b.legLen * (thin ? 0.55 : bushy ? 0.12 : 0.3);
  shapes.push({
    k: "cap",
    mat: b.tail === "hair" ? "dark" : (b.tailMat ?? "body"),
    // Hanging over the rump in the rump's own colour, a tail a shade darker reads as a tail
    // and not as a seam splitting the rump.
    bias: -0.2,
    ax,
    ay,
    bx,
    by,
    ra: thin ? 0.06 : bushy ? 0.13 : 0.2,
    rb: thin ? 0.05 : bushy ? 0.17 : 0.27,
  });
  if (marks.includes("ringTail") && !thin)
    // A raccoon's tail in dark rings down to a dark tip.
    for (const t of [0.45, 0.75])
      shapes.push({
        k: "ell",
        mat: "dark",
        cx: ax + (bx - ax) * t,
        cy: ay + (by - ay) * t,
        rx: 0.2 + 0.07 * t,
        ry: 0.07,
        join: true,
      });
  if (b.tail === "bushy")
    shapes.push({
      k: "ell",
      mat: marks.includes("ringTail") ? "dark" : (b.tipMat ?? "belly"),
      cx: bx,
      cy: by + 0.06,
      rx: 0.13,
      ry: 0.12,
      join: true,
    });
  if (thin && marks.includes("tuft"))
    // A lion's or a griffin's tail ends in a dark tuft.
    shapes.push({ k: "ell", mat: "dark", cx: bx, cy: by + 0.04, rx: 0.1, ry: 0.13, join: true });
}

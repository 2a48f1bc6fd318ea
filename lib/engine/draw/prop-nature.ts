/**
 * Natural props: rock, tree (round crown or pine), bush, mushroom, flower and cactus. Shapes
 * take small seeded variations (crown blobs, rock outline) so two seeds give two rocks.
 */
import type { Random } from "../random";
import type { Drawn } from "./context";
import { lathe } from "./object-kit";
import { flatPen, pen } from "./pen";
import type { PropKit } from "./prop-containers";
import { fillCapsule, fillEllipse, fillPolygon, fillRect, type Vec } from "./shapes";

const center = (kit: PropKit) => ({
  x: Math.round(kit.box.x + kit.box.w / 2),
  y: Math.round(kit.box.y + kit.box.h / 2),
});

export function rock(kit: PropKit, random: Random): Drawn {
  const { canvas, mats, box } = kit;
  const w = Math.min(box.w, box.h * 1.4);
  const h = w * 0.7;
  const cx = box.x + box.w / 2;
  const base = box.y + box.h;
  const pts: Vec[] = [];
  const n = 9;
  for (let i = 0; i <= n; i++) {
    const a = Math.PI + (i / n) * Math.PI;
    const r = 0.82 + random() * 0.18;
    pts.push({ x: cx + Math.cos(a) * (w / 2) * r, y: base - h * 0.1 + Math.sin(a) * h * 0.9 * r });
  }
  pts.push({ x: cx + w * 0.44, y: base }, { x: cx - w * 0.44, y: base });
  fillPolygon(canvas, pen(canvas, mats.main), pts, "dome");
  if (w >= 16) {
    const crack = flatPen(canvas, mats.main, 1, { innerLine: false });
    const x0 = cx + w * 0.05;
    fillCapsule(canvas, crack, x0, base - h * 0.75, x0 + w * 0.08, base - h * 0.45, 0.5);
    fillCapsule(canvas, crack, x0 + w * 0.08, base - h * 0.45, x0 - w * 0.02, base - h * 0.25, 0.5);
  }
  return { anchors: { center: center(kit) } };
}

function crown(kit: PropKit, random: Random, cx: number, cy: number, r: number) {
  const leaf = pen(kit.canvas, kit.mats.leaf);
  const blobs: [number, number, number][] = [
    [0, 0.1, 0.75],
    [-0.45, 0.25, 0.52],
    [0.45, 0.25, 0.52],
    [-0.2, -0.35, 0.55],
    [0.25, -0.3, 0.5],
  ];
  for (const [dx, dy, s] of blobs) {
    const j = 0.9 + random() * 0.2;
    // All blobs share one part and one light: the crown reads as one mass lit from the top-left.
    const local = { ...leaf };
    const ox = cx + dx * r;
    const oy = cy + dy * r;
    const rr = r * s * j;
    const shade = (nx: number, ny: number, nz: number, x: number, y: number) => {
      // Light the blob by its position in the whole crown, plus its own roundness.
      const gx = (x + 0.5 - cx) / r;
      const gy = (y + 0.5 - cy) / r;
      return leaf.shader(nx * 0.5 + gx * 0.6, ny * 0.5 + gy * 0.6, nz, x, y);
    };
    fillEllipse(kit.canvas, { ...local, shader: shade }, ox, oy, rr, rr * 0.92, "dome");
  }
}

export function tree(kit: PropKit, random: Random, pine: boolean): Drawn {
  const { canvas, mats, box } = kit;
  const cx = box.x + box.w / 2;
  const bottom = box.y + box.h;
  const h = box.h;
  const trunkW = Math.max(2, Math.min(box.w, h) * (pine ? 0.12 : 0.16));
  const trunk = pen(canvas, mats.wood);
  fillRect(
    canvas,
    trunk,
    cx - trunkW / 2,
    // A pine's trunk runs up under its lowest tier, so the canopy sits on it with no gap.
    bottom - h * (pine ? 0.34 : 0.42),
    trunkW,
    h * (pine ? 0.34 : 0.42),
    "tubeV",
  );
  fillRect(
    canvas,
    trunk,
    cx - trunkW * 0.75,
    bottom - Math.max(1, h * 0.04),
    trunkW * 1.5,
    Math.max(1, h * 0.04),
    "tubeV",
  );
  if (pine) {
    const leaf = pen(canvas, { ...mats.leaf, ramp: mats.leaf.ramp });
    const tiers = 3;
    const width = Math.min(box.w, h * 0.72);
    for (let i = 0; i < tiers; i++) {
      const t = i / tiers;
      const tierTop = box.y + h * (t * 0.55);
      const tierBottom = box.y + h * (0.38 + t * 0.22 + 0.2);
      const hw = (width / 2) * (0.55 + 0.45 * ((i + 1) / tiers));
      const pts: Vec[] = [{ x: cx, y: tierTop }];
      const teeth = 3;
      for (let k = 0; k <= teeth; k++) {
        const x = cx + hw - (2 * hw * k) / teeth;
        pts.push(
          { x, y: tierBottom - (k === 0 || k === teeth ? 0 : 0) },
          ...(k < teeth ? [{ x: x - hw / teeth, y: tierBottom - Math.max(1, h * 0.04) }] : []),
        );
      }
      fillPolygon(canvas, { ...leaf, part: leaf.part }, pts, "dome");
    }
    return { anchors: { center: center(kit) } };
  }
  const r = Math.min(box.w * 0.5, h * 0.36);
  crown(kit, random, cx, box.y + r * 0.95, r);
  return { anchors: { center: center(kit) } };
}

export function bush(kit: PropKit, random: Random): Drawn {
  const { canvas, mats, box } = kit;
  const w = Math.min(box.w, box.h * 1.5);
  const r = w * 0.45;
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h - r * 0.7;
  const clipBottom = box.y + box.h;
  const leaf = pen(canvas, mats.leaf);
  for (const [dx, dy, s] of [
    [-0.5, 0.15, 0.55],
    [0.5, 0.15, 0.55],
    [0, -0.1, 0.7],
  ] as const) {
    const rr = r * s * (0.92 + random() * 0.16);
    fillEllipse(canvas, leaf, cx + dx * r, cy + dy * r, rr, rr, "dome", (_x, y) => y < clipBottom);
  }
  if (kit.mats.accent && w >= 20) {
    const berry = pen(canvas, mats.accent, { detail: true });
    for (const [dx, dy] of [
      [-0.4, 0.1],
      [0.15, -0.25],
      [0.45, 0.3],
    ] as const) {
      fillEllipse(
        canvas,
        berry,
        cx + dx * r,
        cy + dy * r,
        Math.max(1, w * 0.035),
        Math.max(1, w * 0.035),
        "dome",
      );
    }
  }
  return { anchors: { center: center(kit) } };
}

export function mushroom(kit: PropKit): Drawn {
  const { canvas, mats, box } = kit;
  const w = Math.min(box.w, box.h * 1.1);
  const cx = box.x + box.w / 2;
  const bottom = box.y + box.h;
  const capH = w * 0.45;
  const capTop = bottom - w * 0.95;
  lathe(
    canvas,
    pen(canvas, mats.paper),
    cx,
    capTop + capH * 0.8,
    bottom - capTop - capH * 0.8,
    (t) => w * (0.15 + 0.05 * t),
  );
  const cap = pen(canvas, mats.accent);
  fillEllipse(canvas, cap, cx, capTop + capH, w / 2, capH, "dome", (_x, y) => y < capTop + capH);
  fillRect(
    canvas,
    { ...cap, part: cap.part },
    cx - w * 0.5,
    capTop + capH - 1,
    w,
    Math.max(1, w * 0.06),
    "tubeH",
  );
  // The spots white, at the ramp's lightest: a flat mid level reads as grey blotches.
  const spot = flatPen(canvas, mats.white, 4, { innerLine: false, detail: true });
  for (const [dx, dy, s] of [
    [-0.22, 0.45, 0.09],
    [0.18, 0.3, 0.11],
    [0.02, 0.75, 0.07],
  ] as const) {
    fillEllipse(
      canvas,
      spot,
      cx + dx * w,
      capTop + dy * capH,
      Math.max(1, w * s),
      Math.max(1, w * s * 0.8),
      "flat",
    );
  }
  return { anchors: { center: center(kit) } };
}

export function flower(kit: PropKit): Drawn {
  const { canvas, mats, box } = kit;
  const h = box.h;
  const cx = box.x + box.w / 2;
  const bottom = box.y + box.h;
  const potH = h * 0.3;
  const potW = Math.min(box.w * 0.6, h * 0.4);
  const stem = pen(canvas, mats.leaf);
  fillCapsule(canvas, stem, cx, bottom - potH, cx, box.y + h * 0.3, Math.max(0.6, h * 0.025));
  fillEllipse(
    canvas,
    pen(canvas, mats.leaf),
    cx - h * 0.1,
    bottom - potH - h * 0.12,
    h * 0.1,
    h * 0.045,
    "dome",
  );
  fillEllipse(
    canvas,
    pen(canvas, mats.leaf),
    cx + h * 0.1,
    bottom - potH - h * 0.2,
    h * 0.1,
    h * 0.045,
    "dome",
  );
  const petalR = Math.min(box.w, h) * 0.11;
  const fy = box.y + petalR * 2.1;
  const petals = pen(canvas, mats.accent);
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i / 5) * Math.PI * 2;
    fillEllipse(
      canvas,
      petals,
      cx + Math.cos(a) * petalR * 1.2,
      fy + Math.sin(a) * petalR * 1.2,
      petalR,
      petalR,
      "dome",
    );
  }
  fillEllipse(canvas, pen(canvas, mats.gold), cx, fy, petalR * 0.7, petalR * 0.7, "dome");
  lathe(
    canvas,
    pen(canvas, mats.main),
    cx,
    bottom - potH,
    potH,
    (t) => (potW / 2) * (1 - 0.25 * t),
  );
  fillRect(
    canvas,
    pen(canvas, mats.main, { shader: () => 3 }),
    cx - potW * 0.56,
    bottom - potH,
    potW * 1.12,
    Math.max(1, potH * 0.2),
    "tubeH",
  );
  return { anchors: { center: center(kit) } };
}

export function cactus(kit: PropKit): Drawn {
  const { canvas, mats, box } = kit;
  const h = box.h;
  const cx = box.x + box.w / 2;
  const bottom = box.y + box.h;
  const r = Math.min(box.w * 0.14, h * 0.1);
  const body = pen(canvas, mats.leaf);
  fillCapsule(canvas, body, cx, bottom - r * 0.5, cx, box.y + r, r, r);
  for (const s of [-1, 1]) {
    const armY = box.y + h * (s < 0 ? 0.55 : 0.42);
    const reach = Math.min(box.w / 2 - r * 0.8, r * 2.6);
    const p = pen(canvas, mats.leaf);
    fillCapsule(canvas, p, cx, armY, cx + s * reach, armY, r * 0.7, r * 0.7);
    fillCapsule(
      canvas,
      { ...p, part: p.part },
      cx + s * reach,
      armY,
      cx + s * reach,
      armY - h * 0.2,
      r * 0.7,
      r * 0.65,
    );
  }
  return { anchors: { center: center(kit) } };
}

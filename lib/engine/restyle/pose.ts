/**
 * Pose changes made from the figure's own pixels, nothing redrawn: arms turned about the
 * shoulder (raised into a V, or spread level), legs squashed for a crouch or a kneel (feet stay
 * on the ground, the body above comes down), the upper body sheared for a lean, the whole figure
 * lifted with legs tucked for a jump, or mirrored for a turn. Everything not moved keeps its
 * pixels. The normal tier moves boldly; pro moves less (it holds the character closer).
 */
import { boundsOf, createPixels, type Pixels, rotatePixels, SIDE_STEPS } from "../raster";
import type { Body } from "../figure";
import type { LabOf } from "../color";
import type { Tier } from "./gradient-map";
import type { PoseMove } from "./read-restyle-prompt";

const copy = (px: Pixels): Pixels => ({
  width: px.width,
  height: px.height,
  data: new Uint32Array(px.data),
});

function outlineTouching(
  px: Pixels,
  cells: readonly number[],
  ink: number | null,
  lab: LabOf,
): void {
  if (ink === null) return;
  const { width, height, data } = px;
  const lines = new Set<number>();
  for (const i of cells) {
    if (data[i] === 0 || lab(data[i]!).L < 0.35) continue;
    const x = i % width;
    const y = (i - x) / width;
    for (const [dx, dy] of SIDE_STEPS) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || data[ny * width + nx] === 0) {
        lines.add(i);
        break;
      }
    }
  }
  for (const i of lines) data[i] = ink;
}

/** Turns one arm (the band from the shoulder line to just below the hand, outside the torso). */
function turnArm(
  px: Pixels,
  body: Body,
  side: "right" | "left",
  degrees: number,
  ink: number | null,
  lab: LabOf,
): Pixels {
  const hand = side === "right" ? body.handRight : body.handLeft;
  const other = side === "right" ? body.handLeft : body.handRight;
  const outward = hand.x === other.x ? (side === "right" ? -1 : 1) : Math.sign(hand.x - other.x);
  const r = Math.max(1, Math.round(body.height * 0.05));
  const x0 = outward < 0 ? 0 : hand.x - r;
  const x1 = outward < 0 ? hand.x + r : px.width - 1;
  const y0 = body.shoulderY;
  const y1 = Math.min(px.height - 1, hand.y + r);
  const arm = createPixels(x1 - x0 + 1, y1 - y0 + 1);
  const out = copy(px);
  const cut: number[] = [];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * px.width + x;
      if (px.data[i] === 0) continue;
      arm.data[(y - y0) * arm.width + (x - x0)] = px.data[i]!;
      out.data[i] = 0;
      // The torso column next to the cut becomes edge.
      const inner = x + (outward < 0 ? 1 : -1);
      if (inner >= 0 && inner < px.width && (inner < x0 || inner > x1))
        cut.push(y * px.width + inner);
    }
  }
  outlineTouching(out, cut, ink, lab);
  const pivot = { x: hand.x - x0, y: 0 };
  const turned = rotatePixels(arm, outward < 0 ? degrees : -degrees, pivot);
  const ox = hand.x - turned.pivot.x;
  const oy = y0 - turned.pivot.y;
  const pasted: number[] = [];
  for (let y = 0; y < turned.px.height; y++) {
    for (let x = 0; x < turned.px.width; x++) {
      const v = turned.px.data[y * turned.px.width + x]!;
      const cx = x + ox;
      const cy = y + oy;
      if (v === 0 || cx < 0 || cy < 0 || cx >= out.width || cy >= out.height) continue;
      const i = cy * out.width + cx;
      if (out.data[i] !== 0) continue;
      out.data[i] = v;
      pasted.push(i);
    }
  }
  outlineTouching(out, pasted, ink, lab);
  return out;
}

/** Rows from `hipY` to the bottom squashed to (1 - depth) of their height; `anchor` stays put. */
function squashLegs(
  px: Pixels,
  hipY: number,
  depth: number,
  keepFeet: boolean,
): { px: Pixels; drop: number } {
  const bounds = boundsOf(px);
  if (!bounds || hipY >= bounds.bottom) return { px, drop: 0 };
  const n = bounds.bottom - hipY + 1;
  const m = Math.max(2, Math.round(n * (1 - depth)));
  const drop = n - m;
  const out = createPixels(px.width, px.height);
  const w = px.width;
  // Legs: m rows sampled from n, first and last kept (hip line and soles).
  const legTop = keepFeet ? bounds.bottom - m + 1 : hipY;
  for (let k = 0; k < m; k++) {
    const src = hipY + Math.round((k * (n - 1)) / (m - 1));
    out.data.set(px.data.subarray(src * w, src * w + w), (legTop + k) * w);
  }
  // Above the hips: moved down by the rows the legs gave up (crouch) or left in place (tuck).
  const shift = keepFeet ? drop : 0;
  for (let y = 0; y < hipY; y++) {
    const to = y + shift;
    if (to < px.height) out.data.set(px.data.subarray(y * w, y * w + w), to * w);
  }
  return { px: out, drop };
}

function shear(px: Pixels, hipY: number, k: number, dir: number): Pixels {
  const out = createPixels(px.width, px.height);
  for (let y = 0; y < px.height; y++) {
    const dx = y < hipY ? Math.round((hipY - y) * k) * dir : 0;
    for (let x = 0; x < px.width; x++) {
      const tx = x + dx;
      if (tx >= 0 && tx < px.width) out.data[y * px.width + tx] = px.data[y * px.width + x]!;
    }
  }
  return out;
}

function lift(px: Pixels, dy: number): Pixels {
  if (dy <= 0) return px;
  const out = createPixels(px.width, px.height);
  out.data.set(px.data.subarray(dy * px.width));
  return out;
}

function mirror(px: Pixels): Pixels {
  const bounds = boundsOf(px);
  if (!bounds) return px;
  const out = createPixels(px.width, px.height);
  const sum = bounds.left + bounds.right;
  for (let y = 0; y < px.height; y++) {
    for (let x = bounds.left; x <= bounds.right; x++)
      out.data[y * px.width + (sum - x)] = px.data[y * px.width + x]!;
  }
  return out;
}

const ORDER: Readonly<Record<PoseMove["kind"], number>> = {
  raise: 0,
  spread: 0,
  crouch: 1,
  lean: 2,
  jump: 3,
  turn: 4,
};

export function applyPoses(
  source: Pixels,
  body: Body,
  moves: readonly PoseMove[],
  tier: Tier,
  ink: number | null,
  lab: LabOf,
): Pixels {
  const bold = tier === "normal";
  let px = source;
  let hipY = body.hipY;
  for (const move of [...moves].sort((a, b) => ORDER[a.kind] - ORDER[b.kind])) {
    switch (move.kind) {
      case "raise": {
        const degrees = bold ? 135 : 110;
        if (move.side !== "left") px = turnArm(px, body, "right", degrees, ink, lab);
        if (move.side !== "right") px = turnArm(px, body, "left", degrees, ink, lab);
        break;
      }
      case "spread":
        px = turnArm(px, body, "right", 90, ink, lab);
        px = turnArm(px, body, "left", 90, ink, lab);
        break;
      case "crouch": {
        const squashed = squashLegs(px, hipY, move.depth * (bold ? 1 : 0.7), true);
        px = squashed.px;
        hipY += squashed.drop;
        break;
      }
      case "lean":
        px = shear(px, hipY, bold ? 0.22 : 0.12, move.side === "left" ? -1 : 1);
        break;
      case "jump": {
        const tucked = squashLegs(px, hipY, bold ? 0.2 : 0.12, false);
        const top = boundsOf(tucked.px)?.top ?? 0;
        px = lift(tucked.px, Math.min(top, Math.round(body.height * (bold ? 0.12 : 0.08))));
        break;
      }
      case "turn":
        px = mirror(px);
        break;
    }
  }
  return px;
}

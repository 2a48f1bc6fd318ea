/**
 * Effects of the dark and odd presets: zombie (bruised patches, torn notches in bottom edges),
 * cursed (a speckled dark aura), poison (drips from bottom edges, rising bubbles), shadow (a dark
 * smoky outline with wisps rising, and a cold rim light on the right side), steampunk (rivets
 * on flat areas).
 */
import { boundsOf } from "../raster";
import { randomInt } from "../random";
import { countColors, darkestColor } from "../color";
import {
  aura,
  dark,
  type EffectKit,
  edge,
  filled,
  get,
  pixelsWhere,
  put,
  putEmpty,
  rampColor,
  spreadPick,
} from "./effect-kit";

export function zombie(kit: EffectKit): void {
  const { before, out, random, step } = kit;
  const bruise = rampColor(kit.accent, 0.5);
  const inner = pixelsWhere(before, (x, y) => !edge(before, x, y) && !dark(kit, get(before, x, y)));
  const patches = Math.min(6, 2 + Math.floor(inner.length / 700));
  for (const c of spreadPick(kit, inner, patches, 6 * step)) {
    const radius = randomInt(random, 1, 2) * step;
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const x = c.x + dx;
        const y = c.y + dy;
        if (dx * dx + dy * dy > radius * radius + 1) continue;
        const v = get(before, x, y);
        if (v === 0 || edge(before, x, y) || dark(kit, v) || random() >= 0.7) continue;
        put(out, x, y, bruise);
      }
    }
  }
  // Torn hems: notches cut into bottom edges of the lower half; the pixel above becomes outline.
  const bounds = boundsOf(before);
  if (!bounds) return;
  const half = (bounds.top + bounds.bottom) / 2;
  const ink = darkestColor(countColors(before).keys(), kit.lab) ?? rampColor(kit.main, 0);
  const hems = pixelsWhere(
    before,
    (x, y) =>
      y > half && !filled(before, x, y + 1) && filled(before, x, y - 1) && filled(before, x, y - 2),
  );
  const notches = Math.min(8, 2 + Math.floor(before.width / 32));
  for (const p of spreadPick(kit, hems, notches, 4 * step)) {
    for (let w = 0; w < step; w++) {
      if (!filled(before, p.x + w, p.y)) continue;
      put(out, p.x + w, p.y, 0);
      put(
        out,
        p.x + w,
        p.y - 1,
        dark(kit, get(before, p.x + w, p.y)) ? get(before, p.x + w, p.y) : ink,
      );
    }
  }
}

export function cursed(kit: EffectKit): void {
  const { before, out, random, step } = kit;
  const deep = rampColor(kit.accent, 0.15);
  const glow = rampColor(kit.accent, 0.85);
  const chance = [0, 0.55, 0.3, 0.15, 0.08];
  for (const p of aura(before, 2 + step)) {
    const d = Math.ceil(p.d / step);
    if (random() < (chance[Math.min(d, 4)] ?? 0)) put(out, p.x, p.y, random() < 0.2 ? glow : deep);
  }
}

export function poison(kit: EffectKit): void {
  const { before, out, random, step } = kit;
  const drip = rampColor(kit.accent, 0.5);
  const drop = rampColor(kit.accent, 0.9);
  const bottoms = pixelsWhere(before, (x, y) => !filled(before, x, y + 1));
  for (const p of bottoms) {
    if (random() >= 0.12) continue;
    const h = randomInt(random, 1, 3) * step;
    for (let i = 1; i <= h; i++) putEmpty(out, p.x, p.y + i, i === h ? drop : drip);
  }
  const tops = pixelsWhere(before, (x, y) => !filled(before, x, y - 1));
  const bubbles = Math.max(2, Math.round(tops.length / 14));
  for (const p of spreadPick(kit, tops, bubbles, 4)) {
    putEmpty(out, p.x, p.y - randomInt(random, 2, 5) * step, random() < 0.5 ? drop : drip);
  }
}

export function shadow(kit: EffectKit): void {
  const { before, out, random, step } = kit;
  const smoke = rampColor(kit.main, 0.25);
  const wisp = rampColor(kit.main, 0.55);
  const rim = rampColor(kit.accent, 0.75);
  for (const p of aura(before, step)) {
    if (random() < 0.85) put(out, p.x, p.y, smoke);
  }
  const tops = pixelsWhere(before, (x, y) => !filled(before, x, y - 1));
  for (const p of tops) {
    if (random() >= 0.25) continue;
    const h = randomInt(random, 2, 4) * step;
    for (let i = step + 1; i <= h; i++)
      if ((i + p.x) % 2 === 0 || i === h) putEmpty(out, p.x, p.y - i, i === h ? wisp : smoke);
  }
  // Rim light on the side away from the key light: the pixel just inside the right outline.
  for (let y = 0; y < before.height; y++) {
    for (let x = 0; x < before.width; x++) {
      const v = get(before, x, y);
      if (v === 0 || edge(before, x, y) || dark(kit, v)) continue;
      if (edge(before, x + 1, y) && !filled(before, x + 2, y)) put(out, x, y, rim);
    }
  }
}

export function steampunk(kit: EffectKit): void {
  const { before, out, random } = kit;
  const grid = Math.max(5, Math.round(Math.min(before.width, before.height) / 9));
  const ox = randomInt(random, 0, grid - 1);
  const oy = randomInt(random, 0, grid - 1);
  const head = rampColor(kit.accent, 0.9);
  const shade = rampColor(kit.main, 0.1);
  for (let y = oy; y < before.height; y += grid) {
    for (let x = ox; x < before.width; x += grid) {
      let flat = true;
      for (let dy = -1; dy <= 1 && flat; dy++) {
        for (let dx = -1; dx <= 1 && flat; dx++) {
          const v = get(before, x + dx, y + dy);
          flat = v !== 0 && !edge(before, x + dx, y + dy) && !dark(kit, v);
        }
      }
      if (!flat) continue;
      put(out, x, y, head);
      put(out, x + 1, y + 1, shade);
    }
  }
}

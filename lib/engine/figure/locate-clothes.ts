/**
 * Clothes and what is worn, found from a humanoid's zones for `locatePart`: a cape behind the
 * body, a dress or robe, the feet, the hands, and a belt across the hips.
 */
import { isSkinLike, type LabOf, lchOf } from "../color";
import type { Pixels } from "../raster";
import { floodFill } from "../raster";
import type { Body } from "./body";
import { dominantFamily, LINE_FAMILY } from "./color-families";
import type { PartName } from "./parts";

/**
 * The cape: seen from the front, a short cape shows only where the body does not cover it, as
 * slivers beside the torso, arms and legs from the shoulders down (the arms' and the skirt's
 * zones). It is one color family that the body itself does not wear: not the torso's, arms' or
 * legs' main family, not skin, nothing the head wears (hair, a helmet's plume), not the neutral
 * metal or the line work. It hangs: what shows of it lies on average below the lower hand,
 * where a shield or a hilt (centred on the hand) and a sleeve's trim or stripes (above it) do
 * not; of the families that do, the one with the most pixels there.
 *
 * The mask holds those pixels and the color's pixels in the legs' columns below the hips,
 * never the torso's columns, so a tabard of the cape's color on the chest keeps its own.
 * `beside` is the arms' and skirt's zones with the held item left in: a sword's hilt, grown
 * from the hand, can reach over the cape hanging behind that hand, and the cape is still the
 * cape there. Null when no family shows so; the caller then falls back to the skirt's zone.
 */
export function capeOf(
  px: Pixels,
  area: (names: readonly PartName[]) => Uint8Array,
  beside: Uint8Array,
  at: { families: Map<number, number>; lab: LabOf; neckY: number; handY: number },
): Uint8Array | null {
  const { families, lab, neckY, handY } = at;
  const { width, data } = px;
  const worn = new Set<number>([LINE_FAMILY, 0]);
  for (const names of [["torso"], ["armLeft", "armRight"], ["legLeft", "legRight"]] as const) {
    const main = dominantFamily(px, area(names), families);
    if (main) worn.add(main.family);
  }
  const head = area(["head"]);
  for (let i = 0; i < data.length; i++) {
    const v = data[i]!;
    if (v === 0) continue;
    const f = families.get(v);
    if (f === undefined) continue;
    if (head[i] || isSkinLike(lchOf(lab(v)))) worn.add(f);
  }
  const rows = new Map<number, { sum: number; count: number }>();
  for (let i = (neckY + 1) * width; i < beside.length; i++) {
    if (!beside[i]) continue;
    const f = families.get(data[i]!);
    if (f === undefined || worn.has(f)) continue;
    const tally = rows.get(f) ?? { sum: 0, count: 0 };
    tally.sum += Math.floor(i / width);
    tally.count++;
    rows.set(f, tally);
  }
  let cape = -2;
  let best = 0;
  for (const [f, { sum, count }] of rows) {
    if (sum / count <= handY) continue;
    if (count > best || (count === best && f < cape)) {
      cape = f;
      best = count;
    }
  }
  if (cape === -2) return null;
  const mask = new Uint8Array(beside.length);
  for (let i = (neckY + 1) * width; i < beside.length; i++) {
    if (beside[i] && families.get(data[i]!) === cape) mask[i] = 1;
  }
  // Between and beside the legs the cape shows in the legs' columns too. A tabard of its color
  // can run on below the hips there: what of the color joins the torso's own is the tabard's.
  const torso = area(["torso"]);
  const legs = area(["legLeft", "legRight"]);
  const ofCape = (i: number) => families.get(data[i]!) === cape;
  const tabard = new Uint8Array(data.length);
  const seeds: number[] = [];
  for (let i = 0; i < data.length; i++) if (torso[i] && ofCape(i)) seeds.push(i);
  floodFill(width, data.length / width, seeds, (i) => (torso[i] || legs[i]) === 1 && ofCape(i), {
    connectivity: 4,
    seen: tabard,
  });
  for (let i = 0; i < data.length; i++) if (legs[i] && ofCape(i) && !tabard[i]) mask[i] = 1;
  return mask;
}

/**
 * A dress or a robe: the torso's main color family wherever it shows below the head (bodice,
 * sleeves, skirt down to the hem), one mask so one ramp maps all of it. The held item is not
 * in the zones `area` gives, so a staff of the robe's color keeps its own.
 */
export function garmentOf(
  px: Pixels,
  area: (names: readonly PartName[]) => Uint8Array,
  families: Map<number, number>,
  fromRow: number,
): Uint8Array | null {
  const top = dominantFamily(px, area(["torso"]), families);
  if (!top) return null;
  const below = area(["torso", "armLeft", "armRight", "skirt", "legLeft", "legRight"]);
  const mask = new Uint8Array(below.length);
  const { width, height, data } = px;
  const ofGarment = (i: number) => families.get(data[i]!) === top.family;
  const seeds: number[] = [];
  for (let i = 0; i < below.length; i++) if (below[i] && ofGarment(i)) seeds.push(i);
  // The neckline can fall in the head's zone: the garment's color joined to it there counts,
  // below the face's middle (so hair of the same color stays hair).
  const head = area(["head"]);
  const reach = (i: number) => below[i] === 1 || (head[i] === 1 && i / width > fromRow);
  floodFill(width, height, seeds, (i) => reach(i) && ofGarment(i), {
    connectivity: 4,
    seen: mask,
  });
  return mask;
}

/**
 * The feet: of the colors at the bottom of the legs, the one that reaches lowest (what stands on
 * the ground). When the torso's color fills the gap between the legs (a robe or a gown to the
 * floor), feet can show only below its hem; if none of the lowest color shows there, the feet
 * are hidden: null, so "red boots" is refused by name rather than painting the hem.
 */
export function feetOf(
  px: Pixels,
  area: (names: readonly PartName[]) => Uint8Array,
  body: Body,
  families: Map<number, number>,
): Uint8Array | null {
  const { width, data } = px;
  const legs = area(["legLeft", "legRight", "skirt"]);
  const top = body.footY - Math.max(2, Math.round(body.height * 0.12));
  const lowest = new Map<number, { row: number; count: number }>();
  for (let i = top * width; i < legs.length; i++) {
    const f = families.get(data[i]!);
    if (!legs[i] || f === undefined || f === LINE_FAMILY) continue;
    const row = Math.floor(i / width);
    const seen = lowest.get(f);
    lowest.set(f, { row: Math.max(row, seen?.row ?? 0), count: (seen?.count ?? 0) + 1 });
  }
  let feet = -2;
  let best = { row: -1, count: 0 };
  for (const [f, v] of lowest) {
    if (v.row > best.row || (v.row === best.row && v.count > best.count)) {
      feet = f;
      best = v;
    }
  }
  if (feet === -2) return null;
  const mask = new Uint8Array(legs.length);
  for (let i = top * width; i < legs.length; i++) {
    if (legs[i] && families.get(data[i]!) === feet) mask[i] = 1;
  }
  // A garment to the floor closes the gap between the legs: one run of the torso's color spans
  // most of the row there.
  const torso = dominantFamily(px, area(["torso"]), families);
  const across = (y: number, member: (i: number) => boolean) => {
    let run = 0;
    let longest = 0;
    let filled = 0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (data[i] !== 0) filled++;
      run = member(i) ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    return filled > 0 && longest >= filled * 0.6;
  };
  if (torso && across(top, (i) => families.get(data[i]!) === torso.family)) {
    // Under it, feet show only below its hem (the lowest row one color spans), as two things
    // apart; nothing of the lowest color there means the garment hides them.
    if (feet === torso.family) return null;
    let hem = top;
    for (let y = top; y < px.height; y++) {
      const colored = (i: number) => {
        const f = families.get(data[i]!);
        return f !== undefined && f !== LINE_FAMILY;
      };
      if (across(y, colored)) hem = y;
    }
    let shown = 0;
    for (let i = 0; i < mask.length; i++) {
      if (!mask[i]) continue;
      if (i < (hem + 1) * width) mask[i] = 0;
      else shown++;
    }
    if (shown === 0) return null;
  }
  return mask;
}

/** The hands: the colored pixels of the arms' zones close to the body's hand landmarks. */

export function nearPoints(
  px: Pixels,
  area: (names: readonly PartName[]) => Uint8Array,
  body: Body,
  families: Map<number, number>,
): Uint8Array | null {
  const { width } = px;
  const reach = Math.max(1, Math.round(body.height / 16));
  const zoneMask = area(["armLeft", "armRight"]);
  const near = new Uint8Array(zoneMask.length);
  for (let i = 0; i < zoneMask.length; i++) {
    if (!zoneMask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    const close = [body.handLeft, body.handRight].some(
      (p) => Math.abs(p.x - x) <= reach + 1 && Math.abs(p.y - y) <= reach + 1,
    );
    if (close) near[i] = 1;
  }
  // The hand's own color is the one at the landmarks (a pixel around each): the sleeve above a
  // small hand can have more pixels in reach, and must not win by count.
  const core = new Uint8Array(near.length);
  for (let i = 0; i < near.length; i++) {
    const x = i % width;
    const y = Math.floor(i / width);
    const onHand = [body.handLeft, body.handRight].some(
      (p) => Math.abs(p.x - x) <= 1 && Math.abs(p.y - y) <= 1,
    );
    if (near[i] && onHand) core[i] = 1;
  }
  const hand = dominantFamily(px, core, families)?.family;
  if (hand === undefined) return dominantFamily(px, near, families)?.mask ?? null;
  return dominantFamily(px, near, families, (f) => f !== hand)?.mask ?? null;
}

/**
 * The belt: the band of rows across the torso's lower half where one family other than the
 * torso's own covers at least half of the row, nearest the hips.
 */
export function beltOf(
  px: Pixels,
  torso: Uint8Array,
  body: Body,
  families: Map<number, number>,
): Uint8Array | null {
  const { width, height, data } = px;
  const main = dominantFamily(px, torso, families)?.family;
  const rows: { y: number; family: number }[] = [];
  let top = height;
  let bottom = -1;
  for (let i = 0; i < torso.length; i++) {
    if (!torso[i]) continue;
    const y = Math.floor(i / width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  for (let y = Math.floor((top + bottom) / 2); y <= bottom; y++) {
    const tally = new Map<number, number>();
    let n = 0;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!torso[i]) continue;
      n++;
      const f = families.get(data[i]!);
      if (f !== undefined && f !== LINE_FAMILY && f !== main) tally.set(f, (tally.get(f) ?? 0) + 1);
    }
    for (const [family, count] of tally) if (count * 2 >= n && n > 0) rows.push({ y, family });
  }
  if (rows.length === 0) return null;
  const nearest = rows.reduce((a, b) =>
    Math.abs(b.y - body.hipY) < Math.abs(a.y - body.hipY) ? b : a,
  );
  const band = new Set<number>([nearest.y]);
  for (const step of [-1, 1]) {
    for (
      let y = nearest.y + step;
      rows.some((r) => r.y === y && r.family === nearest.family);
      y += step
    )
      band.add(y);
  }
  const mask = new Uint8Array(torso.length);
  for (const y of band) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (torso[i] && families.get(data[i]!) === nearest.family) mask[i] = 1;
    }
  }
  return mask;
}

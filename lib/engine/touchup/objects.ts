/**
 * The objects a touch-up region holds, and the one a sentence's object phrase names. Looked for
 * in this order: the engine's own part layers (when the sprite is still its drawing); colour
 * families ("the red" is the red ramp in the region); small islands of one colour on a larger
 * surface ("the dots"); the figure locator for body-part words on a figure with no layers;
 * position words ("the left eye", "the top"); and the region's main subject, the thing it
 * isolates: every one-colour patch of the sprite that lies (almost) wholly inside the region.
 * An unknown noun ("cap", "stem", "liquid") names that subject. Nothing is guessed: a phrase
 * that matches nothing, or a region whose subject is not one thing, is returned as missing.
 */
import { type EditObject, materialColor } from "../edit-grammar";
import { segmentFigure } from "../figure";
import { colorName, familyMatches } from "./object-colour";
import type { ObjectContext } from "./object-context";
import {
  atPosition,
  count,
  dominantFamily,
  familyAt,
  familyCounts,
  familyMask,
  type Found,
  found,
  isolated,
  islandsOf,
  largestPiece,
  leadColor,
  mostOfSprite,
  oneThing,
  rimOf,
  subject,
} from "./object-masks";
import {
  crowns,
  grown,
  HEADWEAR,
  located,
  materialAt,
  PLACE_OF,
  partMask,
  partNames,
  zoneOf,
} from "./object-parts";
import { byRole, hasRole, onePart, thingByShape, WHOLE_NOUNS } from "./noun-roles";

export { colorName } from "./object-colour";
export { dominantFamily, type Found, isolated } from "./object-masks";
export type { ObjectContext } from "./object-context";

/** What the region holds, for chips and refusals: named parts, or colours and dots. */
export function listObjects(ctx: ObjectContext): Found[] {
  const out: Found[] = [];
  if (ctx.parts) {
    for (const name of ctx.parts.names) {
      const f = found(ctx, partMask(ctx, ctx.parts, [name]), name, true);
      if (f && f.pixels >= 3) out.push(f);
    }
  }
  if (out.length > 0) return out.sort((a, b) => b.pixels - a.pixels);
  const counts = [...familyCounts(ctx)].sort((a, b) => b[1] - a[1]);
  const total = counts.reduce((a, [, n]) => a + n, 0);
  const taken = new Set<string>();
  for (const [family, n] of counts) {
    if (n < Math.max(3, total * 0.02)) continue;
    const islands = islandsOf(ctx, family);
    const mask = familyMask(ctx, (f) => f === family);
    const lead = leadColor(ctx, mask);
    const word = colorName(lead, ctx.palette);
    if (islands && count(islands) >= n * 0.6) {
      out.push(found(ctx, islands, taken.has("dots") ? `${word} dots` : "dots", false)!);
      taken.add("dots");
      continue;
    }
    const name = taken.has(word)
      ? `the ${ctx.palette.lab(lead).L > 0.6 ? "light" : "dark"} ${word}`
      : `the ${word}`;
    taken.add(word);
    out.push(found(ctx, mask, name, false)!);
  }
  return out;
}

export type Resolution =
  | { readonly kind: "found"; readonly object: Found; readonly trim: boolean }
  | { readonly kind: "missing"; readonly words: string };

/** Words naming an object phrase, for a refusal ("the white dots"). */
export function phrase(obj: EditObject): string {
  return [obj.position, obj.color?.words, obj.noun ?? (obj.pronoun ? "it" : null)]
    .filter(Boolean)
    .join(" ");
}

/** Finds the object a phrase names inside the region (see the module comment for the order). */
export function resolveObject(
  ctx: ObjectContext,
  obj: EditObject | null,
  /** A recolor's object: one material, so a located part is grown to the whole of it. */
  oneMaterial = false,
): Resolution {
  const { width, height } = ctx.canvas.px;
  const missing = (): Resolution => ({ kind: "missing", words: obj ? phrase(obj) : "it" });
  const done = (f: Found | null, trim = false): Resolution => {
    if (!f) return missing();
    if (obj?.position && obj.noun !== null && f.pixels > 0) {
      const cut = found(ctx, atPosition(f.mask, width, height, obj.position), f.name, f.whole);
      return cut ? { kind: "found", object: cut, trim } : missing();
    }
    return { kind: "found", object: f, trim };
  };
  if (!obj || (obj.pronoun && !obj.noun && !obj.color && !obj.shape && !obj.position)) {
    const it = subject(ctx, true);
    return done(it && !ctx.parts && onePart(ctx, it.mask) ? { ...it, whole: true } : it);
  }
  const noun = obj.noun;
  // A noun with a usual shape ("the cork", "the door"), or naming the whole thing ("the
  // potion", "the ball" beside a block), read from the region's parts (see noun-roles).
  const usual = (): Resolution | null => {
    if (!noun) return null;
    const s = subject(ctx, true);
    if (!s) return null;
    // A figure drawn whole is read by the figure's own words (steps 4 and 5): it has no liquid,
    // roof or petals to find, whatever its parts look like.
    if (mostOfSprite(ctx, s.mask) && segmentFigure(ctx.source, ctx.anchors).kind === "humanoid")
      return null;
    const thing = thingByShape(ctx, noun, s.mask);
    if (thing) {
      const cut = Uint8Array.from(thing, (v, i) => v & s.mask[i]!);
      return done(found(ctx, cut, noun, false));
    }
    const word = hasRole(noun)
      ? noun
      : noun.endsWith("s") && hasRole(noun.slice(0, -1))
        ? noun.slice(0, -1)
        : null;
    if (word) {
      const mask = byRole(ctx, word, s.mask);
      if (mask) return done(found(ctx, mask, noun, true));
      return null;
    }
    if (WHOLE_NOUNS.has(noun)) return done({ ...s, name: noun });
    // A material named as a thing ("the wood", "the gold") is the material that looks like it.
    const look = materialColor(noun);
    if (look) {
      const mask = familyMask(ctx, (f) => familyMatches(ctx, f, look));
      for (let i = 0; i < mask.length; i++) if (!s.mask[i]) mask[i] = 0;
      if (count(mask) > 0) return done(found(ctx, mask, noun, false));
    }
    return null;
  };
  // 1. The engine's part layers.
  if (noun && ctx.parts) {
    const names = partNames(ctx.parts, noun);
    if (names) {
      const mask = partMask(ctx, ctx.parts, names);
      if (obj.color) {
        const tinted = new Uint8Array(mask.length);
        for (let i = 0; i < mask.length; i++) {
          const f = familyAt(ctx, i);
          if (mask[i] && f >= 0 && familyMatches(ctx, f, obj.color)) tinted[i] = 1;
        }
        return done(found(ctx, count(tinted) > 0 ? tinted : mask, noun, true));
      }
      return done(found(ctx, mask, noun, true));
    }
  }
  // 2. Shape words: islands, the rim, the highlights.
  if (obj.shape === "dots" || obj.shape === "stripes") {
    const counts = [...familyCounts(ctx)].sort((a, b) => b[1] - a[1]);
    for (const [family] of counts) {
      if (obj.color && !familyMatches(ctx, family, obj.color)) continue;
      const islands = islandsOf(ctx, family);
      if (islands) return done(found(ctx, islands, noun ?? "dots", false));
    }
    // Stripes that run across the subject (a chest's bands) are no islands.
    const s = obj.shape === "stripes" && !ctx.parts ? subject(ctx, true) : null;
    const across = s ? byRole(ctx, "bands", s.mask) : null;
    if (across && obj.color) {
      const color = obj.color;
      for (let i = 0; i < across.length; i++) {
        const f = familyAt(ctx, i);
        if (across[i] && (f < 0 || !familyMatches(ctx, f, color))) across[i] = 0;
      }
    }
    if (across && count(across) > 0) return done(found(ctx, across, noun ?? "stripes", true));
    return missing();
  }
  if (obj.shape === "rim") {
    // "the gold trim": the gold; "the rim": the material ringing the subject.
    if (obj.color) {
      const color = obj.color;
      const mask = familyMask(ctx, (f) => familyMatches(ctx, f, color));
      return done(found(ctx, mask, noun ?? "rim", true));
    }
    const s = subject(ctx, true);
    // "The trim" of a chest is the bands across it; a rim rings the subject.
    const across = s && !ctx.parts ? byRole(ctx, "bands", s.mask) : null;
    if (across && noun === "trim") return done(found(ctx, across, noun, true));
    const rim = s ? rimOf(ctx, s.mask) : null;
    if (rim) return done(found(ctx, rim, noun ?? "rim", true));
    return across ? done(found(ctx, across, noun ?? "trim", true)) : missing();
  }
  if (obj.shape === "highlights") {
    // The shine the artist drew: small parts much lighter than what they lie on.
    const whole = !ctx.parts ? subject(ctx, true) : null;
    const shine = whole ? byRole(ctx, "shine", whole.mask) : null;
    if (shine) return done(found(ctx, shine, noun ?? "shine", true));
    const s = subject(ctx);
    const family = s ? dominantFamily(ctx, s.mask) : null;
    if (family === null || !s) return missing();
    const top = ctx.materials.members.get(family)!.at(-1)!.v;
    const mask = new Uint8Array(s.mask.length);
    for (let i = 0; i < mask.length; i++)
      if (s.mask[i] && ctx.canvas.before.data[i] === top) mask[i] = 1;
    return done(found(ctx, mask, "highlights", false));
  }
  // 3. A colour: the ramp of that colour in the region; with a noun, its largest piece.
  if (obj.color) {
    const color = obj.color;
    let mask = familyMask(ctx, (f) => familyMatches(ctx, f, color));
    if (count(mask) === 0) return missing();
    // "The grey rocks": the rocks, those of them in grey.
    const whole = noun && !ctx.parts && hasRole(noun) ? subject(ctx, true) : null;
    const role = whole && noun ? byRole(ctx, noun, whole.mask) : null;
    if (role) {
      const both = Uint8Array.from(role, (v, i) => v & mask[i]!);
      if (count(both) > 0) return done(found(ctx, both, noun!, true));
    }
    if (noun) mask = largestPiece(mask, width, height);
    return done(found(ctx, mask, noun ?? `the ${color.words}`, false));
  }
  // 4. On an artist's own drawing (no layers, no anchors), a part with a place of its own ("the
  // hair" on top, "the boots" at the bottom, "the face" in skin) is that material of the
  // region's subject; without a subject, the figure locator reads the silhouette.
  const prior = noun && !ctx.parts && !ctx.anchors ? PLACE_OF[noun] : undefined;
  // A figure's top is its hair unless it wears something: "the hat" of a figure is the
  // locator's to find (or to refuse), never its hair.
  const worn = noun !== null && HEADWEAR.has(noun);
  if (noun && prior && !(worn && segmentFigure(ctx.source).kind === "humanoid")) {
    const s = subject(ctx);
    const pick = s ? materialAt(ctx, s.mask, prior) : null;
    if (pick) return done(found(ctx, pick, noun, true));
  }
  // 5. A body part on a figure with no layers: the figure locator.
  const zone = noun ? zoneOf(noun) : null;
  if (noun && zone) {
    const mask = located(ctx, zone);
    if (mask) {
      const n = count(mask);
      if (n === 0) return missing();
      // Read from the silhouette alone, a "hat" that does not crown the figure (the locator's
      // guess on a bare head reaching down to the chin) is no hat: asked about, not removed.
      if (worn && !ctx.anchors && !crowns(ctx, zone)) return missing();
      // The locator reads the whole figure; a region drawn around one thing is the artist's
      // word for what that thing is. When most of the located part lies off that thing, the
      // locator misread an artist's own drawing: take the thing.
      const held = isolated(ctx);
      let overlap = 0;
      if (held) for (let i = 0; i < mask.length; i++) overlap += mask[i]! & held[i]!;
      // Without the generator's anchors the locator guesses zones from the silhouette.
      const part = oneMaterial && !ctx.anchors ? grown(ctx, mask) : mask;
      // A thing much smaller than the located part (a belt across the tunic the region cuts
      // into) is a detail on it, not what the region was drawn around.
      if (!held || overlap * 2 >= n || !oneThing(ctx, held) || count(held) * 2 < n)
        return done(found(ctx, part, noun, true));
    } else {
      // A figure without the part ("the cape" of a villager who wears none) is asked about,
      // not given something else; on a thing that is no figure the word names the one thing
      // the region isolates, if it isolates one.
      if (segmentFigure(ctx.source, ctx.anchors).kind === "humanoid") return missing();
      const byUsual = !ctx.parts ? usual() : null;
      if (byUsual) return byUsual;
      // A thing with a name of its own ("the sword") is never the whole of another sprite.
      const s = subject(ctx);
      return s && oneThing(ctx, s.mask) && !mostOfSprite(ctx, s.mask)
        ? done({ ...s, name: noun })
        : missing();
    }
  }
  // 6. A position alone: that part of the subject; "the center" of a ring is what it rings.
  if (!noun && obj.position) {
    const s = subject(ctx);
    if (!s) return missing();
    if (obj.position === "middle" && !ctx.parts) {
      const centre = byRole(ctx, "center", s.mask);
      if (centre)
        return { kind: "found", object: found(ctx, centre, "center", true)!, trim: false };
    }
    return done(found(ctx, atPosition(s.mask, width, height, obj.position), obj.position, false));
  }
  // 7. "it", or a noun the sprite does not name: the region's subject, when the region
  // isolates one thing. A region around several things is asked about, never guessed at.
  const byUsual = !ctx.parts ? usual() : null;
  if (byUsual) return byUsual;
  const s = subject(ctx);
  if (noun && s && !oneThing(ctx, s.mask)) return missing();
  // A noun of its own ("the lock") over the whole of a sprite that is not one is asked about:
  // the whole chest is no lock.
  if (noun && s && !ctx.parts && mostOfSprite(ctx, s.mask)) return missing();
  // The one thing the region isolates, named: all of it is the thing (a lock of light and dark
  // steel, a hilt of gold and leather), so a recolor maps every colour it has.
  return done(s ? { ...s, name: noun ?? "it", whole: noun !== null } : null);
}

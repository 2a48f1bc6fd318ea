/**
 * A touch-up read with the edit grammar: the verb picks the operation, the object phrase is
 * found inside the region (see objects), the target says what it becomes. Returns null for
 * what the older reader still does (several recolors joined by "and", trims, marks and
 * scatterings to stamp, detail): the caller then takes that path.
 */
import type { EditReading } from "../edit-grammar";
import { LINE_L } from "../figure";
import { carriesPastRegion, wholeSprite, withCarried } from "./carried";
import { addThing } from "./edit-add";
import type { EditEnv, GrammarOutcome } from "./edit-types";
import { nearestHeld, targetColor } from "./edit-colour";
import { HANDLE_WORDS, narrowStretch } from "./handle";
import { lengthenObject } from "./lengthen";
import { withOwnLines } from "./named-part";
import { withoutNeutralDetails } from "./neutral-details";
import {
  colorName,
  dominantFamily,
  type Found,
  type ObjectContext,
  resolveObject,
} from "./objects";
import { withPeeking } from "./peeking";
import { withShine } from "./with-shine";
import { growFramed, shrinkFramed } from "./framed-resize";
import { apartFrom } from "./separate";
import { SHAFT_WORDS, shaftOf } from "./shaft";
import type { TouchUpReading } from "./read-touchup-prompt";
import { rampBand } from "./reads-as";
import { drawnInLineColour, recolor } from "./recolor";
import { removeObject } from "./remove-object";
import { closeEyes, flipObject, outlineObject, rampOf, scalePieces, shiftRamps } from "./reshape";
import { revealBehind } from "./reveal";
import { shadeOf } from "./sprite-palette";

const named = (f: Found) => (f.name === "it" ? "it" : `the ${f.name.replace(/^the /, "")}`);
const described = (f: Found) =>
  f.name.startsWith("the ") ? f.name : `${named(f)} (${f.colorWord})`;

export type { EditAction } from "./edit-types";

export function editByGrammar(
  ctx: ObjectContext,
  edit: EditReading,
  legacy: TouchUpReading,
  env: EditEnv,
): GrammarOutcome | null {
  const { canvas, palette } = ctx;
  const verb = edit.verb;
  if (!verb || edit.more.length > 0) return null;
  const obj = edit.object;
  const find = (oneMaterial = false): Found | string => {
    const r = resolveObject(ctx, obj, oneMaterial);
    if (r.kind === "missing") return `nothing in the region matches '${r.words}'`;
    return r.object;
  };
  const plain = !obj || (obj.pronoun && !obj.noun && !obj.color && !obj.shape && !obj.position);
  switch (verb) {
    case "recolor": {
      const color = edit.target?.color;
      if (!color || legacy.trim) return null;
      let f = find(true);
      if (typeof f === "string") return { kind: "refused", reason: f, action: "recolor" };
      let want = targetColor(color);
      let kept = "";
      if (env.held && env.held.length > 0) {
        const near = nearestHeld(env.held, want);
        want = near.lch;
        kept = ` (kept to the saved palette: its nearest ramp, ${near.hex})`;
      }
      // A part found whole maps all its colours; the region's subject its main material. A part
      // drawn wholly in line colour (dark eyes: islands of line colour ringed by a material, so
      // never the outline) maps its dark pixels, the darkest onto the target's dark shade.
      // Otherwise every shade of the object's materials maps, its darkest too (however dark),
      // and only the line work shared with the parts around it keeps its colour.
      let mask = f.mask;
      // "The handle" of a held thing the region isolates is its narrow stretch, not the guard.
      if (!ctx.parts && obj?.noun && HANDLE_WORDS.has(obj.noun)) {
        const narrow = narrowStretch(f.mask, canvas.px.width);
        if (narrow) {
          const counts = new Map<number, number>();
          narrow.forEach((v, i) => {
            const c = canvas.before.data[i]!;
            if (v && ctx.materials.of(c) >= 0) counts.set(c, (counts.get(c) ?? 0) + 1);
          });
          const lead = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
          f = {
            ...f,
            mask: narrow,
            whole: false,
            ...(lead !== undefined ? { colorWord: colorName(lead, palette) } : {}),
          };
        }
      }
      const inLineColour = drawnInLineColour(canvas.before.data, f.mask, palette.lab);
      if (!inLineColour) {
        // The glint drawn on the object turns with it (a mint shine on a slime made blue).
        if (!f.whole) f = { ...f, mask: withShine(ctx, f.mask) };
        const family = f.whole ? null : dominantFamily(ctx, f.mask);
        mask = new Uint8Array(f.mask.length);
        for (let i = 0; i < mask.length; i++) {
          const v = canvas.before.data[i]!;
          const m = ctx.materials.of(v);
          const line = m === -1 && (family !== null || palette.lab(v).L < LINE_L);
          const own = family === null || m === family || ctx.materials.lit(m) === family;
          if (f.mask[i] && v !== 0 && !line && own) mask[i] = 1;
        }
      }
      if (ctx.parts && f.whole) mask = withoutNeutralDetails(ctx, mask);
      // On the engine's drawing a part's pixels drawn on another layer (a sleeve of the robe
      // showing past the staff) go with it.
      if (ctx.parts) mask = withPeeking(canvas, mask, ctx.parts);
      // "The staff" is its shaft, dark foot included, not the orb on its tip.
      if (obj?.noun && SHAFT_WORDS.has(obj.noun)) mask = shaftOf(ctx, f.mask);
      // A colour that would melt into what the object touches edge to edge takes a shade of
      // itself that parts from it (a blue staff against a blue robe).
      // The shade that parts, and the ramp under it, stay where the asked colour reads.
      const asked = want;
      if (!kept) want = apartFrom(canvas, mask, want, palette.lab);
      recolor(canvas, mask, want, palette.lab, false, true, rampBand(asked, want));
      return {
        kind: "edited",
        action: "recolor",
        summary: `Recolor ${described(f)} to ${color.words}${kept}`,
        object: named(f),
        idle: `${named(f)} already is ${color.words}`,
      };
    }
    case "lighten":
    case "darken": {
      const f = find(true);
      if (typeof f === "string") return { kind: "refused", reason: f, action: "recolor" };
      shiftRamps(canvas, f.mask, palette, ctx.materials, verb === "lighten" ? 1 : -1);
      return {
        kind: "edited",
        action: "recolor",
        summary: `${verb === "lighten" ? "Lighten" : "Darken"} ${described(f)}`,
        object: named(f),
        idle: `${named(f)} holds only outline`,
      };
    }
    case "remove": {
      if (plain) return null;
      const f = find();
      if (typeof f === "string") return { kind: "refused", reason: f, action: "remove" };
      const mask =
        f.name === "dots" || obj?.shape
          ? f.mask
          : withOwnLines(canvas, withCarried(canvas, f.mask, env.isLine), env.isLine);
      // A part named on a thing the region holds whole ("the lock" of a chest) is never the
      // whole sprite: erasing all of it is not what was asked.
      if (obj?.noun && wholeSprite(canvas, mask))
        return {
          kind: "refused",
          reason: `'${obj.noun}' is not a part of its own here: removing it would erase the whole sprite`,
          action: "remove",
        };
      // Nothing but the object changes: the art left beside it keeps its own edges. On the
      // engine's own drawing what the object hid is drawn again from the layers behind it.
      if (!env.doc || !revealBehind(canvas, env.doc, f.mask))
        removeObject(canvas, mask, env.isLine);
      return {
        kind: "edited",
        action: "remove",
        summary: `Remove ${described(f)}`,
        idle: `nothing of ${named(f)} to remove`,
      };
    }
    case "add":
      return addThing(ctx, edit, env, legacy);
    case "bigger":
    case "smaller":
    case "longer":
    case "shorter": {
      const f = find();
      if (typeof f === "string") return { kind: "refused", reason: f, action: "resize" };
      const mask = withOwnLines(canvas, f.mask, env.isLine);
      if (verb === "longer" || verb === "shorter") {
        // What hangs on the far end (boots below shorter legs) moves with it.
        // Its lines twice over: the corner pixels of its outline touch only its own lines (the
        // ends of a boot's sole), and left behind they would draw a second sole below it.
        const lined = withOwnLines(canvas, withCarried(canvas, f.mask, env.isLine), env.isLine);
        const whole = withOwnLines(canvas, lined, env.isLine);
        // A carried piece the region cuts (boots whose lower rows lie past it) cannot move whole.
        const step = carriesPastRegion(canvas, f.mask, env.isLine)
          ? -1
          : lengthenObject(canvas, whole, verb === "longer", env.isLine);
        if (step <= 0)
          return {
            kind: "refused",
            action: "resize",
            ...(step < 0 ? { cut: true } : {}),
            reason:
              step < 0
                ? `the region cuts ${named(f)} or what it carries: what lies past its edge would be left behind; draw the region round all of it`
                : `no room in the region to make ${named(f)} ${verb}: draw the region with room where it grows`,
          };
      } else if (verb === "bigger" && growFramed(canvas, mask, env.isLine) === false) {
        return {
          kind: "refused",
          action: "resize",
          reason: `no room around ${named(f)}: a bigger frame would run into the lines beside it; draw the region with room or move what stands beside it`,
        };
      } else if (verb === "smaller" && shrinkFramed(canvas, mask, env.isLine)) {
        // A framed box shrank as the same drawing.
      } else if (
        !(verb === "bigger" && canvas.px.data.some((v, i) => v !== canvas.before.data[i])) &&
        !scalePieces(canvas, mask, verb === "bigger", env.isLine, env.degree)
      ) {
        return {
          kind: "refused",
          action: "resize",
          reason: `no room in the region to make ${named(f)} bigger: draw the region with room around it`,
        };
      }
      return {
        kind: "edited",
        action: "resize",
        object: named(f),
        summary: `Make ${described(f)} ${verb}`,
        idle: `no room in the region to make ${named(f)} ${verb}`,
      };
    }
    case "flip": {
      const f = find();
      if (typeof f === "string") return { kind: "refused", reason: f, action: "flip" };
      flipObject(canvas, withOwnLines(canvas, f.mask, env.isLine));
      return {
        kind: "edited",
        action: "flip",
        summary: `Flip ${described(f)}`,
        idle: `${named(f)} looks the same flipped`,
      };
    }
    case "outline": {
      const f = find();
      if (typeof f === "string") return { kind: "refused", reason: f, action: "outline" };
      const asked = edit.target?.color;
      const ink = asked ? rampOf(targetColor(asked))[0]! : env.ink;
      if (ink === null)
        return { kind: "refused", reason: "the sprite has no outline colour", action: "outline" };
      outlineObject(canvas, f.mask, ink, env.isLine);
      return {
        kind: "edited",
        action: "outline",
        summary: `Outline ${described(f)}`,
        idle: `${named(f)} is already outlined`,
      };
    }
    case "close": {
      const f = find();
      if (typeof f === "string") return { kind: "refused", reason: f, action: "close" };
      closeEyes(canvas, f.mask, (skin) => shadeOf(palette, skin, -1) ?? env.ink ?? skin);
      return {
        kind: "edited",
        action: "close",
        summary: `Close ${described(f)}`,
        idle: `${named(f)} are closed`,
      };
    }
  }
}

/**
 * A head seen in profile tipped forward (a nod, an angry jab, a sad hang) by leaning: whole rows
 * slid forward by their height above the neck (`LayerMove.tiltAsLean`, see head-turn.ts), the
 * head moved down as one piece. Every row keeps its own pixels in its own order, so a pointed
 * hat's thin tip stays one line and its brim one straight band, and the eye, nose and beard are
 * carried as drawn. Turned instead (by RotSprite or by three whole-pixel shears), the hat's tip
 * split into a fork, its brim stepped into a jagged stair and the beard came out muddled.
 *
 * The lean is held short of where the hat's tip would come over the top of what the near hand
 * holds (a staff's orb): a lean's tip travels farther than a turn's, and covered, the orb read
 * as part of the hat.
 */
import type { LayeredSprite, SpriteLayer } from "../../draw";
import type { Biped } from "./biped-figure";
import { add, type Moves } from "./custom-moves";

/**
 * Tips the profile head forward by up to `angle` radians (leaned as above) and moves it by
 * (dx, dy); what later layers hide of it in the still stays hidden (the beard's end under the
 * sleeve). Returns the angle leaned.
 */
export function leanProfileHead(
  doc: LayeredSprite,
  b: Biped,
  moves: Moves,
  move: { angle: number; dx?: number; dy?: number },
): number {
  const head = doc.layers.find((l) => l.role === "head" && l.width > 0);
  const angle = head ? leanClearOfHeld(head, b.item, move.angle, move.dx ?? 0, move.dy ?? 0) : 0;
  add(moves, "head", {
    angle,
    dx: move.dx ?? 0,
    dy: move.dy ?? 0,
    tiltAsLean: true,
    keepHidden: true,
  });
  return angle;
}

/**
 * The largest lean up to `angle` (in tenths of it) at which the head, leaned about its neck and
 * moved by (dx, dy), covers none of the held item's top (the parts on its topmost row: an orb, a
 * blade's point) that it leaves in sight in the still. Both are taken where they were drawn; the
 * hand and the head move together enough in these gestures that the still is the measure.
 */
export function leanClearOfHeld(
  head: SpriteLayer,
  item: SpriteLayer | null,
  angle: number,
  dx: number,
  dy: number,
): number {
  if (!item || angle <= 0) return angle;
  const top = new Set<number>();
  for (let u = 0; u < item.width; u++) if (item.ink[u]! >= 0) top.add(item.part[u]!);
  const seen = new Set<number>();
  const key = (x: number, y: number) => y * 4096 + x;
  const headAt = new Set<number>();
  head.ink.forEach((ink, i) => {
    if (ink >= 0) headAt.add(key(head.x + (i % head.width), head.y + Math.floor(i / head.width)));
  });
  item.ink.forEach((ink, i) => {
    if (ink < 0 || !top.has(item.part[i]!)) return;
    const at = key(item.x + (i % item.width), item.y + Math.floor(i / item.width));
    if (!headAt.has(at)) seen.add(at);
  });
  const covers = (a: number) => {
    const tan = Math.tan(a);
    for (let i = 0; i < head.ink.length; i++) {
      if (head.ink[i]! < 0) continue;
      const v = head.y + Math.floor(i / head.width);
      const shift = Math.round(tan * (head.joint.y - (v + 0.5)));
      if (seen.has(key(head.x + (i % head.width) + shift + dx, v + dy))) return true;
    }
    return false;
  };
  for (let tenths = 10; tenths > 0; tenths--) {
    if (!covers((angle * tenths) / 10)) return (angle * tenths) / 10;
  }
  return 0;
}

/**
 * Where what hangs below a profile head starts (a beard's top row, the chin), on the drawing:
 * the top row of the part on the head's bottom row when that lies in the head's lower half;
 * undefined when the bottom part reaches higher (a face or hair that hangs from nothing).
 */
export function hangingFrom(head: SpriteLayer): number | undefined {
  let last = -1;
  for (let i = head.ink.length - 1; i >= 0; i--)
    if (head.ink[i]! >= 0) {
      last = i;
      break;
    }
  if (last < 0) return undefined;
  const part = head.part[last]!;
  const first = head.ink.findIndex((ink, i) => ink >= 0 && head.part[i] === part);
  const top = head.y + Math.floor(first / head.width);
  return top > head.y + head.height / 2 ? top : undefined;
}

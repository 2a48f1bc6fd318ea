/**
 * "Make it look sad" where a face alone does not carry it. A creature (a wolf, a slime) has
 * no drawer trait for it: a sad face is drawn into its head's layer (lidded eyes, brows raised
 * at the inner end) and its own rig's sad pose is shown still (the head hanging, the tail
 * drooping, a blob sagging). A character whose sad face the drawing hides (a wizard's brows
 * under his hat brim, his mouth in his beard) slumps instead (see slumpedBiped).
 */
import {
  creatureStill,
  poseLayered,
  posed,
  prepare,
  readBiped,
  type RigPose,
} from "@/lib/engine/animate";
import type { LayeredSprite, SpriteLayer } from "@/lib/engine/draw";
import type { RgbaImage } from "@/lib/engine/raster";
import { eyesOfFace, sadFace, TEAR_HEX } from "@/lib/engine/restyle";

/** Held things that hang point down from a sad figure's hand (a staff or bow is leant on). */
const DROOPING = new Set(["sword", "dagger", "axe", "mace", "hammer", "club"]);

/** Changed pixels from which a sad face shows: the restyle's floor for a redraw. */
const SHOWS_FROM = 6;

/** Whether `made` shows a change from `source` a viewer can see (same size, enough pixels). */
export function sadShows(made: RgbaImage, source: RgbaImage): boolean {
  if (made.width !== source.width || made.height !== source.height) return true;
  let n = 0;
  for (let o = 0; o < made.data.length; o += 4) {
    if (
      made.data[o] !== source.data[o] ||
      made.data[o + 1] !== source.data[o + 1] ||
      made.data[o + 2] !== source.data[o + 2] ||
      made.data[o + 3] !== source.data[o + 3]
    )
      n++;
  }
  return n >= SHOWS_FROM;
}

/**
 * The sad still of a creature whose stored pixels are still `doc`'s drawing (null: not).
 * `drawn` false (so the sentence is refused) for a character, a sprite without layers, other
 * traits, or a face with no eyes to draw on; a null image when the still shows nothing.
 */
export function sadCreature(
  source: RgbaImage,
  doc: LayeredSprite | null,
  traits: readonly string[],
  alone: boolean,
): { image: RgbaImage | null; drawn: boolean } {
  if (!doc || doc.rig === "biped" || !alone || traits.length !== 1 || traits[0] !== "sad") {
    return { image: null, drawn: false };
  }
  const faced = sadFace(doc);
  const image = faced ? creatureStill(faced, "looks sad", headLoweredWhole(faced)) : null;
  if (!image) return { image: null, drawn: false };
  return { image: sadShows(image, source) ? image : null, drawn: true };
}

/**
 * The rig's sad pose with the head lowered by whole pixels instead of turned: a head turned a
 * few degrees smears its eye and breaks its jaw and ears into stairs. How far it hangs follows
 * the turn the rig gave it (its far end's drop), at least a pixel; the tail still droops.
 */
function headLoweredWhole(doc: LayeredSprite): (pose: RigPose) => RigPose {
  const head = doc.layers.find((l) => l.role === "head" && l.width > 0);
  return (pose) => {
    const move = head ? pose.layers[head.name] : undefined;
    if (!head || !move?.angle) return pose;
    const reach = Math.max(head.width, head.height) / 2;
    const drop = Math.max(1, Math.round(Math.abs(Math.sin(move.angle)) * reach));
    return {
      ...pose,
      layers: { ...pose.layers, [head.name]: { ...move, angle: 0, dy: (move.dy ?? 0) + drop } },
    };
  };
}

/**
 * A sad character, slumped: the head hangs two pixels lower (a pixel per 32 of height; one
 * ahead too, seen in profile) and the arms a pixel lower, each
 * part moved whole by whole pixels, never turned (a still turned a few degrees breaks a hat
 * brim, a staff and every outline into stairs); a blade held up hangs point down. Where the face shows skin below an eye, a tear runs down from it
 * (`skin`: the pixels where the drawing shows skin at rest). The drawing brings its own sad
 * face (lidded eyes looking down, brows raised at the inner end, a frown). Null when the drawing has no biped rig or the
 * slump shows nothing.
 */
export function slumpedBiped(doc: LayeredSprite, skin: Uint8Array | null = null): RgbaImage | null {
  if (doc.rig !== "biped") return null;
  const reach = Math.max(1, Math.round(doc.height / 32));
  const prep = prepare(slumpLayers(doc, reach));
  const biped = readBiped(prep);
  if (!biped) return null;
  const head = doc.layers.find((l) => l.name === "head" && l.width > 0);
  if (!head) return null;
  const profile = doc.layers.some((l) => l.name.includes("near") && l.role === "arm");
  if (profile) {
    // In profile the motion's own sorrow, held at its lowest: the head hung forward (leaned by
    // whole rows, a pointed hat's tip drooping ahead of the face), the back rounded and the
    // arms hanging in. Moved down and forward alone, the head only sank into the collar and
    // the sorrow hardly showed at 1x.
    const hung = poseLayered(prep.doc, "looks sad");
    if (!hung) return null;
    const moved = skin ? headMovedIn(hung, doc.sprite.image, head) : null;
    if (skin && moved) drawTears(hung, doc.sprite.image, head, skin, moved, reach);
    return sadShows(hung, doc.sprite.image) ? hung : null;
  }
  const headMove = { dx: 0, dy: 2 * reach };
  const layers: Record<string, { dx?: number; dy?: number }> = { head: headMove };
  for (const arm of doc.layers.filter((l) => l.role === "arm" && l.width > 0)) {
    layers[arm.name] = { dy: reach };
  }
  const pose: RigPose = { layers, ground: "feet" };
  const image = posed(prep, pose, { width: doc.width, height: doc.height, ox: 0, oy: 0 }).image;
  if (skin) drawTears(image, doc.sprite.image, head, skin, headMove, reach);
  return sadShows(image, doc.sprite.image) ? image : null;
}

/**
 * `doc`'s layers as a slumped figure stacks them: every blade held up at the side hung point
 * down from the limp hand; a staff or bow stays as drawn (leant on). The blade's rows are
 * mirrored whole (no turn, so no resampled stairs): grip, guard and blade stay one
 * piece, its point as far out from the body below as it leant out above, clear of the legs.
 * It then slides down until its pommel (the end below the grip at rest) sits just inside the
 * top of the fist holding it; a blade too long for that hangs only until its point rests on
 * the feet's row (the arms sink `armDrop` more when slumped), never below the ground.
 */
function slumpLayers(doc: LayeredSprite, armDrop: number): LayeredSprite {
  const feet = Math.max(
    ...doc.layers
      .filter((l) => l.role === "leg-lower" && l.height > 0)
      .map((l) => l.y + l.height - 1),
    -1,
  );
  const ground = feet >= 0 ? feet : doc.height - 1;
  const hung = new Set<string>();
  const layers = doc.layers.map((item) => {
    if (item.role !== "item" || item.width === 0 || !DROOPING.has(item.kind ?? "")) return item;
    const rows = inkRows(item);
    const grip = Math.floor(item.joint.y);
    // Not held point up: the far end is not above the grip (or nothing hangs below it).
    if (!rows || grip - rows.top <= rows.bottom - grip) return item;
    const fist = doc.layers.find(
      (l) =>
        l.role === "hand" &&
        l.width > 0 &&
        l.joint.x === item.joint.x &&
        l.joint.y === item.joint.y,
    );
    // Mirrored about the grip's row the pommel lands at 2 * grip - bottom; it goes to the
    // fist's second row (the grip's own row without a fist).
    const pommelAt = Math.min(
      fist ? fist.y + 1 : grip,
      ground - armDrop - (rows.bottom - rows.top),
    );
    const shift = pommelAt - (2 * grip - rows.bottom);
    hung.add(item.name);
    return { ...item, ...flipRows(item), y: 2 * grip - (item.y + item.height - 1) + shift };
  });
  if (hung.size === 0) return doc;
  const ordered = layers.filter((l) => !hung.has(l.name));
  for (const item of layers.filter((l) => hung.has(l.name))) {
    // The hilt above the guard is in the fist: a hung blade is drawn just under the arm
    // holding it (over the body still), so the arm and its hand cover grip and pommel.
    const at = ordered.findIndex((l) => l.name === item.parent);
    ordered.splice(at < 0 ? ordered.length : at, 0, item);
  }
  return { ...doc, layers: ordered };
}

/** The first and last canvas rows of `layer` that hold ink (null: none). */
function inkRows(layer: SpriteLayer): { top: number; bottom: number } | null {
  let top = -1;
  let bottom = -1;
  for (let i = 0; i < layer.ink.length; i++) {
    if (layer.ink[i]! < 0) continue;
    const y = layer.y + Math.floor(i / layer.width);
    if (top < 0) top = y;
    bottom = y;
  }
  return top < 0 ? null : { top, bottom };
}

/** The layer's pixels (ink, part, flags) upside down, columns kept. */
function flipRows(layer: SpriteLayer): Pick<SpriteLayer, "ink" | "part" | "flags"> {
  const { width, height } = layer;
  const ink = new Int16Array(layer.ink.length);
  const part = new Uint16Array(layer.part.length);
  const flags = new Uint8Array(layer.flags.length);
  for (let y = 0; y < height; y++) {
    const from = (height - 1 - y) * width;
    ink.set(layer.ink.subarray(from, from + width), y * width);
    part.set(layer.part.subarray(from, from + width), y * width);
    flags.set(layer.flags.subarray(from, from + width), y * width);
  }
  return { ink, part, flags };
}

/**
 * Tears under each eye of `head` (moved by `move` in the posed `image`): a drop down from the
 * eye's outer column, two pixels a `unit` long, in the tear colour, painted only where the head
 * shows skin at rest (not on a beard, a brim or a helmet) and that same skin pixel of `source`
 * still shows posed (not a staff held over the face).
 */
function drawTears(
  image: RgbaImage,
  source: RgbaImage,
  head: SpriteLayer,
  skin: Uint8Array,
  move: { dx: number; dy: number },
  unit: number,
): void {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(TEAR_HEX.slice(i, i + 2), 16));
  const eyes = eyesOfFace(head);
  const middle = eyes.reduce((sum, e) => sum + (e.x0 + e.x1) / 2, 0) / Math.max(1, eyes.length);
  for (const eye of eyes) {
    const outer = eyes.length > 1 && (eye.x0 + eye.x1) / 2 < middle ? eye.x0 : eye.x1;
    const x = head.x + outer;
    for (let k = 1; k <= 2 * unit; k++) {
      const y = head.y + eye.y1 + k;
      if (x < 0 || y < 0 || x >= image.width || y >= image.height) break;
      // Skin here at rest, and the same pixel of the face after the head moved.
      if (!skin[y * image.width + x]) break;
      const at = ((y + move.dy) * image.width + x + move.dx) * 4;
      if (at < 0 || at >= image.data.length || image.data[at + 3] === 0) break;
      // Still the face's own pixel there, not a thing held over it (a staff before the face).
      const from = (y * image.width + x) * 4;
      if ([0, 1, 2, 3].some((k) => image.data[at + k] !== source.data[from + k])) break;
      image.data[at] = r!;
      image.data[at + 1] = g!;
      image.data[at + 2] = b!;
    }
  }
}

/**
 * Where a posed still carried the head's eyes: the shift, within a few pixels, at which every
 * pixel of the eyes' boxes on `head` shows in `image` in the colour it has in `source`. Null
 * when there is none or more than one (the tears are then left out).
 */
function headMovedIn(
  image: RgbaImage,
  source: RgbaImage,
  head: SpriteLayer,
): { dx: number; dy: number } | null {
  const eyes = eyesOfFace(head);
  const points: { x: number; y: number }[] = [];
  for (const eye of eyes)
    for (let y = eye.y0; y <= eye.y1; y++)
      for (let x = eye.x0; x <= eye.x1; x++) points.push({ x: head.x + x, y: head.y + y });
  if (points.length === 0) return null;
  const same = (dx: number, dy: number) =>
    points.every(({ x, y }) => {
      const to = x + dx + (y + dy) * image.width;
      const from = x + y * source.width;
      if (x + dx < 0 || x + dx >= image.width || y + dy < 0 || y + dy >= image.height) return false;
      return [0, 1, 2, 3].every((k) => image.data[to * 4 + k] === source.data[from * 4 + k]);
    });
  const found: { dx: number; dy: number }[] = [];
  for (let dy = 0; dy <= 10; dy++)
    for (let dx = -4; dx <= 8; dx++) if (same(dx, dy)) found.push({ dx, dy });
  return found.length === 1 ? found[0]! : null;
}

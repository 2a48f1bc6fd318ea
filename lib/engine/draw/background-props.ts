/**
 * Scene props placed in backgrounds when the prompt names them: wall torches that light the wall
 * around them, hanging banners and lit windows. Each is drawn small against the scene, in front
 * of the scenery and behind nothing, on something that holds it: a wall (a cave's, a corridor's,
 * a castle's) or, in open country, a post planted in the ground. Nothing hangs in the sky, so a
 * window, which needs a wall, is left out of a scene without one.
 */
import type { Oklch } from "../color";
import { FLAG_DETAIL, type InkCanvas, inkOf, newPart, put } from "./canvas";
import { lightPool, type PoolStrength, torchPoolRadius } from "./light-pool";
import type { SpritePromptReading } from "../prompt";
import type { DrawContext } from "./context";
import { type Mount, propPlaces, type SceneProp } from "./scene-prop-places";

export type { Mount, SceneProp } from "./scene-prop-places";

const PROP_WORDS: Readonly<Record<SceneProp, RegExp>> = {
  torch: /\b(torch(es)?|sconces?|braziers?|torchlit|torch-lit)\b/,
  banner: /\b(banners?|flags?|tapestr(y|ies))\b/,
  window: /\b(windows?)\b/,
};

/** Scenes with a wall to hang props on; elsewhere props stand on posts in the ground. */
const WALLED_SCENES: ReadonlySet<string> = new Set(["cave", "corridor", "castle"]);

/**
 * The scene props a background draws, in a fixed order: those the prompt names, less windows
 * where no wall holds them (a window alone on a post would not read).
 */
export function sceneProps(reading: SpritePromptReading): SceneProp[] {
  const text = reading.prompt.toLowerCase();
  const named = (Object.keys(PROP_WORDS) as SceneProp[]).filter((prop) =>
    PROP_WORDS[prop].test(text),
  );
  if (reading.details.includes("torch") && !named.includes("torch")) named.unshift("torch");
  return WALLED_SCENES.has(reading.subject ?? "") ? named : named.filter((p) => p !== "window");
}

const FLAME: Oklch = { L: 0.82, C: 0.17, h: 65 };
const WOOD: Oklch = { L: 0.4, C: 0.06, h: 50 };
const IRON: Oklch = { L: 0.35, C: 0.02, h: 260 };
const GLASS: Oklch = { L: 0.85, C: 0.12, h: 85 };

function rect(
  canvas: InkCanvas,
  x0: number,
  y0: number,
  w: number,
  h: number,
  ink: number,
  part: number,
) {
  for (let y = Math.round(y0); y < Math.round(y0 + h); y++)
    for (let x = Math.round(x0); x < Math.round(x0 + w); x++)
      put(canvas, x, y, ink, part, FLAG_DETAIL);
}

/** Height in pixels of a torch's flame at prop scale `s`. */
const flameHeight = (s: number): number => Math.max(3, Math.round(s * 1.4));

/** A torch: iron bracket, wooden haft, a two-tone flame and the light it throws. */
function torch(
  ctx: DrawContext,
  x: number,
  y: number,
  s: number,
  part: number,
  light: PoolStrength,
): void {
  const { canvas, scheme } = ctx;
  const fh = flameHeight(s);
  lightPool(canvas, x, y - s - fh / 2, torchPoolRadius(fh), light);
  const wood = scheme.ramp(WOOD);
  const iron = scheme.ramp(IRON);
  const flame = scheme.ramp(FLAME);
  const u = Math.max(1, Math.round(s / 2));
  rect(canvas, x - u, y, 2 * u + 1, u, inkOf(iron, 1), part);
  rect(canvas, x - Math.floor(u / 2), y - s, Math.max(1, u), s + u, inkOf(wood, 2), part);
  // Flame: a wide base narrowing upward, its core brighter.
  for (let k = 0; k < fh; k++) {
    const half = Math.max(0, Math.round((1 - k / fh) * u * 1.5));
    const row = Math.round(y - s - 1 - k);
    for (let dx = -half; dx <= half; dx++) {
      const core = Math.abs(dx) < half / 2 + 0.5 && k < fh * 0.6;
      put(canvas, x + dx, row, inkOf(flame, core ? 4 : 2), part, FLAG_DETAIL);
    }
  }
}

/** A hanging banner: a rod, a cloth in the prompt's first color and a notched foot. */
function banner(ctx: DrawContext, x: number, y: number, s: number, part: number): void {
  const { canvas, scheme } = ctx;
  const cloth = scheme.ramp(scheme.promptColor(0) ?? { L: 0.45, C: 0.16, h: 25 });
  const trim = scheme.material("gold").ramp;
  const w = Math.max(3, Math.round(s * 2.4));
  const h = Math.max(5, Math.round(s * 4.5));
  rect(canvas, x - w / 2 - 1, y, w + 2, 1, inkOf(trim, 2), part);
  for (let k = 1; k <= h; k++) {
    for (let dx = 0; dx < w; dx++) {
      const notch = k > h - w / 2 && Math.abs(dx - (w - 1) / 2) < k - (h - w / 2);
      if (notch) continue;
      const edge = dx === 0 || dx === w - 1;
      put(
        canvas,
        Math.round(x - w / 2 + dx),
        y + k,
        inkOf(edge ? trim : cloth, edge ? 3 : 2),
        part,
        FLAG_DETAIL,
      );
    }
  }
}

/** An arched, lit window with a cross bar. */
function window(ctx: DrawContext, x: number, y: number, s: number, part: number): void {
  const { canvas, scheme } = ctx;
  const glass = scheme.ramp(GLASS);
  const frame = scheme.ramp(IRON);
  const w = Math.max(3, Math.round(s * 2));
  const h = Math.max(5, Math.round(s * 3));
  lightPool(canvas, x, y + h / 2, s * 3, "wall");
  for (let k = 0; k < h; k++) {
    const arch =
      k < w / 2 ? Math.round(w / 2 - Math.sqrt(Math.max(0, (w / 2) ** 2 - (w / 2 - k) ** 2))) : 0;
    for (let dx = arch; dx < w - arch; dx++) {
      const bar = dx === Math.floor(w / 2) || k === Math.floor(h * 0.55);
      const border = dx === arch || dx === w - arch - 1 || k === h - 1;
      put(
        canvas,
        Math.round(x - w / 2 + dx),
        y + k,
        border || bar ? inkOf(frame, 1) : inkOf(glass, 3),
        part,
        FLAG_DETAIL,
      );
    }
  }
}

/** A wooden post from the ground at (x, ground) up to row `top`, one or two pixels wide. */
function post(ctx: DrawContext, x: number, ground: number, top: number, s: number, part: number) {
  const wood = ctx.scheme.ramp(WOOD);
  const u = Math.max(1, Math.round(s / 2));
  rect(ctx.canvas, x - Math.floor(u / 2), top, u, ground - top + 1, inkOf(wood, 1), part);
}

/**
 * Draws the named props at their places (see `propPlaces`). On a wall: torches and windows
 * about a third of the way down the band, banners hanging from its top. On the ground: torches
 * and banners on posts planted along the ground line.
 */
export function placeSceneProps(ctx: DrawContext, props: readonly SceneProp[], mount: Mount): void {
  if (props.length === 0) return;
  const { canvas, width: w, height: h, random } = ctx;
  const part = newPart(canvas, { innerLine: false });
  const band = mount.kind === "wall" ? Math.max(6, mount.floor - mount.top) : Math.round(h * 0.3);
  const s = Math.max(2, Math.round(band / 12));
  for (const { prop, x: place } of propPlaces(props, mount, w)) {
    const x = Math.round(place + (random() - 0.5) * s);
    if (mount.kind === "wall") {
      const y = Math.round(prop === "banner" ? mount.top + s : mount.top + band * 0.4);
      if (prop === "torch") torch(ctx, x, y, s, part, "wall");
      else (prop === "banner" ? banner : window)(ctx, x, y, s, part);
      continue;
    }
    const ground = Math.round(mount.groundAt(x));
    // A torch post stands about a fifth of the frame tall; a banner pole a little taller.
    const top = ground - Math.round(h * (prop === "torch" ? 0.2 : 0.28));
    post(ctx, x, ground, top, s, part);
    if (prop === "torch") torch(ctx, x, top, s, part, "open");
    else banner(ctx, x + Math.round(s * 1.2), top, s, part);
  }
}

/**
 * Combine: an item from one sprite placed into another (POST /api/combines). The first
 * sprite keeps its identity and exact size; the item is found in the second sprite, sized
 * against the figure (hand-sized for weapons and tools, body-sized for shields and capes, never
 * covering so much of the holder that its silhouette stops reading), turned for its placement without new colors, placed at the
 * hand (or back, head, belt), outlined and, in hand, gripped. Every color of the result comes
 * from the two sprites (the service applies `palette_extras` after). Pure and deterministic.
 */
import {
  detectPixelGrid,
  type FramingAnchor,
  fromBlocks,
  growCanvas,
  type PixelGrid,
  type Pixels,
  type Point,
  type RgbaImage,
  toBlocks,
  toImage,
  toPixels,
} from "../raster";
import {
  type Anchors,
  type Body,
  composeItem,
  eraseMasked,
  extractItem,
  findBody,
  handLoads,
  heldItemMask,
  type Placement,
  shiftAnchors,
  ITEM_SIZE_WORDS,
  type Tier,
} from "../figure";
import { PLACEMENT_WORDS, readPlacement } from "./placement";
import { accountWords, inVocab, tokenize, type WordAccount } from "../prompt";
import { countColors, darkestColor, labCache, outlineInk } from "../color";
import { fitToBase } from "./fit";
import { capeApartFrom } from "./cape-apart";
import { namesCape } from "./cape-layers";

export { NoItemFoundError } from "../figure";
export { PLACEMENT_WORDS, readPlacement } from "./placement";
export { mainColor, namesCape, paintRole, withLayerFrom } from "./cape-layers";
export { drapeCape } from "./caparison";
export type { Tier } from "../figure";

export interface CombineOptions {
  /** States the placement ("in the right hand", "on the back", "on the head", "at the belt"). */
  readonly prompt: string;
  /** What the item is ("shield", "red cape"): the item sprite's prompt, when it has one. */
  readonly itemName?: string;
  readonly baseAnchors?: Anchors;
  readonly itemAnchors?: Anchors;
  /** normal (default): the item in the hand, over the figure; pro: only behind the figure. */
  readonly tier?: Tier;
  /** 0 to 25 percent of extra room while composing; the result is still the base's size. */
  readonly framingMargin?: number;
  readonly framingAnchor?: FramingAnchor;
  /** Accepted for the job contract; combining has no random choices. */
  readonly seed: number;
  /**
   * The base was drawn again without what its hand held (a generated character, from its
   * recipe): there is nothing to erase, so no stub or blob of the old item is left.
   */
  readonly handEmptied?: boolean;
}

export interface CombineResult {
  /** Exactly the base sprite's width and height. */
  readonly image: RgbaImage;
  /** Where the item went, e.g. `right hand`, `back`, `belt (left)`. */
  readonly placement: string;
  /** The prompt's content words, used and ignored (see readCombineWords). */
  readonly words: WordAccount;
  /** The hand the sentence named was full, so the item went to the other (see freeHandFor). */
  readonly sideMoved?: boolean;
}

/** Verbs that only say "put it there". */
const PUT_WORDS: ReadonlySet<string> = new Set(["put", "place", "give", "add", "equip"]);

/**
 * The prompt's content words: `used` are the placement words a combine acts on; everything else
 * (including a name for the item, which is taken from the second sprite, not the words) is
 * `ignored`. Cheap and pure, so a caller may read it without the pixels.
 */
export function readCombineWords(prompt: string): WordAccount {
  const account = accountWords(
    prompt,
    (w) => inVocab(w, PLACEMENT_WORDS) || PUT_WORDS.has(w) || ITEM_SIZE_WORDS.has(w),
  );
  // The side a sentence names picks the hand or the belt's side. The generation vocabulary
  // treats "left" and "right" as filler, so they are added here: a caller that could not put
  // the item on that side moves the word to `ignored`.
  return { used: [...account.used, ...sideWords(prompt)], ignored: account.ignored };
}

/** "left" and "right" as a sentence names them, once each. */
export function sideWords(prompt: string): string[] {
  const words = tokenize(prompt);
  return (["left", "right"] as const).filter((w) => words.includes(w));
}

/** An empty base still gets its item, centered as if held by a figure filling the canvas. */
function fallbackBody(px: Pixels): Body {
  const bounds = { left: 0, top: 0, right: px.width - 1, bottom: px.height - 1 };
  const c = { x: Math.floor(px.width / 2), y: Math.floor(px.height / 2) };
  return {
    bounds,
    height: px.height,
    head: { x: c.x, y: Math.floor(px.height * 0.15) },
    handRight: c,
    handLeft: c,
    shoulderY: Math.floor(px.height * 0.3),
    hipY: Math.floor(px.height * 0.6),
    footY: px.height - 1,
  };
}

/** Anchors read one pixel per block of `grid` (a point moves to the block it falls in). */
function anchorsOnBlocks(anchors: Anchors | undefined, grid: PixelGrid): Anchors | undefined {
  if (!anchors || grid.size === 1) return anchors;
  const k = grid.size;
  const ox = grid.originX === 0 ? 0 : grid.originX - k;
  const oy = grid.originY === 0 ? 0 : grid.originY - k;
  const m = (p: Point | undefined) =>
    p ? { x: Math.floor((p.x - ox) / k), y: Math.floor((p.y - oy) / k) } : undefined;
  const out: { -readonly [K in keyof Anchors]: Anchors[K] } = {};
  for (const key of ["head", "handLeft", "handRight", "grip", "tip", "center"] as const) {
    const p = m(anchors[key]);
    if (p) out[key] = p;
  }
  if (anchors.feet) out.feet = anchors.feet.map((f) => m(f)!);
  return out;
}

/**
 * A sprite drawn in k × k blocks (a hand-drawn import at 3 px a pixel) takes the item in the
 * same blocks: the combine runs on the picture read one pixel per block, and every block it
 * changed is painted back whole on the sprite's own grid. The item is then as coarse as the
 * sprite it joins, never a finer sprite pasted on.
 */
export function combineSprites(
  base: RgbaImage,
  item: RgbaImage,
  options: CombineOptions,
): CombineResult {
  const basePx = toPixels(base);
  const grid = detectPixelGrid(basePx);
  if (grid.size === 1) return combineAtPixelSize(base, item, options);
  const blocks = toBlocks(basePx, grid);
  const made = combineAtPixelSize(toImage(blocks), item, {
    ...options,
    baseAnchors: anchorsOnBlocks(options.baseAnchors, grid),
  });
  const painted = fromBlocks(basePx, blocks, toPixels(made.image), grid);
  return { ...made, image: toImage(painted) };
}

function combineAtPixelSize(
  base: RgbaImage,
  item: RgbaImage,
  options: CombineOptions,
): CombineResult {
  const margin = options.framingMargin ?? 0;
  if (!Number.isInteger(margin) || margin < 0 || margin > 25) {
    throw new RangeError(`framingMargin must be an integer from 0 to 25, got ${margin}`);
  }
  const tier = options.tier ?? "normal";
  const anchor = options.framingAnchor ?? "center";
  const lab = labCache();
  // An item drawn in blocks is read one pixel per block, so its own scaling starts from its art.
  const itemPx = toPixels(item);
  const itemGrid = detectPixelGrid(itemPx);
  const cut = extractItem(
    toBlocks(itemPx, itemGrid),
    anchorsOnBlocks(options.itemAnchors, itemGrid),
  );
  const framed = growCanvas(base, margin, anchor);
  const canvas = toPixels(framed.image);
  const anchors = shiftAnchors(options.baseAnchors, framed.offsetX, framed.offsetY);
  const body = findBody(canvas, anchors) ?? fallbackBody(canvas);
  const asked = readPlacement(options.prompt, options.itemName);
  const placement = freeHandFor(asked, canvas, body, anchors, tier, options.handEmptied);
  const ink =
    outlineInk(canvas, lab) ??
    outlineInk(cut.px, lab) ??
    darkestColor([...countColors(canvas).keys(), ...countColors(cut.px).keys()], lab)!;
  if (tier === "normal" && placement.kind === "hand" && !options.handEmptied) {
    // The new item replaces whatever that hand held.
    const held = heldItemMask(toImage(canvas), anchors, placement.side);
    if (held) eraseMasked(canvas, held, outlineInk(canvas, lab), lab);
  }
  // A cape on the back shows as a cape only in a cloth apart from the clothes it hangs behind.
  const capeOnBack = placement.kind === "back" && namesCape(options.itemName ?? options.prompt);
  const worn = capeOnBack ? capeApartFrom(cut, canvas, lab) : cut;
  const composed = composeItem(canvas, body, worn, placement, tier, ink, lab);
  // A held item stands on the ground at most: what it adds below the figure's feet (a spear's
  // shaft run on into the air under a small import) is cut at the feet's row.
  if (placement.kind === "hand") {
    for (let i = (body.bounds.bottom + 1) * canvas.width; i < composed.data.length; i++) {
      if (canvas.data[i] === 0) composed.data[i] = 0;
    }
  }
  const fitted = fitToBase(
    composed,
    base.width,
    base.height,
    { x: framed.offsetX, y: framed.offsetY },
    anchor,
    tier,
    lab,
  );
  return {
    image: toImage(fitted),
    placement: placement.label,
    words: readCombineWords(options.prompt),
    ...(placement.side !== asked.side ? { sideMoved: true } : {}),
  };
}

/**
 * A shield or anything body-sized goes to a hand that is free. When the hand asked for holds
 * something the combine cannot take away (a hand-drawn sword, found by what stands out of the
 * figure's symmetry there but not trusted as a whole item to erase) and the other hand holds
 * nothing, the item goes to the other hand instead, beside the weapon rather than over it.
 */
function freeHandFor(
  asked: Placement,
  canvas: Pixels,
  body: Body,
  anchors: Anchors | undefined,
  tier: Tier,
  handEmptied: boolean | undefined,
): Placement {
  if (asked.kind !== "hand" || asked.size !== "body" || tier !== "normal" || handEmptied) {
    return asked;
  }
  // A held item the combine can erase is replaced as usual.
  if (heldItemMask(toImage(canvas), anchors, asked.side)) return asked;
  const loads = handLoads(canvas, body);
  const other = asked.side === "right" ? "left" : "right";
  const full = loads[asked.side];
  const free = loads[other];
  if (full < Math.max(4, Math.round(body.height / 4)) || free * 3 > full) return asked;
  return { ...asked, side: other, label: `${other} hand` };
}

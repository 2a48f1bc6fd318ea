/**
 * Items: inventory icons. The subject picks the icon; its main color comes from the prompt
 * ("red potion", "golden key") or the icon's own default (gold coins, red apples). Weapon
 * subjects asked for as items are routed to the weapon generator before reaching here.
 */
import type { Oklch } from "../color";
import { ELEMENT_COLORS, type Material } from "../prompt";
import { pick } from "../random";
import { type DrawContext, type Drawn, drawnVariant, type Generator } from "./context";
import * as archery from "./item-archery";
import { crystal } from "./item-crystal";
import { necklace } from "./item-necklace";
import * as shapes from "./item-shapes";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { objectMats } from "./object-kit";

type Shape = (kit: shapes.ItemKit) => void;

const ITEMS: Readonly<Record<string, { draw: Shape; main: Material | Oklch; accent?: Oklch }>> = {
  potion: { draw: shapes.potion, main: "glass", accent: { L: 0.58, C: 0.21, h: 25 } },
  gem: { draw: shapes.gem, main: "crystal", accent: { L: 0.6, C: 0.2, h: 15 } },
  key: { draw: shapes.key, main: "gold" },
  coin: { draw: shapes.coin, main: "gold" },
  scroll: { draw: shapes.scroll, main: "paper" },
  apple: { draw: shapes.apple, main: { L: 0.58, C: 0.2, h: 25 } },
  bread: { draw: shapes.bread, main: { L: 0.68, C: 0.11, h: 65 } },
  meat: { draw: shapes.meat, main: { L: 0.55, C: 0.13, h: 35 } },
  cheese: { draw: shapes.cheese, main: { L: 0.85, C: 0.14, h: 92 } },
  ring: { draw: shapes.ring, main: "gold", accent: { L: 0.55, C: 0.2, h: 20 } },
  book: { draw: shapes.book, main: { L: 0.45, C: 0.14, h: 25 } },
  heart: { draw: shapes.heart, main: { L: 0.6, C: 0.22, h: 20 } },
  bag: { draw: shapes.bag, main: "leather" },
  bomb: { draw: shapes.bomb, main: "metal" },
  star: { draw: shapes.star, main: "gold" },
  amulet: { draw: shapes.amulet, main: "gold", accent: { L: 0.55, C: 0.18, h: 200 } },
  feather: { draw: shapes.feather, main: { L: 0.88, C: 0.04, h: 80 } },
  quiver: { draw: archery.quiver, main: "leather", accent: { L: 0.6, C: 0.2, h: 25 } },
  arrow: { draw: archery.singleArrow, main: "wood", accent: { L: 0.6, C: 0.2, h: 25 } },
  // A target's main material is its straw boss; the accent paints its coloured rings.
  target: {
    draw: (kit) => archery.target(kit, "stand"),
    main: { L: 0.76, C: 0.1, h: 88 },
    accent: { L: 0.56, C: 0.21, h: 27 },
  },
};

const CRYSTAL_COLOR: Oklch = { L: 0.6, C: 0.17, h: 305 };

export const drawItem: Generator = (ctx: DrawContext): Drawn => {
  const subject =
    ctx.subject && ITEMS[ctx.subject]
      ? ctx.subject
      : pick(ctx.random, ["potion", "gem", "coin", "key"] as const);
  const item = ITEMS[subject]!;
  // A potion's or gem's color is its contents: the prompt's color, else the element's.
  const element = ctx.reading.elements[0];
  const named = ctx.scheme.promptColor(0) ?? (element ? ELEMENT_COLORS[element] : undefined);
  const shard = subject === "gem" && drawnVariant(ctx) === "crystal";
  // A crystal with no colour named is amethyst, the crystal a game's loot shows most.
  const own = shard ? CRYSTAL_COLOR : item.accent;
  const contents = subject === "potion" || subject === "gem" ? (named ?? own) : item.accent;
  const mats = objectMats(ctx, item.main, contents);
  const fixed =
    subject === "potion" || subject === "gem"
      ? {
          ...mats,
          accent: {
            ramp: ctx.scheme.ramp(contents ?? item.accent!),
            light: { contrast: 1.2, highlight: true },
          },
        }
      : mats;
  // An icon fills its slot: half the usual frame drift.
  const box = variedBox(innerBox(ctx.width, ctx.height, 0.07, 2), ctx.variation, 0.5, 0.5);
  const r = Math.min(box.w, box.h) / 2;
  const sq = { cx: box.x + box.w / 2, cy: box.y + box.h / 2, r };
  const kit = { canvas: ctx.canvas, mats: fixed, sq };
  if (subject === "potion") {
    shapes.potion(
      kit,
      shapes.POTION_BOTTLES[ctx.variation.choose("bottle", shapes.POTION_BOTTLES.length)],
    );
  } else if (subject === "target") {
    archery.target(
      kit,
      archery.TARGET_MOUNTS[ctx.variation.choose("mount", archery.TARGET_MOUNTS.length)]!,
    );
  } else if (shard) {
    crystal(kit);
  } else if (subject === "amulet" && drawnVariant(ctx) === "necklace") {
    necklace(kit);
  } else if (
    subject === "arrow" &&
    archery.ARROW_BUNDLE_WORDS.test(ctx.reading.prompt.toLowerCase())
  ) {
    archery.arrowBundle(kit);
  } else item.draw(kit);
  return { anchors: { center: { x: Math.round(sq.cx), y: Math.round(sq.cy) } } };
};

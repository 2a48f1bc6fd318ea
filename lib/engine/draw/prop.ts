/**
 * Props: the subject picks a shape grammar (containers, nature, built things); the prompt's
 * material or color dresses it. An unnamed prop is a barrel, crate or chest by the seed.
 */
import type { Oklch } from "../color";
import { type Material, readLabel } from "../prompt";
import { pick } from "../random";
import { type DrawContext, type Drawn, drawnVariant, type Generator } from "./context";
import { innerBox } from "./layout";
import { variedBox } from "./variation";
import { objectMats } from "./object-kit";
import { barrel, cauldron, chest, crate, type PropKit, pot } from "./prop-containers";
import {
  anvil,
  bookshelf,
  campfire,
  chair,
  FENCE_STYLES,
  fence,
  lantern,
  sign,
  table,
  tombstone,
  torch,
  well,
} from "./prop-furniture";
import { bench, lampPost } from "./prop-street";
import { VASE_GLAZE, VASE_PAINT, vase } from "./prop-vase";
import { HOUSE_CHIMNEYS, HOUSE_WINDOWS, house } from "./prop-buildings";
import { bush, cactus, flower, mushroom, rock, tree } from "./prop-nature";

const MAIN: Readonly<Record<string, Material | Oklch>> = {
  pot: "clay",
  rock: "stone",
  tombstone: "stone",
  well: "stone",
  lantern: "metal",
  anvil: "metal",
  bush: "plant",
  cactus: "plant",
  flower: "clay",
  mushroom: "paper",
  chair: "wood",
  bench: "wood",
  house: { L: 0.84, C: 0.03, h: 80 },
};

const ACCENT: Readonly<Record<string, Oklch>> = {
  mushroom: { L: 0.58, C: 0.2, h: 25 },
  flower: { L: 0.7, C: 0.17, h: 350 },
  bush: { L: 0.55, C: 0.2, h: 20 },
  pot: { L: 0.45, C: 0.08, h: 40 },
  cauldron: { L: 0.7, C: 0.2, h: 140 },
  bookshelf: { L: 0.5, C: 0.15, h: 260 },
  house: { L: 0.45, C: 0.13, h: 30 },
};

export const drawProp: Generator = (ctx: DrawContext): Drawn => {
  const subject = ctx.subject ?? pick(ctx.random, ["barrel", "crate", "chest"] as const);
  const variant = drawnVariant(ctx);
  // A vase is glazed and painted, not the pot's plain clay.
  const isVase = subject === "pot" && variant === "vase";
  const made = isVase
    ? objectMats(ctx, VASE_GLAZE, VASE_PAINT)
    : objectMats(ctx, MAIN[subject] ?? "wood", ACCENT[subject]);
  // A vase's one named colour is its glaze's; its painting stays white unless a second is named.
  const dressed =
    isVase && !ctx.scheme.promptColor(1)
      ? { ...made, accent: { ...made.accent, ramp: ctx.scheme.ramp(VASE_PAINT) } }
      : made;
  // A house's one named color is its walls'; the roof keeps its tiles unless a second is named.
  const mats =
    subject === "house" && !ctx.scheme.promptColor(1)
      ? { ...dressed, accent: { ...dressed.accent, ramp: ctx.scheme.ramp(ACCENT.house!) } }
      : dressed;
  const kit: PropKit = {
    canvas: ctx.canvas,
    mats,
    box: variedBox(innerBox(ctx.width, ctx.height, 0.06, 2), ctx.variation),
    iso: ctx.camera === "isometric",
    wobble: ctx.random(),
  };
  switch (subject) {
    case "barrel":
      return barrel(kit);
    case "crate":
      return crate(kit);
    case "chest":
      return chest(kit, ctx.facing, variant === "full");
    case "pot":
      return isVase ? vase(kit) : pot(kit);
    case "cauldron":
      return cauldron(kit);
    case "sign":
      return sign(kit, readLabel(ctx.reading.prompt));
    case "table":
      return table(kit);
    case "chair":
      return chair(kit);
    case "lantern":
      return variant === "lamp post"
        ? lampPost(kit, ctx.variation.choose("lamp-arm", 2) === 1)
        : lantern(kit);
    case "bench":
      return bench(kit, 2 + ctx.variation.choose("bench-slats", 2));
    case "torch":
      return torch(kit, variant === "wall");
    case "rock":
      return rock(kit, ctx.random);
    case "tree":
      return tree(kit, ctx.random, variant === "pine");
    case "bush":
      return bush(kit, ctx.random);
    case "tombstone":
      return tombstone(kit);
    case "mushroom":
      return mushroom(kit);
    case "fence":
      return fence(kit, FENCE_STYLES[ctx.variation.choose("fence", FENCE_STYLES.length)]);
    case "campfire":
      return campfire(kit);
    case "bookshelf":
      return bookshelf(kit, ctx.random);
    case "flower":
      return flower(kit);
    case "cactus":
      return cactus(kit);
    case "well":
      return well(kit);
    case "anvil":
      return anvil(kit);
    case "house":
      return house(kit, {
        windows: HOUSE_WINDOWS[ctx.variation.choose("windows", HOUSE_WINDOWS.length)]!,
        chimney: HOUSE_CHIMNEYS[ctx.variation.choose("chimney", HOUSE_CHIMNEYS.length)]!,
      });
    default:
      return crate(kit);
  }
};

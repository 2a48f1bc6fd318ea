/**
 * Creatures: the subject picks a body plan (blob, quadruped, winged, serpent, insect) and the
 * plan draws it. A creature the vocabulary does not name gets a plan chosen by the seed.
 */
import { pick } from "../random";
import type { DrawContext, Drawn, Generator } from "./context";
import { drawEyeball, drawGhost, drawSlime } from "./creature-blob";
import { drawInsect, type InsectKind } from "./creature-insect";
import { drawQuadruped, QUADRUPEDS } from "./creature-quadruped";
import { drawSerpent } from "./creature-serpent";
import { drawWinged, WINGED_KINDS } from "./creature-winged";

const INSECTS: readonly InsectKind[] = ["spider", "beetle", "bee", "ant", "scorpion", "crab"];
const FALLBACKS = ["slime", "wolf", "bird", "snake", "spider", "bat"] as const;

export const drawCreature: Generator = (ctx: DrawContext): Drawn => {
  const subject = ctx.subject ?? pick(ctx.random, FALLBACKS);
  if (subject === "slime") return drawSlime(ctx);
  if (subject === "ghost") return drawGhost(ctx);
  if (subject === "eyeball") return drawEyeball(ctx);
  if (subject === "snake" || subject === "worm" || subject === "fish")
    return drawSerpent(ctx, subject);
  const winged = WINGED_KINDS[subject];
  if (winged) return drawWinged(ctx, winged);
  const insect = INSECTS.find((kind) => kind === subject);
  if (insect) return drawInsect(ctx, insect);
  return drawQuadruped(ctx, QUADRUPEDS.includes(subject) ? subject : "wolf");
};

/**
 * Creatures: the subject's registry entry names its drawer (blob, quadruped, winged, serpent,
 * insect) and the drawer draws it. A creature the registry does not name gets a plan chosen by
 * the seed.
 */
import { pick } from "../random";
import { subjectEntry } from "../subjects";
import { type DrawContext, type Drawn, drawnVariant, type Generator } from "./context";
import { drawEyeball, drawGhost, drawSlime } from "./creature-blob";
import { drawInsect, type InsectKind } from "./creature-insect";
import { drawQuadruped, QUADRUPEDS } from "./creature-quadruped";
import { drawSerpent } from "./creature-serpent";
import { drawWinged, WINGED_KINDS } from "./creature-winged";

const FALLBACKS = ["slime", "wolf", "bird", "snake", "spider", "bat"] as const;
const BLOBS = { slime: drawSlime, ghost: drawGhost, eyeball: drawEyeball } as const;

export const drawCreature: Generator = (ctx: DrawContext): Drawn => {
  const subject = ctx.subject ?? pick(ctx.random, FALLBACKS);
  const entry = subjectEntry(subject);
  const drawer = entry && "drawer" in entry.draw ? entry.draw.drawer : "quadruped";
  if (drawer === "blob" && subject in BLOBS) return BLOBS[subject as keyof typeof BLOBS](ctx);
  if (drawer === "serpent") return drawSerpent(ctx, subject as "snake" | "worm" | "fish");
  // A bird variant with its own look (a bluebird) is drawn as that look.
  const variant = drawnVariant(ctx);
  const winged = (variant ? WINGED_KINDS[variant] : undefined) ?? WINGED_KINDS[subject];
  if (drawer === "winged" && winged) return drawWinged(ctx, winged);
  if (drawer === "insect") return drawInsect(ctx, subject as InsectKind);
  return drawQuadruped(ctx, QUADRUPEDS.includes(subject) ? subject : "wolf");
};

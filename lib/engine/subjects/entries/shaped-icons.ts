/**
 * Media-control buttons of a game's interface (play, pause) drawn in the shape language: a
 * round button with its glyph in a light colour, the glyph being what says which button it is.
 */
import type { SubjectEntry } from "../types";
import { ell, poly, rect, shaped } from "./shape-kit";

const uiShape = shaped("ui");

export const SHAPED_ICONS: readonly SubjectEntry[] = [
  uiShape(
    "play button",
    {
      aliases: ["play icon", "start button", "resume button", "play symbol"],
      category: ["button"],
      colors: ["#2e9a46"],
      anchors: { center: [0.5, 0.5] },
    },
    [
      ell("button", "main", [0.5, 0.5], [0.46, 0.46]),
      // The triangle's centre of mass sits on the disc's centre, so it looks centred.
      poly("triangle", "white", "0.38,0.26 0.76,0.5 0.38,0.74", { detail: true, glow: true }),
    ],
  ),
  uiShape(
    "pause button",
    {
      aliases: ["pause icon", "pause symbol"],
      category: ["button"],
      colors: ["#3a78d0"],
      anchors: { center: [0.5, 0.5] },
    },
    [
      ell("button", "main", [0.5, 0.5], [0.46, 0.46]),
      rect("bars", "white", [0.33, 0.28], [0.11, 0.44], { detail: true, glow: true }),
      rect("bars", "white", [0.56, 0.28], [0.11, 0.44], { detail: true, join: true, glow: true }),
    ],
  ),
];

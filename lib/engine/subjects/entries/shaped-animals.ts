/**
 * Small animals whose build the four-legged drawer's long body on straight legs cannot give,
 * described in the shape language and rigged as quadrupeds (their parts name the quadruped
 * rig's layers: `body`, `head`, the four `leg.*`, `tail`), seen from the side facing right: a
 * frog squatting on folded hind legs with a wide mouth, a rabbit sitting round with long ears
 * and big hind feet, an axolotl low on stubby legs with its gills and a flat tail.
 */
import type { SubjectEntry } from "../types";
import { bar, ell, layer, line, poly, shaped } from "./shape-kit";

const creature = shaped("creature");

export const SHAPED_ANIMALS: readonly SubjectEntry[] = [
  creature(
    "frog",
    {
      aliases: ["toad", "bullfrog", "tree frog"],
      category: ["amphibian"],
      colors: ["#58a83a", "#e2e49a"],
      rig: "quadruped",
      anchors: { head: [0.76, 0.44] },
    },
    [
      // The far hind foot shows ahead of the near one, the far arm behind the near arm.
      bar("far hind foot", "main", [0.34, 0.9], [0.6, 0.91], 0.035, 0.03, {
        layer: layer("leg.hind.far", "leg", [0.34, 0.64], "body", -1),
      }),
      bar("far arm", "main", [0.76, 0.64], [0.8, 0.88], 0.035, 0.03, {
        layer: layer("leg.fore.far", "leg", [0.74, 0.62], "body", -1),
      }),
      // A squat body sloping up from the rump to the head, no neck between them.
      poly("body", "main", "0.1,0.72 0.2,0.52 0.42,0.4 0.66,0.36 0.7,0.7 0.5,0.84 0.2,0.84", {
        form: "dome",
        layer: layer("body", "body", [0.44, 0.64], null),
      }),
      ell("belly", "accent", [0.58, 0.76], [0.14, 0.08], { join: true }),
      ell("head", "main", [0.76, 0.5], [0.2, 0.15], {
        join: true,
        layer: layer("head", "head", [0.64, 0.52], "body"),
      }),
      ell("throat", "accent", [0.8, 0.62], [0.13, 0.05], { join: true }),
      // Eyes bulging on top of the head, the far one a little behind.
      ell("eyes", "main", [0.86, 0.36], [0.06, 0.07]),
      ell("eyes", "main", [0.72, 0.34], [0.08, 0.08]),
      // A gold iris round a dark pupil with a glint, so the eye is an eye and not a grey disc.
      ell("iris", "gold", [0.74, 0.33], [0.055, 0.055], { detail: true, form: "flat" }),
      ell("pupils", "dark", [0.75, 0.33], [0.035, 0.03], { detail: true, form: "flat" }),
      ell("glint", "white", [0.73, 0.31], [0.012, 0.012], { detail: true, glow: true }),
      // The mouth runs the length of the head, stopping inside its outline at the snout.
      line("mouth", "dark", "0.9,0.54 0.84,0.57 0.64,0.56", 0.022, { detail: true }),
      // Folded hind leg: a big thigh beside the body, the shin folded back under it, the long
      // webbed foot flat on the ground reaching forward.
      ell("thigh", "main", [0.3, 0.68], [0.17, 0.13], {
        layer: layer("leg.hind.near", "leg", [0.3, 0.64], "body", 1),
      }),
      bar("shin", "main", [0.44, 0.78], [0.16, 0.85], 0.06, 0.045, { join: true }),
      bar("foot", "main", [0.14, 0.9], [0.5, 0.92], 0.04, 0.035, { join: true }),
      // The near arm bends at the elbow: forward from the shoulder, then down to a splayed hand
      // (two straight sticks side by side read as a stack of posts).
      line("arm", "main", "0.62,0.64 0.7,0.74 0.68,0.88", 0.045, {
        layer: layer("leg.fore.near", "leg", [0.64, 0.64], "body", 1),
      }),
      ell("hand", "main", [0.72, 0.91], [0.07, 0.025], { join: true }),
    ],
  ),
  creature(
    "rabbit",
    {
      aliases: ["bunny", "hare", "bunny rabbit", "jackrabbit"],
      category: ["mammal", "rodent"],
      colors: ["#b89478", "#f2a8b4"],
      rig: "quadruped",
      anchors: { head: [0.68, 0.44] },
    },
    [
      bar("far hind foot", "main", [0.34, 0.9], [0.54, 0.91], 0.035, 0.03, {
        layer: layer("leg.hind.far", "leg", [0.36, 0.68], "body", -1),
      }),
      bar("far foreleg", "main", [0.66, 0.7], [0.68, 0.9], 0.03, 0.03, {
        layer: layer("leg.fore.far", "leg", [0.64, 0.68], "body", -1),
      }),
      ell("tail", "white", [0.13, 0.64], [0.075, 0.075], {
        layer: layer("tail", "tail", [0.18, 0.64], "body"),
      }),
      // A round body, sitting.
      ell("body", "main", [0.4, 0.66], [0.27, 0.24], {
        layer: layer("body", "body", [0.42, 0.66], null),
      }),
      ell("chest", "white", [0.6, 0.72], [0.08, 0.12], { join: true }),
      ell("head", "main", [0.68, 0.46], [0.17, 0.15], {
        layer: layer("head", "head", [0.62, 0.54], "body"),
      }),
      ell("cheek", "white", [0.76, 0.52], [0.07, 0.05], { join: true }),
      ell("eye", "dark", [0.72, 0.41], [0.03, 0.035], { detail: true, form: "flat" }),
      ell("nose", "accent", [0.84, 0.47], [0.025, 0.02], { detail: true }),
      // Long ears standing up from the back of the head, the far one a little behind.
      bar("ears", "main", [0.66, 0.34], [0.68, 0.04], 0.045, 0.04, {
        layer: layer("ears", "head", [0.64, 0.34], "head"),
      }),
      bar("ears", "main", [0.6, 0.34], [0.5, 0.02], 0.055, 0.045),
      bar("inner ear", "accent", [0.59, 0.28], [0.52, 0.07], 0.02, 0.02, { join: true }),
      // A strong haunch and a big flat hind foot.
      ell("haunch", "main", [0.32, 0.74], [0.15, 0.14], {
        layer: layer("leg.hind.near", "leg", [0.34, 0.68], "body", 1),
      }),
      bar("foot", "main", [0.18, 0.91], [0.5, 0.92], 0.045, 0.035, { join: true }),
      bar("foreleg", "main", [0.6, 0.72], [0.62, 0.9], 0.04, 0.035, {
        layer: layer("leg.fore.near", "leg", [0.6, 0.68], "body", 1),
      }),
      ell("paw", "main", [0.65, 0.92], [0.05, 0.025], { join: true }),
    ],
  ),
  creature(
    "axolotl",
    {
      aliases: ["mudpuppy", "walking fish"],
      category: ["amphibian"],
      colors: ["#f2a0b8", "#d8486a"],
      rig: "quadruped",
      anchors: { head: [0.8, 0.56] },
    },
    [
      bar("far hind leg", "main", [0.4, 0.66], [0.44, 0.78], 0.03, 0.025, {
        layer: layer("leg.hind.far", "leg", [0.4, 0.64], "body", -1),
      }),
      bar("far foreleg", "main", [0.64, 0.66], [0.7, 0.78], 0.03, 0.025, {
        layer: layer("leg.fore.far", "leg", [0.64, 0.64], "body", -1),
      }),
      // A long flat tail: a pale fin all round a tapering tail, the fin running on along the
      // back.
      poly("fin", "main", "0.56,0.57 0.4,0.52 0.16,0.52 0.02,0.6 0.16,0.7 0.38,0.72", {
        glow: true,
        layer: layer("tail", "tail", [0.34, 0.62], "body"),
      }),
      bar("tail", "main", [0.36, 0.62], [0.06, 0.61], 0.065, 0.02, { join: true }),
      ell("body", "main", [0.5, 0.64], [0.2, 0.1], {
        form: "tubeH",
        layer: layer("body", "body", [0.5, 0.64], null),
      }),
      ell("head", "main", [0.8, 0.58], [0.18, 0.13], {
        layer: layer("head", "head", [0.68, 0.6], "body"),
      }),
      line("smile", "dark", "0.88,0.65 0.92,0.665 0.96,0.64", 0.02, { detail: true }),
      ell("eyes", "dark", [0.87, 0.55], [0.035, 0.04], { detail: true, form: "flat" }),
      ell("eyes", "white", [0.86, 0.54], [0.012, 0.012], { detail: true, form: "flat" }),
      // Feathery gills behind the head: three fronds fanning back from its rear edge, high,
      // level and low (not one tree rising from the crown), each fringed with plumes.
      ...(
        [
          [0.7, 0.48, 0.6, 0.32],
          [0.66, 0.54, 0.5, 0.44],
          [0.66, 0.61, 0.5, 0.6],
        ] as const
      ).flatMap(([x0, y0, x1, y1], i) => {
        const at = (t: number): readonly [number, number] => [
          x0 + (x1 - x0) * t,
          y0 + (y1 - y0) * t,
        ];
        return [
          line(
            "gills",
            "accent",
            [
              [x0, y0],
              [x1, y1],
            ],
            0.03,
            i === 0 ? {} : { join: true },
          ),
          ...[0.45, 0.72, 1].map((t) =>
            ell("gills", "accent", at(t), [0.03, 0.03], { join: true }),
          ),
        ];
      }),
      bar("hind leg", "main", [0.4, 0.68], [0.36, 0.8], 0.035, 0.03, {
        layer: layer("leg.hind.near", "leg", [0.4, 0.66], "body", 1),
      }),
      bar("foreleg", "main", [0.64, 0.68], [0.66, 0.8], 0.035, 0.03, {
        layer: layer("leg.fore.near", "leg", [0.64, 0.66], "body", 1),
      }),
    ],
  ),
];

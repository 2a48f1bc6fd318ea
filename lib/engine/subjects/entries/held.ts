/**
 * How things that are not weapons look in a character's hand, in the shape language: small,
 * upright, the `grip` anchor where the fingers close. An entry names its held look with
 * `heldShape: HELD.torch`.
 */
import type { ShapeSpec } from "../shape";

export const HELD: Readonly<Record<string, ShapeSpec>> = {
  torch: {
    parts: [
      { name: "stick", k: "capsule", material: "wood", a: [0.5, 0.95], b: [0.5, 0.4], r: 0.07 },
      { name: "head", k: "ellipse", material: "darkWood", c: [0.5, 0.38], r: [0.12, 0.08] },
      {
        name: "flame",
        k: "polygon",
        material: "fireOuter",
        form: "flat",
        points: [
          [0.32, 0.34],
          [0.38, 0.16],
          [0.46, 0.24],
          [0.52, 0.02],
          [0.6, 0.2],
          [0.66, 0.14],
          [0.68, 0.34],
        ],
      },
      {
        name: "flame",
        k: "ellipse",
        material: "fireInner",
        c: [0.5, 0.28],
        r: [0.08, 0.07],
        join: true,
      },
    ],
    anchors: { grip: [0.5, 0.8], tip: [0.52, 0.02] },
  },
  lantern: {
    parts: [
      {
        name: "handle",
        k: "stroke",
        material: "metal",
        width: 0.05,
        points: [
          [0.36, 0.3],
          [0.5, 0.04],
          [0.64, 0.3],
        ],
      },
      {
        name: "cap",
        k: "polygon",
        material: "metal",
        points: [
          [0.3, 0.34],
          [0.5, 0.2],
          [0.7, 0.34],
        ],
      },
      {
        name: "glass",
        k: "rect",
        material: "fireInner",
        at: [0.32, 0.34],
        size: [0.36, 0.42],
        form: "flat",
      },
      { name: "frame", k: "rect", material: "metal", at: [0.47, 0.34], size: [0.06, 0.42] },
      { name: "base", k: "rect", material: "metal", at: [0.28, 0.76], size: [0.44, 0.1] },
    ],
    anchors: { grip: [0.5, 0.06], tip: [0.5, 0.86] },
  },
  potion: {
    parts: [
      { name: "bottle", k: "ellipse", material: "glass", c: [0.5, 0.7], r: [0.26, 0.24] },
      { name: "liquid", k: "ellipse", material: "accent", c: [0.5, 0.76], r: [0.2, 0.15] },
      { name: "neck", k: "rect", material: "glass", at: [0.42, 0.3], size: [0.16, 0.2] },
      { name: "cork", k: "rect", material: "wood", at: [0.41, 0.2], size: [0.18, 0.1] },
    ],
    anchors: { grip: [0.5, 0.62], tip: [0.5, 0.2] },
  },
  key: {
    parts: [
      { name: "bow", k: "ellipse", material: "gold", c: [0.5, 0.18], r: [0.16, 0.14] },
      { name: "shank", k: "capsule", material: "gold", a: [0.5, 0.3], b: [0.5, 0.92], r: 0.05 },
      { name: "bit", k: "rect", material: "gold", at: [0.5, 0.72], size: [0.2, 0.08] },
      { name: "bit", k: "rect", material: "gold", at: [0.5, 0.84], size: [0.16, 0.07], join: true },
    ],
    anchors: { grip: [0.5, 0.4], tip: [0.5, 0.92] },
  },
  book: {
    parts: [
      { name: "cover", k: "rect", material: "accent", at: [0.2, 0.3], size: [0.6, 0.5] },
      { name: "pages", k: "rect", material: "paper", at: [0.74, 0.34], size: [0.08, 0.42] },
      {
        name: "clasp",
        k: "rect",
        material: "gold",
        at: [0.44, 0.48],
        size: [0.12, 0.12],
        detail: true,
      },
    ],
    anchors: { grip: [0.4, 0.6], tip: [0.5, 0.3] },
  },
  bomb: {
    parts: [
      { name: "shell", k: "ellipse", material: "dark", c: [0.5, 0.62], r: [0.3, 0.3] },
      { name: "cap", k: "rect", material: "metal", at: [0.42, 0.26], size: [0.16, 0.08] },
      {
        name: "fuse",
        k: "stroke",
        material: "wood",
        width: 0.04,
        points: [
          [0.5, 0.26],
          [0.56, 0.12],
          [0.64, 0.08],
        ],
      },
      {
        name: "spark",
        k: "ellipse",
        material: "fireInner",
        c: [0.66, 0.07],
        r: [0.05, 0.05],
        detail: true,
      },
    ],
    anchors: { grip: [0.5, 0.7], tip: [0.64, 0.08] },
  },
  scroll: {
    parts: [
      { name: "sheet", k: "rect", material: "paper", at: [0.36, 0.16], size: [0.28, 0.68] },
      { name: "roll", k: "capsule", material: "paper", a: [0.3, 0.16], b: [0.7, 0.16], r: 0.06 },
      { name: "roll", k: "capsule", material: "paper", a: [0.3, 0.84], b: [0.7, 0.84], r: 0.06 },
    ],
    anchors: { grip: [0.5, 0.5], tip: [0.5, 0.16] },
  },
};

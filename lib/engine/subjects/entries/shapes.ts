/**
 * Subjects described in the shape language rather than drawn by a drawer of their own: parts,
 * proportions in cell units (0 to 1 across and down), a material per part, and anchors. To add
 * one, append an entry here (see ARCHITECTURE.md, "Adding a subject").
 */
import type { SubjectEntry } from "../types";
import { kind } from "./make";

const shapeDefaults = { plan: "shape", rig: "rigid", draw: { drawer: "prop" } } as const;
const item = kind("item", { ...shapeDefaults, category: ["object", "item"] });
const prop = kind("prop", { ...shapeDefaults, category: ["object"] });

export const SHAPES: readonly SubjectEntry[] = [
  item("crown", ["tiara", "diadem", "circlet"], {
    category: ["object", "item", "treasure"],
    colors: ["#e6b422", "#c8302c"],
    draw: {
      shape: {
        main: "gold",
        parts: [
          {
            name: "points",
            k: "polygon",
            material: "main",
            form: "pillow",
            points: [
              [0.1, 0.72],
              [0.1, 0.3],
              [0.3, 0.5],
              [0.5, 0.22],
              [0.7, 0.5],
              [0.9, 0.3],
              [0.9, 0.72],
            ],
          },
          {
            name: "band",
            k: "rect",
            material: "main",
            form: "tubeH",
            at: [0.1, 0.6],
            size: [0.8, 0.16],
          },
          {
            name: "jewel",
            k: "ellipse",
            material: "accent",
            c: [0.5, 0.68],
            r: [0.07, 0.06],
            detail: true,
          },
          { name: "tips", k: "ellipse", material: "main", c: [0.1, 0.28], r: [0.05, 0.05] },
          {
            name: "tips",
            k: "ellipse",
            material: "main",
            c: [0.5, 0.2],
            r: [0.05, 0.05],
            join: true,
          },
          {
            name: "tips",
            k: "ellipse",
            material: "main",
            c: [0.9, 0.28],
            r: [0.05, 0.05],
            join: true,
          },
        ],
        anchors: { center: [0.5, 0.5], tip: [0.5, 0.2] },
      },
    },
  }),
  prop("crystal cluster", ["crystals", "geode", "crystal formation", "crystal cluster"], {
    category: ["object", "nature", "treasure"],
    colors: ["#9a5cc8", "#6ab4ec"],
    draw: {
      shape: {
        parts: [
          { name: "rock", k: "ellipse", material: "stone", c: [0.5, 0.88], r: [0.42, 0.1] },
          {
            name: "crystals",
            k: "polygon",
            material: "main",
            form: "pillow",
            points: [
              [0.22, 0.9],
              [0.12, 0.52],
              [0.18, 0.4],
              [0.3, 0.48],
              [0.4, 0.88],
            ],
          },
          {
            name: "crystals",
            k: "polygon",
            material: "main",
            form: "pillow",
            points: [
              [0.6, 0.88],
              [0.7, 0.42],
              [0.82, 0.34],
              [0.88, 0.48],
              [0.78, 0.9],
            ],
          },
          {
            name: "crystals",
            k: "polygon",
            material: "main",
            form: "pillow",
            points: [
              [0.4, 0.9],
              [0.38, 0.3],
              [0.5, 0.08],
              [0.62, 0.3],
              [0.6, 0.9],
            ],
          },
        ],
        anchors: { center: [0.5, 0.55], tip: [0.5, 0.08] },
      },
    },
  }),
  prop("kelp", ["seaweed", "sea weed", "kelp forest"], {
    category: ["object", "nature", "plant"],
    colors: ["#3a7a44"],
    draw: {
      shape: {
        parts: [
          {
            name: "stalk",
            k: "stroke",
            material: "main",
            width: 0.08,
            points: [
              [0.4, 0.98],
              [0.34, 0.75],
              [0.44, 0.5],
              [0.36, 0.25],
              [0.42, 0.04],
            ],
          },
          {
            name: "stalk",
            k: "stroke",
            material: "main",
            width: 0.07,
            points: [
              [0.6, 0.98],
              [0.66, 0.78],
              [0.58, 0.55],
              [0.66, 0.34],
            ],
          },
          { name: "leaves", k: "ellipse", material: "main", c: [0.28, 0.62], r: [0.1, 0.05] },
          { name: "leaves", k: "ellipse", material: "main", c: [0.5, 0.38], r: [0.1, 0.05] },
          { name: "leaves", k: "ellipse", material: "main", c: [0.74, 0.5], r: [0.09, 0.045] },
        ],
        anchors: { center: [0.5, 0.5] },
      },
    },
  }),
  prop("candle", ["candles", "candlestick", "candle stick", "taper"], {
    category: ["object", "light"],
    colors: ["#eee2c0"],
    held: true,
    draw: {
      shape: {
        parts: [
          { name: "dish", k: "ellipse", material: "metal", c: [0.5, 0.92], r: [0.3, 0.07] },
          {
            name: "wax",
            k: "rect",
            material: "main",
            form: "tubeV",
            at: [0.4, 0.4],
            size: [0.2, 0.5],
          },
          { name: "wick", k: "rect", material: "dark", at: [0.48, 0.32], size: [0.04, 0.08] },
          {
            name: "flame",
            k: "polygon",
            material: "fireOuter",
            form: "flat",
            points: [
              [0.42, 0.3],
              [0.5, 0.06],
              [0.58, 0.3],
              [0.5, 0.36],
            ],
          },
          {
            name: "flame",
            k: "ellipse",
            material: "fireInner",
            c: [0.5, 0.27],
            r: [0.04, 0.06],
            join: true,
          },
        ],
        anchors: { center: [0.5, 0.6], grip: [0.5, 0.88], tip: [0.5, 0.06] },
      },
    },
  }),
];

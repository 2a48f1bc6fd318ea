/**
 * Furniture that the table or chair drawers would draw as something else, in the shape
 * language: a desk is a table with a pedestal of drawers (knobs and all) beside a knee hole.
 */
import type { SubjectEntry } from "../types";
import { ell, rect, shaped } from "./shape-kit";

const prop = shaped("prop");

export const SHAPED_FURNITURE: readonly SubjectEntry[] = [
  prop(
    "desk",
    {
      aliases: ["writing desk", "office desk", "school desk", "study desk", "bureau"],
      category: ["furniture"],
      main: "wood",
    },
    [
      rect("leg", "main", [0.08, 0.4], [0.08, 0.54], { form: "tubeV" }),
      rect("apron", "main", [0.16, 0.4], [0.4, 0.1]),
      rect("pedestal", "main", [0.56, 0.4], [0.36, 0.54], { form: "flat" }),
      rect("drawer", "main", [0.6, 0.44], [0.28, 0.14], { form: "flat" }),
      rect("drawer", "main", [0.6, 0.61], [0.28, 0.14], { form: "flat" }),
      rect("drawer", "main", [0.6, 0.78], [0.28, 0.13], { form: "flat" }),
      rect("drawer", "main", [0.2, 0.41], [0.32, 0.08], { form: "flat" }),
      ell("knobs", "gold", [0.74, 0.51], [0.025, 0.025], { detail: true }),
      ell("knobs", "gold", [0.74, 0.68], [0.025, 0.025], { detail: true, join: true }),
      ell("knobs", "gold", [0.74, 0.845], [0.025, 0.025], { detail: true, join: true }),
      ell("knobs", "gold", [0.36, 0.45], [0.025, 0.025], { detail: true, join: true }),
      rect("top", "main", [0.02, 0.32], [0.96, 0.08], { form: "tubeH" }),
      rect("paper", "paper", [0.16, 0.27], [0.2, 0.05], { form: "flat" }),
      rect("book", "accent", [0.62, 0.22], [0.18, 0.1]),
    ],
  ),
];

/**
 * Building subjects. A house is drawn as a prop: it stands on the frame's bottom like a barrel
 * does, and the isometric camera builds it from 2:1 walls and roof. ("inn" is left out: it is a
 * word signs are labelled with.)
 */
import type { SubjectEntry } from "./subject-entry";

export const BUILDING_SUBJECTS: readonly SubjectEntry[] = [
  {
    key: "house",
    type: "prop",
    aliases: [
      "house",
      "cottage",
      "hut",
      "cabin",
      "shack",
      "home",
      "building",
      "tavern",
      "shop",
      "farmhouse",
      "barn",
    ],
    weak: false,
  },
];

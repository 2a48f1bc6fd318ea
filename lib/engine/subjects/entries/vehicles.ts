/** Vehicles, in profile: carts, cars, ships, flying craft. */
import { kind } from "./make";

const vehicle = kind("vehicle", {
  plan: "vehicle",
  rig: "rigid",
  draw: { drawer: "vehicle" },
  category: ["vehicle"],
});

/** The materials the vehicle drawer paints a body in; others it does not draw. */
const VEHICLE_MATERIALS = ["wood", "gold", "stone", "crystal"];

export const VEHICLES = [
  vehicle("cart", ["wagon", "carriage"], {
    plan: "cart",
    near: [{ word: "wheelbarrow" }, { word: "minecart" }, { word: "mine cart" }],
    category: ["vehicle", "land"],
    materials: VEHICLE_MATERIALS,
  }),
  vehicle("car", ["automobile", "sedan", "taxi", "racecar", "race car", "jeep", "buggy"], {
    category: ["vehicle", "land"],
    materials: VEHICLE_MATERIALS,
  }),
  vehicle("truck", ["van", "lorry", "pickup"], {
    category: ["vehicle", "land"],
    materials: VEHICLE_MATERIALS,
  }),
  vehicle(
    "ship",
    [
      "boat",
      "galleon",
      "sailboat",
      "raft",
      "canoe",
      "sailing ship",
      "yacht",
      // A pirate ship is a ship, not a pirate: the phrase is read whole.
      "pirate ship",
      "pirate galleon",
      "pirate boat",
    ],
    {
      plan: "ship",
      category: ["vehicle", "water"],
      materials: VEHICLE_MATERIALS,
      variants: [
        {
          name: "pirate",
          words: ["pirate", "buccaneer", "corsair", "jolly roger"],
          plan: "pirate ship",
        },
      ],
    },
  ),
  vehicle("tank", ["panzer", "armored vehicle"], {
    category: ["vehicle", "land"],
    materials: VEHICLE_MATERIALS,
  }),
  vehicle("spaceship", ["space ship", "starship", "spacecraft", "shuttle", "starfighter"], {
    category: ["vehicle", "air"],
    materials: VEHICLE_MATERIALS,
  }),
  vehicle(
    "airplane",
    ["plane", "jet", "biplane", "aircraft", "airship", "zeppelin", "blimp", "dirigible"],
    {
      category: ["vehicle", "air"],
      materials: VEHICLE_MATERIALS,
      variants: [
        { name: "airship", words: ["airship", "zeppelin", "blimp", "dirigible"], plan: "airship" },
      ],
    },
  ),
];

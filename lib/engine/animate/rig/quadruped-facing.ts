/**
 * The quadruped rig seen head-on or from behind (a south or north facing): the legs are columns
 * under the body, named by the viewer's side. A step shows as a leg's column rising into the
 * body (its top hides behind it) while the others stay planted; the body bobs and shifts its
 * weight over the planted side, the head nods with the steps and a tail seen from behind wags.
 */
import type { RigPose } from "./rig-pose";
import {
  clamp01,
  type Creature,
  type CreaturePreset,
  deg,
  frac,
  keyed,
  type Moves,
  wave,
} from "./creature-kit";

const LEGS = ["leg.hind.left", "leg.fore.left", "leg.hind.right", "leg.fore.right"] as const;
type Leg = (typeof LEGS)[number];

const isLeft = (leg: Leg) => leg.endsWith("left");

/** How high a stepping foot rises over a stride: lifted only in its own share of the cycle. */
function stepLift(q: number, duty: number): number {
  if (q < duty) return 0;
  return Math.sin((Math.PI * (q - duty)) / (1 - duty));
}

/** How far into the run's flight a moment is: 1 midway between the pairs' landings. */
const flightOf = (p: number) => Math.max(0, Math.cos(4 * Math.PI * p));

export function quadrupedFacing(c: Creature, preset: CreaturePreset, p: number): RigPose {
  const u = c.unit;
  const tail = c.names.has("tail");
  switch (preset) {
    case "Idle": {
      const breath = Math.round(u * 0.5 * (1 - Math.cos(2 * Math.PI * p)));
      const layers: Moves = {
        body: { dy: breath },
        head: { angle: deg(3) * wave(p) },
        ...(tail ? { tail: { angle: deg(15) * wave(p) } } : {}),
      };
      for (const leg of LEGS) layers[leg] = { dy: -breath };
      return { layers, ground: "feet" };
    }
    case "Walk":
    case "Run": {
      const run = preset === "Run";
      // Walk: four beats, one foot at a time (hind left, fore left, hind right, fore right).
      // Run: a trot, the diagonal pairs together, both off the ground as they change over.
      const phase: Record<Leg, number> = run
        ? { "leg.fore.left": 0, "leg.hind.right": 0, "leg.fore.right": 0.5, "leg.hind.left": 0.5 }
        : {
            "leg.hind.left": 0,
            "leg.fore.left": 0.25,
            "leg.hind.right": 0.5,
            "leg.fore.right": 0.75,
          };
      const duty = run ? 0.5 : 0.75;
      const rise = Math.max(3, Math.round(c.height * (run ? 0.2 : 0.12)));
      // The body is lowest as a foot lands (twice a stride) and sways over the planted side.
      // Running, it drops lower onto the landing pair and is flung clear between them, so the
      // run reads by its bounce at 1x where the walk only nods.
      const bob = Math.round(u * (run ? 2.5 : 1) * (1 - Math.abs(wave(p, 2, 0.25))));
      const sway = Math.round(u * (run ? 0.6 : 1) * wave(p, 1));
      const layers: Moves = {
        body: { dx: sway, dy: bob },
        head: { angle: deg(run ? 4 : 3) * wave(p, 1, 0.1), dy: Math.round(u * 0.6 * wave(p, 2)) },
        // Seen from behind, the tail is carried a little up off the hocks, so the steps show.
        ...(tail
          ? { tail: { angle: deg(run ? 20 : 14) * wave(p, 1, -0.15), scaleY: run ? 0.7 : 0.8 } }
          : {}),
      };
      // Walking, half a frame of eight late: every frame shows a foot in the air.
      const late = run ? 0 : 1 / 16;
      const nearFoot = Math.max(...LEGS.map((leg) => c.footY.get(leg) ?? 0));
      for (const leg of LEGS) {
        const up = stepLift(frac(p + phase[leg] + late), duty);
        // The far pair (standing higher in the picture) rises less, or it would vanish behind
        // the body and the near legs.
        const far = (c.footY.get(leg) ?? nearFoot) < nearFoot - 1 ? 0.6 : 1;
        // A planted foot stays where it stood while the body sways and bobs over it. A lifted
        // leg folds (drawn shorter, its paw tucked in toward the body's middle), so the ground
        // shows under it and it reads as a leg of its own, not the next column moved up.
        const inward = (isLeft(leg) ? 1 : -1) * Math.round(u * 0.8 * up);
        // In the run's flight every leg is gathered under the body (drawn shorter), so the
        // airborne frame shows open ground under four tucked paws, not four straight posts.
        const gather = run ? 0.3 * flightOf(p) : 0;
        layers[leg] = {
          dx: -sway + inward,
          dy: -bob - Math.round(rise * up * far),
          scaleY: 1 - 0.3 * up * far - gather,
        };
      }
      const flight = run ? flightOf(p) : 0;
      return {
        layers,
        ground: "feet",
        lift: Math.round(flight * Math.max(u * 2, c.height * 0.12)),
      };
    }
    case "Jump": {
      const k = keyed(p, [
        [0, {}],
        [0.2, { crouch: 2, head: 2 }],
        [0.4, { air: 1, tuck: 1, head: -2 }],
        [0.6, { air: 1, tuck: 0.6, head: -1 }],
        [0.8, { crouch: 2, head: 2 }],
        [1, {}],
      ]);
      const tuck = Math.round(k("tuck") * c.height * 0.12);
      const layers: Moves = {
        body: { dy: Math.round(k("crouch") * u) },
        head: { dy: Math.round(k("head") * u) },
        ...(tail ? { tail: { angle: deg(25) * k("tuck") } } : {}),
      };
      for (const leg of LEGS) layers[leg] = { dy: -Math.round(k("crouch") * u) - tuck };
      return k("air") > 0.5
        ? { layers, ground: "none", clearance: Math.ceil(c.height / 5), lift: c.height * 0.4 }
        : { layers, ground: "feet" };
    }
    case "Attack": {
      // Gathers with the head drawn back, then the head leads the lunge. Head-on it drops and
      // comes at the viewer (drawn much larger) with its jaws open; from behind the head and
      // shoulders shoot away up the picture (smaller) while the rump stays low over the hind
      // legs driving off (crouched, never stretched tall: a body rising on long legs reads as
      // standing up, not as a lunge) and the tail lifts. The fore legs brace apart, then it
      // recovers.
      const k = keyed(p, [
        [0, {}],
        [0.35, { crouch: 1.5, head: -1.5, brace: 1, back: 0.5 }],
        [0.55, { head: 3.5, near: 1, brace: 2, push: 1, jaw: 1 }],
        [0.7, { head: 2.5, near: 0.7, brace: 1.5, push: 0.6, jaw: 0.4 }],
        [1, {}],
      ]);
      // A tail is drawn only from behind: there the head lunges away from the viewer.
      const away = tail ? -1 : 1;
      // Head-on the head only grows a little and drops a little, and the chest drops with it
      // toward the ground: a head grown large and dropped far covers the chest, and the body
      // is lost between the fore legs.
      // From behind, the head goes away (smaller) and only a little up the picture: a head
      // raised far above the shoulders makes the figure tall and narrow, read as rearing.
      const grow = 1 + away * (tail ? 0.3 : 0.14) * k("near") - 0.06 * k("back");
      const drop = tail ? 0.4 : 0.5;
      const chest = tail ? 1.2 * k("push") : k("push");
      const layers: Moves = {
        body: { dy: Math.round((k("crouch") + chest) * u) },
        head: { dy: Math.round(away * k("head") * drop * u), scaleX: grow, scaleY: grow },
        // The tail swings a little aside with the lunge, hung from the rump where it grows.
        // The tail swings a little aside and lifts with the lunge (drawn shorter, raised toward
        // the viewer), hung from the rump where it grows.
        ...(tail ? { tail: { angle: deg(10) * k("brace"), scaleY: 1 - 0.35 * k("push") } } : {}),
      };
      for (const leg of LEGS) {
        const fore = leg.includes("fore");
        // The legs driving the lunge brace wide: from behind the hind pair, so the low rump
        // spreads over them and the figure widens as it strikes.
        const out = (isLeft(leg) ? -1 : 1) * (fore ? 1 : tail ? 1 : 0.5);
        // From behind, the near (hind) legs stay planted, bent under the low rump, and the
        // far (fore) legs leave the ground, tucked, as the front half leaps at the prey: the
        // pounce reads from behind, where the jaws cannot be seen.
        // Leaping, they are drawn in toward the middle as well as up, so they go behind the
        // body instead of sticking out of its sides like arms.
        const leap = tail && fore ? k("push") : 0;
        const tuckIn = (isLeft(leg) ? 1 : -1) * Math.round(leap * u * 2);
        layers[leg] = {
          dx: Math.round(out * k("brace") * u * (leap > 0 ? 0.3 : 1)) + tuckIn,
          dy: -Math.round((k("crouch") + chest) * u) - Math.round(leap * u * 3),
          ...(leap > 0 ? { scaleY: 1 - 0.3 * leap } : {}),
        };
      }
      return {
        layers,
        ground: "feet",
        ...(tail
          ? {}
          : {
              mouth: {
                layer: "head",
                open: Math.round(k("jaw") * Math.max(3, 2 * u)),
                headOn: true,
              },
            }),
      };
    }
    case "Hurt": {
      const k = keyed(p, [
        [0, {}],
        [0.2, { tip: 8, head: -2, shake: 1 }],
        [0.6, { tip: 2, head: -1 }],
        [1, {}],
      ]);
      const shake = Math.round(wave(p, 3) * u * (1 - p) * 2);
      return {
        layers: {
          head: { dy: Math.round(k("head") * u), angle: deg(k("tip")) },
          ...(tail ? { tail: { angle: -deg(k("tip") * 2) } } : {}),
        },
        ground: "feet",
        root: { angle: deg(k("tip") * 0.5), pivot: c.feet, dx: shake },
      };
    }
    case "Death": {
      // It keels over onto its side, one part after another: struck, the head is thrown up;
      // the legs on the side it falls to give first (drawn shorter about their tops) while the
      // others still stand, so the body tips toward them; then it goes over, turned a quarter
      // turn about the feet, and lies on its side with its legs out stiff along the ground,
      // the head laid down last and a tail seen from behind flopped limp. (Folding all four
      // legs under an upright body was tried: seen end-on, a body sinking straight down on
      // shortening legs reads as the beast shrinking, not falling.)
      const k = keyed(p, [
        [0, {}],
        [0.15, { head: -1.5, rock: -4 }],
        [0.35, { give: 1, tip: 14, head: -1, lag: -8 }],
        [0.55, { give: 1, tip: 55, lag: -14 }],
        [0.75, { give: 0.4, tip: 90, stiff: 0.6, lag: 12 }],
        [1, { tip: 90, stiff: 1, limp: 1 }],
      ]);
      // It falls to the viewer's right: its right legs give, and it turns clockwise.
      const layers: Moves = {
        head: { dy: Math.round(k("head") * u), angle: deg(k("lag")) },
        // The tail follows the fall late and lies limp along the ground.
        ...(tail ? { tail: { angle: -deg(k("lag") * 2) - deg(25) * k("limp") } } : {}),
      };
      const nearFoot = Math.max(...LEGS.map((leg) => c.footY.get(leg) ?? 0));
      for (const leg of LEGS) {
        const giving = !isLeft(leg);
        // Lying, the legs stand out stiff from the body: the pair underneath along the ground,
        // the upper pair raised off it (turned clockwise, which lifts a leg pointing the way
        // the feet went), the outer leg of each side (the far pair's) furthest.
        const outer = (c.footY.get(leg) ?? nearFoot) < nearFoot - 1;
        const raise = isLeft(leg) ? (outer ? 26 : 14) : outer ? -2 : 6;
        // Lying, the legs fold at the knee (drawn much shorter about their tops): four long
        // straight columns out of a body turned a quarter turn read as fingers of a glove.
        const fold = 0.5 * k("stiff");
        layers[leg] = {
          scaleY: 1 - Math.max(giving ? 0.35 * k("give") : 0, fold),
          angle: deg(raise) * k("stiff"),
        };
      }
      // Head-on, the eyes close once it lies still: it reads as dead, not lying at rest.
      return {
        layers,
        ground: p > 0.2 ? "body" : "feet",
        root: { angle: deg(k("tip") + k("rock")), pivot: c.feet },
        recenter: clamp01((p - 0.35) / 0.4) * 0.6,
        ...(!tail && k("limp") > 0.3 ? { eyesShut: "head" } : {}),
      };
    }
  }
}

/**
 * The biped rig's reading of a figure (what `readBiped` finds in its layers), apart from the
 * presets that use it, so the helpers a preset calls (carrying an item) need not import them.
 */
import type { Point } from "../../raster";
import type { SpriteLayer } from "../../draw";

/** What the presets need to know of a figure, read from its layers. */
export interface Biped {
  readonly profile: boolean;
  /** Leg names, [far or left, near or right]. */
  readonly legs: readonly [string, string];
  readonly arms: readonly string[];
  /** The arm holding the item (its parent), when there is one. */
  readonly weaponArm: string | null;
  readonly item: SpriteLayer | null;
  /** The arm without the item: the one that swings freely. */
  readonly freeArm: string | null;
  /** Screen angle of each arm from shoulder to hand at rest. */
  readonly armRest: ReadonlyMap<string, number>;
  /** Screen angle from grip to the item's far end at rest. */
  readonly itemRest: number;
  /**
   * In profile, how far forward (radians, >= 0) the hand carries its item while the body moves,
   * so the item stands clear of what is drawn over it (a staff behind a beard would otherwise
   * show as a stub, and pop out whenever the arm swings forward). 0 when nothing covers it.
   */
  readonly carryForward: number;
  /**
   * In profile, whether the hand carries an upright item ahead of the face (a staff or spear,
   * or anything carried forward to clear what covers it): it swings only forward of where it
   * is carried and comes forward with the body's lean, so the leaning head never comes over it.
   */
  readonly carriesUpright: boolean;
  readonly height: number;
  readonly legLength: number;
  /** Rows from the hip to the knee (the lower leg's joint): the thigh's drawn length. */
  readonly thigh: number;
  /**
   * In profile, how far the near hip stands ahead of the far one as drawn (a standing pose
   * shows both legs side by side). A stride swings both legs about one hip, or the half of the
   * cycle led by the far leg would be that much shorter than the half led by the near leg.
   */
  readonly hipGap: number;
  /** Where the feet stand at rest: the pivot of a fall. */
  readonly feet: Point;
  /** Pixels of motion that read at this size: 1 up to about 56 px tall, more above. */
  readonly unit: number;
  /** Legs hidden under a robe or dress (only the boots drawn): short steps under the hem. */
  readonly robed: boolean;
  /** Rows of the torso layer above and below its joint (the hips): a robe's reach. */
  readonly robe: { readonly above: number; readonly below: number };
  /** The cape's drawn length in rows (0 without one). */
  readonly cape: number;
  /**
   * From the front, how many rows a lower leg can rise and still show at least half of its
   * own pixels below what is drawn over it (a tunic, a coat): a lifted foot higher than that
   * would vanish under the hem and the step read as a hop on one leg.
   */
  readonly stepRoom: number;
  /** Arms a shield hangs on, and the shield layers on each. */
  readonly shields: readonly string[];
  readonly shieldLayers: ReadonlyMap<string, readonly string[]>;
  /** Each layer's parent, by name (a turn of the torso carries the arms). */
  readonly parents: ReadonlyMap<string, string | null>;
}

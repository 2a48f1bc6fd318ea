/**
 * Three-quarter facings of a profile plan.
 */
import type { PlanLayer, UShape } from "./plan";
import type { Vec } from "./shapes";

/**
 * A profile turned a quarter of the way toward the viewer (`toward` 1: the head end comes
 * near) or away (-1: the hindquarters come near). The body's length is foreshortened; the near
 * end is drawn larger and stands lower on the ground, the far end smaller and higher, so the
 * feet still plant on a receding ground line.
 */
export function turnedPlan(
  plan: { shapes: UShape[]; head: Vec; feet: Vec[]; layers?: PlanLayer[] },
  toward: 1 | -1,
  ground: number,
): { shapes: UShape[]; head: Vec; feet: Vec[]; layers?: PlanLayer[] } {
  const squeeze = 0.68;
  const k = (x: number) => 1 + 0.2 * toward * Math.max(-1.2, Math.min(1.2, x));
  const px = (x: number) => x * squeeze;
  const py = (x: number, y: number) => ground + (y - ground) * k(x) + 0.14 * toward * x;
  const at = (v: Vec): Vec => ({ x: px(v.x), y: py(v.x, v.y) });
  const shapes = plan.shapes.map((shape): UShape => {
    switch (shape.k) {
      case "ell":
        return {
          ...shape,
          cx: px(shape.cx),
          cy: py(shape.cx, shape.cy),
          rx: shape.rx * k(shape.cx) * (0.75 + 0.25 * squeeze),
          ry: shape.ry * k(shape.cx),
          ...(shape.clip
            ? {
                clip: {
                  cx: px(shape.clip.cx),
                  cy: py(shape.clip.cx, shape.clip.cy),
                  rx: shape.clip.rx * k(shape.clip.cx) * (0.75 + 0.25 * squeeze),
                  ry: shape.clip.ry * k(shape.clip.cx),
                },
              }
            : {}),
        };
      case "cap":
        return {
          ...shape,
          ax: px(shape.ax),
          ay: py(shape.ax, shape.ay),
          bx: px(shape.bx),
          by: py(shape.bx, shape.by),
          ra: shape.ra * k(shape.ax),
          rb: shape.rb * k(shape.bx),
        };
      case "poly":
        return { ...shape, pts: shape.pts.map(at) };
      default:
        return { ...shape, x: px(shape.x), y: py(shape.x, shape.y), size: shape.size * k(shape.x) };
    }
  });
  // The profile's layers carry over (the shapes keep their order), their joints turned with
  // the shapes: the rig poses a three-quarter view as it poses the profile.
  const layers = plan.layers?.map((layer) => ({
    ...layer,
    joint: at(layer.joint),
    ...(layer.knee ? { knee: { ...layer.knee, joint: at(layer.knee.joint) } } : {}),
  }));
  return { shapes, head: at(plan.head), feet: plan.feet.map(at), ...(layers ? { layers } : {}) };
}

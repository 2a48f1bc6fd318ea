/**
 * A profile's wings: a dragon's membrane on finger struts, or a griffin's feathered blade, the
 * far wing behind and a little back, in shadow.
 */
import type { UShape } from "./plan";
import type { Vec } from "./shapes";
import type { Beast } from "./creature-quadruped-species";

/** One wing's shapes, near or far, for a body of half-height `ry`. */
export function sideWing(b: Beast, ry: number, near: boolean): UShape[] {
  // A bat's wing: the leading edge up to the wrist and out to the tip, the membrane between
  // three finger tips scalloped, the far wing behind and a little back. Its fingers are drawn
  // as struts over it (`wingStruts`).
  const wingAt = (near: boolean) => {
    // The far wing peeks out above and ahead of the near one, a little smaller.
    const k = near ? 1 : 0.85;
    const dx = near ? 0 : 0.2;
    const dy = near ? 0 : -0.12;
    const p = (x: number, y: number): Vec => ({ x: 0.3 + (x - 0.3) * k + dx, y: -ry + y * k + dy });
    return {
      wrist: p(0.2, -1.6),
      tips: [p(-0.85, -1.35), p(-0.7, -0.6), p(-0.2, -0.05)],
      outline: [
        p(0.35, ry * 0.3),
        p(0.45, -0.7),
        p(0.2, -1.6),
        p(-0.85, -1.35),
        p(-0.38, -1.0),
        p(-0.7, -0.6),
        p(-0.25, -0.42),
        p(-0.2, -0.05),
        p(0.1, ry * 0.2),
      ],
      leading: [p(0.35, ry * 0.3), p(0.45, -0.7), p(0.2, -1.6)],
    };
  };
  // A bird's wing (a griffin's): one raised feathered blade.
  const featherWing = (near: boolean): Vec[] => [
    { x: near ? 0.35 : 0.15, y: -ry * 0.7 },
    { x: near ? -0.05 : -0.35, y: -ry - 1.25 },
    { x: near ? 0.6 : 0.45, y: -ry - 0.95 },
    { x: near ? 0.95 : 0.75, y: -ry - 0.55 },
    { x: near ? 0.55 : 0.35, y: -ry - 0.35 },
    { x: near ? 0.5 : 0.3, y: -ry * 0.8 },
    { x: near ? 0.15 : -0.05, y: -ry - 0.2 },
  ];
  const wing = (near: boolean): UShape => ({
    k: "poly",
    mat: "wing",
    bias: near ? 0 : -0.2,
    pts: b.batWing ? wingAt(near).outline : featherWing(near),
  });
  const wingStruts = (near: boolean): UShape[] => {
    if (!b.batWing) return [];
    const w = wingAt(near);
    const bias = near ? 0.1 : -0.1;
    const strut = (a: Vec, e: Vec, ra: number): UShape => ({
      k: "cap",
      mat: "body",
      bias,
      ax: a.x,
      ay: a.y,
      bx: e.x,
      by: e.y,
      ra,
      rb: 0.03,
      join: true,
    });
    const [root, elbow, wrist] = w.leading;
    return [
      strut(root!, elbow!, 0.07),
      strut(elbow!, wrist!, 0.06),
      ...w.tips.map((tip) => strut(w.wrist, tip, 0.04)),
    ];
  };
  return [wing(near), ...wingStruts(near)];
}

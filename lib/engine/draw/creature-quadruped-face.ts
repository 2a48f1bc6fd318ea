/**
 * A four-legged beast's head seen head-on or from behind: the ears, horns and antlers on its
 * crown (the same from either side), and the face seen head-on.
 *
 * Head-on, a long-snouted beast (a wolf, a fox, a dog, a horse) shows its muzzle pointing at the
 * viewer: a broad skull with the eyes set wide, narrowing to a muzzle that runs down the middle
 * of the face and past the skull's lower edge, pale below, the black nose at its end. Seen from
 * a little above, a muzzle coming toward the viewer is foreshortened into that shape; a round
 * head with a nose in its middle read as a cat's or an owl's face. A short-snouted beast (a cat,
 * a lion, a bear) keeps a round face with a small pale muzzle under the nose.
 */
import { type FrontBeast, hasExtra as has } from "./creature-front-beast";
import { type FrontGeometry, frontFaceMarks } from "./creature-marks";
import type { MatKey, UShape } from "./plan";

/** From this snout length up, a head-on face shows a long muzzle rather than a round face. */
export const LONG_SNOUT = 0.34;

/**
 * The skull, the muzzle, the nose, the face's marks, tusks, eyes and a unicorn's horn, seen
 * head-on (drawn after the crown, so the head covers the ears' roots).
 */
export function frontFace(
  b: FrontBeast,
  shapes: UShape[],
  g: FrontGeometry,
  headMat: MatKey,
): void {
  const { hy, hr } = g;
  const marks = b.marks ?? [];
  const beak = marks.includes("beak");
  const long = b.snout >= LONG_SNOUT && !beak;
  // The muzzle comes toward the viewer: wider and lower the longer the snout.
  const muzzle = Math.min(1, 0.55 + b.snout * 0.6);
  if (long) {
    // The skull, a little wider than tall; the cheeks fill out its lower half.
    shapes.push({
      k: "ell",
      mat: headMat,
      cx: 0,
      cy: hy - hr * 0.05,
      rx: hr * 1.04,
      ry: hr * 0.86,
    });
    const tip = hy + hr * (0.55 + b.snout * 0.55);
    const rb = hr * (0.3 + b.snout * 0.08);
    // The bridge of the muzzle, from between the eyes down to the nose (pale on a beast whose
    // profile shows a pale muzzle, a wolf's).
    shapes.push({
      k: "cap",
      mat: marks.includes("muzzle") ? "belly" : headMat,
      ax: 0,
      ay: hy - hr * 0.15,
      bx: 0,
      by: tip,
      ra: hr * 0.36,
      rb,
      join: true,
    });
    // Pale below: the sides of the muzzle and the chin.
    shapes.push({
      k: "ell",
      mat: "belly",
      cx: 0,
      cy: tip + rb * 0.1,
      rx: rb * 1.25,
      ry: rb * 1.05,
      join: true,
    });
    shapes.push(...frontFaceMarks(marks, g));
    // The nose, dark and wide, at the muzzle's end.
    shapes.push({
      k: "ell",
      mat: "dark",
      bias: -0.6,
      cx: 0,
      cy: tip - rb * 0.45,
      rx: rb * 0.85,
      ry: rb * 0.6,
      detail: true,
      innerLine: false,
    });
  } else {
    shapes.push({ k: "ell", mat: headMat, cx: 0, cy: hy, rx: hr * 1.02, ry: hr * 0.95 });
    if (!beak)
      shapes.push({
        k: "ell",
        mat: "belly",
        cx: 0,
        cy: g.muzzleY,
        rx: g.muzzleR,
        ry: hr * 0.48 * muzzle,
        join: true,
      });
    shapes.push(...frontFaceMarks(marks, g));
    if (!beak)
      shapes.push({
        k: "ell",
        mat: "dark",
        cx: 0,
        cy: g.muzzleY - hr * 0.2 * muzzle,
        rx: hr * 0.2,
        ry: hr * 0.13,
        detail: true,
        innerLine: false,
      });
  }
  if (has(b, "tusks"))
    for (const s of [-1, 1])
      shapes.push({
        k: "cap",
        mat: "horn",
        ax: s * hr * 0.35,
        ay: g.muzzleY + hr * 0.2,
        bx: s * hr * 0.5,
        by: g.muzzleY - hr * 0.25,
        ra: 0.05,
        rb: 0.03,
      });
  const eyeSize = b.headR * (has(b, "bigEyes") ? 0.34 : 0.26);
  for (const s of [-1, 1])
    shapes.push({ k: "eye", x: s * g.eyeX, y: g.eyeY, size: eyeSize, tall: true });
  if (has(b, "horn"))
    shapes.push({
      k: "cap",
      mat: "horn",
      ax: 0,
      ay: hy - hr * 0.7,
      bx: 0,
      by: hy - hr * 1.9,
      ra: hr * 0.14,
      rb: 0.02,
    });
}

/** Ears, horns and antlers: behind the head's circle, the same seen from before or behind. */
export function headCrown(b: FrontBeast, shapes: UShape[], hy: number, hr: number): void {
  // Ears in their own mat (a panda's black ones) and size (a fox's big ones), as in profile.
  const ek = b.earScale ?? 1;
  const earMat = b.earMat ?? "body";
  if (b.ears === "pointy" || b.ears === "long") {
    for (const s of [-1, 1])
      shapes.push({
        k: "poly",
        mat: earMat,
        pts: [
          { x: s * hr * 0.2, y: hy - hr * 0.6 },
          { x: s * hr * (0.72 + 0.2 * (ek - 1)), y: hy - hr * (b.ears === "long" ? 2 : 1.45 * ek) },
          { x: s * hr * 0.98 * Math.min(ek, 1.2), y: hy - hr * 0.2 },
        ],
      });
  } else if (b.ears === "round" || b.ears === "floppy") {
    for (const s of [-1, 1])
      shapes.push({
        k: "ell",
        mat: b.ears === "floppy" ? "dark" : earMat,
        cx: s * hr * 0.88,
        cy: hy - hr * (b.ears === "floppy" ? 0 : 0.7 + 0.2 * (ek - 1)),
        rx: hr * 0.32 * ek,
        ry: hr * (b.ears === "floppy" ? 0.45 : 0.3) * ek,
      });
  }
  if (has(b, "horns") || has(b, "antlers")) {
    for (const s of [-1, 1])
      shapes.push({
        k: "cap",
        mat: "horn",
        ax: s * hr * 0.4,
        ay: hy - hr * 0.55,
        bx: s * hr * 1.15,
        by: hy - hr * 1.55,
        ra: hr * 0.17,
        rb: hr * 0.05,
      });
  }
}

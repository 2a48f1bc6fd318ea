/**
 * A profile's tail, from the rump at (tx, ty): bushy, thin (with a lion's tuft), long (a
 * lizard's or a dragon's), a rat's bare whip, a horse's hank of hair, a short stub or a puff, unless the species'
 * markings draw their own (a raccoon's rings, a squirrel's curl).
 */
import { markedTail } from "./creature-marks";
import type { UShape } from "./plan";
import type { Beast } from "./creature-quadruped-species";

export function sideTail(b: Beast, tx: number, ty: number, ry: number): UShape[] {
  const shapes: UShape[] = [];
  const marks = b.marks ?? [];
  const ownTail = markedTail(marks, b.tail, { x: tx, y: ty }, b.tailLen);
  if (ownTail) shapes.push(...ownTail);
  else if (b.tail === "bushy") {
    // A brush: carried out from the rump, drooping toward its end, fullest part way along
    // and tapering to a point, the last third in the tip's colour (a fox's white, a wolf's
    // dark).
    const len = b.tailLen;
    const mid = { x: tx - len * 0.42, y: ty + len * 0.02 };
    const tip = { x: tx - len * 0.92, y: ty + len * 0.2 };
    const turn = { x: tx - len * 0.68, y: ty + len * 0.1 };
    shapes.push(
      { k: "cap", mat: "body", ax: tx + 0.1, ay: ty, bx: mid.x, by: mid.y, ra: 0.1, rb: 0.19 },
      {
        k: "cap",
        mat: "body",
        ax: mid.x,
        ay: mid.y,
        bx: turn.x,
        by: turn.y,
        ra: 0.19,
        rb: 0.15,
        join: true,
      },
      {
        k: "cap",
        mat: b.tipMat ?? "belly",
        ax: turn.x,
        ay: turn.y,
        bx: tip.x,
        by: tip.y,
        ra: 0.15,
        rb: 0.04,
        join: true,
      },
    );
  } else if (b.tail === "whip") {
    // A rat's tail: bare and thin, out from the rump and back in a long, falling curve, then
    // trailing along near the ground behind, tapering to a point. Dropped straight down first,
    // it ran along the hind leg and read as a stub kinked down.
    const len = b.tailLen;
    const low = ry + b.legLen - 0.12;
    const mat = b.tailMat ?? "body";
    const bend = { x: tx - len * 0.4, y: ty + (low - ty) * 0.7 };
    shapes.push(
      {
        k: "cap",
        mat,
        ax: tx + 0.05,
        ay: ty,
        bx: bend.x,
        by: bend.y,
        ra: 0.075,
        rb: 0.065,
      },
      {
        k: "cap",
        mat,
        ax: bend.x,
        ay: bend.y,
        bx: tx - len,
        by: low - 0.06,
        ra: 0.065,
        rb: 0.03,
        join: true,
      },
    );
  } else if (b.tail === "thin") {
    shapes.push({
      k: "cap",
      mat: "body",
      ax: tx + 0.05,
      ay: ty,
      bx: tx - b.tailLen * 0.5,
      by: ty - b.tailLen * 0.2,
      ra: 0.06,
      rb: 0.05,
    });
    shapes.push({
      k: "cap",
      mat: "body",
      ax: tx - b.tailLen * 0.5,
      ay: ty - b.tailLen * 0.2,
      bx: tx - b.tailLen * 0.7,
      by: ty - b.tailLen * 0.75,
      ra: 0.05,
      rb: 0.05,
      join: true,
    });
    // A lion's (and a griffin's) tail ends in a dark tuft.
    if (marks.includes("tuft"))
      shapes.push({
        k: "ell",
        mat: "dark",
        cx: tx - b.tailLen * 0.72,
        cy: ty - b.tailLen * 0.8,
        rx: 0.11,
        ry: 0.14,
        join: true,
      });
  } else if (b.tail === "long") {
    shapes.push({
      k: "cap",
      mat: "body",
      ax: tx + 0.2,
      ay: 0,
      bx: tx - b.tailLen * 0.6,
      by: ry * 0.45,
      ra: ry * 0.45,
      rb: ry * 0.22,
    });
    shapes.push({
      k: "cap",
      mat: "body",
      ax: tx - b.tailLen * 0.6,
      ay: ry * 0.45,
      bx: tx - b.tailLen,
      by: ry * 0.05,
      ra: ry * 0.22,
      rb: 0.04,
      join: true,
    });
  } else if (b.tail === "hair") {
    // A horse's tail: a hank of hair falling from the rump.
    shapes.push({
      k: "cap",
      mat: "dark",
      ax: tx + 0.08,
      ay: ty - 0.05,
      bx: tx - 0.2,
      by: ty + b.tailLen * 0.55,
      ra: 0.1,
      rb: 0.16,
    });
    shapes.push({
      k: "cap",
      mat: "dark",
      ax: tx - 0.2,
      ay: ty + b.tailLen * 0.55,
      bx: tx - 0.15,
      by: ry + b.legLen * 0.55,
      ra: 0.16,
      rb: 0.08,
      join: true,
    });
  } else if (b.tail === "short") {
    shapes.push({ k: "ell", mat: "body", cx: tx - 0.05, cy: ty, rx: 0.14, ry: 0.1 });
  } else if (b.tail === "puff") {
    shapes.push({ k: "ell", mat: "belly", cx: tx - 0.04, cy: ty, rx: 0.17, ry: 0.16 });
  }
  return shapes;
}

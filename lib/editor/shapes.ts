/** A whole-pixel position in the document: x to the right, y down, origin top-left. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/** Every pixel on the line from a to b (Bresenham), both ends included, a first. */
export function bresenham(a: Cell, b: Cell): Cell[] {
  const out: Cell[] = [];
  let x = a.x;
  let y = a.y;
  const dx = Math.abs(b.x - a.x);
  const dy = -Math.abs(b.y - a.y);
  const sx = a.x < b.x ? 1 : -1;
  const sy = a.y < b.y ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    out.push({ x, y });
    if (x === b.x && y === b.y) return out;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

/** A box of whole pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The box two corners span, both corners included. */
export function boxFromCorners(a: Cell, b: Cell): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.abs(b.x - a.x) + 1, height: Math.abs(b.y - a.y) + 1 };
}

/** The pixels of a box: its border only, or every pixel when filled. */
export function rectangleCells(box: Box, filled: boolean): Cell[] {
  const out: Cell[] = [];
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      const edge =
        y === box.y || x === box.x || y === box.y + box.height - 1 || x === box.x + box.width - 1;
      if (filled || edge) out.push({ x, y });
    }
  }
  return out;
}

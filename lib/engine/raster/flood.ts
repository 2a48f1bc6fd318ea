/**
 * Flood fills and connected components over a width × height grid of row-major indices. One
 * implementation for every region the engine grows: the background a matte keys, the patch of
 * a face feature, the item in a hand, the islands a cleanup drops. Neighbours never wrap from one
 * row's end to the next row's start.
 */

/** 4: edge neighbours only. 8: diagonals too. */
export type Connectivity = 4 | 8;

export interface FloodOptions {
  readonly connectivity: Connectivity;
  /**
   * Cells already reached, shared between fills that must not overlap; a fill marks every cell it
   * reaches with 1 and never enters a marked one. A fresh array when omitted.
   */
  readonly seen?: Uint8Array;
  /** Called once for every cell reached, seeds included. */
  readonly visit?: (index: number) => void;
}

/**
 * Reaches every cell connected to `seeds` through cells that `accept`. Seeds that `accept`
 * refuses, or that are already seen, start nothing. Returns how many cells were reached. The
 * visiting order is depth-first; results that callers keep must not depend on it.
 */
export function floodFill(
  width: number,
  height: number,
  seeds: Iterable<number>,
  accept: (index: number) => boolean,
  options: FloodOptions,
): number {
  const seen = options.seen ?? new Uint8Array(width * height);
  const visit = options.visit;
  const diagonals = options.connectivity === 8;
  const stack: number[] = [];
  let count = 0;
  const enter = (i: number) => {
    if (seen[i] === 1 || !accept(i)) return;
    seen[i] = 1;
    stack.push(i);
  };
  for (const seed of seeds) {
    if (seed < 0 || seed >= width * height) continue;
    enter(seed);
    while (stack.length > 0) {
      const i = stack.pop()!;
      count++;
      visit?.(i);
      const x = i % width;
      const y = (i - x) / width;
      const hasLeft = x > 0;
      const hasRight = x < width - 1;
      if (hasLeft) enter(i - 1);
      if (hasRight) enter(i + 1);
      if (y > 0) {
        enter(i - width);
        if (diagonals && hasLeft) enter(i - width - 1);
        if (diagonals && hasRight) enter(i - width + 1);
      }
      if (y < height - 1) {
        enter(i + width);
        if (diagonals && hasLeft) enter(i + width - 1);
        if (diagonals && hasRight) enter(i + width + 1);
      }
    }
  }
  return count;
}

/** The indices of the grid's outer ring: every cell of the first and last rows and columns. */
export function borderIndices(width: number, height: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < width; x++) out.push(x, (height - 1) * width + x);
  for (let y = 0; y < height; y++) out.push(y * width, y * width + width - 1);
  return out;
}

export interface Components {
  /** Per cell: 0 outside every component, else the component's label (1, 2, ...). */
  readonly labels: Int32Array;
  /** `sizes[k - 1]` is the cell count of the component labelled k. */
  readonly sizes: readonly number[];
}

/**
 * The connected components of the cells where `member` holds. Labels follow scan order: the
 * component holding the first member cell (row by row, left to right) is 1.
 */
export function labelComponents(
  width: number,
  height: number,
  member: (index: number) => boolean,
  connectivity: Connectivity,
): Components {
  const labels = new Int32Array(width * height);
  const seen = new Uint8Array(width * height);
  const sizes: number[] = [];
  for (let start = 0; start < labels.length; start++) {
    if (seen[start] === 1 || !member(start)) continue;
    const label = sizes.length + 1;
    sizes.push(
      floodFill(width, height, [start], member, {
        connectivity,
        seen,
        visit: (i) => {
          labels[i] = label;
        },
      }),
    );
  }
  return { labels, sizes };
}

/** The label of the largest component (the first in scan order on a tie), or 0 when none. */
export function largestLabel(components: Components): number {
  let best = 0;
  let bestSize = 0;
  components.sizes.forEach((size, k) => {
    if (size > bestSize) {
      best = k + 1;
      bestSize = size;
    }
  });
  return best;
}

/**
 * "The handle" or "the grip" of a thing the region isolates (a sword's hilt on an import): the
 * stretch of it as narrow as its narrowest across, so the crossguard wider than the grip keeps
 * its colour.
 */

export const HANDLE_WORDS: ReadonlySet<string> = new Set(["handle", "grip", "haft"]);

/**
 * The rows (or, for a thing lying across, the columns) of `mask` no wider than its narrowest
 * one, when they make one run to an end of it; null when that is all of it, when there is no
 * such run, or the mask is a single row or column.
 */
export function narrowStretch(mask: Uint8Array, width: number): Uint8Array | null {
  const height = mask.length / width;
  const rows = new Map<number, number>();
  const cols = new Map<number, number>();
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = Math.floor(i / width);
    rows.set(y, (rows.get(y) ?? 0) + 1);
    cols.set(x, (cols.get(x) ?? 0) + 1);
  }
  if (rows.size < 2 || cols.size < 2 || height < 2) return null;
  // A handle runs along the thing to one end of it: the narrowest lines, in one run reaching
  // the first or last line, across rows (upright) or columns (lying), rows first.
  const narrowRun = (lines: Map<number, number>): Set<number> | null => {
    const least = Math.min(...lines.values());
    const keys = [...lines.keys()].sort((a, b) => a - b);
    const keep = keys.filter((k) => lines.get(k)! <= least);
    if (keep.length === keys.length) return null;
    const run = keep.every((k, j) => j === 0 || k === keep[j - 1]! + 1);
    const atEnd = keep[0] === keys[0] || keep[keep.length - 1] === keys[keys.length - 1];
    return run && atEnd ? new Set(keep) : null;
  };
  const byRows = narrowRun(rows);
  const byCols = byRows ? null : narrowRun(cols);
  if (!byRows && !byCols) return null;
  return Uint8Array.from(mask, (v, i) =>
    v && (byRows ? byRows.has(Math.floor(i / width)) : byCols!.has(i % width)) ? 1 : 0,
  );
}

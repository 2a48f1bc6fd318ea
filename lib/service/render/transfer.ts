/**
 * The pixel buffers inside a task's params or result, to be moved to the other thread rather
 * than copied. After a move the sender's typed array is empty (its buffer is detached), so a
 * caller hands its images over with the call and must not read them afterwards.
 *
 * Only a view spanning its whole `ArrayBuffer` is moved: moving a view into a larger buffer
 * would detach bytes the caller never handed over, so such views are copied instead. Buffers
 * Node refuses to move (its small-Buffer pool, memory owned by a native module such as sharp's
 * output) are copied by the thread boundary itself.
 */
export function transferablesOf(value: unknown): ArrayBuffer[] {
  const found = new Set<ArrayBuffer>();
  collect(value, found, 0);
  return [...found];
}

/** Params and results are a few levels deep; this bound only guards against cycles. */
const MAX_DEPTH = 8;

function collect(value: unknown, found: Set<ArrayBuffer>, depth: number): void {
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return;
  if (ArrayBuffer.isView(value)) {
    const buffer = value.buffer;
    if (
      buffer instanceof ArrayBuffer &&
      value.byteOffset === 0 &&
      value.byteLength === buffer.byteLength &&
      value.byteLength > 0
    ) {
      found.add(buffer);
    }
    return;
  }
  const children = Array.isArray(value) ? value : Object.values(value);
  for (const child of children) collect(child, found, depth + 1);
}

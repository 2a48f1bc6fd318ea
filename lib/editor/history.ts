import { type EditorDocument, frameOf, inside } from "./document";

/** Every undoable action the editor names in its Undo and Redo buttons. */
export type ActionName =
  | "Pencil stroke"
  | "Erase"
  | "Fill"
  | "Line"
  | "Rectangle"
  | "Move selection"
  | "Rotate selection"
  | "Scale selection"
  | "Swap colour"
  | "Mirror stroke"
  | "Dither stroke";

/** The pixels an action changed in one frame, with their indices before and after. */
export interface FrameChange {
  readonly frame: number;
  readonly offsets: Uint32Array;
  readonly before: Uint8Array;
  readonly after: Uint8Array;
}

/**
 * One finished action: its changes, one per frame it touched (a colour swap in a strip touches
 * every frame; drawing touches one). Undo writes every `before` back and redo every `after`, so a
 * round trip restores the exact bytes.
 */
export interface Edit {
  readonly name: ActionName;
  readonly changes: readonly FrameChange[];
}

/** Several recorders' edits as one action under `name`; null when none changed anything. */
export function joinEdits(name: ActionName, edits: readonly (Edit | null)[]): Edit | null {
  const changes = edits.flatMap((edit) => edit?.changes ?? []);
  return changes.length > 0 ? { name, changes } : null;
}

/**
 * Records an action while it is drawn: each pixel's first value is remembered, so a drag that
 * crosses a pixel twice still undoes to what was there before it started. `revert` puts every
 * touched pixel back (shape tools redraw their preview from scratch on every move).
 */
export class Recorder {
  private readonly original = new Map<number, number>();
  private readonly buffer: Uint8Array;
  /** Offsets written since the last `takeDirty`, for redrawing only what changed. */
  private dirty = new Set<number>();

  constructor(
    readonly doc: EditorDocument,
    readonly frame: number,
  ) {
    this.buffer = frameOf(doc, frame);
  }

  get(x: number, y: number): number {
    return inside(this.doc, x, y) ? (this.buffer[y * this.doc.width + x] ?? 0) : 0;
  }

  set(x: number, y: number, index: number): void {
    if (!inside(this.doc, x, y)) return;
    this.setOffset(y * this.doc.width + x, index);
  }

  setOffset(offset: number, index: number): void {
    const old = this.buffer[offset];
    if (old === undefined || old === index) return;
    if (!this.original.has(offset)) this.original.set(offset, old);
    this.buffer[offset] = index;
    this.dirty.add(offset);
  }

  revert(): void {
    for (const [offset, value] of this.original) {
      this.buffer[offset] = value;
      this.dirty.add(offset);
    }
    this.original.clear();
  }

  takeDirty(): number[] {
    const out = [...this.dirty];
    this.dirty = new Set();
    return out;
  }

  /** The finished action, or null when it changed nothing. */
  finish(name: ActionName): Edit | null {
    const changed = [...this.original].filter(([offset, value]) => this.buffer[offset] !== value);
    if (changed.length === 0) return null;
    changed.sort((a, b) => a[0] - b[0]);
    const change: FrameChange = {
      frame: this.frame,
      offsets: Uint32Array.from(changed, ([offset]) => offset),
      before: Uint8Array.from(changed, ([, value]) => value),
      after: Uint8Array.from(changed, ([offset]) => this.buffer[offset] ?? 0),
    };
    return { name, changes: [change] };
  }
}

/** Undo and redo stacks; a new action empties the redo stack. */
export interface History {
  readonly past: Edit[];
  readonly future: Edit[];
}

export const createHistory = (): History => ({ past: [], future: [] });

/** At most this many actions are kept for undo; the oldest is forgotten first. */
export const HISTORY_LIMIT = 200;

export function record(history: History, edit: Edit | null): History {
  if (!edit) return history;
  return { past: [...history.past, edit].slice(-HISTORY_LIMIT), future: [] };
}

function write(doc: EditorDocument, edit: Edit, side: "before" | "after"): void {
  for (const change of edit.changes) {
    const buffer = frameOf(doc, change.frame);
    const values = change[side];
    change.offsets.forEach((offset, i) => {
      buffer[offset] = values[i] ?? 0;
    });
  }
}

/** Takes back the last action; returns the new history and the edit undone (null if none). */
export function undo(doc: EditorDocument, history: History): [History, Edit | null] {
  const edit = history.past.at(-1);
  if (!edit) return [history, null];
  write(doc, edit, "before");
  return [{ past: history.past.slice(0, -1), future: [...history.future, edit] }, edit];
}

export function redo(doc: EditorDocument, history: History): [History, Edit | null] {
  const edit = history.future.at(-1);
  if (!edit) return [history, null];
  write(doc, edit, "after");
  return [{ past: [...history.past, edit], future: history.future.slice(0, -1) }, edit];
}

import { createStore } from "zustand/vanilla";
import { type EditorDocument, indexOfColour } from "./document";
import {
  type ActionName,
  type Edit,
  type History,
  createHistory,
  joinEdits,
  Recorder,
  record,
  redo,
  undo,
} from "./history";
import { clipBox, moveSelection, rotateSelection, scaleSelection } from "./selection";
import { type Box, boxFromCorners, type Cell } from "./shapes";
import {
  type Brush,
  ditherBrush,
  drawLine,
  drawRectangle,
  fill,
  pick,
  solidBrush,
  strokeSegment,
  swapColour,
} from "./tools";

export type ToolId =
  | "pencil"
  | "eraser"
  | "dither"
  | "fill"
  | "eyedropper"
  | "line"
  | "rectangle"
  | "select";

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 32;
export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** What the pointer is doing between down and up. */
type Gesture =
  | { kind: "stroke"; rec: Recorder; last: Cell; name: ActionName; brush: Brush }
  | { kind: "shape"; rec: Recorder; start: Cell; name: "Line" | "Rectangle" }
  | { kind: "mark"; start: Cell }
  | { kind: "move"; rec: Recorder; start: Cell; origin: Box };

export interface EditorState {
  doc: EditorDocument;
  frame: number;
  history: History;
  tool: ToolId;
  /** Palette indices: primary draws, secondary is the dither partner and the swap target. */
  primary: number;
  secondary: number;
  mirror: boolean;
  contiguous: boolean;
  filledRectangle: boolean;
  onionSkin: boolean;
  selection: Box | null;
  /** Screen px per document pixel, 1 to 32, and where the picture's corner sits on screen. */
  zoom: number;
  pan: { x: number; y: number };
  /** Bumped whenever pixels change; the view then asks `takeDirty` which ones. */
  revision: number;
  /** Offsets of the current frame changed since the last `takeDirty`; "all" after a frame switch. */
  takeDirty: () => number[] | "all";
  setTool: (tool: ToolId) => void;
  setPrimary: (index: number) => void;
  setSecondary: (index: number) => void;
  /**
   * Makes a colour the primary (or secondary) one, adding it to the palette; false when the
   * palette is full.
   */
  chooseColour: (packed: number, slot?: "primary" | "secondary") => boolean;
  /** Exchanges the primary and secondary colours. */
  exchangeColours: () => void;
  toggle: (flag: "mirror" | "contiguous" | "filledRectangle" | "onionSkin") => void;
  setFrame: (frame: number) => void;
  setZoom: (zoom: number, around?: { x: number; y: number }) => void;
  setPan: (pan: { x: number; y: number }) => void;
  pointerDown: (cell: Cell) => void;
  pointerMove: (cell: Cell) => void;
  pointerUp: () => void;
  /** Abandons the gesture under way (a second finger turned it into a pinch). */
  cancelGesture: () => void;
  undo: () => void;
  redo: () => void;
  /** "Swap colour": every pixel of the primary colour, in every frame, becomes the secondary. */
  swapColour: () => void;
  rotateSelection: (degrees: number) => void;
  scaleSelection: (factor: number) => void;
}

const insideBox = (box: Box, { x, y }: Cell) =>
  x >= box.x && y >= box.y && x < box.x + box.width && y < box.y + box.height;

/**
 * One editor's state: a new store per editor instance (never a module global), so two editors,
 * or a remount after navigating, never share a picture or an undo stack. Pixels change in place
 * in `doc`; `revision` tells subscribers to redraw.
 */
export function createEditorStore(doc: EditorDocument) {
  let gesture: Gesture | null = null;
  let dirty: Set<number> | "all" = "all";

  return createStore<EditorState>()((set, get) => {
    const touched = (offsets: Iterable<number>) => {
      if (dirty !== "all") for (const o of offsets) dirty.add(o);
      set((s) => ({ revision: s.revision + 1 }));
    };
    const commit = (rec: Recorder, name: ActionName) => {
      touched(rec.takeDirty());
      set((s) => ({ history: record(s.history, rec.finish(name)) }));
    };
    /**
     * Redraws after an edit was written (undo, redo, a multi-frame action). An edit that missed
     * the frame on screen brings its first frame into view; one that touched any other frame
     * (the onion skin shows the previous one) redraws everything.
     */
    const applied = (edit: Edit | null) => {
      if (!edit) return;
      const here = edit.changes.find((c) => c.frame === get().frame);
      const first = edit.changes[0];
      if (!here && first) set({ frame: first.frame });
      if (!here || edit.changes.length > 1) dirty = "all";
      touched(here?.offsets ?? []);
    };
    const strokeName = (tool: ToolId, mirror: boolean): ActionName =>
      tool === "eraser"
        ? "Erase"
        : tool === "dither"
          ? "Dither stroke"
          : mirror
            ? "Mirror stroke"
            : "Pencil stroke";
    const runOnce = (name: ActionName, act: (rec: Recorder) => void) => {
      const rec = new Recorder(get().doc, get().frame);
      act(rec);
      commit(rec, name);
    };

    return {
      doc,
      frame: 0,
      history: createHistory(),
      tool: "pencil",
      primary: doc.palette.length > 1 ? 1 : 0,
      secondary: 0,
      mirror: false,
      contiguous: true,
      filledRectangle: false,
      onionSkin: true,
      selection: null,
      zoom: 8,
      pan: { x: 0, y: 0 },
      revision: 0,
      takeDirty: () => {
        const out = dirty === "all" ? "all" : [...dirty];
        dirty = new Set();
        return out;
      },
      setTool: (tool) => {
        get().cancelGesture();
        set({ tool });
      },
      setPrimary: (primary) => set({ primary }),
      setSecondary: (secondary) => set({ secondary }),
      chooseColour: (packed, slot = "primary") => {
        const index = indexOfColour(get().doc, packed);
        if (index === null) return false;
        set((s) => ({ [slot]: index, revision: s.revision + 1 }) as Partial<EditorState>);
        return true;
      },
      exchangeColours: () => set((s) => ({ primary: s.secondary, secondary: s.primary })),
      toggle: (flag) => set((s) => ({ [flag]: !s[flag] }) as Partial<EditorState>),
      setFrame: (frame) => {
        get().cancelGesture();
        dirty = "all";
        set((s) => ({ frame, selection: null, revision: s.revision + 1 }));
      },
      setZoom: (next, around) => {
        const { zoom, pan } = get();
        const z = clampZoom(next);
        // Keep the document point under `around` (a screen point) where it is.
        const at = around ?? { x: 0, y: 0 };
        set({
          zoom: z,
          pan: { x: at.x - ((at.x - pan.x) * z) / zoom, y: at.y - ((at.y - pan.y) * z) / zoom },
        });
      },
      setPan: (pan) => set({ pan }),
      pointerDown: (cell) => {
        const s = get();
        const rec = () => new Recorder(s.doc, s.frame);
        switch (s.tool) {
          case "pencil":
          case "eraser":
          case "dither": {
            const brush =
              s.tool === "eraser"
                ? solidBrush(0)
                : s.tool === "dither"
                  ? ditherBrush(s.primary, s.secondary)
                  : solidBrush(s.primary);
            const r = rec();
            strokeSegment(r, cell, cell, brush, s.mirror);
            gesture = {
              kind: "stroke",
              rec: r,
              last: cell,
              brush,
              name: strokeName(s.tool, s.mirror),
            };
            touched(r.takeDirty());
            return;
          }
          case "fill":
            runOnce("Fill", (r) => fill(r, cell, s.primary, s.contiguous));
            return;
          case "eyedropper":
            set({ primary: pick(s.doc, s.frame, cell) });
            return;
          case "line":
          case "rectangle": {
            const r = rec();
            gesture = {
              kind: "shape",
              rec: r,
              start: cell,
              name: s.tool === "line" ? "Line" : "Rectangle",
            };
            get().pointerMove(cell);
            return;
          }
          case "select":
            if (s.selection && insideBox(s.selection, cell)) {
              gesture = { kind: "move", rec: rec(), start: cell, origin: s.selection };
            } else {
              gesture = { kind: "mark", start: cell };
              set({ selection: clipBox(boxFromCorners(cell, cell), s.doc.width, s.doc.height) });
            }
            return;
        }
      },
      pointerMove: (cell) => {
        const g = gesture;
        if (!g) return;
        const s = get();
        if (g.kind === "stroke") {
          strokeSegment(g.rec, g.last, cell, g.brush, s.mirror);
          g.last = cell;
          touched(g.rec.takeDirty());
        } else if (g.kind === "shape") {
          g.rec.revert();
          if (g.name === "Line") drawLine(g.rec, g.start, cell, s.primary);
          else drawRectangle(g.rec, boxFromCorners(g.start, cell), s.primary, s.filledRectangle);
          touched(g.rec.takeDirty());
        } else if (g.kind === "mark") {
          set({ selection: clipBox(boxFromCorners(g.start, cell), s.doc.width, s.doc.height) });
        } else {
          g.rec.revert();
          const box = moveSelection(g.rec, g.origin, cell.x - g.start.x, cell.y - g.start.y);
          set({ selection: box });
          touched(g.rec.takeDirty());
        }
      },
      pointerUp: () => {
        const g = gesture;
        gesture = null;
        if (!g || g.kind === "mark") return;
        if (g.kind === "move") commit(g.rec, "Move selection");
        else commit(g.rec, g.name);
      },
      cancelGesture: () => {
        const g = gesture;
        gesture = null;
        if (!g) return;
        if (g.kind === "move") set({ selection: g.origin });
        if (g.kind !== "mark") {
          g.rec.revert();
          touched(g.rec.takeDirty());
        }
      },
      undo: () => {
        get().cancelGesture();
        const [history, edit] = undo(get().doc, get().history);
        set({ history, selection: null });
        applied(edit);
      },
      redo: () => {
        get().cancelGesture();
        const [history, edit] = redo(get().doc, get().history);
        set({ history, selection: null });
        applied(edit);
      },
      swapColour: () => {
        get().cancelGesture();
        const { doc, primary, secondary } = get();
        const edit = joinEdits(
          "Swap colour",
          doc.frames.map((_, frame) => {
            const r = new Recorder(doc, frame);
            swapColour(r, primary, secondary);
            return r.finish("Swap colour");
          }),
        );
        set((s) => ({ history: record(s.history, edit) }));
        applied(edit);
      },
      rotateSelection: (degrees) => {
        const box = get().selection;
        if (!box) return;
        let next = box;
        runOnce("Rotate selection", (r) => {
          next = rotateSelection(r, box, degrees);
        });
        set({ selection: clipBox(next, get().doc.width, get().doc.height) });
      },
      scaleSelection: (factor) => {
        const box = get().selection;
        if (!box) return;
        let next = box;
        runOnce("Scale selection", (r) => {
          next = scaleSelection(r, box, box.width * factor, box.height * factor);
        });
        set({ selection: clipBox(next, get().doc.width, get().doc.height) });
      },
    };
  });
}

export type EditorStore = ReturnType<typeof createEditorStore>;

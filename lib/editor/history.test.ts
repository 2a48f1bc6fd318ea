import { describe, expect, it } from "vitest";
import { createDocument } from "./document";
import { createHistory, HISTORY_LIMIT, joinEdits, Recorder, record, redo, undo } from "./history";
import { moveSelection, rotateSelection, scaleSelection } from "./selection";
import { boxFromCorners } from "./shapes";
import { docFrom, rowsOf } from "./test-helpers";
import {
  ditherBrush,
  drawLine,
  drawRectangle,
  fill,
  solidBrush,
  strokeSegment,
  swapColour,
} from "./tools";

const start = ["..12..", ".1221.", "122221", ".1221.", "..12.."];

/** Every named action, each drawn on its own through a Recorder. */
const actions = {
  "Pencil stroke": (r: Recorder) => strokeSegment(r, { x: 0, y: 0 }, { x: 5, y: 4 }, solidBrush(3)),
  Erase: (r: Recorder) => strokeSegment(r, { x: 0, y: 2 }, { x: 5, y: 2 }, solidBrush(0)),
  "Mirror stroke": (r: Recorder) =>
    strokeSegment(r, { x: 0, y: 0 }, { x: 1, y: 4 }, solidBrush(4), true),
  "Dither stroke": (r: Recorder) =>
    strokeSegment(r, { x: 0, y: 1 }, { x: 5, y: 1 }, ditherBrush(5, 6)),
  Fill: (r: Recorder) => fill(r, { x: 0, y: 0 }, 7, true),
  Line: (r: Recorder) => drawLine(r, { x: 5, y: 0 }, { x: 0, y: 4 }, 8),
  Rectangle: (r: Recorder) =>
    drawRectangle(r, boxFromCorners({ x: 1, y: 1 }, { x: 4, y: 3 }), 9, false),
  "Swap colour": (r: Recorder) => swapColour(r, 2, 3),
  "Move selection": (r: Recorder) => {
    moveSelection(r, { x: 1, y: 1, width: 3, height: 3 }, 2, 1);
  },
  "Scale selection": (r: Recorder) => {
    scaleSelection(r, { x: 0, y: 0, width: 3, height: 3 }, 5, 4);
  },
  "Rotate selection": (r: Recorder) => rotateSelection(r, { x: 0, y: 0, width: 6, height: 5 }, 30),
} as const;

describe("undo and redo", () => {
  for (const [name, act] of Object.entries(actions)) {
    it(`"${name}" undoes to the exact bytes and redoes to its result`, () => {
      const doc = docFrom(start);
      const before = Uint8Array.from(doc.frames[0]!);
      const rec = new Recorder(doc, 0);
      act(rec);
      const after = Uint8Array.from(doc.frames[0]!);
      expect(after).not.toEqual(before);
      let history = record(createHistory(), rec.finish(name as keyof typeof actions));
      expect(history.past.at(-1)?.name).toBe(name);
      [history] = undo(doc, history);
      expect(doc.frames[0]).toEqual(before);
      [history] = redo(doc, history);
      expect(doc.frames[0]).toEqual(after);
      expect(history.past).toHaveLength(1);
    });
  }

  it("undoes a sequence in reverse order back to the start, and redoes it forward", () => {
    const doc = docFrom(start);
    const snapshots = [rowsOf(doc)];
    let history = createHistory();
    for (const [name, act] of Object.entries(actions)) {
      const rec = new Recorder(doc, 0);
      act(rec);
      history = record(history, rec.finish(name as keyof typeof actions));
      snapshots.push(rowsOf(doc));
    }
    for (let i = snapshots.length - 2; i >= 0; i--) {
      [history] = undo(doc, history);
      expect(rowsOf(doc)).toEqual(snapshots[i]);
    }
    expect(undo(doc, history)[1]).toBeNull();
    for (let i = 1; i < snapshots.length; i++) {
      [history] = redo(doc, history);
      expect(rowsOf(doc)).toEqual(snapshots[i]);
    }
    expect(redo(doc, history)[1]).toBeNull();
  });

  it("a pixel crossed twice in one stroke undoes to its value before the stroke", () => {
    const doc = docFrom(["111"]);
    const rec = new Recorder(doc, 0);
    strokeSegment(rec, { x: 0, y: 0 }, { x: 2, y: 0 }, solidBrush(2));
    strokeSegment(rec, { x: 2, y: 0 }, { x: 0, y: 0 }, solidBrush(3));
    const [, edit] = undo(doc, record(createHistory(), rec.finish("Pencil stroke")));
    expect(edit?.changes[0]?.before).toEqual(Uint8Array.from([1, 1, 1]));
    expect(rowsOf(doc)).toEqual(["111"]);
  });

  it("a new action empties the redo stack; an action that changed nothing is not recorded", () => {
    const doc = docFrom(["..."]);
    const paint = (x: number) => {
      const rec = new Recorder(doc, 0);
      rec.set(x, 0, 1);
      return rec.finish("Pencil stroke");
    };
    let history = record(record(createHistory(), paint(0)), paint(1));
    [history] = undo(doc, history);
    expect(history.future).toHaveLength(1);
    history = record(history, paint(2));
    expect(history.future).toHaveLength(0);
    const idle = new Recorder(doc, 0);
    idle.set(2, 0, 1);
    expect(record(history, idle.finish("Pencil stroke"))).toBe(history);
  });

  it("revert puts a shape preview back, leaving nothing to record", () => {
    const doc = docFrom(["....", "...."]);
    const rec = new Recorder(doc, 0);
    drawLine(rec, { x: 0, y: 0 }, { x: 3, y: 1 }, 2);
    rec.revert();
    expect(rowsOf(doc)).toEqual(["....", "...."]);
    expect(rec.finish("Line")).toBeNull();
  });

  it(`keeps the last ${HISTORY_LIMIT} actions`, () => {
    const doc = docFrom(["."]);
    let history = createHistory();
    for (let i = 0; i < HISTORY_LIMIT + 5; i++) {
      const rec = new Recorder(doc, 0);
      rec.set(0, 0, (i % 2) + 1);
      history = record(history, rec.finish("Pencil stroke"));
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT);
  });
});

describe("actions across frames", () => {
  it("joined edits of several frames undo and redo together, to the exact bytes", () => {
    const doc = createDocument(2, 2, 3);
    doc.palette.push(0xff0000ff, 0xff00ff00);
    for (const [i, f] of doc.frames.entries()) f.set([1, i % 2, 0, 1]);
    const before = doc.frames.map((f) => Uint8Array.from(f));
    const edit = joinEdits(
      "Swap colour",
      doc.frames.map((_, frame) => {
        const rec = new Recorder(doc, frame);
        swapColour(rec, 1, 2);
        return rec.finish("Swap colour");
      }),
    );
    expect(edit?.changes.map((c) => c.frame)).toEqual([0, 1, 2]);
    const after = doc.frames.map((f) => Uint8Array.from(f));
    let history = record(createHistory(), edit);
    [history] = undo(doc, history);
    expect(doc.frames).toEqual(before);
    [history] = redo(doc, history);
    expect(doc.frames).toEqual(after);
  });

  it("joining edits that changed nothing records nothing", () => {
    expect(joinEdits("Swap colour", [null, null])).toBeNull();
  });
});

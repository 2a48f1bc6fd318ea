import { describe, expect, it } from "vitest";
import { createDocument } from "./document";
import { createEditorStore, MAX_ZOOM } from "./store";
import { docFrom, rowsOf } from "./test-helpers";

const blank = () => createEditorStore(docFrom(["....", "....", "....", "...."]));

describe("editor store gestures", () => {
  it("a pencil drag is one 'Pencil stroke' that undoes and redoes", () => {
    const store = blank();
    const s = store.getState();
    s.setPrimary(2);
    s.pointerDown({ x: 0, y: 0 });
    s.pointerMove({ x: 3, y: 0 });
    s.pointerUp();
    expect(rowsOf(store.getState().doc)).toEqual(["2222", "....", "....", "...."]);
    expect(store.getState().history.past.map((e) => e.name)).toEqual(["Pencil stroke"]);
    store.getState().undo();
    expect(rowsOf(store.getState().doc)).toEqual(["....", "....", "....", "...."]);
    expect(store.getState().history.future.map((e) => e.name)).toEqual(["Pencil stroke"]);
    store.getState().redo();
    expect(rowsOf(store.getState().doc)[0]).toBe("2222");
  });

  it("names strokes by tool and mirror: Erase, Dither stroke, Mirror stroke", () => {
    const store = blank();
    const s = store.getState();
    s.toggle("mirror");
    s.pointerDown({ x: 0, y: 0 });
    s.pointerUp();
    s.toggle("mirror");
    s.setTool("eraser");
    s.pointerDown({ x: 0, y: 0 });
    s.pointerUp();
    s.setTool("dither");
    s.pointerDown({ x: 0, y: 1 });
    s.pointerMove({ x: 3, y: 1 });
    s.pointerUp();
    expect(store.getState().history.past.map((e) => e.name)).toEqual([
      "Mirror stroke",
      "Erase",
      "Dither stroke",
    ]);
    expect(rowsOf(store.getState().doc).slice(0, 2)).toEqual(["...1", ".1.1"]);
  });

  it("a line previews while dragging and records only its final position", () => {
    const store = blank();
    const s = store.getState();
    s.setTool("line");
    s.pointerDown({ x: 0, y: 0 });
    s.pointerMove({ x: 3, y: 0 });
    s.pointerMove({ x: 0, y: 3 });
    s.pointerUp();
    expect(rowsOf(store.getState().doc)).toEqual(["1...", "1...", "1...", "1..."]);
    expect(store.getState().history.past).toHaveLength(1);
    expect(store.getState().history.past[0]?.name).toBe("Line");
  });

  it("select then drag inside moves the pixels as one 'Move selection'", () => {
    const store = createEditorStore(docFrom(["12..", "34..", "....", "...."]));
    const s = store.getState();
    s.setTool("select");
    s.pointerDown({ x: 0, y: 0 });
    s.pointerMove({ x: 1, y: 1 });
    s.pointerUp();
    expect(store.getState().selection).toEqual({ x: 0, y: 0, width: 2, height: 2 });
    s.pointerDown({ x: 1, y: 1 });
    s.pointerMove({ x: 2, y: 3 });
    s.pointerMove({ x: 3, y: 3 });
    s.pointerUp();
    expect(rowsOf(store.getState().doc)).toEqual(["....", "....", "..12", "..34"]);
    expect(store.getState().history.past.map((e) => e.name)).toEqual(["Move selection"]);
  });

  it("the eyedropper picks the index; a cancelled stroke leaves no trace", () => {
    const store = createEditorStore(docFrom(["3..."]));
    const s = store.getState();
    s.setTool("eyedropper");
    s.pointerDown({ x: 0, y: 0 });
    expect(store.getState().primary).toBe(3);
    s.setTool("pencil");
    s.pointerDown({ x: 1, y: 0 });
    s.pointerMove({ x: 3, y: 0 });
    s.cancelGesture();
    s.pointerUp();
    expect(rowsOf(store.getState().doc)).toEqual(["3..."]);
    expect(store.getState().history.past).toHaveLength(0);
  });

  it("choosing a new colour adds it to the palette and makes it primary", () => {
    const store = blank();
    expect(store.getState().chooseColour(0xff00ff00)).toBe(true);
    const { doc, primary } = store.getState();
    expect(doc.palette[primary]).toBe(0xff00ff00);
  });

  it("a colour can go to the secondary slot, and the two slots exchange", () => {
    const store = blank();
    store.getState().setPrimary(3);
    expect(store.getState().chooseColour(0xff0000ff, "secondary")).toBe(true);
    const { doc, primary, secondary } = store.getState();
    expect(primary).toBe(3);
    expect(doc.palette[secondary]).toBe(0xff0000ff);
    store.getState().exchangeColours();
    expect(store.getState().primary).toBe(secondary);
    expect(store.getState().secondary).toBe(3);
  });

  it("zoom stays within 1 to 32 and keeps the point under the cursor fixed", () => {
    const store = blank();
    store.getState().setZoom(1000, { x: 100, y: 100 });
    expect(store.getState().zoom).toBe(MAX_ZOOM);
    store.getState().setZoom(0.1);
    expect(store.getState().zoom).toBe(1);
    store.getState().setPan({ x: 0, y: 0 });
    store.getState().setZoom(2, { x: 10, y: 10 });
    // The document point at screen (10, 10) was (10, 10) at 1×; at 2× it must still be there.
    const { pan, zoom } = store.getState();
    expect((10 - pan.x) / zoom).toBe(10);
  });

  it("scale and rotate act on the selection as named actions, and the selection follows", () => {
    const store = createEditorStore(docFrom(["12....", "34....", "......", "......"]));
    const s = store.getState();
    s.setTool("select");
    s.pointerDown({ x: 0, y: 0 });
    s.pointerMove({ x: 1, y: 1 });
    s.pointerUp();
    s.scaleSelection(2);
    expect(rowsOf(store.getState().doc)).toEqual(["1122..", "1122..", "3344..", "3344.."]);
    expect(store.getState().selection).toEqual({ x: 0, y: 0, width: 4, height: 4 });
    s.rotateSelection(90);
    expect(rowsOf(store.getState().doc)).toEqual(["3311..", "3311..", "4422..", "4422.."]);
    expect(store.getState().history.past.map((e) => e.name)).toEqual([
      "Scale selection",
      "Rotate selection",
    ]);
    s.undo();
    s.undo();
    expect(rowsOf(store.getState().doc)).toEqual(["12....", "34....", "......", "......"]);
  });

  it("two stores never share a document or history", () => {
    const a = blank();
    const b = blank();
    a.getState().pointerDown({ x: 0, y: 0 });
    a.getState().pointerUp();
    expect(rowsOf(b.getState().doc)[0]).toBe("....");
    expect(b.getState().history.past).toHaveLength(0);
  });
});

describe("editor store frames (strips)", () => {
  const strip = () => {
    const doc = createDocument(3, 1, 2);
    doc.palette.push(0xff0000ff);
    return createEditorStore(doc);
  };

  it("draws only into the frame being edited", () => {
    const store = strip();
    store.getState().setPrimary(1);
    store.getState().setFrame(1);
    store.getState().pointerDown({ x: 1, y: 0 });
    store.getState().pointerUp();
    const { doc } = store.getState();
    expect([...(doc.frames[0] as Uint8Array)]).toEqual([0, 0, 0]);
    expect([...(doc.frames[1] as Uint8Array)]).toEqual([0, 1, 0]);
  });

  it("undoing an edit of another frame goes back to that frame and redraws it whole", () => {
    const store = strip();
    store.getState().setPrimary(1);
    store.getState().pointerDown({ x: 0, y: 0 });
    store.getState().pointerUp();
    store.getState().setFrame(1);
    store.getState().takeDirty();
    store.getState().undo();
    expect(store.getState().frame).toBe(0);
    expect(store.getState().takeDirty()).toBe("all");
    expect([...(store.getState().doc.frames[0] as Uint8Array)]).toEqual([0, 0, 0]);
  });

  it("reports only the touched pixels of the current frame between redraws", () => {
    const store = strip();
    store.getState().takeDirty();
    store.getState().setPrimary(1);
    store.getState().pointerDown({ x: 2, y: 0 });
    store.getState().pointerUp();
    expect(store.getState().takeDirty()).toEqual([2]);
    expect(store.getState().takeDirty()).toEqual([]);
  });

  it("'Swap colour' changes every frame as one action, undone and redone whole", () => {
    const doc = createDocument(3, 1, 3);
    doc.palette.push(0xff0000ff, 0xff00ff00);
    doc.frames[0]!.set([1, 0, 1]);
    doc.frames[1]!.set([0, 1, 2]);
    doc.frames[2]!.set([2, 2, 0]);
    const store = createEditorStore(doc);
    const frames = () => store.getState().doc.frames.map((f) => [...f]);
    const start = frames();
    store.getState().setPrimary(1);
    store.getState().setSecondary(2);
    store.getState().setFrame(2);
    store.getState().swapColour();
    expect(frames()).toEqual([
      [2, 0, 2],
      [0, 2, 2],
      [2, 2, 0],
    ]);
    expect(store.getState().history.past.map((e) => e.name)).toEqual(["Swap colour"]);
    // Frame 3 had no pixel of the colour: undo shows the first frame it changed.
    store.getState().takeDirty();
    store.getState().undo();
    expect(frames()).toEqual(start);
    expect(store.getState().frame).toBe(0);
    expect(store.getState().takeDirty()).toBe("all");
    store.getState().redo();
    expect(frames()[1]).toEqual([0, 2, 2]);
    expect(store.getState().history.past).toHaveLength(1);
  });
});

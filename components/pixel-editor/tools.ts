import type { ToolId } from "@/lib/editor/store";

export interface ToolEntry {
  id: ToolId;
  label: string;
  /** The shortcut letter (Aseprite's), if the tool has one. */
  key?: string;
}

/** The tools in toolbar order, with their names and shortcut letters. */
export const TOOLS: readonly ToolEntry[] = [
  { id: "pencil", label: "Pencil", key: "B" },
  { id: "eraser", label: "Eraser", key: "E" },
  { id: "dither", label: "Dither brush" },
  { id: "fill", label: "Fill", key: "G" },
  { id: "eyedropper", label: "Eyedropper", key: "I" },
  { id: "line", label: "Line", key: "L" },
  { id: "rectangle", label: "Rectangle", key: "U" },
  { id: "select", label: "Selection", key: "M" },
];

/** Every shortcut, for the "?" panel; the keyboard handler reads the same table for letters. */
export const SHORTCUTS: readonly { keys: string; does: string }[] = [
  ...TOOLS.filter((t) => t.key).map((t) => ({ keys: t.key as string, does: t.label })),
  { keys: "X", does: "Exchange primary and secondary colours" },
  { keys: "Ctrl+Z", does: "Undo" },
  { keys: "Ctrl+Shift+Z or Ctrl+Y", does: "Redo" },
  { keys: "+ / −", does: "Zoom in / out" },
  { keys: "Space + drag, middle button", does: "Pan" },
  { keys: "Wheel, two-finger pinch", does: "Zoom about the pointer" },
  { keys: "?", does: "Show or hide this list" },
];

/** The tool a shortcut letter selects, if any. */
export const toolForKey = (key: string): ToolId | undefined =>
  TOOLS.find((t) => t.key?.toLowerCase() === key.toLowerCase())?.id;

/**
 * Palette files the studio imports and exports: GIMP `.gpl`, plain `.hex` (one color per line,
 * as Lospec serves them) and JASC `.pal` (Paint Shop Pro, read by Aseprite and most editors).
 *
 * Parsers are lenient about what editors vary on (CRLF, blank lines, `#` on hex lines, extra
 * whitespace, color names) and strict about what would lose colors: a bad line throws a
 * `PaletteFormatError` naming its 1-based line number. Colors come back as lowercase `#rrggbb`.
 * Limits on how many colors a saved palette may have are the caller's business.
 */

export type PaletteFormat = "gpl" | "hex" | "pal";

export interface PaletteFile {
  name?: string;
  colors: string[];
}

export class PaletteFormatError extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(line === null ? message : `line ${line}: ${message}`);
    this.name = "PaletteFormatError";
  }
}

const HEX_LINE = /^#?([0-9a-fA-F]{6})$/;
const toHex = (n: number) => n.toString(16).padStart(2, "0");
const rgbHex = (r: number, g: number, b: number) => `#${toHex(r)}${toHex(g)}${toHex(b)}`;

function channels(hex: string): [number, number, number] {
  const match = HEX_LINE.exec(hex);
  if (!match) throw new PaletteFormatError(`not a #rrggbb color: ${JSON.stringify(hex)}`, null);
  const v = Number.parseInt(match[1]!, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Three 0..255 integers from the start of `fields`, or a PaletteFormatError for `line`. */
function readRgb(fields: readonly string[], line: number): string {
  if (fields.length < 3)
    throw new PaletteFormatError(`expected "r g b", got ${JSON.stringify(fields.join(" "))}`, line);
  const values = fields.slice(0, 3).map((field) => {
    if (!/^\d{1,3}$/.test(field) || Number(field) > 255) {
      throw new PaletteFormatError(
        `color channel must be an integer 0 to 255, got ${JSON.stringify(field)}`,
        line,
      );
    }
    return Number(field);
  });
  return rgbHex(values[0]!, values[1]!, values[2]!);
}

const linesOf = (text: string) => text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);

function requireColors(colors: string[]): void {
  if (colors.length === 0) throw new PaletteFormatError("the file has no colors", null);
}

export function parseGpl(text: string): PaletteFile {
  const lines = linesOf(text);
  if (lines[0]?.trim() !== "GIMP Palette")
    throw new PaletteFormatError('expected the header "GIMP Palette"', 1);
  const file: PaletteFile = { colors: [] };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (i === 0 || line === "" || line.startsWith("#")) return;
    const header = /^(Name|Columns):\s*(.*)$/i.exec(line);
    if (header) {
      if (header[1]!.toLowerCase() === "name" && header[2]) file.name = header[2].trim();
      return;
    }
    file.colors.push(readRgb(line.split(/\s+/), i + 1));
  });
  requireColors(file.colors);
  return file;
}

export function serializeGpl({ name, colors }: PaletteFile): string {
  const rows = colors.map((hex) => {
    const [r, g, b] = channels(hex);
    return `${String(r).padStart(3)} ${String(g).padStart(3)} ${String(b).padStart(3)}\t${hex.replace("#", "").toLowerCase()}`;
  });
  return [
    "GIMP Palette",
    `Name: ${name ?? "Spritewright palette"}`,
    "Columns: 8",
    "#",
    ...rows,
    "",
  ].join("\n");
}

export function parseHex(text: string): PaletteFile {
  const colors: string[] = [];
  linesOf(text).forEach((raw, i) => {
    const line = raw.trim();
    if (line === "" || line.startsWith(";") || line.startsWith("//")) return;
    const match = HEX_LINE.exec(line);
    if (!match)
      throw new PaletteFormatError(
        `expected a 6-digit hex color, got ${JSON.stringify(line)}`,
        i + 1,
      );
    colors.push(`#${match[1]!.toLowerCase()}`);
  });
  requireColors(colors);
  return { colors };
}

/** Lospec's `.hex`: bare `rrggbb` lines, no name (the format has nowhere to put one). */
export function serializeHex({ colors }: PaletteFile): string {
  return `${colors.map((hex) => rgbHex(...channels(hex)).slice(1)).join("\n")}\n`;
}

export function parsePal(text: string): PaletteFile {
  const lines = linesOf(text);
  if (lines[0]?.trim() !== "JASC-PAL")
    throw new PaletteFormatError('expected the header "JASC-PAL"', 1);
  if (lines[1]?.trim() !== "0100") throw new PaletteFormatError('expected the version "0100"', 2);
  const declared = lines[2]?.trim() ?? "";
  if (!/^\d+$/.test(declared))
    throw new PaletteFormatError(`expected the color count, got ${JSON.stringify(declared)}`, 3);
  const count = Number(declared);
  const colors: string[] = [];
  for (let i = 3; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === "") continue;
    if (colors.length === count)
      throw new PaletteFormatError(`more colors than the declared ${count}`, i + 1);
    colors.push(readRgb(line.split(/\s+/), i + 1));
  }
  if (colors.length !== count) {
    throw new PaletteFormatError(
      `declared ${count} colors but found ${colors.length}`,
      lines.length,
    );
  }
  requireColors(colors);
  return { colors };
}

export function serializePal({ colors }: PaletteFile): string {
  const rows = colors.map((hex) => channels(hex).join(" "));
  return `${["JASC-PAL", "0100", String(colors.length), ...rows].join("\n")}\n`;
}

export function parsePalette(text: string, format: PaletteFormat): PaletteFile {
  if (format === "gpl") return parseGpl(text);
  if (format === "pal") return parsePal(text);
  return parseHex(text);
}

export function serializePalette(file: PaletteFile, format: PaletteFormat): string {
  if (format === "gpl") return serializeGpl(file);
  if (format === "pal") return serializePal(file);
  return serializeHex(file);
}

/** The format a file name's extension names, or null. */
export function paletteFormatOf(fileName: string): PaletteFormat | null {
  const ext = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return ext === "gpl" || ext === "hex" || ext === "pal" ? ext : null;
}

import { IMPORT_MAX_SIDE, IMPORT_MIN_SIDE } from "@/lib/client/constants";

/**
 * The service's import rules, checked in the browser before anything is sent, so an artist
 * learns why a file is refused without a round trip. The server checks again; these only explain.
 */

/**
 * The request body limit is 2 MiB and base64 grows a file by 4/3, so 1.5 MB of file is the most
 * that still fits with the JSON around it.
 */
export const IMPORT_MAX_FILE_BYTES = 1_500_000;
export const IMPORT_ACCEPT = "image/png,image/jpeg,image/webp";

export type ImageFormat = "png" | "jpeg" | "webp";

export interface ImportCheck {
  id: "type" | "single" | "size" | "bytes";
  label: string;
  ok: boolean;
  detail: string;
}

export interface InspectedFile {
  file: File;
  format: ImageFormat | null;
  width: number | null;
  height: number | null;
  checks: ImportCheck[];
  ok: boolean;
}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** Reads the format from the magic bytes: the file name and its MIME type can lie. */
export function sniffFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 3) === "PNG") return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  return null;
}

/** An animated PNG declares `acTL` before its first `IDAT`; an animated WebP sets the VP8X flag. */
export function isAnimated(bytes: Uint8Array, format: ImageFormat): boolean {
  if (format === "png") {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = 8;
    while (at + 8 <= bytes.length) {
      const length = view.getUint32(at);
      const type = ascii(bytes, at + 4, 4);
      if (type === "acTL") return true;
      if (type === "IDAT" || type === "IEND") return false;
      at += 12 + length;
    }
    return false;
  }
  if (format === "webp") {
    return ascii(bytes, 12, 4) === "VP8X" && ((bytes[20] ?? 0) & 0x02) !== 0;
  }
  return false;
}

const size = (n: number) =>
  n < 1000
    ? `${n} bytes`
    : n < 1_000_000
      ? `${Math.round(n / 1000)} kB`
      : `${(n / 1_000_000).toFixed(1)} MB`;

export async function inspectImportFile(file: File): Promise<InspectedFile> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffFormat(bytes);
  const checks: ImportCheck[] = [];

  checks.push({
    id: "type",
    label: "PNG, JPEG or WebP",
    ok: format !== null,
    detail: format ? `${format.toUpperCase()} file` : "This is not a PNG, JPEG or WebP image.",
  });

  const animated = format ? isAnimated(bytes, format) : false;
  checks.push({
    id: "single",
    label: "A single image",
    ok: format !== null && !animated,
    detail: animated
      ? "This image is animated; import one frame at a time."
      : format
        ? "One frame"
        : "Cannot tell until the file is a supported image.",
  });

  let width: number | null = null;
  let height: number | null = null;
  if (format) {
    try {
      const bitmap = await createImageBitmap(file);
      width = bitmap.width;
      height = bitmap.height;
      bitmap.close();
    } catch {
      // Handled below: an unreadable file fails the size check with a plain reason.
    }
  }
  const inRange = (n: number) => n >= IMPORT_MIN_SIDE && n <= IMPORT_MAX_SIDE;
  checks.push({
    id: "size",
    label: `${IMPORT_MIN_SIDE} to ${IMPORT_MAX_SIDE} px per side`,
    ok: width !== null && height !== null && inRange(width) && inRange(height),
    detail:
      width === null || height === null
        ? "The image could not be read to measure it."
        : inRange(width) && inRange(height)
          ? `${width} × ${height} px`
          : `${width} × ${height} px: each side must be ${IMPORT_MIN_SIDE} to ${IMPORT_MAX_SIDE} px.`,
  });

  checks.push({
    id: "bytes",
    label: `At most ${size(IMPORT_MAX_FILE_BYTES)}`,
    ok: file.size <= IMPORT_MAX_FILE_BYTES,
    detail:
      file.size <= IMPORT_MAX_FILE_BYTES
        ? size(file.size)
        : `${size(file.size)} is too large to upload; save it smaller or as PNG.`,
  });

  return { file, format, width, height, checks, ok: checks.every((c) => c.ok) };
}

/** A data URL with the sniffed type, so a misnamed file is still sent as what it is. */
export function readAsDataUrl(file: File, format: ImageFormat): Promise<string> {
  const blob = new Blob([file], { type: `image/${format}` });
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(blob);
  });
}

/** Browser downloads of bytes already in hand: no request is made. */

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** A file-name stem from a display name: lowercase words joined by dashes. */
export function fileStem(name: string, fallback: string, maxLength = 60): string {
  const stem = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
  return stem || fallback;
}

export function saveFile(data: BlobPart, type: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // The click starts the download synchronously; free the blob on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

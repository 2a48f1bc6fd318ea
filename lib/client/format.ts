/** Small display helpers shared by the studio's views. */

export const formatNumber = (n: number) => n.toLocaleString("en-US");

/**
 * A timestamp for reading, day and minute, in the reader's time zone; with `timeZone: "UTC"`
 * in UTC and saying so (what a server render can show, not knowing the reader's zone).
 */
export function formatDate(iso: string | null | undefined, timeZone?: "UTC"): string {
  if (!iso) return "—";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = date.toLocaleString("en-GB", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    ...(timeZone ? { timeZone } : {}),
  });
  return timeZone ? `${text} ${timeZone}` : text;
}

/** The name a sprite goes by in links and headings: its title, else its prompt. */
export function spriteName(sprite: { title: string | null; prompt: string | null }): string {
  return sprite.title?.trim() || sprite.prompt?.trim() || "Untitled sprite";
}

/** The base64 PNG of a record: stills carry `pngBase64`, strips `spritesheetBase64`. */
export function spritePngBase64(image: { pngBase64?: string; spritesheetBase64?: string }) {
  return image.pngBase64 ?? image.spritesheetBase64 ?? "";
}

export const pngDataUrl = (base64: string) => `data:image/png;base64,${base64}`;

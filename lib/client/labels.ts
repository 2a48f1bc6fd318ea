/** Words for the contract's enumeration values in the studio's menus. */

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** `south-west` → "South-west". */
export const directionLabel = (value: string) => (value === "none" ? "None" : capitalise(value));

const CAMERA_LABELS: Record<string, string> = {
  none: "None",
  front: "Front",
  side: "Side",
  top_down: "Top-down",
  three_quarter: "Three-quarter",
  isometric: "Isometric",
};
export const cameraLabel = (value: string) => CAMERA_LABELS[value] ?? value;

/** "1 token", "3 tokens", "free". */
export const costLabel = (tokens: number) =>
  tokens === 0 ? "free" : `${tokens} ${tokens === 1 ? "token" : "tokens"}`;

/** A robot blob's antenna, drawn on its layers composed at rest (see layered-look). */
import {
  type composeAtRest,
  EMPTY,
  FLAG_DETAIL,
  type InkCanvas,
  type LayeredSprite,
  LEVELS,
} from "../draw";

/**
 * A robot blob's antenna: a stalk of dark steel up from the top of its dome, over its middle,
 * a fifth of its height tall, with a lit red bulb three pixels wide at its tip. A steel dome with
 * a visor alone read as a rock or a helmet.
 */
export function antenna(
  doc: LayeredSprite,
  canvas: ReturnType<typeof composeAtRest>,
  steel: number,
  visor: number,
  parts: InkCanvas["parts"],
): void {
  const body = doc.layers.find((l) => l.role === "body" && l.width > 0);
  if (!body) return;
  const { width, ink } = canvas;
  const cx = Math.round(body.x + body.width / 2);
  let top = -1;
  for (let y = 0; y < canvas.height && top < 0; y++) {
    const v = ink[y * width + cx]!;
    if (v !== EMPTY) top = y;
  }
  const tall = Math.max(3, Math.round(body.height / 5));
  if (top - tall - 2 < 0 || cx < 1 || cx + 1 >= width) return;
  parts.push({ innerLine: false });
  const part = parts.length - 1;
  const put = (x: number, y: number, v: number) => {
    const i = y * width + x;
    ink[i] = v;
    canvas.part[i] = part;
    canvas.flags[i] = FLAG_DETAIL;
  };
  for (let y = top - 1; y > top - tall; y--) put(cx, y, steel * LEVELS + 2);
  // The bulb: three pixels wide and two tall, lit at its top left.
  const bulb = top - tall;
  for (const [dx, dy, level] of [
    [-1, 0, 2],
    [0, 0, 3],
    [1, 0, 2],
    [-1, -1, 3],
    [0, -1, 4],
    [1, -1, 3],
  ] as const) {
    put(cx + dx, bulb + dy, visor * LEVELS + level);
  }
}

/**
 * The contact sheet's touchups page: every case of the touch-up corpus (hand-drawn fixtures,
 * artists' sentences), run through `touchUp` and judged. Each cell shows the sprite before with
 * the region drawn on it, the result after (or the before, faded, when refused), and a map of
 * what changed: green where the case allowed a change, red where it did not. All at 4×, under
 * the sentence and the verdict (pass, refused unlisted, refused wrongly, charged but wrong).
 *
 *   npm run contact-sheet -- --page touchups [out.png]
 *
 * TOUCHUP_CASES=26,28,136 narrows the page to those cases (numbered as in the whole corpus), for
 * a quick look at a few at a time.
 */
import {
  ALL_CASES,
  allowedChanges,
  OUTCOMES,
  type Outcome,
  type Run,
  runCorpus,
} from "../lib/engine/touchup/corpus";
import { writeSheet } from "./contact-sheet-png";

const ZOOM = 4;
const PAD = 10;
const GAP = 6;
/** Room under a cell for its caption: seven wrapped lines, more when a caption needs them. */
const TEXT = 92;
const LINE = 12;

const COLOUR: Record<Outcome, string> = {
  pass: "#1a7f37",
  "refused unlisted": "#9a6700",
  "refused wrongly": "#bc4c00",
  "charged but wrong": "#cf222e",
};

type Pixels = { width: number; height: number; data: Uint8ClampedArray | Uint8Array };

/** `text` broken at spaces into lines of at most `chars` (a longer word broken where it must). */
function wrap(text: string, chars: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= chars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
    while (line.length > chars) {
      lines.push(line.slice(0, chars));
      line = line.slice(chars);
    }
  }
  if (line) lines.push(line);
  return lines;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Whether a pixel's four bytes are the same in both images. */
const same = (a: Pixels, b: Pixels, i: number) =>
  a.data[i * 4] === b.data[i * 4] &&
  a.data[i * 4 + 1] === b.data[i * 4 + 1] &&
  a.data[i * 4 + 2] === b.data[i * 4 + 2] &&
  a.data[i * 4 + 3] === b.data[i * 4 + 3];

type Line = { text: string; size: number; fill: string };

/**
 * A cell's caption: the case, its verdict (or the refusal's words) and the reading the artist
 * sees, each wrapped at the cell's width and never cut, however many lines it takes.
 */
function captionOf(run: Run, number: number, cellW: number): Line[] {
  const { fixture, sentence } = run.case;
  // Captions stop at their cell's edge (about 6.8 px a character at 10-11 px).
  const chars = Math.floor((cellW + PAD) / 6.8);
  const { outcome, why } = run.verdict;
  const said = run.result.kind === "refused" ? `refused: ${run.result.reason}` : why;
  // The reading the artist sees in the preview (a cut region's warning among it).
  const summary = run.result.kind === "edited" ? (run.result.summary ?? "") : "";
  const extended = run.case.extend ? " [extend to the whole object]" : "";
  return [
    ...wrap(`${number}. ${fixture.name}: ${sentence}${extended}`, chars).map((text) => ({
      text,
      size: 11,
      fill: "#222",
    })),
    ...wrap(`${outcome} · ${said}`, chars + 4).map((text) => ({
      text,
      size: 10,
      fill: COLOUR[outcome],
    })),
    ...wrap(summary, chars + 4).map((text) => ({ text, size: 10, fill: "#555" })),
  ];
}

export async function touchupsSheet(out: string): Promise<void> {
  const picked = (process.env.TOUCHUP_CASES ?? "")
    .split(",")
    .map(Number)
    .filter((n) => n >= 1 && n <= ALL_CASES.length);
  const numbers = picked.length > 0 ? picked : ALL_CASES.map((_, i) => i + 1);
  const { runs, counts } = runCorpus(numbers.map((n) => ALL_CASES[n - 1]!));
  // Cells flow left to right and wrap: the 64-px engine sprites take wider, taller cells.
  const width = 1820;
  const header = 30;
  const places: { x: number; y: number; w: number; h: number; cellW: number }[] = [];
  let x = PAD;
  let y = header + PAD;
  let rowH = 0;
  const captions: Line[][] = [];
  for (const [index, run] of runs.entries()) {
    const w = run.case.fixture.image.width * ZOOM;
    const h = run.case.fixture.image.height * ZOOM;
    const cellW = Math.max(w * 3 + GAP * 2, 340);
    captions.push(captionOf(run, numbers[index]!, cellW));
    if (x + cellW > width - PAD) {
      x = PAD;
      y += rowH + PAD;
      rowH = 0;
    }
    places.push({ x, y, w, h, cellW });
    x += cellW + PAD * 2;
    // Room for seven lines at least, and for every line a long refusal takes.
    rowH = Math.max(rowH, h + Math.max(TEXT, 8 + captions[index]!.length * LINE));
  }
  const height = y + rowH + PAD;
  const sheet = Buffer.alloc(width * height * 4, 250);
  const texts: string[] = [];
  const paint = (x: number, y: number, rgb: readonly number[]) => {
    const t = (y * width + x) * 4;
    sheet[t] = rgb[0]!;
    sheet[t + 1] = rgb[1]!;
    sheet[t + 2] = rgb[2]!;
    sheet[t + 3] = 255;
  };
  /** Draws `image` at `ZOOM`× on a checkerboard; `fade` mixes it half with white. */
  const blit = (image: Pixels, ox: number, oy: number, fade = false) => {
    for (let y = 0; y < image.height * ZOOM; y++) {
      for (let x = 0; x < image.width * ZOOM; x++) {
        const o = (Math.floor(y / ZOOM) * image.width + Math.floor(x / ZOOM)) * 4;
        const checker = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 === 0 ? 214 : 236;
        const a = image.data[o + 3]! / 255;
        const rgb = [0, 1, 2].map((k) => {
          const v = image.data[o + k]! * a + checker * (1 - a);
          return fade ? (v + 255) / 2 : v;
        });
        paint(ox + x, oy + y, rgb);
      }
    }
  };

  runs.forEach((run: Run, index) => {
    const { fixture, region } = run.case;
    const { x: ox, y: oy, w: panel, h: panelH } = places[index]!;
    const before = fixture.image;
    blit(before, ox, oy);
    // The region, one screen pixel outside its sprite pixels.
    const rx0 = ox + region.x * ZOOM;
    const ry0 = oy + region.y * ZOOM;
    const rx1 = ox + (region.x + region.width) * ZOOM - 1;
    const ry1 = oy + (region.y + region.height) * ZOOM - 1;
    for (let x = rx0; x <= rx1; x++) {
      paint(x, ry0, [230, 0, 200]);
      paint(x, ry1, [230, 0, 200]);
    }
    for (let y = ry0; y <= ry1; y++) {
      paint(rx0, y, [230, 0, 200]);
      paint(rx1, y, [230, 0, 200]);
    }
    const after = run.result.kind === "edited" ? run.result.image : null;
    blit(after ?? before, ox + panel + GAP, oy, after === null);
    // What changed: green inside what the case allowed, red outside it.
    const allowed = allowedChanges(run.case);
    const diff = {
      width: before.width,
      height: before.height,
      data: new Uint8ClampedArray(before.data.length),
    };
    for (let i = 0; i < before.width * before.height; i++) {
      const changed = after !== null && !same(before, after, i);
      const rgba = changed
        ? allowed[i]
          ? [40, 170, 70, 255]
          : [220, 30, 40, 255]
        : before.data[i * 4 + 3]
          ? [200, 200, 205, 255]
          : [0, 0, 0, 0];
      diff.data.set(rgba, i * 4);
    }
    blit(diff, ox + (panel + GAP) * 2, oy);
    const lines = captions[index]!;
    lines.forEach((l, k) => {
      texts.push(
        `<text x="${ox}" y="${oy + panelH + 13 + k * LINE}" font-family="DejaVu Sans Mono, monospace" font-size="${l.size}" fill="${l.fill}">${esc(l.text)}</text>`,
      );
    });
  });
  const total = runs.length;
  const summary = OUTCOMES.map(
    (o) => `${o} ${counts[o]} (${Math.round((100 * counts[o]) / total)}%)`,
  ).join(" · ");
  texts.push(
    `<text x="${PAD}" y="22" font-family="DejaVu Sans Mono, monospace" font-size="14" fill="#111">Touch-up corpus, ${total} cases: ${esc(summary)}. Each: before with region · after · changes (green allowed, red not)</text>`,
  );
  await writeSheet(out, sheet, width, height, texts);
  console.log(`${summary}\n${total} cases -> ${out}`);
}

/**
 * Sprites drawn by hand as text grids (one character a pixel, `.` transparent), the way an
 * artist's import arrives: no layers and no parts. Tests of invented facings and the turns
 * contact sheet draw the same ones.
 */
import { hexToRgb } from "../color";
import { createImage, type RgbaImage } from "../raster";

export interface DrawnGrid {
  readonly colors: Readonly<Record<string, string>>;
  readonly rows: readonly string[];
}

/** A red mushroom with white spots on a pale stem. */
export const DRAWN_MUSHROOM: DrawnGrid = {
  colors: { k: "#2b1d14", r: "#c8352c", R: "#8e2220", w: "#f4efe3", s: "#e6d3b0", S: "#b89a70" },
  rows: [
    "....kkkkkkkk....",
    "..kkrrwwrrrrkk..",
    ".krrrwwwrrrwwrk.",
    "krrrrrrrrrrwwrRk",
    "krwwrrrrrrrrrrRk",
    "krwwrrrwwrrrrRRk",
    ".kRRrrrwwrrRRRk.",
    "..kkkkkkkkkkkk..",
    ".....kssssk.....",
    ".....ksksks.....",
    ".....ksssSk.....",
    ".....ksssSk.....",
    "....kssssSSk....",
    "....kkkkkkkk....",
  ],
};

/** A hero holding a sword up in the hand on the viewer's right (the hero's left hand). */
export const DRAWN_HERO: DrawnGrid = {
  colors: {
    k: "#1c1a24",
    h: "#7a4a22",
    s: "#f0c8a0",
    e: "#1c1a24",
    b: "#2f5fb0",
    B: "#1f3f78",
    g: "#c0c8d0",
    G: "#8890a0",
    y: "#d8b040",
    l: "#5a3a20",
  },
  rows: [
    "..........k.....",
    "....kkkk.kgk....",
    "...khhhhkkgk....",
    "...khsshk.kgk...",
    "...ksesek.kgk...",
    "...kssssk.kgk...",
    "..kkbbbbkkyyk...",
    ".kbkbbbbbksk....",
    ".kskbyybbkk.....",
    ".kskbbbbBk......",
    "..kkbbbbBk......",
    "...kBBkBBk......",
    "...klk.klk......",
    "...kkk.kkk......",
  ],
};

/** A round potion: a white highlight on the glass's upper left, a pale glass neck, a cork. */
export const DRAWN_POTION: DrawnGrid = {
  colors: { k: "#1a1420", c: "#8a6040", g: "#cfe6f0", p: "#c02860", P: "#801848", w: "#ffffff" },
  rows: [
    "......kkkk......",
    "......kcck......",
    "......kkkk......",
    ".......kgk......",
    "......kgggk.....",
    ".....kgpppgk....",
    "....kpwpppPPk...",
    "....kpwppppPk...",
    "....kppppppPk...",
    "....kpppppPPk...",
    ".....kPPPPPk....",
    "......kkkkk.....",
  ],
};

/** A red cape seen from behind: a gold clasp at the collar, folds down to a ragged hem. */
export const DRAWN_CAPE: DrawnGrid = {
  colors: { k: "#2a1018", y: "#e8c048", r: "#c8343c", R: "#8a1e2a" },
  rows: [
    "...kkkkkk...",
    "..kykrrkyk..",
    "..krrrrrRk..",
    ".krrrRrrrRk.",
    ".krrrRrrrRk.",
    ".krrrRrrrRk.",
    "krrrrRrrrRRk",
    "krrrRrrrrRRk",
    "krrrRrrrrRRk",
    "krrrRrrrRrRk",
    "krrRrrrrRrRk",
    "krrRrrrrRrRk",
    "kkRkrRkrRkRk",
    ".k.kkk.kk.k.",
  ],
};

/**
 * A green slime seen from the front: a highlight on its upper left, two eyes and a mouth in the
 * middle of its body (letters `e` and `m`, so a test knows where the face was drawn), a darker
 * band along its base.
 */
export const DRAWN_SLIME: DrawnGrid = {
  colors: {
    k: "#14281c",
    g: "#4caa4c",
    G: "#2f7a3a",
    l: "#9ad88a",
    w: "#f4fbef",
    e: "#0e1a12",
    m: "#7a2a3a",
  },
  rows: [
    "......kkkk......",
    "....kkggggkk....",
    "...kgwlgggggk...",
    "..kgwlggggggGk..",
    "..kglgggggggGk..",
    ".kggggeggeggGGk.",
    ".kggggeggeggGGk.",
    ".kgggggmmgggGGk.",
    "kGggggggggggGGGk",
    "kGGGGGGGGGGGGGGk",
    ".kkkkkkkkkkkkkk.",
  ],
};

/**
 * The grid painted at `scale` px a drawn pixel, centred across a `size` × `size` canvas and
 * standing 2 px above its bottom.
 */
export function paintGrid(grid: DrawnGrid, size = 64, scale = 3): RgbaImage {
  const image = createImage(size, size);
  const ox = Math.floor((size - grid.rows[0]!.length * scale) / 2);
  const oy = size - grid.rows.length * scale - 2;
  grid.rows.forEach((row, y) => {
    [...row].forEach((ch, x) => {
      const hex = grid.colors[ch];
      if (!hex) return;
      const rgb = hexToRgb(hex);
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++)
          image.data.set([...rgb, 255], ((oy + y * scale + dy) * size + ox + x * scale + dx) * 4);
    });
  });
  return image;
}

/** Where `paintGrid` puts the grid's first block, modulo the block size. */
export function paintedOrigin(grid: DrawnGrid, size = 64, scale = 3): { x: number; y: number } {
  const x = Math.floor((size - grid.rows[0]!.length * scale) / 2);
  const y = size - grid.rows.length * scale - 2;
  return { x: x % scale, y: y % scale };
}

/** Blocks of `scale` px from `origin`, wholly inside the picture, whose pixels are not all the same RGBA. */
export function brokenBlocks(
  picture: RgbaImage,
  origin: { x: number; y: number },
  scale: number,
): number {
  let broken = 0;
  for (let by = origin.y; by + scale <= picture.height; by += scale) {
    for (let bx = origin.x; bx + scale <= picture.width; bx += scale) {
      const first = (by * picture.width + bx) * 4;
      let same = true;
      for (let dy = 0; dy < scale && same; dy++) {
        for (let dx = 0; dx < scale && same; dx++) {
          const o = ((by + dy) * picture.width + bx + dx) * 4;
          for (let c = 0; c < 4; c++)
            if (picture.data[o + c] !== picture.data[first + c]) same = false;
        }
      }
      if (!same) broken++;
    }
  }
  return broken;
}

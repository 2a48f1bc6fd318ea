/**
 * An Aseprite document (`.aseprite`), one frame in RGBA, with one layer per part of a layered
 * sprite: the layers are written bottom to top (Aseprite's order: the first layer chunk is the
 * one at the back), each with its name and its pixels as one cel at its place. A sprite
 * without parts is one layer holding the whole picture.
 *
 * Cels are stored raw (cel type 0), which Aseprite reads as it reads compressed ones: the
 * writer stays synchronous and needs no compression library. Layout: a 128-byte header, then
 * one frame of chunks; all numbers little-endian.
 */

export interface AsepriteLayerInput {
  readonly name: string;
  /** Where the layer's pixels go in the canvas. */
  readonly x: number;
  readonly y: number;
  /** RGBA, row by row; width or height 0 for a layer with no pixels (an empty layer). */
  readonly image: {
    readonly width: number;
    readonly height: number;
    readonly data: ArrayLike<number>;
  };
}

export interface AsepriteFileInput {
  readonly width: number;
  readonly height: number;
  /** Back to front. */
  readonly layers: readonly AsepriteLayerInput[];
  /** The frame's duration in milliseconds. */
  readonly duration?: number;
}

const FILE_MAGIC = 0xa5e0;
const FRAME_MAGIC = 0xf1fa;
const LAYER_CHUNK = 0x2004;
const CEL_CHUNK = 0x2005;
const HEADER_SIZE = 128;
const FRAME_HEADER_SIZE = 16;

class Writer {
  private bytes: number[] = [];
  byte(v: number) {
    this.bytes.push(v & 0xff);
  }
  word(v: number) {
    this.byte(v);
    this.byte(v >>> 8);
  }
  short(v: number) {
    this.word(v < 0 ? v + 0x10000 : v);
  }
  dword(v: number) {
    this.word(v & 0xffff);
    this.word(v >>> 16);
  }
  zeros(n: number) {
    for (let i = 0; i < n; i++) this.byte(0);
  }
  string(text: string) {
    const utf8 = new TextEncoder().encode(text);
    this.word(utf8.length);
    for (const b of utf8) this.byte(b);
  }
  pixels(data: ArrayLike<number>) {
    for (let i = 0; i < data.length; i++) this.byte(data[i]!);
  }
  get length() {
    return this.bytes.length;
  }
  done(): number[] {
    return this.bytes;
  }
}

function chunk(type: number, body: (w: Writer) => void): number[] {
  const inner = new Writer();
  body(inner);
  const out = new Writer();
  out.dword(6 + inner.length);
  out.word(type);
  return [...out.done(), ...inner.done()];
}

export function asepriteFile(input: AsepriteFileInput): Uint8Array {
  const { width, height, layers } = input;
  if (width < 1 || height < 1 || width > 0xffff || height > 0xffff) {
    throw new RangeError(`an Aseprite canvas is 1 to 65535 px per side, not ${width}×${height}`);
  }
  const chunks: number[][] = [];
  for (const layer of layers) {
    chunks.push(
      chunk(LAYER_CHUNK, (w) => {
        w.word(3); // visible, editable
        w.word(0); // a normal (image) layer
        w.word(0); // child level
        w.word(0); // default width (ignored)
        w.word(0); // default height (ignored)
        w.word(0); // blend mode: normal
        w.byte(255); // opacity
        w.zeros(3);
        w.string(layer.name);
      }),
    );
  }
  layers.forEach((layer, index) => {
    const { image } = layer;
    if (image.width === 0 || image.height === 0) return;
    if (image.data.length !== image.width * image.height * 4) {
      throw new RangeError(
        `layer ${layer.name}: its pixels do not fill ${image.width}×${image.height}`,
      );
    }
    chunks.push(
      chunk(CEL_CHUNK, (w) => {
        w.word(index);
        w.short(layer.x);
        w.short(layer.y);
        w.byte(255); // opacity
        w.word(0); // raw image data
        w.short(0); // z-index: the layer's own place
        w.zeros(5);
        w.word(image.width);
        w.word(image.height);
        w.pixels(image.data);
      }),
    );
  });
  const frameBody = chunks.flat();
  const frame = new Writer();
  frame.dword(FRAME_HEADER_SIZE + frameBody.length);
  frame.word(FRAME_MAGIC);
  frame.word(Math.min(chunks.length, 0xffff));
  frame.word(input.duration ?? 100);
  frame.zeros(2);
  frame.dword(chunks.length);

  const header = new Writer();
  const total = HEADER_SIZE + FRAME_HEADER_SIZE + frameBody.length;
  header.dword(total);
  header.word(FILE_MAGIC);
  header.word(1); // frames
  header.word(width);
  header.word(height);
  header.word(32); // RGBA
  header.dword(1); // layer opacity is valid
  header.word(100); // speed (deprecated)
  header.dword(0);
  header.dword(0);
  header.byte(0); // transparent palette index (indexed sprites only)
  header.zeros(3);
  header.word(0); // number of colors
  header.byte(1); // pixel width
  header.byte(1); // pixel height
  header.short(0); // grid x
  header.short(0); // grid y
  header.word(16); // grid width
  header.word(16); // grid height
  header.zeros(84);

  const out = new Uint8Array(total);
  out.set(header.done(), 0);
  out.set(frame.done(), HEADER_SIZE);
  out.set(frameBody, HEADER_SIZE + FRAME_HEADER_SIZE);
  return out;
}

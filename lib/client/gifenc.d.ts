/**
 * The part of gifenc 1.0.3 the studio uses (the package ships no types). Palettes are arrays of
 * `[r, g, b]` (or `[r, g, b, a]` with an alpha format); an index is one byte per pixel.
 */
declare module "gifenc" {
  export type GifColor = number[];
  export type GifPalette = GifColor[];
  export type GifFormat = "rgb565" | "rgb444" | "rgba4444";

  export interface WriteFrameOptions {
    palette?: GifPalette;
    first?: boolean;
    transparent?: boolean;
    transparentIndex?: number;
    /** Milliseconds; stored in hundredths of a second. */
    delay?: number;
    /** -1 once, 0 forever, n extra times. */
    repeat?: number;
    colorDepth?: number;
    dispose?: number;
  }

  export interface GifEncoderStream {
    writeFrame(index: Uint8Array, width: number, height: number, options?: WriteFrameOptions): void;
    finish(): void;
    bytes(): Uint8Array;
    bytesView(): Uint8Array;
    reset(): void;
  }

  export function GIFEncoder(options?: {
    auto?: boolean;
    initialCapacity?: number;
  }): GifEncoderStream;

  export function quantize(
    rgba: Uint8Array | Uint8ClampedArray,
    maxColors: number,
    options?: { format?: GifFormat; oneBitAlpha?: boolean | number; clearAlpha?: boolean },
  ): GifPalette;

  export function applyPalette(
    rgba: Uint8Array | Uint8ClampedArray,
    palette: GifPalette,
    format?: GifFormat,
  ): Uint8Array;
}

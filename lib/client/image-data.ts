import { base64ToBytes } from "./download";

/** Decodes a base64 PNG to its RGBA pixels in the browser (for previews and pre-checks). */
export async function decodePngBase64(base64: string): Promise<ImageData> {
  const bitmap = await createImageBitmap(new Blob([base64ToBytes(base64)], { type: "image/png" }), {
    premultiplyAlpha: "none",
    colorSpaceConversion: "none",
  });
  try {
    const canvas = document.createElement("canvas");
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("This browser cannot read image pixels.");
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** Whether all four corner pixels are fully transparent: then there is no matte to remove. */
export function cornersTransparent({ data, width, height }: ImageData): boolean {
  const corners = [0, width - 1, (height - 1) * width, height * width - 1];
  return corners.every((i) => data[i * 4 + 3] === 0);
}

/** The color of the top-left pixel, `#rrggbb`: the matte a flat background most likely has. */
export function cornerColor({ data }: ImageData): string {
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  return `#${hex(data[0]!)}${hex(data[1]!)}${hex(data[2]!)}`;
}

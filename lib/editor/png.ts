import { decodePngBase64 } from "@/lib/client/image-data";
import type { EditorDocument } from "./document";
import { fromRgba, toRgba } from "./rgba";

/** A sprite's base64 PNG (a still, or a strip of `frameCount` frames) as a document. */
export async function documentFromPng(base64: string, frameCount = 1): Promise<EditorDocument> {
  const image = await decodePngBase64(base64);
  return fromRgba(image.data, image.width, image.height, frameCount);
}

/** The document as a base64 PNG (frames left to right), drawn through a canvas at 1:1. */
export async function documentToPng(doc: EditorDocument): Promise<string> {
  const canvas = document.createElement("canvas");
  canvas.width = doc.width * doc.frames.length;
  canvas.height = doc.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw on a canvas.");
  context.putImageData(new ImageData(toRgba(doc), canvas.width, canvas.height), 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("The browser could not encode the PNG.");
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

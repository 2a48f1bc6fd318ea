import { asepriteFile } from "./aseprite-file";
import { ApiClientError, apiFetch } from "./fetch";
import { decodePngBase64 } from "./image-data";
import { schemas } from "./schemas";

/**
 * One of the artist's stills as an `.aseprite` file: a layer per part from
 * GET /api/sprites/{id}/layers (names and z-order as drawn, then `outline`, the finishing drawn
 * over them), so the file shows exactly the sprite. A sprite without layers (404: an import, a
 * restyle) is one layer, `sprite`, holding `pngBase64`.
 */
export async function spriteAsepriteFile(
  id: string,
  pngBase64: string,
): Promise<Uint8Array<ArrayBuffer>> {
  let layered: Awaited<ReturnType<typeof fetchLayers>> | null = null;
  try {
    layered = await fetchLayers(id);
  } catch (error) {
    if (!(error instanceof ApiClientError && error.status === 404)) throw error;
  }
  if (!layered) {
    const image = await decodePngBase64(pngBase64);
    return asepriteFile({
      width: image.width,
      height: image.height,
      layers: [{ name: "sprite", x: 0, y: 0, image }],
    }) as Uint8Array<ArrayBuffer>;
  }
  const empty = { width: 0, height: 0, data: new Uint8ClampedArray(0) };
  const layers = await Promise.all(
    [...layered.layers]
      .sort((a, b) => a.z - b.z)
      .map(async (layer) => ({
        name: layer.name,
        x: layer.x,
        y: layer.y,
        image: layer.pngBase64 ? await decodePngBase64(layer.pngBase64) : empty,
      })),
  );
  const outline = await decodePngBase64(layered.finishPngBase64);
  return asepriteFile({
    width: layered.width,
    height: layered.height,
    layers: [...layers, { name: "outline", x: 0, y: 0, image: outline }],
  }) as Uint8Array<ArrayBuffer>;
}

const fetchLayers = (id: string) =>
  apiFetch(`/api/sprites/${encodeURIComponent(id)}/layers`, { schema: schemas.SpriteLayers });

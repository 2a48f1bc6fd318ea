import type { GeneratePalettesRequest } from "@/lib/contract/palettes";
import { suggestPalettes } from "@/lib/engine/palette";

/** POST /api/palettes/generate: options from the prompt, each with the recipe that remakes it. */
export function generatePalettes(input: GeneratePalettesRequest) {
  const { read_as, options } = suggestPalettes({
    prompt: input.prompt,
    count: input.count,
    options: input.options,
  });
  return { prompt: input.prompt, read_as, options };
}

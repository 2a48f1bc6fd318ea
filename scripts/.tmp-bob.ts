import { animateSprite, type AnimationPreset } from "../lib/engine/animate";
import { generateSprite } from "../lib/engine/generate";
import { readSpritePrompt, type Direction } from "../lib/engine/prompt";
for (const [p, dir, preset] of [["a knight","east","Walk"],["a knight","none","Walk"],["a knight","east","Run"],["a knight","none","Run"]] as const) {
  const reading = readSpritePrompt(p);
  const s = generateSprite({ reading, assetType: reading.assetType, width: 64, height: 64, direction: dir as Direction, camera: "none", seed: 7 });
  const n = 8;
  const r = animateSprite(s.image, { preset: preset as AnimationPreset, frameCount: n, seed: 1, anchors: s.anchors });
  const fw = r.frameWidth;
  const tops: number[] = [];
  for (let f = 0; f < n; f++) {
    let top = -1;
    for (let y = 0; y < r.strip.height && top < 0; y++) for (let x = 0; x < fw; x++) if (r.strip.data[(y * r.strip.width + f * fw + x) * 4 + 3]) { top = y; break; }
    tops.push(top);
  }
  console.log(p, dir, preset, tops.join(" "));
}

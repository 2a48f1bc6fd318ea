import sharp from "sharp";
import { animateSprite, type AnimationPreset } from "../lib/engine/animate";
import { generateSprite } from "../lib/engine/generate";
import { readSpritePrompt, type Direction } from "../lib/engine/prompt";

const specs = (process.argv[3] ?? "knight with sword and shield|east|Walk").split(";");
const scale = 4;
const rows: { data: Uint8ClampedArray; w: number; h: number }[] = [];
for (const spec of specs) {
  const [prompt = "", dir = "none", preset = "Walk", n = "8", custom] = spec.split("|");
  const reading = readSpritePrompt(prompt);
  const s = generateSprite({ reading, assetType: reading.assetType, width: 64, height: 64, direction: dir as Direction, camera: "none", seed: 7 });
  const r = animateSprite(s.image, { preset: preset as AnimationPreset, frameCount: Number(n), seed: 1, anchors: s.anchors, ...(custom ? { customPrompt: custom } : {}) });
  rows.push({ data: r.strip.data, w: r.strip.width, h: r.strip.height });
}
const W = Math.max(...rows.map((r) => r.w)) * scale;
const H = rows.reduce((a, r) => a + r.h * scale + 4, 0);
const out = Buffer.alloc(W * H * 4, 255);
let oy = 0;
for (const r of rows) {
  for (let y = 0; y < r.h * scale; y++) for (let x = 0; x < r.w * scale; x++) {
    const o = (Math.floor(y / scale) * r.w + Math.floor(x / scale)) * 4;
    const fx = Math.floor(x / scale) % (r.w / Number(8));
    const ck = (Math.floor(x / 8) + Math.floor(y / 8)) % 2 ? 220 : 240;
    const t = ((oy + y) * W + x) * 4;
    const a = r.data[o + 3]!;
    out[t] = a ? r.data[o]! : ck; out[t + 1] = a ? r.data[o + 1]! : ck; out[t + 2] = a ? r.data[o + 2]! : ck; out[t + 3] = 255;
    if (Math.floor(x / scale) % (r.w / 8) === 0 && x % scale === 0) { out[t] = 255; out[t+1]=0; out[t+2]=0; }
  }
  oy += r.h * scale + 4;
}
await sharp(out, { raw: { width: W, height: H, channels: 4 } }).png().toFile(process.argv[2]!);

import sharp from "sharp";
import { animateLayered, animateSprite } from "@/lib/engine/animate";
import { generateLayered, generateSprite } from "@/lib/engine/generate";
import type { RgbaImage } from "@/lib/engine";
import { removeBackground } from "@/lib/engine/matte";
import { normalMap } from "@/lib/engine/normal-map";
import { lockToPalette, suggestPalettes } from "@/lib/engine/palette";
import { readSpritePrompt } from "@/lib/engine/prompt";
import { renderTaskTable } from "@/lib/service/render/tasks";
import { carryEdit } from "@/lib/engine/draw";
import { ms, row, time } from "./stats";

/** sharp's own decode + encode of the same image: the floor any PNG-in, PNG-out op pays. */
async function sharpRoundTrip(image: RgbaImage): Promise<void> {
  const png = await sharp(
    Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
    {
      raw: { width: image.width, height: image.height, channels: 4 },
    },
  )
    .png()
    .toBuffer();
  await sharp(png).raw().toBuffer();
}

function onMatte(image: RgbaImage): RgbaImage {
  const data = new Uint8ClampedArray(image.data);
  for (let o = 0; o < data.length; o += 4) {
    if (data[o + 3] === 0) data.set([255, 0, 255, 255], o);
  }
  return { width: image.width, height: image.height, data };
}

/** Each engine operation's median at 64 and 256 px, beside sharp's decode + encode. */
export async function benchEngine() {
  console.log("\nEngine operations (median; budget 50 ms at 64 px, 250 ms at 256 px)");
  for (const size of [64, 256]) {
    const reading = readSpritePrompt("a knight with a sword and shield");
    const request = {
      reading,
      assetType: reading.assetType,
      width: size,
      height: size,
      direction: "none",
      camera: "none",
      seed: 7,
    } as const;
    const sprite = generateSprite(request).image;
    const matted = onMatte(sprite);
    // One pixel painted in the middle of the sprite, written into its layers as a version is.
    const edited = { ...sprite, data: sprite.data.slice() };
    edited.data.set([255, 0, 255, 255], ((size >> 1) * size + (size >> 1)) * 4);
    const carried = carryEdit(generateLayered(request), sprite, edited);
    const palette = suggestPalettes({ prompt: "forest 16 colors", options: 2 }).options[0]!.colors;
    const ops: [string, () => unknown][] = [
      ["generate (character)", () => generateSprite(request)],
      [
        "generate (tile)",
        () =>
          generateSprite({
            ...request,
            reading: readSpritePrompt("grass tile"),
            assetType: "tile",
          }),
      ],
      ["palette lock (16 colors)", () => lockToPalette(sprite, palette)],
      ["background removal, standard", () => removeBackground(matted, { method: "standard" })],
      ["background removal, refined", () => removeBackground(matted, { method: "refined" })],
      ["normal map (strength 2.5)", () => normalMap(sprite, { strength: 2.5 })],
      // The render task the service runs: 8 facings redrawn by the generator, or invented.
      [
        "rotation, redrawn (8 facings)",
        () =>
          renderTaskTable.rotation({
            source: sprite,
            seed: 7,
            redraw: {
              prompt: reading.prompt,
              assetType: reading.assetType,
              width: size,
              height: size,
              facing: "none",
              camera: "none",
              seed: 7,
            },
          }),
      ],
      [
        "rotation, invented (import)",
        () => renderTaskTable.rotation({ source: sprite, seed: 7, redraw: null }),
      ],
      // A hand-edited version: 8 facings redrawn from its stored layers, the edit carried.
      [
        "rotation, edited (layers carried)",
        () => renderTaskTable.rotation({ source: edited, seed: 7, redraw: null, layered: carried }),
      ],
    ];
    const floor = await time(30, () => sharpRoundTrip(sprite), 5);
    row(`${size} px sharp decode + encode`, ms(floor));
    for (const [name, run] of ops) {
      row(`${size} px ${name}`, ms(await time(size > 100 ? 20 : 50, async () => run(), 3)));
    }
  }
  // Animation budget: a 64 px 8-frame strip well under 250 ms.
  const knight = readSpritePrompt("a knight with a sword and shield");
  const layered = generateLayered({
    reading: knight,
    assetType: knight.assetType,
    width: 64,
    height: 64,
    direction: "east",
    camera: "none",
    seed: 7,
  });
  const walk = { preset: "Walk", frameCount: 8, seed: 1 } as const;
  row(
    "64 px layered drawing (the document a rig poses)",
    ms(await time(30, async () => generateLayered(layered.recipe), 3)),
  );
  row(
    "64 px rig animation, Walk 8 frames (budget 250 ms)",
    ms(await time(20, async () => animateLayered(layered, walk), 2)),
  );
  row(
    "64 px rig animation, Death 8 frames",
    ms(await time(20, async () => animateLayered(layered, { ...walk, preset: "Death" }), 2)),
  );
  // The other rigs, each in the preset that moves the most layers.
  for (const [prompt, direction, preset] of [
    ["grey wolf", "east", "Run"],
    ["red dragon", "east", "Walk"],
    ["green slime", "south", "Jump"],
    ["giant spider", "south", "Walk"],
    ["green snake", "east", "Walk"],
    ["wooden treasure chest", "south", "Idle"],
  ] as const) {
    const reading = readSpritePrompt(prompt);
    const doc = generateLayered({
      reading,
      assetType: reading.assetType,
      width: 64,
      height: 64,
      direction,
      camera: "none",
      seed: 7,
    });
    row(
      `64 px ${doc.rig} rig (${prompt}), ${preset} 8 frames`,
      ms(await time(20, async () => animateLayered(doc, { ...walk, preset }), 2)),
    );
  }
  // Frames that do not fit their cell are posed again, smaller: the worst case is a tight
  // frame (margin 0) and a motion that reaches out of it.
  for (const [prompt, direction, preset, customPrompt] of [
    ["elf archer with a bow", "east", "Attack", undefined],
    ["knight with sword and shield", "east", "Custom", "jumps"],
    ["grey wolf", "east", "Attack", undefined],
  ] as const) {
    const reading = readSpritePrompt(prompt);
    const doc = generateLayered({
      reading,
      assetType: reading.assetType,
      width: 64,
      height: 64,
      direction,
      camera: "none",
      seed: 7,
    });
    row(
      `64 px ${doc.rig} rig (${prompt}), ${customPrompt ?? preset} 8 frames at margin 0`,
      ms(await time(20, async () => animateLayered(doc, { ...walk, preset, customPrompt }), 2)),
    );
  }
  // A restyled cheer: the arms' pose chosen among many on the figure drawn small, drawn big
  // once; the sentence's words weighed by making it again without each.
  for (const size of [64, 256]) {
    const prompt = "a knight with a sword and shield";
    const recipe = {
      prompt,
      assetType: "character",
      width: size,
      height: size,
      facing: "south",
      camera: "none",
      seed: 7,
    } as const;
    const reading = readSpritePrompt(prompt, "character");
    const source = generateSprite({ ...recipe, reading, direction: "south" }).image;
    row(
      `${size} px restyle "cheers with arms raised" (knight, checked)`,
      ms(
        await time(
          size > 100 ? 3 : 10,
          async () =>
            renderTaskTable.restyleChecked({
              source,
              redraw: recipe,
              customPrompt: "cheers with arms raised",
              mode: "pose",
              tier: "normal",
              seed: 7,
              basePalette: null,
              paletteExtras: 0,
            }),
          1,
        ),
      ),
    );
  }
  row(
    "64 px cut-out animation, Walk 8 frames",
    ms(await time(20, async () => animateSprite(layered.sprite.image, walk), 2)),
  );
  row(
    "palette suggestions (4 options)",
    ms(await time(50, async () => suggestPalettes({ prompt: "gloomy swamp" }), 5)),
  );
}

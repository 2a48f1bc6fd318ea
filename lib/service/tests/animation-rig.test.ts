import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sprites } from "../store/schema";
import { startTestService, type TestService } from "../testing";
import { decodeImage, generated } from "./helpers";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(() => svc?.close());

/** Runs an animation job to the end and gives its stored record and the strip's pixels. */
async function animate(key: string, sourceId: string, preset: string) {
  const accepted = await svc.call("POST", "/api/animations", {
    key,
    body: { source_generation_id: sourceId, preset, frame_count: 4 },
  });
  expect(accepted.status).toBe(202);
  await svc.drainJobs();
  const record = (await svc.call("GET", `/api/animations/${accepted.body.id}`, { key })).body;
  expect(record.status).toBe("completed");
  const [row] = await svc.ctx.db.select().from(sprites).where(eq(sprites.id, record.id));
  const strip = await decodeImage(record.image.spritesheetBase64);
  return { rig: (row!.meta as { rig?: string }).rig, strip };
}

describe("animations of generated characters", () => {
  it("pose the drawer's layers, and an edited version's layers with the edit in them", async () => {
    const { key } = await svc.newAccount();
    const knight = await generated(svc, key, {
      prompt: "a knight with a sword",
      asset_type: "character",
      width: 64,
      height: 64,
      direction: "east",
    });
    const posed = await animate(key, knight.id, "Walk");
    expect(posed.rig).toBe("biped");

    // One pixel changed by hand: the edit is written into the stored layers, still posed.
    const source = await decodeImage(knight.image.pngBase64);
    const edited = Buffer.from(source.data);
    let at = 0;
    while (edited[at + 3] === 0) at += 4;
    edited[at] = edited[at]! ^ 0x40;
    const version = await svc.call("POST", `/api/sprites/${knight.id}/versions`, {
      key,
      body: {
        image: (
          await sharp(edited, { raw: { width: 64, height: 64, channels: 4 } })
            .png()
            .toBuffer()
        ).toString("base64"),
      },
    });
    expect(version.status).toBe(201);
    const cut = await animate(key, version.body.id, "Walk");
    expect(cut.rig).toBe("biped");
    expect(Buffer.compare(cut.strip.data, posed.strip.data)).not.toBe(0);

    // A barrel is one rigid layer: cut out, as before.
    const barrel = await generated(svc, key, { prompt: "a wooden barrel", width: 32, height: 32 });
    expect((await animate(key, barrel.id, "Jump")).rig).toBe("cut-out");
  });

  it("pose a creature or a chest by its own rig", async () => {
    const { key } = await svc.newAccount();
    const slime = await generated(svc, key, { prompt: "a green slime", width: 32, height: 32 });
    expect((await animate(key, slime.id, "Jump")).rig).toBe("blob");
    const wolf = await generated(svc, key, {
      prompt: "a grey wolf",
      width: 64,
      height: 64,
      direction: "east",
    });
    expect((await animate(key, wolf.id, "Run")).rig).toBe("quadruped");
    const chest = await generated(svc, key, {
      prompt: "a wooden treasure chest",
      width: 48,
      height: 48,
    });
    expect((await animate(key, chest.id, "Idle")).rig).toBe("hinged");
    // A wolf seen from the front is posed by the quadruped rig's head-on presets.
    const front = await generated(svc, key, {
      prompt: "a grey wolf",
      width: 64,
      height: 64,
      direction: "south",
    });
    expect((await animate(key, front.id, "Walk")).rig).toBe("quadruped");
  });
});

import { labCache } from "./color";
import { locatePart, segmentFigure, PART_NAMES, findBody, heldItemMask } from "./figure";
import { toPixels } from "./raster";
import { drawGrid, VILLAGER, SWORDSMAN, DRAWN_ANCHORS } from "./testing";
const Z: Record<string, string[]> = { hair: ["hair"], face: ["face"], eyes: ["eye"], torso: ["shirt"], arms: ["sleeve"], hands: ["hand"], belt: ["belt"], legs: ["pants"], feet: ["boot"], held: ["blade", "guard", "grip"], head: ["hair","face","eye"] };
for (const [name, grid] of [["villager", VILLAGER], ["swordsman", SWORDSMAN]] as const) {
  const d = drawGrid(grid);
  for (const anchors of [DRAWN_ANCHORS, undefined]) {
    console.log(`== ${name} anchors=${!!anchors}`);
    const fig = segmentFigure(d.image, anchors);
    console.log("kind", fig.kind, "neckY", fig.neckY, "hipY", fig.hipY, "centerX", fig.centerX);
    const ch = "bhtLRlrs";
    const rows: string[] = [];
    for (let y = 0; y < d.image.height; y++) { let r = ""; for (let x = 0; x < d.image.width; x++) { const i = y*d.image.width+x; r += d.image.data[i*4+3] ? ch[fig.labels[i]!] : "."; } rows.push(r); }
    console.log(rows.join("\n"));
    if (!anchors) console.log("body", JSON.stringify(findBody(toPixels(d.image))));
    for (const [zone, parts] of Object.entries(Z)) {
      const got = locatePart(d.image, zone as any, labCache(), anchors);
      const want = d.mask(...(parts as any));
      let miss = 0, extra = 0; const ex: string[] = [];
      for (let i = 0; i < want.length; i++) { const g = got?.mask[i] ?? 0; if (want[i] && !g) miss++; if (!want[i] && g) { extra++; if (ex.length < 6) ex.push(`${i%28},${Math.floor(i/28)}:${d.parts[i]}`); } }
      const wantN = want.reduce((a, b) => a + b, 0);
      if (miss || extra) console.log(`  ${zone}: want ${wantN}, got ${got?.count ?? "null"}, missing ${miss}, extra ${extra} ${ex.join(" ")}`);
      else console.log(`  ${zone}: exact (${wantN})`);
    }
  }
}

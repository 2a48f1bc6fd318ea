import { doc } from "../lib/engine/testing";
const d = doc(process.argv[2]!, (process.argv[3] ?? "south") as "south");
const pal = (d as any).palette ?? (d as any).inks;
console.log(Object.keys(d));
for (const l of d.layers) {
  const rows: string[] = [];
  for (let y = 0; y < l.height; y++) {
    let r = "";
    for (let x = 0; x < l.width; x++) { const i = l.ink[y * l.width + x]!; r += i < 0 ? "." : (l.part[y * l.width + x]! % 36).toString(36); }
    rows.push(r);
  }
  if (["torso","hair.back","head"].includes(l.name)) console.log(l.name, l.x, l.y, "\n" + rows.join("\n"));
}

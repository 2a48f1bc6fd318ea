import { doc } from "../lib/engine/testing";
const d = doc(process.argv[2]!, (process.argv[3] ?? "south") as "south");
for (const l of d.layers) console.log(l.name, l.role, "parent=", l.parent, "z?", (l as any).z, l.x, l.y, l.width, l.height, "joint", l.joint.x, l.joint.y);

import { doc } from "../lib/engine/testing";
import { headRoom } from "../lib/engine/animate/rig/behind-head";
const d = doc(process.argv[2]!, "south");
for (const dx of [-4, -3, 3, 4]) console.log(dx, headRoom(d, dx, (dx > 0 ? 8 : -8) * Math.PI / 180));

/**
 * Thirteen hand-drawn sprites, the kind an artist imports: characters, creatures, items, props
 * and a tile, 14 to 28 px, each material in a ramp of two or three shades inside a dark
 * outline. Every character of a grid names the part it was drawn as, so "the cap", "the dots"
 * or "the sword" are known from the drawing (see draw.ts).
 */
import { drawFixture, type Fixture, type Ink } from "./draw";

const line = (hex: string): Ink => [hex, "outline"];

export const MUSHROOM = drawFixture(
  "mushroom",
  {
    o: line("#2a1418"),
    R: ["#f05050", "cap"],
    r: ["#c83030", "cap"],
    d: ["#881c24", "cap"],
    W: ["#fff8f0", "dots"],
    w: ["#d8c8c8", "dots"],
    B: ["#f4e2bc", "stem"],
    b: ["#d4bc8c", "stem"],
    c: ["#a88c60", "stem"],
  },
  `
......oooooooo......
....ooRRRRRRRRoo....
...oRRWWRRRRRRrro...
..oRWWWWRRRRWWRrro..
.oRRWWWwRRRWWWRrrro.
.oRRRWwRRRRRWRRrrro.
oRRRRRRWWRRRRRRrrrdo
orRWWRRRWwRRRRrrrddo
orrWwrrrrrrrrrrrdddo
oddrrrrrrrrrrrrddddo
.oddddddddddddddddo.
..ooooBBBBBbbcoooo..
.....oBBBBBbbco.....
.....oBBBBBbbco.....
.....oBBBBBbbco.....
....oBBBBBBbbcco....
....oBBBBBBbbcco....
....obbbbbbbccco....
.....oooooooooo.....
`,
);

export const HERO = drawFixture(
  "hero",
  {
    o: line("#1c1420"),
    H: ["#9a5a2a", "hair"],
    h: ["#643818", "hair"],
    S: ["#f8cc9c", "face"],
    s: ["#d89a6c", "face"],
    e: ["#1a1a2a", "eyes", "left eye"],
    E: ["#1a1a2a", "eyes", "right eye"],
    T: ["#4aa84c", "tunic"],
    t: ["#2e7a38", "tunic"],
    u: ["#1e5028", "tunic"],
    b: ["#6a4020", "belt"],
    P: ["#5a5a90", "legs"],
    p: ["#3c3c68", "legs"],
    F: ["#8a5430", "boots"],
    f: ["#5a3418", "boots"],
    W: ["#eef2f8", "sword", "blade"],
    w: ["#a8b4c4", "sword", "blade"],
    g: ["#e0b030", "sword", "hilt"],
    r: ["#6a4428", "sword", "hilt", "grip"],
  },
  `
......................
.....oooooooo....oo...
....oHHHHHHHHo..oWwo..
....oHhHHHHhHo..oWwo..
....ohSSSSSSho..oWwo..
....oSeSSSSESo..oWwo..
....oSSSSSSSso..oWwo..
....osSSSSSsso..oWwo..
.....oossssoo...oWwo..
...oTTTTTTTTtuo.oWwo..
...oTTTTTTTTtuo.oWwo..
...oTTTTTTTTtuo.oWwo..
...oTTTTTTTttuo.oWwo..
...oTtTTTTTttuo.oWwo..
...oTtbbbbbbbuoogggggo
....oPPPPPPppo..orro..
....oPPPooPppo..orro..
....oPPPooPppo..oggo..
....oPPpooPppo...oo...
....oFFfooFFfo........
....offfoofffo........
....oooooooooo........
`,
);

export const POTION = drawFixture(
  "potion",
  {
    o: line("#281820"),
    K: ["#d8a060", "cork"],
    k: ["#9a6a38", "cork"],
    G: ["#e8f8ff", "glass"],
    g: ["#a8d0e0", "glass"],
    W: ["#ffffff", "glass", "shine"],
    R: ["#f04848", "liquid"],
    r: ["#c02838", "liquid"],
    d: ["#801828", "liquid"],
  },
  `
.....oooo.....
....oKKkko....
....oKKkko....
....oooooo....
.....oGgo.....
.....oGgo.....
...ooGGggoo...
..oGggggggGo..
.oGgggggggggo.
.oWRRRRRRrrro.
.oWRRRRRRrrro.
.oWRRRRRrrrdo.
.oGRRRRRrrrdo.
.oGRRRRrrrddo.
..oRrrrrrddo..
...oggggggo...
....oooooo....
`,
);

const BALL = [
  "....oooo....",
  "..ooBhhBoo..",
  ".oBhhhBBBbo.",
  ".oBhhBBBBbo.",
  "oBBBBBBBBbbo",
  "oBBBBBBBBbbo",
  "oBBBBBBBbbdo",
  "oBBBBBBbbbdo",
  ".obBBBbbbdo.",
  ".obbbbbbddo.",
  "..ooddddoo..",
  "....oooo....",
];
const BLOCK = [
  "ooooooooooo",
  "oGGGGGGGGgo",
  "oGGGGGGGGgo",
  "oggggggggko",
  "oggggggggko",
  "oggggggggko",
  "oggggggggko",
  "oggggggggko",
  "okkkkkkkkko",
  "ooooooooooo",
];

/** A shaded blue ball (columns 1-12) beside a grey block (columns 15-25) on one canvas. */
export const BALL_AND_BLOCK = drawFixture(
  "ball and block",
  {
    o: line("#1c1c28"),
    B: ["#5a9af0", "ball"],
    b: ["#2e64c8", "ball"],
    d: ["#1c3880", "ball"],
    h: ["#c8e4ff", "ball", "shine"],
    G: ["#c4c4cc", "block"],
    g: ["#94949c", "block"],
    k: ["#64646c", "block"],
  },
  Array.from({ length: 14 }, (_, y) => {
    const ball = BALL[y - 1] ?? ".".repeat(12);
    const block = BLOCK[y - 3] ?? ".".repeat(11);
    return `.${ball}..${block}..`;
  }).join("\n"),
);

export const CHEST = drawFixture(
  "chest",
  {
    o: line("#1e1410"),
    W: ["#c08040", "wood"],
    w: ["#905c2c", "wood"],
    d: ["#603818", "wood"],
    Y: ["#f8d048", "trim"],
    y: ["#c09828", "trim"],
    L: ["#d8d8e0", "lock"],
    l: ["#9090a0", "lock"],
  },
  `
..oooooooooooooooo..
.oWWWWWWWWWWWWWWwwo.
.oWwwwwwwwwwwwwwwdo.
.oYYYYYYYYYYYYYYYyo.
.oWWWWWWWLLWWWWWwdo.
.ooooooooLLoooooooo.
.oWWWWWWWllWWWWWwdo.
.oWWWWWWWWWWWWWWwdo.
.oYYYYYYYYYYYYYYYyo.
.oWWWWWWWWWWWWWWwdo.
.owwwwwwwwwwwwwwwdo.
.oddddddddddddddddo.
..oooooooooooooooo..
`,
);

export const TREE = drawFixture(
  "tree",
  {
    o: line("#14201a"),
    L: ["#68c048", "leaves"],
    l: ["#3c9034", "leaves"],
    d: ["#1e5a28", "leaves"],
    R: ["#e83838", "apples"],
    r: ["#a82028", "apples"],
    T: ["#9a6634", "trunk"],
    t: ["#643e1e", "trunk"],
  },
  `
......oooooooo......
....ooLLLLLLLLoo....
...oLLLLLLLLLLllo...
..oLLLRRLLLLLLlllo..
..oLLLRrLLLLLLlllo..
.oLLLLLLLLLLLRRlldo.
.oLLLLLLLLLLLRrlldo.
.oLLRRLLLLLLLlllddo.
.oLLRrLLLLLLllllddo.
.olLLLLLLLLlllllddo.
..olllllRRlllldddo..
..oddllllllllldddo..
...oddddddddddddo...
....ooooTTTtoooo....
.......oTTTto.......
.......oTTTto.......
.......oTTtto.......
.......oTTtto.......
......oTTTttto......
.....oTTTtttTto.....
.....oooooooooo.....
`,
);

export const SLIME = drawFixture(
  "slime",
  {
    o: line("#14201a"),
    S: ["#78d860", "body"],
    s: ["#48a840", "body"],
    d: ["#286828", "body"],
    h: ["#e0ffe0", "body", "shine"],
    e: ["#101820", "eyes", "left eye"],
    E: ["#101820", "eyes", "right eye"],
  },
  `
.......oooo.......
.....ooSSSSoo.....
....oShhSSSSso....
...oShhSSSSSSso...
..oSShSSSSSSSsso..
..oSSSeSSSSESsso..
.oSSSSeSSSSESSsso.
.oSSSSSSSSSSSssdo.
.osSSSSSSSSSssddo.
.ossssssssssssddo.
..oddddddddddddo..
...oooooooooooo...
`,
);

export const BIRD = drawFixture(
  "bird",
  {
    o: line("#141420"),
    B: ["#5898e8", "body"],
    b: ["#3464b8", "body"],
    W: ["#284a9a", "wing"],
    w: ["#1a3070", "wing"],
    C: ["#f8e8c8", "belly"],
    c: ["#d0b890", "belly"],
    K: ["#f8b030", "beak"],
    k: ["#c87818", "beak"],
    e: ["#101018", "eye"],
    f: ["#a86020", "legs"],
  },
  `
..................
......oooooo......
.....oBBBBBBo.....
....oBBBBBeBBo....
....oBBBBBBBBoKo..
...obBBBBBBBBoKko.
..obWWWWbBCCCCoo..
.obWwwwwWbCCCCCo..
.obbWwwwwbCCCCCo..
..obbWwwbCcCCCo...
...obbbbbcccco....
....oooooooooo....
.......of..fo.....
.......of..fo.....
......off.ffo.....
`,
);

export const SHIELD = drawFixture(
  "shield",
  {
    o: line("#181820"),
    M: ["#d0d0d8", "rim"],
    m: ["#8c8c98", "rim"],
    F: ["#3c6cd0", "field"],
    f: ["#26489a", "field"],
    Y: ["#f8d840", "emblem"],
    y: ["#c8a020", "emblem"],
  },
  `
oooooooooooooooo
oMMMMMMMMMMMMMmo
oMFFFFFYYFFFFfmo
oMFFFFFYyFFFFfmo
oMFFFFFYyFFFFfmo
oMFYYYYYyYYYYfmo
oMFyyyyYyyyyyfmo
oMFFFFFYyFFFFfmo
oMFFFFFYyFFFffmo
.oMFFFFYyFFffmo.
.oMFFFFYyFfffmo.
..oMFFFYyFffmo..
..oMFFFYyfffmo..
...oMFFYyffmo...
....oMFYyfmo....
.....oMYymo.....
......oMmo......
.......oo.......
`,
);

export const HOUSE = drawFixture(
  "house",
  {
    o: line("#281c1c"),
    R: ["#d05038", "roof"],
    r: ["#9a3028", "roof"],
    C: ["#a8a8b0", "chimney"],
    c: ["#787880", "chimney"],
    W: ["#f4e4c4", "walls"],
    w: ["#cdb48c", "walls"],
    G: ["#b8e4f8", "windows", "left window"],
    g: ["#78a8c8", "windows", "left window"],
    I: ["#b8e4f8", "windows", "right window"],
    i: ["#78a8c8", "windows", "right window"],
    D: ["#9a6030", "door"],
    d: ["#683e1c", "door"],
  },
  `
........................
...........oo...oooo....
..........oRRo..oCco....
.........oRRRRo.oCco....
........oRRRRRRooCco....
.......oRRRRRRRRrCco....
......oRRRRRRRRRRrro....
.....oRRRRRRRRRRRRrro...
....oRRRRRRRRRRRRRRrro..
...orrrrrrrrrrrrrrrrrro.
...oooooooooooooooooooo.
...oWWWWWWWWWWWWWWwwo...
...oWooooWooooWoooowo...
...oWoGgoWoDdoWoIiowo...
...oWoggoWoDdoWoiiowo...
...oWooooWoDdoWoooowo...
...oWWWWWoDDdoWWWWwwo...
...owwwwwoDddowwwwwwo...
...oooooooooooooooooo...
`,
);

/** A top-down ground tile: a grass edge over dirt with stones; tiles carry no outline. */
export const TILE = drawFixture(
  "tile",
  {
    G: ["#70c850", "grass"],
    g: ["#4c9838", "grass"],
    D: ["#a87848", "dirt"],
    d: ["#7c5430", "dirt"],
    S: ["#c0c0c8", "stones"],
    s: ["#888894", "stones"],
  },
  `
GGgGGGGgGGGGgGGG
GgGGgGGGGgGGGgGG
gGGGGgGgGGGgGGGg
gDgGgDggGgDgGgDg
DDdgDDDdgDDDDdgD
DDDDDDdDDDDSSDDD
DdDSSDDDDDSSsdDD
DDSSsDDdDDDssDDD
DDDssDDDDdDDDDDd
dDDDDDDDSSDDDDDD
DDDdDDDSSsDDDdDD
DSSDDDDDssDDDDDD
SSsDDdDDDDDDSSDD
DssDDDDDDdDDSssD
DDDDdDDDDDDDDssD
DDDDDDDdDDDDDDDD
`,
);

/** A gold key: a ring (bow), a shaft and two teeth, all one material. */
export const KEY = drawFixture(
  "key",
  {
    o: line("#2a1c0c"),
    Y: ["#f8d048", "bow"],
    y: ["#c89828", "bow"],
    d: ["#8a6414", "bow"],
    S: ["#f8d048", "shaft"],
    s: ["#c89828", "shaft"],
    z: ["#8a6414", "shaft"],
    T: ["#f8d048", "teeth"],
    t: ["#c89828", "teeth"],
  },
  `
..ooooo...............
.oYYYyyo..............
oYYoooyyo.............
oYo...oyoooooooooooooo
oYo...oySSSSSSSSSSSSso
oYo...oyssssssssssssso
oYYoooyyoooooooTtoTto.
.oyyyydo......oTtoTto.
..ooooo.......ooooooo.
`,
);

export const FLOWER = drawFixture(
  "flower",
  {
    o: line("#2a1a24"),
    P: ["#f890c8", "petals"],
    p: ["#c85898", "petals"],
    Y: ["#f8d838", "center"],
    y: ["#c89820", "center"],
    G: ["#58b040", "stem"],
    g: ["#347828", "stem"],
    A: ["#88d860", "leaves", "left leaf"],
    a: ["#4c9c34", "leaves", "left leaf"],
    L: ["#88d860", "leaves", "right leaf"],
    l: ["#4c9c34", "leaves", "right leaf"],
  },
  `
.....oooo.....
..oooPPPPooo..
.oPPPPPPPPPpo.
oPPPPoYYoPPppo
oPPPoYYYyoPppo
oPPPoYYyyoPppo
oPPPPoyyoPPppo
.oPPPPPPPPPpo.
..ooppppppoo..
....ooGgoo....
.....oGgo.....
.ooo.oGgo.....
oAAaooGgo.ooo.
.oaaaAGgoLLLlo
..ooooGgollo..
.....oGgooo...
.....oGgo.....
.....oGgo.....
.....oooo.....
`,
);

export const FIXTURES: readonly Fixture[] = [
  MUSHROOM,
  HERO,
  POTION,
  BALL_AND_BLOCK,
  CHEST,
  TREE,
  SLIME,
  BIRD,
  SHIELD,
  HOUSE,
  TILE,
  KEY,
  FLOWER,
];

/**
 * Compound sentences on bodies without arms, judged on rendered frames: "walks and waves" must
 * both step (the feet stand somewhere else) and wave (a limb up where it never is at rest). Which
 * pixels are a leg, a wing or the body comes from the part ids of the layers the drawer produced.
 */
import { describe, expect, it } from "vitest";
import type { InkCanvas, LayeredSprite } from "../draw";
import { customCanvases as frames, doc, partIdsOf as partIds } from "../testing";
import { partsOf, refuseMotion } from ".";

const layer = (d: LayeredSprite, name: string) => {
  const l = d.layers.find((x) => x.name === name && x.width > 0);
  if (!l) throw new Error(`no layer ${name}`);
  return l;
};

/** The box of the pixels of these parts in a composition, or null when none shows. */
function box(c: InkCanvas, parts: ReadonlySet<number>) {
  let top = Infinity;
  let bottom = -Infinity;
  let left = Infinity;
  let right = -Infinity;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const x = i % c.width;
    const y = Math.floor(i / c.width);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
    left = Math.min(left, x);
    right = Math.max(right, x);
  }
  return top === Infinity ? null : { top, bottom, left, right };
}

/** Where a part's lowest pixel is (its foot), or null when it does not show. */
function foot(c: InkCanvas, parts: ReadonlySet<number>) {
  let at: { x: number; y: number } | null = null;
  for (let i = 0; i < c.ink.length; i++) {
    if (c.ink[i]! < 0 || !parts.has(c.part[i]!)) continue;
    const y = Math.floor(i / c.width);
    if (!at || y >= at.y) at = { x: i % c.width, y };
  }
  return at;
}

describe("a spider walks and waves: both at once", () => {
  const spider = doc("giant spider", "east");
  const legs = spider.layers.filter((l) => l.name.startsWith("leg.") && l.width > 0);
  // The leg on the ground side of the front pair waves (the other reaches up behind the body).
  const front = ["leg.0.left", "leg.0.right"]
    .map((n) => layer(spider, n))
    .sort((a, b) => b.y + b.height - (a.y + a.height))[0]!;
  const standing = legs.filter((l) => l !== front).map((l) => partIds([l]));
  const waving = partIds([front]);
  const body = partIds([layer(spider, "body")]);

  it("is made, and a standing leg's foot steps to and fro by a sixth of the body", () => {
    expect(refuseMotion("walks and waves", partsOf(spider))).toBeNull();
    const made = frames(spider, "walks and waves");
    const reach = layer(spider, "body").width / 6;
    // How far each standing foot travels across the loop; a leg that only lifts in place
    // moves its foot by a pixel or two.
    const travel = standing.map((leg) => {
      const xs = made.map((c) => foot(c, leg)?.x).filter((x) => x !== undefined);
      return Math.max(...xs) - Math.min(...xs);
    });
    expect(Math.max(...travel)).toBeGreaterThan(reach);
    // Every leg stays in sight: none swings wholly behind the body.
    for (const c of made) for (const leg of standing) expect(foot(c, leg)).not.toBeNull();
  });

  it("lifts the waving leg above the top of its body", () => {
    const made = frames(spider, "walks and waves");
    const above = made.some((c) => {
      const leg = box(c, waving);
      const trunk = box(c, body);
      // Above the body's top, clear of it, not level with it. (Not higher: there the legs
      // standing over the back are, and a leg raised among them, or one of them drawn back out
      // of its way, crossed them into a tangle.)
      return leg !== null && trunk !== null && leg.top < trunk.top - 2;
    });
    expect(above).toBe(true);
    // At rest the leg hangs below the body's top.
    const rest = made[0]!;
    expect(box(rest, waving)!.top).toBeGreaterThan(box(rest, body)!.top);
  });
});

describe("a wolf and a dragon walk and jump while waving a forepaw", () => {
  for (const who of ["grey wolf", "red dragon"]) {
    const beast = doc(who, "east");
    const paw = partIds([layer(beast, "leg.fore.near")]);
    const hind = partIds([layer(beast, "leg.hind.near")]);
    for (const sentence of ["walks and waves", "jumps and waves"]) {
      it(`a ${who} "${sentence}": made, the forepaw held up off the ground while the hind leg moves`, () => {
        expect(refuseMotion(sentence, partsOf(beast))).toBeNull();
        const made = frames(beast, sentence);
        const plain = frames(beast, sentence.split(" ")[0]!);
        // The waving paw's foot stands higher than the plain preset's in some frame by two
        // pixels or more (measured against the hind foot, so a jump's rise cancels out).
        const raised = made.some((c, t) => {
          const lifted = foot(c, hind)!.y - foot(c, paw)!.y;
          const stood = foot(plain[t]!, hind)!.y - foot(plain[t]!, paw)!.y;
          return lifted - stood >= 2;
        });
        expect(raised).toBe(true);
        // The hind leg still does what the preset does with it.
        const hindAt = (cs: InkCanvas[]) => cs.map((c) => JSON.stringify(foot(c, hind)));
        expect(new Set(hindAt(made)).size).toBeGreaterThan(1);
      });
    }
  }
});

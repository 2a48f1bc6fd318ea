/**
 * Reading a biped from its layers: which view it is drawn in, which arm holds what, where the
 * hips and feet are, how tall it stands, and how far a front-view foot can rise and still show.
 */
import type { SpriteLayer } from "../../draw";
import type { Biped } from "./biped-figure";
import { carryClearance } from "./carry";
import type { Prepared } from "./rig-pose";

function farthest(layer: SpriteLayer): number {
  let best = 0;
  let angle = Math.PI / 2;
  for (let i = 0; i < layer.ink.length; i++) {
    if (layer.ink[i]! < 0) continue;
    const x = layer.x + (i % layer.width) + 0.5 - layer.joint.x;
    const y = layer.y + Math.floor(i / layer.width) + 0.5 - layer.joint.y;
    const r = Math.hypot(x, y);
    if (r > best) {
      best = r;
      angle = Math.atan2(y, x);
    }
  }
  return angle;
}

export function readBiped(prep: Prepared): Biped | null {
  const { doc, byName } = prep;
  const profile = byName.has("leg.near.upper");
  const legs: [string, string] = profile ? ["leg.far", "leg.near"] : ["leg.left", "leg.right"];
  if (!byName.has(`${legs[0]}.upper`) || !byName.has(`${legs[1]}.lower`)) return null;
  const arms = doc.layers.filter((l) => l.role === "arm").map((l) => l.name);
  const item = doc.layers.find((l) => l.role === "item" && l.width > 0) ?? null;
  const weaponArm = item?.parent ?? null;
  const armRest = new Map<string, number>();
  for (const name of arms) {
    const arm = byName.get(name)!;
    armRest.set(name, arm.width > 0 ? farthest(arm) : Math.PI / 2);
  }
  let top = doc.height;
  let bottom = -1;
  for (const l of doc.layers) {
    if (l.width === 0) continue;
    top = Math.min(top, l.y);
    bottom = Math.max(bottom, l.y + l.height - 1);
  }
  const height = Math.max(1, bottom - top + 1);
  const hip = byName.get(`${legs[1]}.upper`)!.joint;
  const freeArm =
    arms.find((a) => a !== weaponArm && (profile ? a === "arm.far" : true)) ??
    arms.find((a) => a !== weaponArm) ??
    null;
  const carryForward =
    profile && item && weaponArm && byName.has(weaponArm)
      ? carryClearance(doc.layers, item, byName.get(weaponArm)!)
      : 0;
  return {
    profile,
    legs,
    arms,
    weaponArm,
    item,
    freeArm,
    armRest,
    itemRest: item ? farthest(item) : -Math.PI / 2,
    carryForward,
    carriesUpright:
      profile &&
      item !== null &&
      (carryForward > 0 || item.kind === "staff" || item.kind === "spear"),
    height,
    legLength: Math.max(1, prep.groundY - hip.y),
    thigh: Math.max(0, byName.get(`${legs[1]}.lower`)!.joint.y - hip.y),
    hipGap: profile ? hip.x - byName.get(`${legs[0]}.upper`)!.joint.x : 0,
    feet: { x: (byName.get(`${legs[0]}.lower`)!.joint.x + hip.x) / 2, y: prep.groundY + 1 },
    unit: Math.max(1, Math.round(height / 56)),
    robed: byName.get(`${legs[1]}.upper`)!.width === 0,
    cape: byName.get("cape")?.height ?? 0,
    robe: {
      above: byName.get("torso")!.joint.y - byName.get("torso")!.y,
      below: byName.get("torso")!.y + byName.get("torso")!.height - byName.get("torso")!.joint.y,
    },
    stepRoom: profile ? doc.height : stepRoom(doc.layers, legs),
    ...shieldsOf(doc.layers),
    parents: new Map(doc.layers.map((l) => [l.name, l.parent])),
  };
}

function stepRoom(layers: readonly SpriteLayer[], legs: readonly [string, string]): number {
  let room = Number.POSITIVE_INFINITY;
  for (const leg of legs) {
    const lower = layers.find((l) => l.name === `${leg}.lower`);
    if (!lower || lower.width === 0) continue;
    const index = layers.indexOf(lower);
    // What is drawn over the lower leg, other than the leg itself.
    const cover = new Set<number>();
    for (const l of layers.slice(index + 1)) {
      if (l.name.startsWith(leg)) continue;
      l.ink.forEach((ink, i) => {
        if (ink >= 0) cover.add((l.y + Math.floor(i / l.width)) * 4096 + l.x + (i % l.width));
      });
    }
    const own: [number, number][] = [];
    lower.ink.forEach((ink, i) => {
      if (ink >= 0) own.push([lower.x + (i % lower.width), lower.y + Math.floor(i / lower.width)]);
    });
    let rise = 0;
    while (rise < lower.height * 2) {
      const up = rise + 1;
      const hidden = own.filter(([x, y]) => cover.has((y - up) * 4096 + x)).length;
      if (hidden > own.length / 2) break;
      rise = up;
    }
    room = Math.min(room, rise);
  }
  return Number.isFinite(room) ? room : 0;
}

function shieldsOf(layers: readonly SpriteLayer[]) {
  const shieldLayers = new Map<string, string[]>();
  for (const l of layers) {
    if (l.role !== "shield" || l.width === 0 || !l.parent) continue;
    shieldLayers.set(l.parent, [...(shieldLayers.get(l.parent) ?? []), l.name]);
  }
  return { shields: [...shieldLayers.keys()], shieldLayers };
}

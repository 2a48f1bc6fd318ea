/**
 * Builders the entry files share, so one subject is one short line: the builder for an asset
 * type fills in the plan, rig, drawer and category every subject of that kind has, and the
 * options override them.
 */
import type { AssetType, DrawSpec, RigKind, SubjectEntry } from "../types";

export interface EntryOptions {
  readonly weak?: boolean;
  readonly plan?: string;
  readonly rig?: RigKind;
  readonly category?: readonly string[];
  readonly draw?: DrawSpec;
  readonly variants?: SubjectEntry["variants"];
  readonly colors?: readonly string[];
  readonly held?: boolean;
  readonly heldShape?: SubjectEntry["heldShape"];
  readonly near?: SubjectEntry["near"];
  readonly madeOf?: SubjectEntry["madeOf"];
  readonly materials?: SubjectEntry["materials"];
}

interface Defaults {
  readonly plan: string;
  readonly rig: RigKind;
  readonly draw: DrawSpec;
  readonly category: readonly string[];
}

/** The builder for subjects of `type` drawn by default as `defaults` says. */
export function kind(type: AssetType, defaults: Defaults) {
  return (
    key: string,
    aliases: readonly string[] = [],
    options: EntryOptions = {},
  ): SubjectEntry => ({
    key,
    type,
    aliases: [key, ...aliases],
    plan: options.plan ?? defaults.plan,
    rig: options.rig ?? defaults.rig,
    category: options.category ?? defaults.category,
    draw: options.draw ?? defaults.draw,
    ...(options.weak ? { weak: true } : {}),
    ...(options.variants ? { variants: options.variants } : {}),
    ...(options.colors ? { colors: options.colors } : {}),
    ...(options.held ? { held: true } : {}),
    ...(options.heldShape ? { heldShape: options.heldShape } : {}),
    ...(options.near ? { near: options.near } : {}),
    ...(options.madeOf ? { madeOf: options.madeOf } : {}),
    ...(options.materials ? { materials: options.materials } : {}),
  });
}

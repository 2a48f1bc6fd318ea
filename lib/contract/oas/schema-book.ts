import type { z } from "zod";
import { type Io, type Json, zodJsonSchema } from "./zod-json";

const COMPONENTS = "#/components/schemas/";
/** Until every schema is known, a named schema is referred to as `zod:<io>:<id>`. */
const PLACEHOLDER = /^zod:(input|output):(.+)$/;

/**
 * Collects the contract's named schemas (`.meta({ id })`) as OpenAPI components while the
 * document is built, then names them.
 *
 * A schema reads differently as a request and as a response: a field with a default is optional
 * to send but always returned, and a response object carries exactly its fields. A named schema
 * used on both sides therefore gets one component when both readings agree and two otherwise:
 * `<id>` for the response reading, `<id>Input` for the request reading. A schema used on one
 * side only is `<id>` on that side.
 */
export class SchemaBook {
  private readonly defs: Record<Io, Map<string, Json>> = { input: new Map(), output: new Map() };

  /** The JSON Schema of `schema` read as `io`; named parts, and the schema if named, are refs. */
  use(schema: z.ZodType, io: Io): Json {
    const { $defs, ...root } = zodJsonSchema(schema, io);
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
      if (id.startsWith("__")) throw new Error(`unnamed shared schema ${id}: give it an id`);
      const json = placeholders(def, io);
      const known = this.defs[io].get(id);
      if (known && canonical(known) !== canonical(json)) {
        throw new Error(`two different schemas carry the id "${id}"`);
      }
      this.defs[io].set(id, json);
    }
    return placeholders(root, io);
  }

  /**
   * Names every collected schema. `link` turns the placeholders in any part of the document into
   * component refs; `schemas` is the components map, already linked, sorted by name.
   */
  finish(): { schemas: Record<string, Json>; link: <T>(value: T) => T } {
    const { input, output } = this.defs;
    const merged = new Set([...input.keys()].filter((id) => output.has(id)));
    // Dropping an id from `merged` can make another schema's readings differ (it refers to the
    // dropped one by two names), so repeat until nothing changes.
    for (let changed = true; changed; ) {
      changed = false;
      for (const id of merged) {
        if (canonical(input.get(id), merged) !== canonical(output.get(id), merged)) {
          merged.delete(id);
          changed = true;
        }
      }
    }
    const nameOf = (io: Io, id: string) =>
      io === "input" && output.has(id) && !merged.has(id) ? `${id}Input` : id;
    const link = <T>(value: T): T =>
      mapRefs(value, (ref) => {
        const match = PLACEHOLDER.exec(ref);
        return match ? `${COMPONENTS}${nameOf(match[1] as Io, match[2]!)}` : ref;
      });

    const named: [string, Json][] = [...output.entries()];
    for (const [id, json] of input) if (!merged.has(id)) named.push([nameOf("input", id), json]);
    const schemas: Record<string, Json> = {};
    for (const [name, json] of named.sort(([a], [b]) => a.localeCompare(b))) {
      if (name in schemas) throw new Error(`component name "${name}" is taken twice`);
      schemas[name] = link(json);
    }
    return { schemas, link };
  }
}

function placeholders(json: Json, io: Io): Json {
  return mapRefs(json, (ref) => ref.replace(/^#\/\$defs\//, `zod:${io}:`));
}

/** A copy of `value` with every `$ref` string passed through `rewrite`. */
function mapRefs<T>(value: T, rewrite: (ref: string) => string): T {
  if (Array.isArray(value)) return value.map((item) => mapRefs(item, rewrite)) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Json = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = key === "$ref" && typeof item === "string" ? rewrite(item) : mapRefs(item, rewrite);
  }
  return out as T;
}

/** Key-order-free text of a schema; refs to schemas in `merged` lose their side. */
function canonical(json: unknown, merged: ReadonlySet<string> = new Set()): string {
  const sameSide = mapRefs(json, (ref) => {
    const match = PLACEHOLDER.exec(ref);
    return match && merged.has(match[2]!) ? `zod:either:${match[2]}` : ref;
  });
  return JSON.stringify(sameSide, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

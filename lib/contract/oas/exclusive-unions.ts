import type { Json } from "./zod-json";

/**
 * zod writes every union as `anyOf`. Where no value can match two alternatives, `oneOf` says so,
 * and code generators and validators treat it as a tagged choice. This rewrites an `anyOf` to
 * `oneOf` only when every pair of alternatives is shown to be disjoint; anything it cannot show
 * stays `anyOf`, which is never wrong.
 */
export function markExclusiveUnions<T>(value: T, schemas: Record<string, Json>): T {
  const resolve = (schema: Json): Json => {
    const ref = schema.$ref;
    if (typeof ref !== "string") return schema;
    const target = schemas[ref.replace("#/components/schemas/", "")];
    if (!target) throw new Error(`unresolved $ref ${ref}`);
    return resolve(target);
  };
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== "object") return node;
    const out: Json = {};
    for (const [key, item] of Object.entries(node)) {
      const exclusive =
        key === "anyOf" && Array.isArray(item) && pairwise(item as Json[], resolve, disjoint);
      out[exclusive ? "oneOf" : key] = visit(item);
    }
    return out;
  };
  return visit(value) as T;
}

type Resolve = (schema: Json) => Json;

function pairwise(
  items: Json[],
  resolve: Resolve,
  test: (a: Json, b: Json, resolve: Resolve) => boolean,
): boolean {
  return items.every((a, i) => items.slice(i + 1).every((b) => test(a, b, resolve)));
}

/** True only when no JSON value can satisfy both `a` and `b`. */
function disjoint(left: Json, right: Json, resolve: Resolve): boolean {
  const a = resolve(left);
  const b = resolve(right);
  const aBranches = (a.anyOf ?? a.oneOf) as Json[] | undefined;
  if (aBranches) return aBranches.every((branch) => disjoint(branch, b, resolve));
  const bBranches = (b.anyOf ?? b.oneOf) as Json[] | undefined;
  if (bBranches) return bBranches.every((branch) => disjoint(a, branch, resolve));
  const ta = typesOf(a);
  const tb = typesOf(b);
  if (ta && tb && ![...ta].some((t) => [...tb].some((u) => typesOverlap(t, u)))) return true;
  const va = valuesOf(a);
  const vb = valuesOf(b);
  if (va && vb && !va.some((x) => vb.some((y) => JSON.stringify(x) === JSON.stringify(y)))) {
    return true;
  }
  return objectsDisjoint(a, b, resolve) || objectsDisjoint(b, a, resolve);
}

/**
 * Two object schemas exclude each other when one requires a property the other, being closed
 * (`additionalProperties: false`), does not allow, or both require a property whose schemas
 * exclude each other.
 */
function objectsDisjoint(a: Json, b: Json, resolve: Resolve): boolean {
  const required = (a.required ?? []) as string[];
  const aProps = (a.properties ?? {}) as Record<string, Json>;
  const bProps = (b.properties ?? {}) as Record<string, Json>;
  const bRequired = new Set((b.required ?? []) as string[]);
  return required.some((name) => {
    if (!(name in bProps)) return b.additionalProperties === false;
    const mine = aProps[name];
    const theirs = bProps[name];
    return bRequired.has(name) && !!mine && !!theirs && disjoint(mine, theirs, resolve);
  });
}

/** JSON Schema's `integer` is a subset of `number`. */
function typesOverlap(t: string, u: string): boolean {
  return t === u || (t === "integer" && u === "number") || (t === "number" && u === "integer");
}

function typesOf(schema: Json): Set<string> | undefined {
  if (typeof schema.type === "string") return new Set([schema.type]);
  if (Array.isArray(schema.type)) return new Set(schema.type as string[]);
  const values = valuesOf(schema);
  return values && new Set(values.map(jsonType));
}

function valuesOf(schema: Json): unknown[] | undefined {
  if ("const" in schema) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : undefined;
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

import { z } from "zod";

export type Json = Record<string, unknown>;

/** Which side of a schema a document position describes: what clients send, or what they get. */
export type Io = "input" | "output";

/**
 * zod's JSON Schema for `schema` read as `io`, with the corrections the document needs:
 *
 * - A transform has no JSON Schema of its own, so on the output side zod would describe a
 *   normalised value (`#rrggbb` lowercased, say) as "anything". Every transform in the
 *   contract keeps its input's type, so the output side reuses the input's description.
 * - `.int()` makes zod write the safe-integer range (±(2^53 − 1)) as bounds. That is zod's
 *   default, not a rule of the API, so it is dropped unless the schema states it itself.
 * - On the input side zod leaves out the default of a schema that converts its input (a query
 *   integer arrives as text). The server still applies it, so it is kept when it is itself a
 *   valid input.
 *
 * Named schemas (`.meta({ id })`) come back as `#/$defs/<id>` refs beside a `$defs` map.
 */
export function zodJsonSchema(schema: z.ZodType, io: Io): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    metadata: z.globalRegistry,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      if (
        io === "output" &&
        zodSchema instanceof z.ZodPipe &&
        zodSchema.out instanceof z.ZodTransform
      ) {
        const { $defs, ...inputSide } = zodJsonSchema(zodSchema.in as z.ZodType, io);
        if ($defs)
          throw new Error("a transformed schema that embeds named schemas is not supported");
        Object.assign(jsonSchema, inputSide);
      }
      if (zodSchema instanceof z.ZodNumber) trimSafeIntegerBounds(zodSchema, jsonSchema as Json);
      if (io === "input" && zodSchema instanceof z.ZodDefault && !("default" in jsonSchema)) {
        const value: unknown = zodSchema.def.defaultValue;
        if (z.safeParse(zodSchema.unwrap(), value).success) jsonSchema.default = value;
      }
    },
  }) as Json;
  return rest;
}

function trimSafeIntegerBounds(schema: z.ZodNumber, json: Json): void {
  const stated = new Set<unknown>();
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; value?: unknown };
    if (def.check === "greater_than" || def.check === "less_than") stated.add(def.value);
  }
  if (json.minimum === Number.MIN_SAFE_INTEGER && !stated.has(Number.MIN_SAFE_INTEGER)) {
    delete json.minimum;
  }
  if (json.maximum === Number.MAX_SAFE_INTEGER && !stated.has(Number.MAX_SAFE_INTEGER)) {
    delete json.maximum;
  }
}

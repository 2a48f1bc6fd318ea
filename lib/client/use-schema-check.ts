"use client";

import { useEffect, useMemo, useState } from "react";
import type { z } from "zod";
import type { SchemaLoader } from "./fetch";
import { type CheckResult, check } from "./validation";

/**
 * Checks a form's request body against the contract's schema as the artist types. The schema
 * (and zod with it) is fetched the first time `active` turns true, usually the first keystroke,
 * so a page's first load carries none of it. Until it arrives the result is null: no errors are
 * shown for the moment it takes. `value` must be memoised by the caller.
 */
export function useSchemaCheck<S extends z.ZodType>(
  loader: SchemaLoader<S>,
  value: unknown,
  active: boolean,
): CheckResult<z.output<S>> | null {
  const [schema, setSchema] = useState<S | null>(null);
  useEffect(() => {
    if (!active || schema) return;
    let live = true;
    loader()
      .then((loaded) => {
        if (live) setSchema(() => loaded);
      })
      // A chunk that failed to load leaves the check to submit, which reports it.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [active, schema, loader]);
  return useMemo(() => (schema ? check(schema, value) : null), [schema, value]);
}

/** The same check on submit, loading the schema if typing had not already. */
export async function checkWith<S extends z.ZodType>(
  loader: SchemaLoader<S>,
  value: unknown,
): Promise<CheckResult<z.output<S>>> {
  return check(await loader(), value);
}

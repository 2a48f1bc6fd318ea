"use client";

import { type FormEvent, useEffect, useMemo, useState } from "react";
import type { z } from "zod";
import type { SchemaLoader } from "./fetch";
import { type CheckResult, check, type FieldErrors } from "./validation";

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

/**
 * A form checked against its request schema: live once the artist has touched it, and again on
 * submit, where a schema that failed to load is reported under "form". `submit` makes the
 * submit handler that runs `onValid` with the checked body only when it passes. `body` must be
 * memoised by the caller.
 */
export function useCheckedForm<S extends z.ZodType>(
  loader: SchemaLoader<S>,
  body: unknown,
  /** When the live check runs; by default once the form is touched. */
  active?: boolean,
) {
  const [touched, setTouched] = useState(false);
  const [submitErrors, setSubmitErrors] = useState<FieldErrors | null>(null);
  const live = useSchemaCheck(loader, body, active ?? touched);
  const errors: FieldErrors = live ? (live.ok ? {} : live.errors) : (submitErrors ?? {});
  const touch = () => setTouched(true);
  const submit = (onValid: (data: z.output<S>) => void) => async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const result = await checkWith(loader, body).catch(() => null);
    if (!result) {
      setSubmitErrors({ form: "Part of the studio failed to load: reload the page." });
      return;
    }
    if (!result.ok) {
      setSubmitErrors(result.errors);
      return;
    }
    setSubmitErrors(null);
    onValid(result.data);
  };
  /** Forgets what the last submit found. */
  const reset = () => setSubmitErrors(null);
  return { touched, touch, errors, formError: submitErrors?.form ?? null, submit, reset };
}

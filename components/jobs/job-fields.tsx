"use client";

import { useEffect, useRef } from "react";
import { FormField, numberClass, selectClass } from "@/components/ui/form-field";
import {
  FRAMING_ANCHORS,
  FRAMING_MARGIN_MAX,
  PALETTE_EXTRAS_MAX,
  TIERS,
  type Tier,
} from "@/lib/client/constants";
import { costLabel } from "@/lib/client/labels";
import type { FieldErrors } from "@/lib/client/validation";

/** Fields every job takes beyond its own: palette extras and framing, as typed. */
export interface AdvancedValues {
  paletteExtras: string;
  framingMargin: string;
  framingAnchor: (typeof FRAMING_ANCHORS)[number];
}

export const ADVANCED_DEFAULTS: AdvancedValues = {
  paletteExtras: "",
  framingMargin: "0",
  framingAnchor: "center",
};

const anchorLabel = (anchor: string) =>
  anchor === "center" ? "Center" : anchor.charAt(0).toUpperCase() + anchor.slice(1);

/**
 * "Advanced": palette extras (empty means the service's default for the preset or mode) and the
 * framing margin and anchor that grow the canvas first. Closed until the artist opens it, unless
 * one of its fields has an error.
 */
export function AdvancedFields({
  values,
  onChange,
  errors,
  extrasDefault,
  extrasHint,
}: {
  values: AdvancedValues;
  onChange: (next: Partial<AdvancedValues>) => void;
  errors: FieldErrors;
  extrasDefault: number;
  extrasHint: string;
}) {
  const invalid = Boolean(errors.palette_extras || errors.framing_margin || errors.framing_anchor);
  // Opened for an error, left as the artist set it otherwise (a controlled `open` would snap
  // shut the moment the error is fixed).
  const disclosure = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (invalid && disclosure.current) disclosure.current.open = true;
  }, [invalid]);
  return (
    <details ref={disclosure} className="group rounded-lg border border-line px-3 py-2 open:pb-3">
      <summary className="cursor-pointer text-sm font-medium text-zinc-300 select-none">
        Advanced
      </summary>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <FormField
          label="Palette extras"
          error={errors.palette_extras}
          hint={`${extrasHint} Empty: ${extrasDefault}. 0 keeps the colors exactly.`}
          className="sm:col-span-2"
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              max={PALETTE_EXTRAS_MAX}
              placeholder={String(extrasDefault)}
              value={values.paletteExtras}
              onChange={(e) => onChange({ paletteExtras: e.target.value })}
              className={numberClass}
            />
          )}
        </FormField>
        <FormField
          label="Framing margin"
          error={errors.framing_margin}
          hint={`Percent the canvas grows first, 0 to ${FRAMING_MARGIN_MAX}.`}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              max={FRAMING_MARGIN_MAX}
              value={values.framingMargin}
              onChange={(e) => onChange({ framingMargin: e.target.value })}
              className={numberClass}
            />
          )}
        </FormField>
        <FormField label="Framing anchor" error={errors.framing_anchor}>
          {(control) => (
            <select
              {...control}
              value={values.framingAnchor}
              onChange={(e) =>
                onChange({ framingAnchor: e.target.value as AdvancedValues["framingAnchor"] })
              }
              className={selectClass}
            >
              {FRAMING_ANCHORS.map((anchor) => (
                <option key={anchor} value={anchor}>
                  {anchorLabel(anchor)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </details>
  );
}

/** The advanced values as request fields: empty text is left to the service's default. */
export function advancedBody(values: AdvancedValues) {
  const number = (text: string) => (text.trim() === "" ? undefined : Number(text));
  return {
    palette_extras: number(values.paletteExtras),
    framing_margin: number(values.framingMargin),
    framing_anchor: values.framingAnchor,
  };
}

export function PublicField({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm text-zinc-200">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-4 accent-accent"
      />
      Public
      <span className="text-xs text-zinc-400">(the result shows in the gallery)</span>
    </label>
  );
}

/** One of a few priced choices, each a card with its price and what it is better at. */
export function OptionCards<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: V; label: string; cost: number; detail: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-zinc-300">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer gap-3 rounded-lg border border-line px-3 py-2 has-[:checked]:border-accent"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-1 accent-accent"
          />
          <span className="flex flex-col">
            <span className="text-sm text-zinc-100">
              {option.label} · {costLabel(option.cost)}
            </span>
            <span className="text-xs text-zinc-400">{option.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Normal or pro, each with its price and what it is better at. */
export function TierField({
  name,
  value,
  onChange,
  costs,
  hints,
}: {
  name: string;
  value: Tier;
  onChange: (tier: Tier) => void;
  costs: Record<Tier, number>;
  hints: Record<Tier, string>;
}) {
  return (
    <OptionCards
      legend="Tier"
      name={name}
      options={TIERS.map((tier) => ({
        value: tier,
        label: tier === "normal" ? "Normal" : "Pro",
        cost: costs[tier],
        detail: hints[tier],
      }))}
      value={value}
      onChange={onChange}
    />
  );
}

/** Why this sprite cannot be the source of an operation, or null when it can. */
export function sourceProblem(
  sprite: { kind: string; width: number; height: number },
  what: string,
  sides: { min: number; max: number },
): string | null {
  if (sprite.kind === "animation") return `${what} take a still sprite, not an animation.`;
  const { width: w, height: h } = sprite;
  if (w < sides.min || h < sides.min || w > sides.max || h > sides.max) {
    return sides.min <= 1
      ? `This sprite is ${w} × ${h} px; ${what.toLowerCase()} take at most ${sides.max} px per side.`
      : `This sprite is ${w} × ${h} px; ${what.toLowerCase()} take ${sides.min} to ${sides.max} px per side.`;
  }
  return null;
}

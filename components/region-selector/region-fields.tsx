"use client";

import { useState } from "react";
import { numberClass } from "@/components/ui/form-field";
import { maxSide, type Rect } from "@/lib/client/region";
import { useRegionEditor } from "./region-context";

const FIELDS: { field: keyof Rect; label: string }[] = [
  { field: "x", label: "X" },
  { field: "y", label: "Y" },
  { field: "width", label: "Region width" },
  { field: "height", label: "Region height" },
];

/**
 * The region as four spinbuttons, mirrored both ways with the canvas: a drag updates them, and
 * typing moves or resizes the box. While a field is being typed in it keeps the text as typed
 * (an empty field, a number past the edge); the region takes the nearest legal value, which the
 * field shows once it loses focus.
 */
export function RegionFields() {
  return (
    <div className="grid grid-cols-2 gap-3">
      {FIELDS.map(({ field, label }) => (
        <RegionField key={field} field={field} label={label} />
      ))}
    </div>
  );
}

function RegionField({ field, label }: { field: keyof Rect; label: string }) {
  const value = useRegionEditor((s) => s.region[field]);
  const bounds = useRegionEditor((s) => s.bounds);
  const setField = useRegionEditor((s) => s.setField);
  const [draft, setDraft] = useState<string | null>(null);
  const id = `region-${field}`;
  const max =
    field === "x"
      ? bounds.width - 1
      : field === "y"
        ? bounds.height - 1
        : maxSide(field === "width" ? bounds.width : bounds.height);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-zinc-300">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={field === "x" || field === "y" ? 0 : 1}
        max={max}
        step={1}
        value={draft ?? String(value)}
        onChange={(e) => {
          setDraft(e.target.value);
          if (e.target.value.trim() !== "") setField(field, Number(e.target.value));
        }}
        onBlur={() => setDraft(null)}
        className={numberClass}
      />
    </div>
  );
}

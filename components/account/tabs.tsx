"use client";

import { type KeyboardEvent, type ReactNode, useRef } from "react";

type Tab = { readonly id: string; readonly label: string };
export type TabId<T extends readonly Tab[]> = T[number]["id"];

interface Props<T extends readonly Tab[]> {
  tabs: T;
  selected: TabId<T>;
  onSelect: (id: TabId<T>) => void;
  idPrefix: string;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows, Home and End move between tabs and select
 * them; only the selected tab is in the tab order, and the panel follows it.
 */
export function Tabs<T extends readonly Tab[]>({
  tabs,
  selected,
  onSelect,
  idPrefix,
  children,
}: Props<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKey = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <div role="tablist" aria-label="Account sections" className="flex gap-1 border-b border-line">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                refs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${idPrefix}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${idPrefix}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKey(event, index)}
              className={`-mb-px border-b-2 px-4 py-2 text-sm transition-colors ${
                active
                  ? "border-accent text-zinc-50"
                  : "border-transparent text-zinc-400 hover:text-zinc-200"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes the panel focusable.
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}

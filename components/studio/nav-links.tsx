"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";

const LINKS = [
  { href: "/", label: "Library" },
  { href: "/create", label: "Create" },
  { href: "/palettes", label: "Palettes" },
  { href: "/packs", label: "Packs" },
  { href: "/gallery", label: "Gallery" },
  { href: "/account", label: "Account" },
] as const;

/** A sprite page belongs to the library, so "Library" stays marked while viewing one. */
function isCurrent(pathname: string, href: string) {
  if (href === "/") return pathname === "/" || pathname.startsWith("/sprites/");
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The studio's links: a row in the header on a wide screen; on a narrower screen (six links
 * do not fit beside the logo, the balance and Sign out) a "Menu" button that opens them as a list
 * under the header. Following a link, Escape or the button again closes it.
 */
export function NavLinks() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);

  // A link followed (the path changed) closes the menu.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <nav aria-label="Studio" className="flex items-center">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="flex h-9 items-center gap-2 rounded-md border border-line px-3 text-sm text-zinc-200 hover:border-zinc-500 aria-expanded:border-accent lg:hidden"
      >
        <svg aria-hidden viewBox="0 0 8 8" className="size-3" shapeRendering="crispEdges">
          <path d="M0 1h8v1H0zM0 3.5h8v1H0zM0 6h8v1H0z" fill="currentColor" />
        </svg>
        Menu
      </button>
      <ul
        id={listId}
        className={`${open ? "flex" : "hidden"} absolute inset-x-0 top-full flex-col gap-1 border-b border-line bg-ink p-3 shadow-lg lg:static lg:flex lg:flex-row lg:items-center lg:gap-1 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
      >
        {LINKS.map(({ href, label }) => {
          const here = isCurrent(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={here ? "page" : undefined}
                onClick={() => setOpen(false)}
                className={`block rounded-md px-3 py-2.5 text-sm whitespace-nowrap transition-colors lg:py-1.5 ${
                  here ? "bg-panel-2 text-zinc-50" : "text-zinc-400 hover:text-zinc-100"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

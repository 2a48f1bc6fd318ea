"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

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

export function NavLinks() {
  const pathname = usePathname();
  return (
    <nav aria-label="Studio" className="flex items-center gap-0.5 overflow-x-auto sm:gap-1">
      {LINKS.map(({ href, label }) => {
        const current = isCurrent(pathname, href);
        return (
          <Link
            key={href}
            href={href}
            aria-current={current ? "page" : undefined}
            className={`rounded-md px-2.5 py-1.5 text-sm whitespace-nowrap transition-colors sm:px-3 ${
              current ? "bg-panel-2 text-zinc-50" : "text-zinc-400 hover:text-zinc-100"
            }`}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

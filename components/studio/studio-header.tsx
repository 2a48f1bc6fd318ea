import Link from "next/link";
import { BalanceBadge } from "./balance-badge";
import { Logo } from "./logo";
import { NavLinks } from "./nav-links";
import { SignOutButton } from "./sign-out-button";

export function StudioHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-ink/90 backdrop-blur">
      <div className="mx-auto flex min-h-14 max-w-7xl items-center gap-x-3 px-4 py-2 sm:px-6">
        <Link
          href="/"
          className="flex items-center gap-2 font-semibold text-zinc-100"
          aria-label="Spritewright home"
        >
          <Logo size={22} />
          <span className="hidden sm:inline">Spritewright</span>
        </Link>
        {/* On a phone the links fold into a menu that opens under the header. */}
        <NavLinks />
        <div className="ml-auto flex items-center gap-2">
          <BalanceBadge />
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}

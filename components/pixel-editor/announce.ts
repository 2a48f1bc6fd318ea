/**
 * Telling assistive technology what happened across a navigation: the live region lives on
 * `document.body`, outside any page, so a message set just before the route changes is still
 * read after it.
 */
const ANNOUNCER_ID = "pixel-editor-announcer";

/** Makes sure the live region exists; call it early (a region must exist before it speaks). */
export function ensureAnnouncer(): HTMLElement {
  const existing = document.getElementById(ANNOUNCER_ID);
  if (existing) return existing;
  const region = document.createElement("div");
  region.id = ANNOUNCER_ID;
  region.setAttribute("role", "status");
  region.setAttribute("aria-live", "polite");
  region.className = "sr-only";
  document.body.append(region);
  return region;
}

export function announce(message: string): void {
  const region = ensureAnnouncer();
  region.textContent = "";
  // A fresh text node after a tick: screen readers skip a region whose text did not change.
  window.setTimeout(() => {
    region.textContent = message;
  }, 50);
}

/**
 * Moves focus to the page's first-level heading once it shows `text` (the page being navigated
 * to renders it a moment later). Gives up after `timeoutMs`.
 */
export function focusHeadingWhenShown(text: string, timeoutMs = 10_000): void {
  const tryFocus = () => {
    const heading = [...document.querySelectorAll<HTMLHeadingElement>("main h1")].find(
      (h) => h.textContent?.trim() === text.trim(),
    );
    if (!heading) return false;
    heading.tabIndex = -1;
    heading.focus();
    return true;
  };
  if (tryFocus()) return;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/* Shown at the top of the page, over the navy header, whatever the scroll: so its ring is the light one. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-amber focus:px-4 focus:py-3 focus:font-bold focus:text-ink focus:[--focus-ring:var(--color-sky-light)]"
    >
      Skip to main content
    </a>
  );
}

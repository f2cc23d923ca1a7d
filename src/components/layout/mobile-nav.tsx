'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { NavItem } from '@/domain/site';

/*
 * The menu of the mobile and tablet header. A disclosure button (aria-expanded) over a list of
 * links, open over a dimmed overlay of the page: while open, Tab and Shift+Tab cycle between the
 * button and the links, Escape or a tap on the overlay closes it and returns focus to the button.
 * It closes as the visitor leaves the page, so going back (a page restored from the browser's
 * back/forward cache) shows the page, not the menu.
 */
export function MobileNav({ items }: { items: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (!open) return;
    // Now, not in a later task: a page put in the back/forward cache is frozen before that runs.
    const onPageHide = () => flushSync(() => setOpen(false));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
      if (event.key === 'Tab') keepFocusInMenu(event, buttonRef.current, panelRef.current);
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [open]);

  return (
    <div className="desktop:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="relative z-30 inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border-2 border-paper/70 px-3 py-2 font-semibold text-paper hover:bg-paper/10"
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" focusable="false">
          {open ? (
            <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
        <span>Menu</span>
      </button>
      {open ? (
        <div
          aria-hidden="true"
          data-testid="menu-overlay"
          className="fixed inset-0 z-20 bg-ink/60"
          onClick={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
      <nav
        ref={panelRef}
        id={panelId}
        aria-label="Main"
        data-nav-section="Top Navigation"
        hidden={!open}
        className="absolute inset-x-0 top-full z-40 border-t border-paper/20 bg-ink shadow-xl"
      >
        <ul className="container-page flex flex-col py-4">
          {items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={pathname === item.href ? 'page' : undefined}
                className="block rounded-md px-2 py-3 text-lg font-semibold text-paper hover:bg-paper/10 aria-[current=page]:text-amber"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Tab from the last link goes back to the menu button, Shift+Tab from the button to the last link. */
function keepFocusInMenu(event: KeyboardEvent, button: HTMLElement | null, panel: HTMLElement | null) {
  if (!button || !panel) return;
  const stops = [button, ...panel.querySelectorAll<HTMLElement>('a[href]')];
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const active = document.activeElement;
  const inside = stops.includes(active as HTMLElement);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

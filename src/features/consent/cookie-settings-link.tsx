'use client';

import { openConsentEvent } from './open-consent';

/* Footer link that reopens the banner; without JavaScript it leads to the cookie policy. */
export function CookieSettingsLink() {
  return (
    <a
      href="/cookie-policy"
      className="inline-flex min-h-11 items-center underline hover:text-amber"
      onClick={(event) => {
        event.preventDefault();
        window.dispatchEvent(new Event(openConsentEvent));
      }}
    >
      Cookie settings
    </a>
  );
}

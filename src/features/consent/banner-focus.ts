import { useEffect, type RefObject } from 'react';

/**
 * While the banner is open, nothing it covers may hold the focus unseen (WCAG 2.2, 2.4.11): its
 * height becomes the page's bottom scroll padding (globals.css), which browsers keep clear when
 * they scroll a focused element into view, and an element focused under it anyway (focus moved by
 * script, or an element already on screen) is scrolled up above it.
 */
export function useBannerKeepsFocusInView(bannerRef: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    // Both elements that read it: the property is not inherited (globals.css says why).
    const setBannerHeight = (height: string) => {
      for (const element of [document.documentElement, document.body])
        element.style.setProperty('--consent-banner-height', height);
    };
    const banner = bannerRef.current;
    if (!open || !banner) {
      setBannerHeight('0px');
      return;
    }
    const observer = new ResizeObserver(() => setBannerHeight(`${banner.offsetHeight}px`));
    observer.observe(banner);
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || banner.contains(target)) return;
      const covered = target.getBoundingClientRect().bottom - banner.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: covered + 16, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      setBannerHeight('0px');
    };
  }, [bannerRef, open]);
}

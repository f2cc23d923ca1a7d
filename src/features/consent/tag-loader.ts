import { gtag } from '@/features/analytics/data-layer';
import type { TagConfig } from './consent';

let loaded = false;

function addScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Google's standard GTM and GA4 snippets, run once, from the configured tag host. */
export function loadTags(config: TagConfig): void {
  if (loaded) return;
  loaded = true;
  const host = config.tagHost.replace(/\/+$/, '');
  if (config.gtmId) {
    const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(`${host}/gtm.js?id=${encodeURIComponent(config.gtmId)}`);
  }
  if (config.gaId) {
    addScript(`${host}/gtag/js?id=${encodeURIComponent(config.gaId)}`);
    gtag('js', new Date());
    gtag('config', config.gaId);
  }
}

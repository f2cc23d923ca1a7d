import { markerAttributes, type Ga4Marker as Marker } from '@/domain/analytics/ga4-events';

/*
 * A page's GA4 event as data attributes on an empty, hidden element, written by the server from
 * the row or unit the page shows. No script of its own: ./ga4-dom.ts reads it once analytics
 * consent is given (docs/analytics-events.md).
 */
export function Ga4Marker(marker: Marker) {
  return <i hidden {...markerAttributes(marker)} />;
}

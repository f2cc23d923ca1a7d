import type { PlaceIconName } from '@/domain/place-icons';
import { LineIcon } from '@/components/ui/line-icon';

/*
 * Small line icons for amenities and features, drawn on a 24-unit grid in the current text colour.
 * Decorative: the text beside each icon carries the meaning.
 */
const paths: Record<PlaceIconName, string> = {
  volume: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
  parking: 'M5 3h14v18H5zM10 17V7h3a3 3 0 0 1 0 6h-3',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  coffee: 'M4 8h12v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM16 10h2a2 2 0 0 1 0 4h-2M7 2v3M11 2v3',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  truck: 'M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  wrench: 'M14 6a4 4 0 0 0 5 5l-9 9a2 2 0 0 1-3-3l9-9a4 4 0 0 1-2-2z',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  camera: 'M3 7h11l3-3 4 4-3 3v3H3zM7 14v6M4 20h6',
  plane: 'M2 13l8-2 4-8h2l-1 8 6 1 1 2-7 1 1 6h-2l-3-5-8-1z',
  sofa: 'M4 11V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v3M2 12a2 2 0 0 1 4 0v2h12v-2a2 2 0 0 1 4 0v6H2zM5 18v2M19 18v2',
  building: 'M4 21V5l8-3v19M12 8h8v13M2 21h20M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2',
  child: 'M12 3a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM7 21l2-8h6l2 8M8 13l-3-3M16 13l3-3',
  accessible: 'M11 3a2 2 0 1 0 0 .01M10 7v7h6l2 6M10 10h5M8 11a6 6 0 1 0 7 8',
  lift: 'M5 2h14v20H5zM9 9l3-3 3 3M9 15l3 3 3-3',
  dumbbell: 'M3 9v6M6 7v10M18 7v10M21 9v6M6 12h12',
  train:
    'M6 3h12a2 2 0 0 1 2 2v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V5a2 2 0 0 1 2-2zM4 11h16M8 15h.01M16 15h.01M7 22l2-4M17 22l-2-4',
  table: 'M3 9h18M5 9v10M19 9v10M8 5h8M12 5v4',
  utensils: 'M6 2v8a2 2 0 0 0 4 0V2M8 10v12M17 2c-2 2-2 6 0 9v11',
  tree: 'M12 2a6 6 0 0 1 6 6 5 5 0 0 1-3 8H9a5 5 0 0 1-3-8 6 6 0 0 1 6-6zM12 16v6M8 22h8',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5M3 18l9 5 9-5',
  shower: 'M4 21V6a3 3 0 0 1 6 0M8 8h8a4 4 0 0 0-8 0M10 13v1M14 13v1M12 16v1M10 19v1M14 19v1',
  bike: 'M5.5 17.5a3.5 3.5 0 1 0 0-.01M18.5 17.5a3.5 3.5 0 1 0 0-.01M5.5 17.5L9 9h6l3.5 8.5M12 17.5L9 9M8 6h3M15 9l-1-3h2',
  shirt: 'M8 3l-5 3 2 5 3-1v11h8V10l3 1 2-5-5-3a4 4 0 0 1-8 0z',
  snowflake: 'M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9 4l3 2 3-2M9 20l3-2 3 2',
  desk: 'M2 10h20M4 10v10M20 10v10M14 10v5h6M8 6a2 2 0 1 0 0-.01M6 10V8h4v2',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  plug: 'M9 2v6M15 2v6M6 8h12v3a6 6 0 0 1-12 0zM12 17v5',
  box: 'M4 7l8-4 8 4v10l-8 4-8-4zM4 7l8 4 8-4M12 11v10',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
};

export function PlaceIcon({ name, className = 'h-6 w-6' }: { name: PlaceIconName; className?: string }) {
  return <LineIcon d={paths[name]} className={className} strokeWidth={1.8} />;
}

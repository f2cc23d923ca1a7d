import { startPreview } from '@/cms/preview-route';

/* Live preview: draft mode for signed-in editors, then the page (src/cms/preview-route.ts). */
export const dynamic = 'force-dynamic';

export const GET = startPreview;

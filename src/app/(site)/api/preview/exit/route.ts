import { endPreview } from '@/cms/preview-route';

/* Leaves the draft preview (src/cms/preview-route.ts). */
export const dynamic = 'force-dynamic';

export const GET = endPreview;

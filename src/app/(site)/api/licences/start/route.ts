import { licenceFormPost } from '@/content/licences';
import { handleLicenceStartPost } from '@/server/licences/handler';

/* "Take this unit online": the start step's post (src/server/licences/handler.ts). */
export const dynamic = 'force-dynamic';

export const POST = licenceFormPost(handleLicenceStartPost);

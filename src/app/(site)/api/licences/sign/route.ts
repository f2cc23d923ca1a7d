import { licenceFormPost } from '@/content/licences';
import { handleLicenceSignPost } from '@/server/licences/handler';

/* "Take this unit online": the sign step's post (src/server/licences/handler.ts). */
export const dynamic = 'force-dynamic';

export const POST = licenceFormPost(handleLicenceSignPost);

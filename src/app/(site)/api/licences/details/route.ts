import { licenceFormPost } from '@/content/licences';
import { handleLicenceDetailsPost } from '@/server/licences/handler';

/* "Take this unit online": the details step's post (src/server/licences/handler.ts). */
export const dynamic = 'force-dynamic';

export const POST = licenceFormPost(handleLicenceDetailsPost);

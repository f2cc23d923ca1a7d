import { licencePayPost } from '@/content/licences';

/* POST /api/licences/mandate: from the licence's signed page to Stripe Checkout to set up the monthly rent (Bacs Direct Debit or card). */
export const dynamic = 'force-dynamic';

export const POST = licencePayPost('mandate');

import { licencePayPost } from '@/content/licences';

/* POST /api/licences/pay: from the licence's signed page to Stripe Checkout for the deposit and first month. */
export const dynamic = 'force-dynamic';

export const POST = licencePayPost('deposit');

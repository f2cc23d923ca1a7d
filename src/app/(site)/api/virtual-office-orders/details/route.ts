import { orderFormPost } from '@/content/virtual-office-orders';
import { handleOrderDetailsPost } from '@/server/orders/order-handler';

/* The order's details: checked, kept in the draft cookie, then the review page (or the form again). */
export const dynamic = 'force-dynamic';

export const POST = orderFormPost(handleOrderDetailsPost);

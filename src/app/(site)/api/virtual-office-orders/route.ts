import { orderFormPost } from '@/content/virtual-office-orders';
import { handleOrderPlacePost } from '@/server/orders/order-handler';

/* "Place order": the checked draft becomes a virtual-office order (docs/decisions/0023). */
export const dynamic = 'force-dynamic';

export const POST = orderFormPost(handleOrderPlacePost);

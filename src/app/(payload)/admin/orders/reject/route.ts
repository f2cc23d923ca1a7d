import { handleStaffOrderReject } from '@/server/orders/staff-order-check';
import { staffOrderRoute } from '../staff-route';

/* POST /admin/orders/reject: staff record that an order's identity check did not pass, with the reason the buyer is sent. */
export const dynamic = 'force-dynamic';

export const POST = staffOrderRoute(handleStaffOrderReject);

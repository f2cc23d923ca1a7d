import { handleStaffOrderVerify } from '@/server/orders/staff-order-check';
import { staffOrderRoute } from '../staff-route';

/* POST /admin/orders/verify: staff record that an order's identity check passed (src/server/orders/staff-order-check.ts). */
export const dynamic = 'force-dynamic';

export const POST = staffOrderRoute(handleStaffOrderVerify);

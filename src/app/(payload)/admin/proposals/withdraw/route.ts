import { withdrawRoute } from '../staff-route';

/* POST /admin/proposals/withdraw: sales withdraw a proposal not yet signed (src/server/licences/proposals-staff.ts). */
export const dynamic = 'force-dynamic';

export const POST = withdrawRoute;

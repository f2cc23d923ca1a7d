import { sendRoute } from '../staff-route';

/* POST /admin/proposals/send: sales send a proposal (src/server/licences/proposals-staff.ts). */
export const dynamic = 'force-dynamic';

export const POST = sendRoute;

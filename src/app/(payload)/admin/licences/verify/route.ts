import { handleStaffLicenceVerify } from '@/server/licences/staff';
import { staffLicenceRoute } from '../staff-route';

/* POST /admin/licences/verify: staff record that the signatory's identity check passed (src/server/licences/staff.ts). */
export const dynamic = 'force-dynamic';

export const POST = staffLicenceRoute(handleStaffLicenceVerify);

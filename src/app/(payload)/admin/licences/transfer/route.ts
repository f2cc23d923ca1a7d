import { handleStaffLicenceTransfer } from '@/server/licences/staff';
import { staffLicenceRoute } from '../staff-route';

/* POST /admin/licences/transfer: staff record the deposit and first month received (src/server/licences/staff.ts). */
export const dynamic = 'force-dynamic';

export const POST = staffLicenceRoute(handleStaffLicenceTransfer);

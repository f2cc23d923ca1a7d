import { ensureLicencePdf } from '@/content/licences';
import { handleStaffLicenceCountersign } from '@/server/licences/countersign';
import { staffLicenceRoute } from '../staff-route';

/* POST /admin/licences/countersign: a sales person or administrator countersigns in their name (src/server/licences/countersign.ts). */
export const dynamic = 'force-dynamic';

export const POST = staffLicenceRoute((request, deps, staff) =>
  handleStaffLicenceCountersign(request, { ...deps, renderCountersigned: async (licence) => void (await ensureLicencePdf(licence, deps.db, 'countersigned')) }, staff),
);

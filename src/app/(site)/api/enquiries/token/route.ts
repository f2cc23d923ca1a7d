import { serverEnv } from '@/env';
import { formTokenPixelResponse } from '@/server/requests/form-token';

export const dynamic = 'force-dynamic';

/** The 1x1 image in the plain enquiry form: it sets the form's signed, time-stamped token. */
export function GET(request: Request): Response {
  return formTokenPixelResponse(request, serverEnv());
}

import { failureResponse, handleEnquiryPost } from '@/server/enquiries/enquiry-handler';
import { logger } from '@/server/logger';
import { formPostGuards, getEnquiryRuntime } from '@/server/runtime';

export const dynamic = 'force-dynamic';

const log = logger.child({ component: 'enquiry-api' });

export async function POST(request: Request): Promise<Response> {
  try {
    const runtime = await getEnquiryRuntime();
    return await handleEnquiryPost(request, { ...formPostGuards(runtime), log });
  } catch (error) {
    // The runtime did not start (the database cannot be opened): class and code only are logged.
    return failureResponse(error, 'json', log);
  }
}

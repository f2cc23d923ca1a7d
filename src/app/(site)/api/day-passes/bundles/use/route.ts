import { handleBundleUse } from '@/server/day-passes/bundle-handler';
import { bundleDeps, runtimeUnavailable } from '../deps';

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const deps = await bundleDeps();
  return deps ? handleBundleUse(request, deps) : runtimeUnavailable();
}

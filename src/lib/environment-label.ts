/*
 * The environment label of the spec (production, uat or test), chosen from the origin the site is
 * served on. It decides robots.txt and the ribbon shown on non-production sites.
 */

export type EnvironmentLabel = 'production' | 'uat' | 'test';

const uatPattern = /(^|[.-])(uat|staging|preprod)([.-]|$)/i;
const localPattern = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1|0\.0\.0\.0)$/i;

export function environmentLabelFor(origin: string, productionOrigin: string): EnvironmentLabel {
  let host: string;
  let productionHost: string;
  try {
    host = new URL(origin).hostname;
    productionHost = new URL(productionOrigin).hostname;
  } catch {
    return 'test';
  }
  if (uatPattern.test(host)) return 'uat';
  if (localPattern.test(host)) return 'test';
  return host === productionHost ? 'production' : 'test';
}

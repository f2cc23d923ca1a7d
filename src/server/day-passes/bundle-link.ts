import 'server-only';
import { bundlePaths } from '@/domain/day-pass/bundle';
import { manageLinkExpiry, managePath } from '../links/manage-link';

/*
 * A bundle's page is opened with its signed manage link (subject 'day-pass-bundle'), so no other
 * kind of link opens it. It runs until 30 days after the longest a bundle can last from its
 * purchase (validity months, plus a month for a payment that came late).
 */

type Linked = { readonly id: string; readonly createdAt: Date; readonly validMonths: number };

const dayMs = 24 * 60 * 60 * 1000;
const expiryOf = (bundle: Linked) => manageLinkExpiry(new Date(bundle.createdAt.getTime() + (bundle.validMonths + 1) * 31 * dayMs));

export const bundleManagePath = (bundle: Linked, key: string) =>
  managePath(bundlePaths.manage, 'day-pass-bundle', bundle.id, expiryOf(bundle), key);

import type { Metadata } from 'next';
import { FirstAdminGone } from '@/cms/first-admin/first-admin-view';

/* A setup link once the site has an administrator: dead, and said so (404). */
export const metadata: Metadata = { title: 'Setup link closed | Northlight admin', robots: { index: false } };

export default function FirstAdminNotFound() {
  return <FirstAdminGone />;
}

/* The staff accounts the CMS browser tests sign in with; made by tests/cms/prepare.ts. */
export const staffPassword = 'e2e-password-for-staff-only';

export const staff = {
  admin: { email: 'admin@e2e.northlight.example', name: 'Test Admin', role: 'admin' },
  editor: { email: 'editor@e2e.northlight.example', name: 'Test Editor', role: 'editor' },
  sales: { email: 'sales@e2e.northlight.example', name: 'Test Sales', role: 'sales' },
  /*
   * Payload keeps a user's sessions in the user's own document, so two logins of one account at the
   * same moment can overwrite each other's session: specs that run side by side sign in as
   * editors of their own.
   */
  unitsEditor: { email: 'units-editor@e2e.northlight.example', name: 'Test Units Editor', role: 'editor' },
  salesSpecEditor: {
    email: 'sales-spec-editor@e2e.northlight.example',
    name: 'Test Editor Two',
    role: 'editor',
  },
  reviewsEditor: {
    email: 'reviews-editor@e2e.northlight.example',
    name: 'Test Reviews Editor',
    role: 'editor',
  },
  alertsEditor: { email: 'alerts-editor@e2e.northlight.example', name: 'Test Alerts Editor', role: 'editor' },
  alertsSales: { email: 'alerts-sales@e2e.northlight.example', name: 'Test Alerts Sales', role: 'sales' },
  /** The room waitlist journey's own sales account (tests/e2e/cms-waitlist.spec.ts). */
  waitlistSales: { email: 'waitlist-sales@e2e.northlight.example', name: 'Test Waitlist Sales', role: 'sales' },
  mediaEditor: { email: 'media-editor@e2e.northlight.example', name: 'Test Media Editor', role: 'editor' },
  /** The staff-cancel spec's own sales account (sessions of one account must not race). */
  cancelSales: { email: 'cancel-sales@e2e.northlight.example', name: 'Test Cancel Sales', role: 'sales' },
  /** The webhooks journey's own administrator (tests/e2e/cms-webhooks.spec.ts). */
  webhooksAdmin: { email: 'webhooks-admin@e2e.northlight.example', name: 'Test Webhooks Admin', role: 'admin' },
  /** The offline conversions journey's own accounts (tests/e2e/cms-conversions.spec.ts). */
  conversionsSales: { email: 'conversions-sales@e2e.northlight.example', name: 'Test Conversions Sales', role: 'sales' },
  conversionsAdmin: { email: 'conversions-admin@e2e.northlight.example', name: 'Test Conversions Admin', role: 'admin' },
  /** The promo codes journey's own sales account (tests/e2e/cms-promo.spec.ts). */
  promoSales: { email: 'promo-sales@e2e.northlight.example', name: 'Test Promo Sales', role: 'sales' },
  /** The bookings board's own sales account (tests/e2e/cms-board.spec.ts). */
  boardSales: { email: 'board-sales@e2e.northlight.example', name: 'Test Board Sales', role: 'sales' },
  /** Cancelling day passes on the board (tests/e2e/cms-day-pass.spec.ts): its own, so its sign-in never races another test's. */
  passSales: { email: 'pass-sales@e2e.northlight.example', name: 'Test Pass Sales', role: 'sales' },
  /** Days from a bundle on the board (tests/e2e/bundle-cms-day-pass.spec.ts). */
  bundleSales: { email: 'bundle-sales@e2e.northlight.example', name: 'Test Bundle Sales', role: 'sales' },
  /** The lead journey's own accounts (tests/e2e/cms-leads.spec.ts). */
  leadsSales: { email: 'leads-sales@e2e.northlight.example', name: 'Test Leads Sales', role: 'sales' },
  exeterManager: {
    email: 'exeter-manager@e2e.northlight.example',
    name: 'Test Exeter Manager',
    role: 'centre-manager',
    centres: ['exeter'],
  },
  /** The contacts journey's own accounts (tests/e2e/cms-contacts.spec.ts). */
  contactsSales: { email: 'contacts-sales@e2e.northlight.example', name: 'Test Contacts Sales', role: 'sales' },
  contactsManager: {
    email: 'contacts-manager@e2e.northlight.example',
    name: 'Test Contacts Manager',
    role: 'centre-manager',
    centres: ['exeter'],
  },
  contactsEditor: { email: 'contacts-editor@e2e.northlight.example', name: 'Test Contacts Editor', role: 'editor' },
  /** The sales dashboard's journey (tests/e2e/cms-dashboard.spec.ts). */
  dashboardSales: {
    email: 'dashboard-sales@e2e.northlight.example',
    name: 'Test Dashboard Sales',
    role: 'sales',
  },
  swindonManager: {
    email: 'swindon-manager@e2e.northlight.example',
    name: 'Test Swindon Manager',
    role: 'centre-manager',
    centres: ['swindon'],
  },
  /** Revenue by campaign's journey (tests/e2e/cms-campaigns.spec.ts). */
  campaignsSales: { email: 'campaigns-sales@e2e.northlight.example', name: 'Test Campaigns Sales', role: 'sales' },
  ipswichManager: {
    email: 'ipswich-manager@e2e.northlight.example',
    name: 'Test Ipswich Manager',
    role: 'centre-manager',
    centres: ['ipswich'],
  },
  /** The editor's preview and scheduled-publish journey (tests/e2e/cms-editor.spec.ts). */
  previewEditor: {
    email: 'preview-editor@e2e.northlight.example',
    name: 'Test Preview Editor',
    role: 'editor',
  },
  /*
   * One account per spec that signs in beside another (see above): the CSP and two-instance specs,
   * the S3 upload (beside cms-photos on the same PostgreSQL server), the orders spec and cms.spec's
   * read-only check (beside cms-sales).
   */
  cspEditor: { email: 'csp-editor@e2e.northlight.example', name: 'Test CSP Editor', role: 'editor' },
  instancesEditor: {
    email: 'instances-editor@e2e.northlight.example',
    name: 'Test Instances Editor',
    role: 'editor',
  },
  s3MediaEditor: { email: 's3-media-editor@e2e.northlight.example', name: 'Test S3 Media Editor', role: 'editor' },
  ordersSales: { email: 'orders-sales@e2e.northlight.example', name: 'Test Orders Sales', role: 'sales' },
  cmsSpecSales: { email: 'cms-spec-sales@e2e.northlight.example', name: 'Test CMS Spec Sales', role: 'sales' },
  /** The walk through every admin view for keys and UTC (tests/e2e/cms-labels.spec.ts). */
  labelsAdmin: { email: 'labels-admin@e2e.northlight.example', name: 'Test Labels Admin', role: 'admin' },
  labelsAdminTwo: { email: 'labels-admin-two@e2e.northlight.example', name: 'Test Labels Admin Two', role: 'admin' },
  labelsAdminGlobals: {
    email: 'labels-admin-globals@e2e.northlight.example',
    name: 'Test Labels Admin Globals',
    role: 'admin',
  },
  labelsSales: { email: 'labels-sales@e2e.northlight.example', name: 'Test Labels Sales', role: 'sales' },
  /** Only the lockout test uses it, so locking it out harms no other test. */
  lockout: { email: 'lockout@e2e.northlight.example', name: 'Test Lockout', role: 'editor' },
} as const;

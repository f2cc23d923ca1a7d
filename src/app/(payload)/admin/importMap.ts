import { EnquiriesNavLink as EnquiriesNavLink_644fd5e40411cfb6870e681733bda40e } from '../../../cms/enquiries/nav-link'
import { EnquiriesDashboardLink as EnquiriesDashboardLink_644fd5e40411cfb6870e681733bda40e } from '../../../cms/enquiries/nav-link'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { EnquiriesView as EnquiriesView_21f3f2c9c0ab968c27f307291650be11 } from '../../../cms/enquiries/enquiries-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/enquiries/nav-link#EnquiriesNavLink": EnquiriesNavLink_644fd5e40411cfb6870e681733bda40e,
  "/cms/enquiries/nav-link#EnquiriesDashboardLink": EnquiriesDashboardLink_644fd5e40411cfb6870e681733bda40e,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/enquiries/enquiries-view#EnquiriesView": EnquiriesView_21f3f2c9c0ab968c27f307291650be11,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}

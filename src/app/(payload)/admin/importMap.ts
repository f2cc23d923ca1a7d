import { IllustrationPicker as IllustrationPicker_6cbd5e623f420fd8e6065a17f45d2242 } from '../../../cms/fields/illustration-picker'
import { RentLabel as RentLabel_9f31911f98d919e01e82c808bf7b35a5 } from '../../../cms/fields/rent-with-period'
import { RentCell as RentCell_9f31911f98d919e01e82c808bf7b35a5 } from '../../../cms/fields/rent-with-period'
import { PromoCodeUses as PromoCodeUses_7900202c75c066f59b1b5956313f1d96 } from '../../../cms/promo-codes/uses-field'
import { WebhookDeliveries as WebhookDeliveries_06def2b9fbb66030808a39fb229e5f08 } from '../../../cms/webhooks/deliveries-field'
import { ConversionsDownload as ConversionsDownload_75bfec5b7b307e777b5635c8034b2efa } from '../../../cms/conversions/download-field'
import { NorthlightIcon as NorthlightIcon_36e9b5dd4a3336cc90ec384ce6eb1191 } from '../../../cms/branding/graphics'
import { NorthlightLogo as NorthlightLogo_36e9b5dd4a3336cc90ec384ce6eb1191 } from '../../../cms/branding/graphics'
import { SalesDashboardNavLink as SalesDashboardNavLink_0d550bb04c07ee1b05e13aadbc584450 } from '../../../cms/dashboard/nav-link'
import { EnquiriesNavLink as EnquiriesNavLink_644fd5e40411cfb6870e681733bda40e } from '../../../cms/enquiries/nav-link'
import { LeadsNavLink as LeadsNavLink_fc638e02478be0a96cd19dc65cd219ef } from '../../../cms/leads/nav-link'
import { BoardNavLink as BoardNavLink_1934f077d303093147358668e6001454 } from '../../../cms/board/nav-link'
import { LeadsDashboardCard as LeadsDashboardCard_fc638e02478be0a96cd19dc65cd219ef } from '../../../cms/leads/nav-link'
import { BoardDashboardCard as BoardDashboardCard_1934f077d303093147358668e6001454 } from '../../../cms/board/nav-link'
import { EnquiriesDashboardLink as EnquiriesDashboardLink_644fd5e40411cfb6870e681733bda40e } from '../../../cms/enquiries/nav-link'
import { BeforeLogin as BeforeLogin_36e9b5dd4a3336cc90ec384ce6eb1191 } from '../../../cms/branding/graphics'
import { UkCalendar as UkCalendar_9aaaea5193069be671d8929895749562 } from '../../../cms/branding/uk-calendar'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CreateFirstUserRedirect as CreateFirstUserRedirect_a94f07b02059bcca455e8dd66582edec } from '../../../cms/first-admin/first-admin-view'
import { EnquiriesView as EnquiriesView_21f3f2c9c0ab968c27f307291650be11 } from '../../../cms/enquiries/enquiries-view'
import { LeadsView as LeadsView_b761f852ab69d28ec766586f67528b6a } from '../../../cms/leads/leads-view'
import { BoardView as BoardView_3d27ab30908b62d5f123a8f5f0ff66dd } from '../../../cms/board/board-view'
import { SalesDashboardView as SalesDashboardView_682963630557b8f4882b9c5e5f2b1bea } from '../../../cms/dashboard/sales-view'
import { CampaignsView as CampaignsView_6c05fc7c86e40f2f1e8e2aa49a24f265 } from '../../../cms/dashboard/campaigns-view'
import { SalesDashboardWidget as SalesDashboardWidget_0d550bb04c07ee1b05e13aadbc584450 } from '../../../cms/dashboard/nav-link'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/fields/illustration-picker#IllustrationPicker": IllustrationPicker_6cbd5e623f420fd8e6065a17f45d2242,
  "/cms/fields/rent-with-period#RentLabel": RentLabel_9f31911f98d919e01e82c808bf7b35a5,
  "/cms/fields/rent-with-period#RentCell": RentCell_9f31911f98d919e01e82c808bf7b35a5,
  "/cms/promo-codes/uses-field#PromoCodeUses": PromoCodeUses_7900202c75c066f59b1b5956313f1d96,
  "/cms/webhooks/deliveries-field#WebhookDeliveries": WebhookDeliveries_06def2b9fbb66030808a39fb229e5f08,
  "/cms/conversions/download-field#ConversionsDownload": ConversionsDownload_75bfec5b7b307e777b5635c8034b2efa,
  "/cms/branding/graphics#NorthlightIcon": NorthlightIcon_36e9b5dd4a3336cc90ec384ce6eb1191,
  "/cms/branding/graphics#NorthlightLogo": NorthlightLogo_36e9b5dd4a3336cc90ec384ce6eb1191,
  "/cms/dashboard/nav-link#SalesDashboardNavLink": SalesDashboardNavLink_0d550bb04c07ee1b05e13aadbc584450,
  "/cms/enquiries/nav-link#EnquiriesNavLink": EnquiriesNavLink_644fd5e40411cfb6870e681733bda40e,
  "/cms/leads/nav-link#LeadsNavLink": LeadsNavLink_fc638e02478be0a96cd19dc65cd219ef,
  "/cms/board/nav-link#BoardNavLink": BoardNavLink_1934f077d303093147358668e6001454,
  "/cms/leads/nav-link#LeadsDashboardCard": LeadsDashboardCard_fc638e02478be0a96cd19dc65cd219ef,
  "/cms/board/nav-link#BoardDashboardCard": BoardDashboardCard_1934f077d303093147358668e6001454,
  "/cms/enquiries/nav-link#EnquiriesDashboardLink": EnquiriesDashboardLink_644fd5e40411cfb6870e681733bda40e,
  "/cms/branding/graphics#BeforeLogin": BeforeLogin_36e9b5dd4a3336cc90ec384ce6eb1191,
  "/cms/branding/uk-calendar#UkCalendar": UkCalendar_9aaaea5193069be671d8929895749562,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/cms/first-admin/first-admin-view#CreateFirstUserRedirect": CreateFirstUserRedirect_a94f07b02059bcca455e8dd66582edec,
  "/cms/enquiries/enquiries-view#EnquiriesView": EnquiriesView_21f3f2c9c0ab968c27f307291650be11,
  "/cms/leads/leads-view#LeadsView": LeadsView_b761f852ab69d28ec766586f67528b6a,
  "/cms/board/board-view#BoardView": BoardView_3d27ab30908b62d5f123a8f5f0ff66dd,
  "/cms/dashboard/sales-view#SalesDashboardView": SalesDashboardView_682963630557b8f4882b9c5e5f2b1bea,
  "/cms/dashboard/campaigns-view#CampaignsView": CampaignsView_6c05fc7c86e40f2f1e8e2aa49a24f265,
  "/cms/dashboard/nav-link#SalesDashboardWidget": SalesDashboardWidget_0d550bb04c07ee1b05e13aadbc584450,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}

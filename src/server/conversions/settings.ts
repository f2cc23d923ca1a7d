import 'server-only';
import { sql } from 'drizzle-orm';
import {
  conversionNamesOf,
  ga4ApiSecretPattern,
  ga4MeasurementIdPattern,
  type ConversionKind,
} from '@/domain/conversions/conversions';
import type { Database } from '../db/client';

/*
 * The CMS global conversion-settings (src/cms/globals/conversion-settings.ts), read from Payload's
 * table on this database when a file is made or a conversion sent, so a change in the admin
 * applies to what is still waiting. GA4 is configured only with both a measurement id and an API
 * secret of the right shape. The secret is read here and nowhere shown.
 */

export type Ga4Credentials = { readonly measurementId: string; readonly apiSecret: string };
export type ConversionSettings = {
  readonly names: Record<ConversionKind, string>;
  readonly ga4: Ga4Credentials | undefined;
};

type SettingsRecord = {
  ads_name_lead_won?: string | null;
  ads_name_booking_paid?: string | null;
  ads_name_order_paid?: string | null;
  ads_name_day_pass_paid?: string | null;
  ads_name_licence_signed?: string | null;
  ga4_measurement_id?: string | null;
  ga4_api_secret?: string | null;
};

function rowsOf<T>(result: unknown): T[] {
  // postgres-js answers an array of rows, PGlite an object with rows.
  const value = result as { rows?: T[] } & ArrayLike<T>;
  return value.rows ?? Array.from(value);
}

export function conversionSettingsOf(record: SettingsRecord | undefined): ConversionSettings {
  const names = conversionNamesOf({
    'lead-won': record?.ads_name_lead_won,
    'booking-paid': record?.ads_name_booking_paid,
    'order-paid': record?.ads_name_order_paid,
    'day-pass-paid': record?.ads_name_day_pass_paid,
    'licence-signed': record?.ads_name_licence_signed,
  });
  const measurementId = record?.ga4_measurement_id?.trim() ?? '';
  const apiSecret = record?.ga4_api_secret ?? '';
  const configured = ga4MeasurementIdPattern.test(measurementId) && ga4ApiSecretPattern.test(apiSecret);
  return { names, ga4: configured ? { measurementId, apiSecret } : undefined };
}

/** The settings as saved; the defaults (and GA4 off) when the CMS has none or its table is not there yet. */
export async function loadConversionSettings(db: Pick<Database, 'execute'>): Promise<ConversionSettings> {
  try {
    const [record] = rowsOf<SettingsRecord>(await db.execute(sql`select * from conversion_settings order by id limit 1`));
    return conversionSettingsOf(record);
  } catch {
    return conversionSettingsOf(undefined);
  }
}

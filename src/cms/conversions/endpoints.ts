import type { Endpoint } from 'payload';
import { googleAdsFile } from '@/domain/conversions/conversions';
import { hashedEmailForGoogle } from '@/domain/conversions/enhanced-email';
import { conversionPeriodSchema, nextDay } from '@/domain/conversions/period';
import { londonInstant } from '@/lib/booking-slots';
import { maxConversionsPerFile, conversionsBetween } from '@/server/conversions/store';
import { loadConversionSettings } from '@/server/conversions/settings';
import { getDatabase } from '@/server/db/client';
import { logger } from '@/server/logger';
import { hasRole } from '../access';
import { plain } from '../leads/endpoints';

/*
 * The Google Ads offline conversion import file for a period (docs/offline-conversions.md), as a
 * Payload root endpoint under /cms-api, behind the admin's session: admins and sales, who read the
 * conversion settings. The period is two UK days (first and last included). The log gets the user,
 * the period and counts; the file holds hashes, never an address.
 */

const log = logger.child({ area: 'conversions' });

const exportEndpoint: Endpoint = {
  path: '/conversions/google-ads-file',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return plain(401, 'Sign in to the admin first.');
    if (!hasRole(req.user, 'admin', 'sales')) return plain(403, 'Your role cannot download conversions.');
    const params = req.searchParams ?? new URLSearchParams();
    const period = conversionPeriodSchema.safeParse({ from: params.get('from') ?? '', to: params.get('to') ?? '' });
    if (!period.success) return plain(400, `Not a valid period: ${period.error.issues[0]?.message ?? 'give two days'}`);
    const { from, to } = period.data;
    const { db } = await getDatabase();
    const [rows, settings] = await Promise.all([
      conversionsBetween(db, londonInstant(from, 0), londonInstant(nextDay(to), 0)),
      loadConversionSettings(db),
    ]);
    if (rows.length > maxConversionsPerFile) return plain(413, 'Too many conversions for one file: choose a shorter period.');
    const file = googleAdsFile(rows, settings.names, hashedEmailForGoogle);
    log.info({ userId: req.user.id, from, to, rows: file.rows, withoutClick: file.withoutClick }, 'conversions file downloaded');
    return new Response(file.csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="northlight-google-ads-conversions-${from}-to-${to}.csv"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
};

export const conversionEndpoints: Endpoint[] = [exportEndpoint];

'use client';

import { useState } from 'react';
import { maxPeriodDays } from '@/domain/conversions/period';
import styles from './conversions.module.css';

/*
 * The Google Ads import file for a chosen period, on the offline conversions settings page. A link,
 * not a form: it sits inside Payload's own document form, and forms do not nest. The server checks
 * the period again (src/cms/conversions/endpoints.ts). Defaults to the last 30 UK days.
 */

export const conversionsFileApi = '/cms-api/conversions/google-ads-file';

const ukToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
const daysBefore = (date: string, days: number) => {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
};

export function ConversionsDownload() {
  const [to, setTo] = useState(ukToday);
  const [from, setFrom] = useState(() => daysBefore(ukToday(), 29));
  const href = `${conversionsFileApi}?${new URLSearchParams({ from, to }).toString()}`;
  return (
    <section className={styles.download} aria-labelledby="conversions-download-heading">
      <h3 id="conversions-download-heading">Google Ads import file</h3>
      <p className={styles.note}>
        Conversions with a Google click in the period (UK days, both included; at most {maxPeriodDays} days), in Google’s
        “Conversions from clicks” columns. Upload it in Google Ads › Goals › Conversions › Uploads.
      </p>
      <div className={styles.period}>
        <label>
          From
          <input type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} data-testid="conversions-from" />
        </label>
        <label>
          To
          <input type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} data-testid="conversions-to" />
        </label>
        <a className={styles.button} href={href} download data-testid="conversions-download">
          Download CSV
        </a>
      </div>
    </section>
  );
}

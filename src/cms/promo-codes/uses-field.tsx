import type { UIFieldServerComponent } from 'payload';
import { normalisePromoCode, promoProductLabels } from '@/domain/promo-codes/promo-codes';
import { staffTime } from '@/domain/staff-format';
import { formatPence } from '@/lib/booking-slots';
import { getDatabase } from '@/server/db/client';
import { listPromoUses, promoUseCount } from '@/server/promo-codes/redemptions';
import { hasRole } from '../access';
import styles from './promo-codes.module.css';

/*
 * A code's uses on its page: how many count against its maximum now, and the latest ones (UK
 * time, what they were on, the discount, given back or not). References, not names: staff open
 * the booking or pass from the board or the bookings list.
 */
export const PromoCodeUses: UIFieldServerComponent = async ({ data, req }) => {
  if (!hasRole(req.user, 'admin', 'sales', 'centre-manager')) return null;
  const code = typeof data?.code === 'string' ? normalisePromoCode(data.code) : '';
  if (!code) return <p className={styles.note}>Uses are listed here once the code is saved.</p>;
  const { db } = await getDatabase();
  const [used, uses] = await Promise.all([promoUseCount(db, code), listPromoUses(db, code)]);
  const max = typeof data?.maxUses === 'number' ? data.maxUses : undefined;
  return (
    <section className={styles.uses} aria-labelledby="promo-uses-heading">
      <h3 id="promo-uses-heading">Uses</h3>
      <p data-promo-used={used}>
        {max === undefined ? `Used ${used} ${used === 1 ? 'time' : 'times'} (no limit).` : `Used ${used} of ${max} ${max === 1 ? 'time' : 'times'}.`}
      </p>
      {uses.length === 0 ? (
        <p className={styles.note}>Nobody has used it yet.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.note}>The last 50, newest first. Times are UK time.</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">On</th>
              <th scope="col">Reference</th>
              <th scope="col">Price before</th>
              <th scope="col">Off</th>
              <th scope="col">Counts</th>
            </tr>
          </thead>
          <tbody>
            {uses.map((use, index) => (
              <tr key={`${use.reference ?? 'gone'}-${index}`}>
                <td>{staffTime(use.createdAt)}</td>
                <td>{promoProductLabels[use.product]}</td>
                <td>{use.reference ?? 'Deleted'}</td>
                <td className={styles.amount}>{formatPence(use.listPence)}</td>
                <td className={styles.amount}>−{formatPence(use.discountPence)}</td>
                <td>{use.released ? 'Given back (cancelled or unpaid)' : 'Yes'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};

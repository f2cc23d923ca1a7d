import type { UIFieldServerComponent } from 'payload';
import { staffTime } from '@/domain/staff-format';
import { webhookDeliveryStateLabels, webhookEventLabels, isWebhookEventType } from '@/domain/webhooks/events';
import { getDatabase } from '@/server/db/client';
import { recentDeliveries, type DeliveryView } from '@/server/webhooks/queue';
import { hasRole } from '../access';
import { ReplayButton } from './replay-button';
import styles from './webhooks.module.css';

/*
 * An endpoint's latest deliveries on its page: the event, when it happened (UK time), its state,
 * each attempt's answer (status and the start of the body, or why it failed) and a replay button.
 * Read from the site's tables on each render; admins only, like the collection.
 */

function answerOf(attempt: DeliveryView['attempts'][number]): string {
  const status = attempt.responseStatus === null ? '' : `${attempt.responseStatus}`;
  if (attempt.ok) return `Answered ${status}`;
  return attempt.error ? `Failed: ${attempt.error}` : `Failed ${status}`;
}

export const WebhookDeliveries: UIFieldServerComponent = async ({ id, req }) => {
  if (!hasRole(req.user, 'admin')) return null;
  if (id === undefined || id === null || id === '') {
    return <p className={styles.note}>Deliveries are listed here once the endpoint is saved.</p>;
  }
  const { db } = await getDatabase();
  const deliveries = await recentDeliveries(db, Number(id));
  return (
    <section className={styles.deliveries} aria-labelledby="webhook-deliveries-heading">
      <h3 id="webhook-deliveries-heading">Latest deliveries</h3>
      {deliveries.length === 0 ? (
        <p className={styles.note}>
          Nothing sent yet. Deliveries appear here from the first event after the endpoint was saved.
        </p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.note}>The last 25, newest first. Times are UK time.</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Happened</th>
              <th scope="col">State</th>
              <th scope="col">Attempts</th>
              <th scope="col">
                <span className={styles.hidden}>Action</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.id} data-delivery={delivery.id}>
                <td>
                  {isWebhookEventType(delivery.eventType)
                    ? webhookEventLabels[delivery.eventType]
                    : delivery.eventType}
                </td>
                <td>{staffTime(delivery.occurredAt)}</td>
                <td>
                  {webhookDeliveryStateLabels[delivery.status]}
                  {delivery.nextAttemptAt ? ` (next try ${staffTime(delivery.nextAttemptAt)})` : ''}
                </td>
                <td>
                  <ol className={styles.attempts}>
                    {delivery.attempts.map((attempt, index) => (
                      <li key={`${attempt.startedAt.toISOString()}-${index}`}>
                        {staffTime(attempt.startedAt)}: {answerOf(attempt)} ({attempt.durationMs} ms)
                        {attempt.responseSnippet ? (
                          <>
                            {' '}
                            <q className={styles.snippet}>{attempt.responseSnippet}</q>
                          </>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                </td>
                <td>
                  <ReplayButton
                    endpoint={Number(id)}
                    delivery={delivery.id}
                    waiting={delivery.status === 'pending'}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
};

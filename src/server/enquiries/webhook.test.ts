import { afterEach, describe, expect, it } from 'vitest';
import { DeliveryError, postWebhook } from './webhook';
import { WebhookReceiver } from '../testing/receivers';

let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  await receiver?.stop();
});

describe('postWebhook', () => {
  it('never sends an unsigned delivery', async () => {
    receiver = new WebhookReceiver();
    const port = await receiver.start();
    await expect(
      postWebhook({
        url: `http://127.0.0.1:${port}/hook`,
        secret: undefined,
        deliveryId: 1,
        idempotencyKey: 'NL-TEST-0001:webhook',
        payload: { reference: 'NL-TEST-0001' },
      }),
    ).rejects.toBeInstanceOf(DeliveryError);
    expect(receiver.received).toHaveLength(0);
  });
});

'use client';

import { useState } from 'react';
import { webhookReplayApi } from './paths';

/*
 * Sends one delivery again. A button posting with fetch, not a form: it sits inside Payload's own
 * document form, and forms do not nest. The server refuses a replay while one is waiting or being
 * sent (src/server/webhooks/queue.ts), so a double click sends it once. The page is not refreshed
 * by itself (that would drop what the admin is typing in the form above): the answer says what
 * happened, and a reload shows the new attempt.
 */

const answers: Record<string, string> = {
  queued: 'Sending again now. Reload the page to see the answer.',
  'already-waiting': 'Already waiting to be sent.',
  'not-found': 'This delivery is gone.',
};

export function ReplayButton({
  endpoint,
  delivery,
  waiting,
}: {
  endpoint: number;
  delivery: string;
  waiting: boolean;
}) {
  const [state, setState] = useState<'idle' | 'busy'>('idle');
  const [message, setMessage] = useState('');

  async function replay() {
    setState('busy');
    try {
      const response = await fetch(webhookReplayApi, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ endpoint: String(endpoint), delivery }).toString(),
      });
      const answer = response.ok ? ((await response.json()) as { answer?: string }).answer : undefined;
      setMessage(answer ? (answers[answer] ?? answer) : 'Could not send it again; try once more.');
    } catch {
      setMessage('Could not reach the server; try once more.');
    } finally {
      setState('idle');
    }
  }

  return (
    <span>
      <button type="button" onClick={() => void replay()} disabled={state === 'busy' || waiting}>
        {waiting ? 'Waiting…' : 'Send again'}
      </button>{' '}
      <span role="status">{message}</span>
    </span>
  );
}

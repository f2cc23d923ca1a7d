import { centreTowns } from '@/domain/centres';
import { alertFields, isAlertWorkspaceType, type AlertField } from '@/domain/alerts/alert-criteria';
import { serverEnv } from '@/env';
import { AlertForm } from '@/features/alerts/alert-form';
import { AlertPage, AlertProblemNotice, isAlertProblem } from '@/features/alerts/alert-pages';
import { metadataFor } from '@/features/seo/metadata';
import { formTokenSecret, issueFormToken } from '@/server/requests/form-token';
import { visitorMailOn } from '@/server/runtime';

/* "Tell me when a unit like this frees up": the alert form, prefilled from the query. */
export const dynamic = 'force-dynamic';
export const metadata = metadataFor('/alerts/new');

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined, max = 12) => (typeof value === 'string' ? value.slice(0, max) : undefined);
const many = (value: string | string[] | undefined) => ([] as string[]).concat(value ?? []).slice(0, 40);

export default async function NewAlertPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const type = one(query.type, 40);
  const fix = new Set(
    (one(query.fix, 200) ?? '').split(',').filter((name): name is AlertField => (alertFields as readonly string[]).includes(name)),
  );
  const mailOn = await visitorMailOn();
  const problem = !mailOn ? 'unavailable' : isAlertProblem(query.problem) ? query.problem : undefined;
  return (
    <AlertPage
      wide
      state="form"
      headline={[
        { text: 'Nothing quite right yet?', tone: 'base' },
        { text: 'We’ll tell you when it frees up.', tone: 'accent' },
      ]}
      intro={
        <p>
          Tell us the kind of space, the towns, and the size and budget you have in mind. When a unit that fits
          becomes available, we email you once with its details. We ask you to confirm by email first.
        </p>
      }
    >
      {problem ? <AlertProblemNotice problem={problem} /> : null}
      {mailOn ? (
        <AlertForm
          values={{
            type: isAlertWorkspaceType(type) ? type : undefined,
            centres: many(query.centre),
            min: one(query.min),
            max: one(query.max),
            budget: one(query.budget),
          }}
          fix={problem === 'invalid' ? fix : new Set()}
          towns={centreTowns}
          token={issueFormToken(formTokenSecret(serverEnv()))}
        />
      ) : null}
    </AlertPage>
  );
}

import { alertFormPath, type AlertPrefill } from '@/domain/alerts/alert-paths';
import { isAlertWorkspaceType } from '@/domain/alerts/alert-criteria';

/*
 * "Get an alert": a small line wherever a visitor may not find what they want (a type page, a
 * centre page, a filtered list, a unit that is not free yet). Links to the alert form prefilled
 * with what the page is about; the form is its own page, so this is a plain link and works without
 * JavaScript.
 */
export function AlertCta({
  type,
  centre,
  sized,
  nothingFree = false,
  notFreeYet = false,
}: {
  type?: string | undefined;
  centre?: string | undefined;
  /** A filtered list's size and budget, carried into the form. */
  sized?: Pick<AlertPrefill, 'minSqFt' | 'maxSqFt' | 'budgetPounds'>;
  /** The page has nothing free to show: say so first. */
  nothingFree?: boolean;
  /** A unit page whose unit is under offer or free only later. */
  notFreeYet?: boolean;
}) {
  const href = alertFormPath({ type: isAlertWorkspaceType(type) ? type : undefined, centre, ...sized });
  const lead = nothingFree
    ? 'Nothing free that fits? '
    : notFreeYet
      ? 'Need one sooner? '
      : 'Not quite right? ';
  return (
    <p className="max-w-3xl rounded-lg border-2 border-sky bg-sky-soft p-4" data-testid="alert-cta">
      <span className="font-bold">{lead}</span>
      Tell us the size and budget and we’ll email you when a unit like this frees up.{' '}
      <a className="link font-bold" href={href}>
        Get an alert
      </a>
    </p>
  );
}

import { customerLabel, illustrativeLabel, type Provenance } from '@/domain/case-studies';

/*
 * What a story or quote is, said next to it in plain words: an illustrative example is labelled
 * wherever it appears, so it is never mistaken for a customer's own words
 * (docs/decisions/0013-honest-reviews.md). A real customer's story carries its own label too.
 */
export function ProvenanceLabel({
  provenance,
  tone = 'light',
}: {
  provenance: Provenance;
  tone?: 'light' | 'dark';
}) {
  const colours =
    tone === 'dark'
      ? 'border-paper/40 bg-paper/10 text-paper'
      : provenance === 'illustrative'
        ? 'border-amber-text/40 bg-amber/15 text-ink'
        : 'border-success/40 bg-white text-success';
  return (
    <p
      data-testid="provenance-label"
      data-provenance={provenance}
      className={`inline-flex w-fit items-center gap-2 rounded-xl border px-3 py-1 text-sm font-semibold ${colours}`}
    >
      <span aria-hidden="true" className="text-base leading-none">
        {provenance === 'illustrative' ? '✎' : '✓'}
      </span>
      {provenance === 'illustrative' ? illustrativeLabel : customerLabel}
    </p>
  );
}

/** Label and value pairs as a definition list, two or three columns wide on larger screens. */
export function FactsList({
  facts,
  label,
}: {
  facts: readonly { label: string; value: string }[];
  label: string;
}) {
  return (
    <dl
      aria-label={label}
      className="grid gap-px overflow-hidden rounded-2xl border border-line bg-line tablet:grid-cols-2 desktop:grid-cols-3"
    >
      {facts.map((fact) => (
        <div key={fact.label} className="space-y-1 bg-white p-5">
          <dt className="text-sm font-bold uppercase tracking-wide text-sky">{fact.label}</dt>
          <dd className="font-semibold text-ink">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

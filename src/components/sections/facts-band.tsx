/** Big numbers on an ink band. */
export function FactsBand({
  facts,
  label,
}: {
  facts: readonly { figure: string; label: string }[];
  label: string;
}) {
  return (
    <section aria-label={label} className="bg-ink py-12 text-paper">
      <dl className="container-page grid gap-8 tablet:grid-cols-2 desktop:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-paper/85">{fact.label}</dt>
            <dd className="text-5xl font-extrabold text-amber">{fact.figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

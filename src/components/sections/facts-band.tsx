
/** Big numbers on an ink band; a figure with a link opens the list it counts. */
export function FactsBand({
  facts,
  label,
  note,
}: {
  facts: readonly { figure: string; label: string; href?: string }[];
  label: string;
  /** Where the figures come from, under them. */
  note?: string;
}) {
  return (
    <section aria-label={label} data-testid="facts-band" className="bg-ink py-12 text-paper">
      <div className="container-page space-y-6">
        <dl className="grid gap-8 tablet:grid-cols-2 desktop:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-paper/85">
                {fact.href ? (
                  <a
                    href={fact.href}
                    className="inline-flex min-h-11 items-center underline decoration-paper/40 underline-offset-4 hover:text-paper"
                  >
                    {fact.label}
                  </a>
                ) : (
                  fact.label
                )}
              </dt>
              <dd className="text-5xl font-extrabold text-amber">{fact.figure}</dd>
            </div>
          ))}
        </dl>
        {note ? <p className="text-sm text-paper/80">{note}</p> : null}
      </div>
    </section>
  );
}

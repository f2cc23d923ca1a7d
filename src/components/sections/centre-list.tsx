
/** Centres as a list of links to their pages, town first, county (or a note on each) as context. */
export function CentreList({
  centres,
  notes,
}: {
  centres: readonly { slug: string; town: string; county: string }[];
  /** A line under a centre's name instead of its county, e.g. what is listed there. */
  notes?: Readonly<Record<string, string>>;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-3 desktop:grid-cols-4">
      {centres.map((centre) => (
        <li key={centre.slug} className="min-w-0">
          <a
            href={`/locations/${centre.slug}`}
            className="flex h-full items-center gap-3 rounded-xl border border-line bg-white p-3 tablet:p-4 hover:border-sky"
          >
            <svg
              aria-hidden="true"
              focusable="false"
              width="20"
              height="26"
              viewBox="0 0 20 26"
              className="shrink-0"
            >
              <path
                d="M10 0a10 10 0 0 1 10 10c0 7.5-10 16-10 16S0 17.5 0 10A10 10 0 0 1 10 0z"
                fill="#f4a62a"
              />
              <circle cx="10" cy="10" r="3.5" fill="#14213d" />
            </svg>
            {/* Two columns on a 320 px phone: a long county (Buckinghamshire) breaks rather than overflow. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="block font-bold text-sky underline-offset-2 hover:underline">
                {centre.town}
              </span>
              <span className="block text-sm text-ink-muted">{notes?.[centre.slug] ?? centre.county}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

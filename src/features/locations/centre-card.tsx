import { formatMiles } from '@/lib/format';
import type { ResultCentre } from './finder-outcome';

/** typeCount: how many workspace types there are (the finder's filter options). */
export function CentreCard({
  centre,
  typeCount,
  summary,
}: {
  centre: ResultCentre;
  typeCount: number;
  summary?: string;
}) {
  const allTypes = centre.types.length === typeCount;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm focus-within:ring-4 focus-within:ring-sky hover:border-sky">
      {/* A plain img: the illustrations are SVGs served as they are (next/image would add nothing
          but its own script to this page). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={centre.image.src}
        alt=""
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-[16/9] h-auto w-full bg-paper-deep object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-xl font-extrabold">
            <a
              href={`/locations/${centre.slug}`}
              className="outline-none after:absolute after:inset-0 hover:underline"
            >
              {centre.name}
            </a>
          </h3>
          {centre.miles !== undefined ? (
            <span
              className="shrink-0 rounded-full bg-sky-soft px-3 py-1 text-sm font-bold text-ink"
              data-testid="miles"
            >
              {formatMiles(centre.miles)}
            </span>
          ) : null}
        </div>
        <p className="text-ink-soft">{centre.address}</p>
        {summary ? (
          <p className="font-semibold text-ink" data-testid="match">
            {summary}
          </p>
        ) : null}
        <p className="mt-auto pt-2 text-sm font-semibold text-amber-text">
          {allTypes ? `All ${typeCount} workspace types` : `${centre.types.length} workspace types`}
        </p>
      </div>
    </article>
  );
}

import { Photo } from '@/components/ui/photo';
import type { PhotoCredit } from '@/content/photos';
import { photoLicenceLabels, photoLicenceUrls } from '@/domain/photos';

const linkClass = 'font-bold text-sky underline underline-offset-2 break-words';

/* One row per photo: a small thumbnail (lazy), what it shows, its photographer, licence and source. */
export function PhotoCreditList({ photos }: { photos: readonly PhotoCredit[] }) {
  return (
    <section aria-labelledby="credits-heading" className="py-12 tablet:py-16">
      <div className="container-page space-y-6">
        <h2 id="credits-heading" className="text-3xl font-extrabold tablet:text-4xl">
          {photos.length} {photos.length === 1 ? 'photo' : 'photos'}
        </h2>
        {photos.length === 0 ? (
          <p className="text-lg text-ink-soft">There are no photos on the site yet.</p>
        ) : (
          <ul className="divide-y divide-line border-y border-line" data-testid="photo-credits">
            {photos.map((photo) => {
              const licenceUrl = photoLicenceUrls[photo.licence];
              return (
                <li key={photo.src} className="grid grid-cols-[96px_1fr] items-start gap-4 py-4 tablet:grid-cols-[128px_1fr]">
                  {photo.width && photo.height ? (
                    <Photo
                      src={photo.src}
                      alt=""
                      width={128}
                      height={96}
                      blurDataUrl={photo.blurDataUrl}
                      sizes="128px"
                      className="aspect-[4/3] h-auto w-full rounded-lg"
                    />
                  ) : (
                    <span aria-hidden="true" />
                  )}
                  <div className="min-w-0 space-y-1">
                    <p className="font-semibold">{photo.alt}</p>
                    <p className="text-ink-soft">
                      Photo: {photo.credit} ·{' '}
                      {licenceUrl ? (
                        <a href={licenceUrl} className={linkClass} rel="license noopener">
                          {photoLicenceLabels[photo.licence]}
                        </a>
                      ) : (
                        photoLicenceLabels[photo.licence]
                      )}
                      {photo.representative ? ' · Representative photo' : ' · Shows our centre'}
                    </p>
                    {photo.sourceUrl ? (
                      <p className="text-sm text-ink-muted">
                        Source: <a href={photo.sourceUrl} className={linkClass} rel="noopener">{photo.sourceUrl}</a>
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

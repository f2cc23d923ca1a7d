import { JsonLd } from '@/components/ui/json-ld';
import { breadcrumbListJsonLd, type BreadcrumbItem } from '@/lib/seo/json-ld';

/** Visible breadcrumb trail plus its BreadcrumbList structured data. The last item is the page. */
export function Breadcrumbs({ items, siteUrl }: { items: readonly BreadcrumbItem[]; siteUrl: string }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-line bg-paper">
      <ol className="container-page flex flex-wrap items-center gap-x-2 py-1 text-sm text-ink-muted">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-2">
              {isLast ? (
                <span aria-current="page" className="inline-flex min-h-11 items-center font-semibold text-ink">
                  {item.name}
                </span>
              ) : (
                <>
                  <a href={item.path} className="link inline-flex min-h-11 items-center">
                    {item.name}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={breadcrumbListJsonLd(siteUrl, items)} />
    </nav>
  );
}

import { Illustration } from '@/components/ui/illustration';
import { PageHero } from '@/components/sections/page-hero';
import { ProductGrid } from '@/components/sections/product-grid';
import { StepsList } from '@/components/sections/steps-list';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import { SectionHeading } from '@/components/ui/section-heading';
import { getProductsInFamily, getVatQuoting, getWhyPageCopy, getWorkspacesOverviewCopy } from '@/content';
import { vatNoteText } from '@/domain/prices';
import { familyLabels, workspaceFamilies } from '@/domain/workspace-types';
import { GetInTouchLink } from '@/features/enquiry/get-in-touch-link';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/workspaces');

export default async function WorkspacesPage() {
  const [{ process }, workspacesOverview, quoting] = await Promise.all([
    getWhyPageCopy(),
    getWorkspacesOverviewCopy(),
    getVatQuoting(),
  ]);
  const families = await Promise.all(
    workspaceFamilies.map(async (family) => ({ family, products: await getProductsInFamily(family) })),
  );
  return (
    <>
      <PageHero
        eyebrow="Workspaces"
        headline={workspacesOverview.headline}
        intro={<p>{workspacesOverview.intro}</p>}
        illustration={
          <Illustration src="/images/home/hero.svg" width={720} height={560} priority className="w-full" />
        }
      />
      <AdvisorSubHero />
      <PageBreadcrumbs trail={[{ name: 'Workspaces', path: '/workspaces' }]} />
      {families.map(({ family, products }, index) => (
        <ProductGrid
          key={family}
          id={`family-${family}`}
          heading={familyLabels[family]}
          intro={<p>{workspacesOverview.familyIntros[family]}</p>}
          products={products}
          tone={index % 2 === 1 ? 'deep' : 'paper'}
          vatNote={vatNoteText(quoting)}
          actionFor={(product) => (
            <GetInTouchLink
              context={{ workspaceType: product.slug, placement: 'card' }}
              variant="secondary"
              className="min-h-11 px-4 py-2 text-sm"
              aria-label={`Get in touch about ${product.title.toLowerCase()}`}
            >
              {product.buttonText}
            </GetInTouchLink>
          )}
        />
      ))}
      <section aria-labelledby="how-it-works-heading" className="py-16 tablet:py-20">
        <div className="container-page space-y-8">
          <SectionHeading id="how-it-works-heading" eyebrow="How it works">
            From enquiry to keys in four steps
          </SectionHeading>
          <StepsList steps={process.map((step) => ({ title: step.step, text: step.text }))} />
        </div>
      </section>
    </>
  );
}

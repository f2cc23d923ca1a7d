import { Illustration } from '@/components/ui/illustration';
import { SectionHeading } from '@/components/ui/section-heading';
import { FeatureList } from '@/components/sections/feature-list';
import { PageHero } from '@/components/sections/page-hero';
import { AdvisorSubHero } from '@/features/advisor/advisor-sub-hero';
import { getCareersPageCopy, getOpenRoles } from '@/content';
import { PageBreadcrumbs } from '@/features/seo/page-breadcrumbs';
import { metadataFor } from '@/features/seo/metadata';

export const metadata = metadataFor('/careers');

export default async function CareersPage() {
  const [jobs, careersPage] = await Promise.all([getOpenRoles(), getCareersPageCopy()]);
  const { howToApply, workingHereBenefits } = careersPage;
  return (
    <>
      <PageHero
        eyebrow="Careers"
        headline={careersPage.headline}
        intro={<p>{careersPage.intro}</p>}
        illustration={
          <Illustration
            src="/images/pages/people.svg"
            width={640}
            height={480}
            priority
            className="w-full rounded-2xl"
          />
        }
      />
      <AdvisorSubHero />
      <PageBreadcrumbs trail={[{ name: 'Careers', path: '/careers' }]} />
      <section aria-labelledby="roles-heading" className="py-16 tablet:py-20">
        <div className="container-page space-y-10">
          <SectionHeading id="roles-heading" eyebrow={`${jobs.length} open roles`}>
            Open roles
          </SectionHeading>
          <ul className="grid gap-6 desktop:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <article
                  aria-labelledby={`${job.id}-title`}
                  className="flex h-full flex-col gap-4 rounded-2xl border border-line bg-white p-6"
                >
                  <h3 id={`${job.id}-title`} className="text-2xl font-extrabold">
                    {job.title}
                  </h3>
                  <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                    <dt className="font-semibold text-ink-muted">Location</dt>
                    <dd className="font-semibold">{job.location}</dd>
                    <dt className="font-semibold text-ink-muted">Type</dt>
                    <dd className="font-semibold">{job.type}</dd>
                    <dt className="font-semibold text-ink-muted">Salary</dt>
                    <dd className="font-semibold">{job.salary}</dd>
                    <dt className="font-semibold text-ink-muted">Reference</dt>
                    <dd className="font-mono">{job.id}</dd>
                  </dl>
                  <p className="text-ink-soft">{job.summary}</p>
                  <details className="group rounded-xl bg-paper-deep p-4">
                    <summary className="cursor-pointer font-bold text-sky">
                      The role and who we are looking for
                    </summary>
                    <h4 className="mt-4 font-bold">You will</h4>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
                      {job.responsibilities.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                    <h4 className="mt-4 font-bold">You bring</h4>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
                      {job.lookingFor.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </details>
                  <p className="mt-auto">
                    <a
                      className="link font-bold"
                      href={`mailto:${howToApply.email}?subject=${encodeURIComponent(`${job.id} ${job.title}`)}`}
                    >
                      Apply for {job.title} by email <span aria-hidden="true">→</span>
                    </a>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="apply-heading" className="bg-paper-deep py-16 tablet:py-20">
        <div className="container-page grid gap-10 desktop:grid-cols-2">
          <div className="space-y-5">
            <SectionHeading id="apply-heading">How to apply</SectionHeading>
            <ol className="list-decimal space-y-2 pl-5 text-lg text-ink-soft">
              {howToApply.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="text-lg">
              Email{' '}
              <a className="link font-bold" href={`mailto:${howToApply.email}`}>
                {howToApply.email}
              </a>
              . No role that fits? Send your CV anyway: we keep it for six months and get in touch when one
              opens.
            </p>
          </div>
          <div className="space-y-5">
            <h2 className="text-3xl font-extrabold">What we offer</h2>
            <FeatureList features={workingHereBenefits} />
          </div>
        </div>
      </section>
    </>
  );
}

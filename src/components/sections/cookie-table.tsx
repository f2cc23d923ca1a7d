import type { CookieEntry } from '@/domain/legal';

/*
 * Every cookie as a row on wide screens and as a card on small ones (a six-column table cannot fit
 * 390 px without scrolling sideways).
 */
export function CookieTable({ cookies }: { cookies: readonly CookieEntry[] }) {
  return (
    <section aria-labelledby="cookie-list-heading" className="not-prose">
      <h2 id="cookie-list-heading" className="text-ink">
        Every cookie we set
      </h2>
      <div className="hidden overflow-hidden rounded-2xl border border-line tablet:block">
        <table className="w-full max-w-none border-collapse bg-white text-left text-base">
          <caption className="sr-only">Cookies set by the Northlight website</caption>
          <thead className="bg-paper-deep text-ink">
            <tr>
              <th scope="col" className="p-3">
                Name
              </th>
              <th scope="col" className="p-3">
                Set by
              </th>
              <th scope="col" className="p-3">
                Purpose
              </th>
              <th scope="col" className="p-3">
                Lifetime
              </th>
              <th scope="col" className="p-3">
                When
              </th>
            </tr>
          </thead>
          <tbody>
            {cookies.map((cookie) => (
              <tr key={cookie.name} className="border-t border-line align-top">
                <th scope="row" className="p-3 font-mono text-sm font-bold text-ink">
                  {cookie.name}
                </th>
                <td className="p-3">{cookie.setBy}</td>
                <td className="p-3">{cookie.purpose}</td>
                <td className="p-3 whitespace-nowrap">{cookie.lifetime}</td>
                <td className="p-3">
                  {cookie.needsConsent ? 'Only after you accept' : 'Always (essential)'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="!list-none !pl-0 space-y-4 tablet:hidden">
        {cookies.map((cookie) => (
          <li key={cookie.name} className="rounded-2xl border border-line bg-white p-4">
            <p className="!mb-1 font-mono font-bold text-ink">{cookie.name}</p>
            <p className="!mb-2 text-base">{cookie.purpose}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-base">
              <dt className="font-semibold text-ink">Set by</dt>
              <dd>{cookie.setBy}</dd>
              <dt className="font-semibold text-ink">Lifetime</dt>
              <dd>{cookie.lifetime}</dd>
              <dt className="font-semibold text-ink">When</dt>
              <dd>{cookie.needsConsent ? 'Only after you accept' : 'Always (essential)'}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

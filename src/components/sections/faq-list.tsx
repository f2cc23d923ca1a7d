/*
 * Questions and answers as native disclosure widgets: keyboard and screen-reader friendly and
 * working without JavaScript.
 */
export function FaqList({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-line rounded-2xl border border-line bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-lg font-bold [&::-webkit-details-marker]:hidden">
            <h3>{faq.question}</h3>
            <span
              aria-hidden="true"
              className="text-2xl font-normal text-sky transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <p className="px-5 pb-5 text-ink-soft">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

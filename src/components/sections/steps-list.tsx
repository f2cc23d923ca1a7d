/** Numbered steps in a row on larger screens. */
export function StepsList({ steps }: { steps: readonly { title?: string; text: string }[] }) {
  return (
    <ol className="grid gap-6 tablet:grid-cols-2 desktop:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.text} className="flex gap-4 rounded-2xl border border-line bg-white p-5">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-amber text-lg font-extrabold text-ink"
          >
            {index + 1}
          </span>
          <span className="space-y-1">
            {step.title ? <span className="block font-bold text-ink">{step.title}</span> : null}
            <span className="block text-ink-soft">{step.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

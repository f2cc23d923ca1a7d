/** A checked list of what is included. */
export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="grid gap-3 tablet:grid-cols-2">
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-3">
          <svg
            aria-hidden="true"
            focusable="false"
            width="24"
            height="24"
            viewBox="0 0 24 24"
            className="mt-0.5 shrink-0"
          >
            <circle cx="12" cy="12" r="11" fill="#f4a62a" />
            <path
              d="M7 12.5l3.2 3.2L17 9"
              fill="none"
              stroke="#14213d"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="text-lg text-ink">{feature}</span>
        </li>
      ))}
    </ul>
  );
}

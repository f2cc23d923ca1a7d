/** Wordmark: a window-light mark and the brand name. Decorative mark, the name is the text. */
export function Logo({ brand }: { brand: string }) {
  return (
    <span className="inline-flex items-center gap-2.5 text-xl font-extrabold tracking-tight">
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32" focusable="false">
        <rect x="2" y="2" width="28" height="28" rx="6" fill="#f4a62a" />
        <path d="M9 24V11l7-4 7 4v13" fill="none" stroke="#14213d" strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M13 24v-7h6v7" fill="#14213d" />
      </svg>
      <span>{brand}</span>
    </span>
  );
}

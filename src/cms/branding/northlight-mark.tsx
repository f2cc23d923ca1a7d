/* The brand's window-light mark (the same drawing as public/icon.svg and the site's header logo). */
export function NorthlightMark({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 32 32">
      <rect x="2" y="2" width="28" height="28" rx="6" fill="#f4a62a" />
      <path d="M9 24V11l7-4 7 4v13" fill="none" stroke="#14213d" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M13 24v-7h6v7" fill="#14213d" />
    </svg>
  );
}

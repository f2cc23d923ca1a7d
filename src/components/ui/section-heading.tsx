/** Eyebrow, heading and optional intro: the top of most content sections. */
export function SectionHeading({
  id,
  eyebrow,
  children,
  intro,
  align = 'left',
}: {
  id: string;
  eyebrow?: string;
  children: React.ReactNode;
  intro?: React.ReactNode;
  align?: 'left' | 'center';
}) {
  return (
    <div className={`max-w-3xl space-y-3 ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow ? <p className="text-sm font-bold uppercase tracking-widest text-sky">{eyebrow}</p> : null}
      <h2 id={id} className="text-3xl font-extrabold tablet:text-4xl">
        {children}
      </h2>
      {intro ? <div className="text-lg text-ink-soft">{intro}</div> : null}
    </div>
  );
}

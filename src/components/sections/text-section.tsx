/** A plain content section with a heading, for pages whose copy is mostly prose. */
export function TextSection({
  heading,
  children,
  tone = 'paper',
}: {
  heading: string;
  children: React.ReactNode;
  tone?: 'paper' | 'deep';
}) {
  return (
    <section className={tone === 'deep' ? 'bg-paper-deep py-14' : 'py-14'}>
      <div className="container-page space-y-4">
        <h2 className="text-3xl font-extrabold">{heading}</h2>
        <div className="max-w-3xl space-y-4 text-lg text-ink-soft">{children}</div>
      </div>
    </section>
  );
}

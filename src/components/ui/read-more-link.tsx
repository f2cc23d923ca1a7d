
/** "Read more" with the subject in its accessible name, so a list of them is not ambiguous. */
export function ReadMoreLink({
  href,
  subject,
  children = 'Read more',
}: {
  href: string;
  subject: string;
  children?: React.ReactNode;
}) {
  return (
    <a href={href} className="link inline-flex items-center gap-1 font-bold">
      {children}
      <span className="sr-only"> about {subject}</span>
      <span aria-hidden="true">→</span>
    </a>
  );
}

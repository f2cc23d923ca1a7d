import type { Headline } from '@/domain/headline';

/*
 * A headline of coloured segments on a light background: base segments in ink, accent segments
 * in the darker amber that keeps AA contrast on paper. (PageHero has its own dark-background tones.)
 */
export function HeadlineText({ headline }: { headline: Headline }) {
  return headline.map((segment, index) => (
    <span key={index} className={segment.tone === 'accent' ? 'text-amber-text' : 'text-ink'}>
      {index > 0 ? ' ' : ''}
      {segment.text}
    </span>
  ));
}

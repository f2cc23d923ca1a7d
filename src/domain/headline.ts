import { z } from 'zod';

/** A headline made of coloured segments, e.g. "Define your space." (ink) "Realise your vision." (accent). */
export const headlineSegmentSchema = z.object({
  text: z.string().min(1).max(80),
  tone: z.enum(['base', 'accent']),
});
export const headlineSchema = z.array(headlineSegmentSchema).min(1).max(4);
export type HeadlineSegment = z.infer<typeof headlineSegmentSchema>;
export type Headline = z.infer<typeof headlineSchema>;

export function headlineText(headline: Headline): string {
  return headline.map((segment) => segment.text).join(' ');
}

import { getWorkspaceType, workspaceTypes, type WorkspaceTypeSlug } from './workspace-types';

/*
 * A centre page's meta description, from the centre's own data: its name and county, its hero line
 * and what it offers (all types, or the few it has). Units and prices are not promised: a centre page
 * lists them only when some are listed. The route registry fills it from the seed; the page from the
 * published centre, so an edited hero line reaches search results too.
 */

type DescribedCentre = {
  readonly town: string;
  readonly county: string;
  readonly heroLine: string;
  readonly offers: readonly WorkspaceTypeSlug[];
};

const maxLength = 160;

export function centreDescription(centre: DescribedCentre): string {
  const opening = `Northlight ${centre.town}, ${centre.county}. ${centre.heroLine}`;
  const labels = centre.offers.map((slug) => getWorkspaceType(slug).label.toLowerCase());
  const candidates =
    centre.offers.length === workspaceTypes.length
      ? [
          `${opening} All ${labels.length} workspace types; hours, parking and directions.`,
          `${opening} All ${labels.length} workspace types.`,
        ]
      : [
          `${opening} ${sentenceCase(`${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`)}.`,
          `${opening} ${labels.length} workspace types, from ${labels[0]} to ${labels.at(-1)}.`,
          opening,
        ];
  return candidates.find((candidate) => candidate.length <= maxLength) ?? opening.slice(0, maxLength);
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

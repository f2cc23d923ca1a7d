/*
 * The workspace illustrations the site ships (public/images/workspaces, flat and in brand colours):
 * what a workspace type shows until it has photos. Editors choose one from this list, with a
 * preview, rather than typing a file path (issue 42, item 5); a test holds the list to the files.
 */
export const workspaceIllustrations = [
  { name: 'workshop', label: 'Workshop' },
  { name: 'storage', label: 'Storage' },
  { name: 'studio', label: 'Studio' },
  { name: 'gym', label: 'Gym' },
  { name: 'cafe', label: 'Café' },
  { name: 'tech-lab', label: 'Tech lab' },
  { name: 'repair', label: 'Repair shop' },
  { name: 'retail', label: 'Retail' },
  { name: 'distribution', label: 'Distribution' },
  { name: 'dog-grooming', label: 'Dog grooming' },
  { name: 'training', label: 'Training room' },
  { name: 'office', label: 'Office' },
  { name: 'meeting-room', label: 'Meeting room' },
  { name: 'coworking', label: 'Coworking' },
  { name: 'virtual-office', label: 'Virtual office' },
] as const;

export const workspaceIllustrationFolder = '/images/workspaces';

/** The address stored on a workspace type and used by its pages: /images/workspaces/NAME.svg. */
export const illustrationPath = (name: string) => `${workspaceIllustrationFolder}/${name}.svg`;

export const workspaceIllustrationPaths: readonly string[] = workspaceIllustrations.map((illustration) =>
  illustrationPath(illustration.name),
);

export function isWorkspaceIllustration(value: unknown): value is string {
  return typeof value === 'string' && workspaceIllustrationPaths.includes(value);
}

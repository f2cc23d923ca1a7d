import path from 'node:path';
import type { PhotoLicence } from '@/domain/photos';
import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';

/*
 * The photographs an empty database starts with: files in ./photos, resized to 1,600 px at most
 * and compressed (docs/photos.md says where each came from and how it was made). None shows a
 * Northlight centre, so every one is captioned as representative. `types` are the workspace types
 * whose page shows it (and whose units it illustrates); `exterior` photos open a centre's gallery.
 */
export type SeedPhoto = {
  readonly file: string;
  readonly alt: string;
  readonly credit: string;
  readonly licence: PhotoLicence;
  readonly sourceUrl: string;
  readonly types: readonly WorkspaceTypeSlug[];
  readonly exterior?: boolean;
  /** Where the crop should stay centred (0 to 100 across and down). */
  readonly focal?: { readonly x: number; readonly y: number };
};

export const seedPhotosDir = path.join(process.cwd(), 'src', 'cms', 'seed', 'photos');

const unsplash = (id: string) => `https://unsplash.com/photos/${id}`;

export const seedPhotos: readonly SeedPhoto[] = [
  {
    file: 'coworking-lounge.jpg',
    alt: 'A bright coworking floor with sofas, plants, tall shelves and desks by a wall of windows',
    credit: 'Copernico',
    licence: 'unsplash',
    sourceUrl: unsplash('p_kICQCOM4s'),
    types: ['coworking-spaces'],
  },
  {
    file: 'open-plan-office.jpg',
    alt: 'An open-plan office with rows of white desks, grey partitions and ceiling lights',
    credit: 'Adolfo Félix',
    licence: 'unsplash',
    sourceUrl: unsplash('PG8NyM_Mcts'),
    types: ['office-spaces'],
  },
  {
    file: 'private-office-desk.jpg',
    alt: 'A private office with a dark desk, leather chairs, a round ceiling light and slatted wood panels',
    credit: 'Damir Kopezhanov',
    licence: 'unsplash',
    sourceUrl: unsplash('luseu9GtYzM'),
    types: ['office-spaces'],
  },
  {
    file: 'office-desk-dark-wall.jpg',
    alt: 'A desk with a lamp and a laptop in front of a dark wall hung with framed black-and-white prints',
    credit: 'Christian Mackie',
    licence: 'unsplash',
    sourceUrl: unsplash('lDlU1zbjGQA'),
    types: ['office-spaces', 'virtual-offices'],
  },
  {
    file: 'office-floor-glazing.jpg',
    alt: 'An office floor with round ceiling lights, a timber-slatted ceiling and glazed walls',
    credit: 'Jose Losada',
    licence: 'unsplash',
    sourceUrl: unsplash('DyFjxmHt3Es'),
    types: ['office-spaces', 'training-centres'],
  },
  {
    file: 'glazed-office-corridor.jpg',
    alt: 'A long corridor between glass-walled offices, with a bench and a potted tree',
    credit: 'Mikhail Derecha',
    licence: 'unsplash',
    sourceUrl: unsplash('q-XTB-YTsho'),
    types: ['virtual-offices', 'office-spaces'],
  },
  {
    file: 'long-table-room.jpg',
    alt: 'A room with a long wooden table, black chairs, pendant lights and floor-to-ceiling windows',
    credit: 'Nastuh Abootalebi',
    licence: 'unsplash',
    sourceUrl: unsplash('eHD8Y1Znfpk'),
    types: ['meeting-rooms', 'training-centres'],
  },
  {
    file: 'meeting-room-view.jpg',
    alt: 'A meeting room with chairs round a table and tall windows looking over a city at sunset',
    credit: 'Yibei Geng',
    licence: 'unsplash',
    sourceUrl: unsplash('-UdYbiywGeg'),
    types: ['meeting-rooms'],
  },
  {
    file: 'desk-rows.jpg',
    alt: 'Rows of desks with blue screens and black chairs along an aisle of grey carpet',
    credit: 'Kate Sade',
    licence: 'unsplash',
    sourceUrl: unsplash('2zZp12ChxhU'),
    types: ['coworking-spaces', 'training-centres'],
  },
  {
    file: 'window-counter.jpg',
    alt: 'A counter with white stools along a tall window, with a large palm in the foreground',
    credit: 'Alesia Kazantceva',
    licence: 'unsplash',
    sourceUrl: unsplash('VWcPlbHglYc'),
    types: ['coworking-spaces'],
  },
  {
    file: 'screens-studio-floor.jpg',
    alt: 'People working at large screens under hanging bulbs in a brick-walled open workspace',
    credit: 'Israel Andrade',
    licence: 'unsplash',
    sourceUrl: unsplash('YI_9SivVt_s'),
    types: ['tech-labs', 'coworking-spaces'],
  },
  {
    file: 'entrance-hall.jpg',
    alt: 'A light entrance hall with wooden floorboards, white shelves, plants and a pink armchair',
    credit: 'CoWomen',
    licence: 'unsplash',
    sourceUrl: unsplash('1hlFqUdFv1s'),
    types: ['virtual-offices'],
  },
  {
    file: 'recording-studio.jpg',
    alt: 'A small studio with acoustic foam on the walls, a microphone, monitor speakers and a laptop',
    credit: 'Gaspi the Artist',
    licence: 'unsplash',
    sourceUrl: unsplash('w0IzSwffjbA'),
    types: ['studios'],
  },
  {
    file: 'studio-microphone.jpg',
    alt: 'A studio microphone in a shock mount with headphones hanging in front of a mixing desk',
    credit: 'Will Francis',
    licence: 'unsplash',
    sourceUrl: unsplash('ZDNyhmgkZlQ'),
    types: ['studios'],
  },
  {
    file: 'cafe-interior.jpg',
    alt: 'A café with round marble tables, wicker chairs and large windows onto the street',
    credit: 'Çağan Sevencan',
    licence: 'unsplash',
    sourceUrl: unsplash('ekDdIRQbrwE'),
    types: ['cafes'],
  },
  {
    file: 'cafe-counter.jpg',
    alt: 'A café counter with a wooden front, a glass cake display and chalkboard menus behind',
    credit: 'Nathan Dumlao',
    licence: 'unsplash',
    sourceUrl: unsplash('g8gOnhMRckw'),
    types: ['cafes'],
  },
  {
    file: 'kitchen.jpg',
    alt: 'A kitchen with a range cooker, a steel hood, open shelves of plates and a wooden work table',
    credit: 'Becca Tapert',
    licence: 'unsplash',
    sourceUrl: unsplash('uGak0qtrphM'),
    types: ['cafes'],
  },
  {
    file: 'shop-front.jpg',
    alt: 'A small shop front with a large window, hanging plants and a bench on the pavement',
    credit: 'Illia Kholin',
    licence: 'unsplash',
    sourceUrl: unsplash('vrP08kW-W24'),
    types: ['retail-spaces'],
  },
  {
    file: 'building-exterior.jpg',
    alt: 'A modern building with a slatted overhanging roof and a glazed upper floor against a blue sky',
    credit: 'rawpixel',
    licence: 'cc0',
    sourceUrl: 'https://www.rawpixel.com/image/430335/free-photo-image-architecture-building-roof',
    types: [],
    exterior: true,
  },
  {
    file: 'angular-roof.jpg',
    alt: 'The angular timber roof and white columns of a modern building seen from below',
    credit: 'rawpixel',
    licence: 'cc0',
    sourceUrl: 'https://www.rawpixel.com/image/3289063/free-photo-image-architectural-detail-architecture',
    types: [],
    exterior: true,
  },
  {
    file: 'building-windows.jpg',
    alt: 'A white building front with rows of tall windows behind grey louvred shutters',
    credit: 'rawpixel',
    licence: 'cc0',
    sourceUrl: 'https://www.rawpixel.com/image/3286615/free-photo-image-texture-architecture-building',
    types: [],
    exterior: true,
  },
];

/** The home page's hero: the photo that says "a place to work" most plainly. */
export const homeHeroPhotoFile = 'coworking-lounge.jpg';

/** The photos a workspace type's page shows, in manifest order. */
export function photoFilesForType(type: WorkspaceTypeSlug): string[] {
  return seedPhotos.filter((photo) => photo.types.includes(type)).map((photo) => photo.file);
}

/*
 * A centre's gallery: one building photo, then up to three photos of what it offers, chosen in
 * turn by the centre's place in the list so that neighbouring centres do not look identical.
 */
export function centreGalleryFiles(offers: readonly WorkspaceTypeSlug[], index: number): string[] {
  const exteriors = seedPhotos.filter((photo) => photo.exterior).map((photo) => photo.file);
  const inside = [...new Set(offers.flatMap((type) => photoFilesForType(type)))];
  const rotated = inside.map((_, i) => inside[(i + index) % inside.length] as string);
  const exterior = exteriors.length ? [exteriors[index % exteriors.length] as string] : [];
  return [...exterior, ...rotated.slice(0, 3)];
}

/** A unit's photo: one of its type's photos, in turn, or none when the type has none. */
export function unitPhotoFiles(type: WorkspaceTypeSlug, index: number): string[] {
  const files = photoFilesForType(type);
  return files.length ? [files[index % files.length] as string] : [];
}

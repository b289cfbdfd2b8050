/** What a place page keeps of the API's data: the fields it renders and its pictures without repeats. */
import type { Image } from '../../../shared/api/schemas';
import { pick } from '../../../shared/pick';
import { galleryImages } from './gallery';

/** What every place page shows: its name and address, its texts, the count of cruises and the pictures. */
const COMMON_FIELDS = ['slug', 'name', 'shortDescription', 'description', 'cruisesCount'] as const;
type CommonField = (typeof COMMON_FIELDS)[number];

interface Place extends Record<CommonField, unknown> {
  image?: Image | null;
  images: readonly Image[];
}

export type PlaceView<T extends Place, K extends keyof T> = Pick<T, K | CommonField> & { images: Image[] };

/**
 * The common fields and the place's own `fields` (an API may send more; what a loader returns travels
 * again as hydration data).
 */
export function placeView<T extends Place, K extends keyof T>(
  place: T,
  fields: readonly K[],
): PlaceView<T, K> {
  // `images` before the spread (no caller picks it): docs/decisions/041-spreads-last.md.
  return {
    images: galleryImages(place.image, place.images),
    ...pick<T, K | CommonField>(place, [...COMMON_FIELDS, ...fields]),
  };
}

/** What a place page keeps of the API's data: the fields it renders and its pictures without repeats. */
import type { Image } from '../../../shared/api/schemas';
import { pick } from '../../../shared/pick';
import { galleryImages } from './gallery';

interface Pictured {
  image?: Image | null;
  images: readonly Image[];
}

export type PlaceView<T extends Pictured, K extends keyof T> = Pick<T, K> & { images: Image[] };

/** The place's `fields` (an API may send more; what a loader returns travels again as hydration data). */
export function placeView<T extends Pictured, K extends keyof T>(
  place: T,
  fields: readonly K[],
): PlaceView<T, K> {
  return { ...pick(place, fields), images: galleryImages(place.image, place.images) };
}

/**
 * The heading of a port's or a city's cruises, from where its cruises start: «Круизы из Казани» (every one
 * starts there), «Круизы с заходом в Неаполь» (none does), «Круизы из Москвы и с заходом в Москву» (both).
 * Without a trusted form of the name the generic noun takes the case: «из порта Стокгольм».
 */
import { fromPlaceOrNoun, toPlaceOrNoun, type NamedPlace } from '../../../shared/russian/place-cases';

export interface PlaceCounts extends NamedPlace {
  cruisesCount: number;
  departuresCount: number;
}

/** A generic noun for a name without a trusted form, in the two cases the heading needs. */
export interface PlaceNoun {
  genitive: string;
  accusative: string;
}

export function placeCruisesTitle(place: PlaceCounts, noun: PlaceNoun): string {
  const from = fromPlaceOrNoun(place, noun.genitive);
  const to = `с заходом ${toPlaceOrNoun(place, noun.accusative)}`;
  if (place.departuresCount === 0) return `Круизы ${to}`;
  if (place.departuresCount >= place.cruisesCount) return `Круизы ${from}`;
  return `Круизы ${from} и ${to}`;
}

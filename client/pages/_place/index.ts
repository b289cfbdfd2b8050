export { slugParam } from './params';
export { paragraphs, metaDescription, joinRu } from './text';
export { searchLink, searchParamsOf, type SearchPreset } from './search-link';
export { loadCruises, loadSeoText, CRUISES_PREVIEW_SIZE, type CruisesPreview, type SeoText } from './load';
export {
  placeJsonLd,
  aggregateOffer,
  geoCoordinates,
  compact,
  imageUrls,
  type PlaceLd,
} from './structured-data';
export { Gallery, galleryImages } from './gallery';
export { Facts, type Fact } from './facts';
export { RefLinks, InlineRefs } from './ref-links';
export { CruisesSection, allCruisesText, CRUISE_FORMS } from './cruises-section';
export { PlaceHero, type PlaceHeroProps } from './place-hero';
export { PlacePage, cruisesCta, type PlacePageProps } from './place-page';
export { About } from './about';

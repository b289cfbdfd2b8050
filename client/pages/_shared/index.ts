export { SITE_DESCRIPTION, SITE_NAME } from './brand';
export { Seo, pageTitle, type SeoProps } from './seo';
export { JsonLd } from './json-ld';
export {
  Breadcrumbs,
  breadcrumbListJsonLd,
  HOME_CRUMB,
  type BreadcrumbsProps,
  type Crumb,
} from './breadcrumbs';
export { CruiseCard, CARD_IMAGE_SIZES, KIND_LABEL, routeText, type CruiseCardProps } from './cruise-card';
export { ShipCard, type ShipCardProps } from './ship-card';
export { PromotionCard, type PromotionCardData, type PromotionCardProps } from './promotion-card';
export { RegionCard, type RegionCardProps } from './region-card';
export { CardGrid, type CardGridProps } from './card-grid';
export { Section, type SectionProps } from './section';
export { PriceFrom, PRICE_ON_REQUEST } from './price';

export { Seo } from './seo';
export { JsonLd } from './json-ld';
export { Breadcrumbs, type Crumb } from './breadcrumbs';
export { CruiseCard, KIND_LABEL, routeBeyondTitle, routeText } from './cruise-card';
export { CardGrid } from './card-grid';
export { PriceFrom } from './price';

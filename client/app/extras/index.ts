export { SiteExtras } from './site-extras';
export { cleanExtrasConfig, type SiteExtrasConfig } from './config';

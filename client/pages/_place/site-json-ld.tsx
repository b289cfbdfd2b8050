import { useSiteOrigin } from '../../app/site-origin';
import { JsonLd } from '../_shared/json-ld';
import { absolutize } from './structured-data';

/** JSON-LD with the site's paths made absolute against the public origin (when the layout knows it). */
export function SiteJsonLd({ data }: { data: unknown }) {
  const origin = useSiteOrigin();
  return <JsonLd data={absolutize(data, origin)} />;
}

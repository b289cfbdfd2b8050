import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { href, PATHS } from '../../../shared/routes';
import { optional, required } from '../../api';
import { About } from '../_place/about';
import { CruisesSection } from '../_place/cruises-section';
import { loadCruises, loadSeoText } from '../_place/load';
import { slugRequest } from '../_place/params';
import { PlacePage } from '../_place/place-page';
import { refsFact } from '../_place/ref-links';
import { RegionsSection } from '../_place/regions-section';
import { searchLink } from '../_place/search-link';
import { placeJsonLd } from '../_place/structured-data';
import {
  otherRegions,
  REGION_KIND_LABEL,
  regionCruisesTitle,
  regionDescription,
  regionTitle,
  toRegionView,
} from './view';

export async function loader(args: LoaderFunctionArgs) {
  const { slug, api, signal } = slugRequest(args);
  const [region, cruises, seo, map] = await Promise.all([
    api.getRegionBySlug({ slug }, { signal }),
    loadCruises(api, { region: slug }, signal),
    loadSeoText(api, href.region(slug), signal),
    api.getRegionsMap({}, { signal }),
  ]);
  const view = toRegionView(required(region, 'getRegionBySlug'));
  return { region: view, cruises, seo, others: otherRegions(optional(map), view) };
}

export function Component() {
  const { region, cruises, seo, others } = useLoaderData<typeof loader>();
  const toSearch = searchLink({ region: region.slug });
  return (
    <PlacePage
      kind="region"
      place={region}
      seo={seo}
      fallback={{ title: regionTitle(region), description: regionDescription(region) }}
      jsonLd={(canonical) =>
        placeJsonLd(region, canonical, {
          type: 'TouristDestination',
          geo: region.center,
          contains: region.countries.map((c) => ({
            type: 'Country',
            name: c.name,
            url: href.country(c.slug),
          })),
        })
      }
      crumbs={[{ title: 'Регионы', to: PATHS.allRegions }, { title: region.name }]}
      hero={{
        eyebrow: REGION_KIND_LABEL[region.kind],
        factsLabel: 'Коротко о регионе',
        facts: [
          { label: 'Лучший сезон', value: region.bestSeason },
          refsFact('Страны', region.countries, href.country),
        ],
        price: region.priceFrom,
      }}
      searchTo={toSearch}
      about={
        <About
          title="О регионе"
          text={region.description}
          refs={[{ title: 'Страны региона', items: region.countries, to: href.country }]}
        />
      }
    >
      <CruisesSection title={regionCruisesTitle(region)} cruises={cruises} searchTo={toSearch} />
      <RegionsSection
        title={region.kind === 'sea' ? 'Другие морские регионы' : 'Другие речные регионы'}
        label="Другие регионы"
        regions={others}
      />
    </PlacePage>
  );
}

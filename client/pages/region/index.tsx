import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { href, PATHS } from '../../../shared/routes';
import { apiFrom, optional, required } from '../../api';
import { CardGrid } from '../_shared/card-grid';
import { RegionCard } from '../_shared/region-card';
import { Section } from '../_shared/section';
import { About } from '../_place/about';
import { CruisesSection } from '../_place/cruises-section';
import { loadCruises, loadSeoText } from '../_place/load';
import { slugParam } from '../_place/params';
import { cruisesCta, PlacePage } from '../_place/place-page';
import { InlineRefs, RefLinks } from '../_place/ref-links';
import { searchLink } from '../_place/search-link';
import { placeJsonLd } from '../_place/structured-data';
import { otherRegions, REGION_KIND_LABEL, regionDescription, regionTitle, toRegionView } from './view';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = slugParam(params);
  const api = apiFrom(context);
  const { signal } = request;
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
  const canonical = href.region(region.slug);
  const toSearch = searchLink({ region: region.slug });
  return (
    <PlacePage
      kind="region"
      seo={seo}
      fallback={{ title: regionTitle(region), description: regionDescription(region) }}
      canonical={canonical}
      jsonLd={placeJsonLd({
        type: 'TouristDestination',
        name: region.name,
        url: canonical,
        description: region.shortDescription,
        images: region.images,
        geo: region.center,
        contains: region.countries.map((c) => ({ type: 'Country', name: c.name, url: href.country(c.slug) })),
      })}
      crumbs={[{ title: 'Регионы', to: PATHS.allRegions }, { title: region.name }]}
      hero={{
        eyebrow: REGION_KIND_LABEL[region.kind],
        title: region.name,
        lead: region.shortDescription,
        images: region.images,
        factsLabel: 'Коротко о регионе',
        facts: [
          { label: 'Лучший сезон', value: region.bestSeason },
          {
            label: 'Страны',
            value: region.countries.length ? <InlineRefs items={region.countries} to={href.country} /> : null,
          },
          { label: 'Круизов в продаже', value: region.cruisesCount.toLocaleString('ru-RU') },
        ],
        price: region.priceFrom,
        cta: cruisesCta(region.cruisesCount, toSearch),
      }}
      about={
        <About
          title="О регионе"
          text={region.description}
          aside={<RefLinks title="Страны региона" items={region.countries} to={href.country} />}
        />
      }
    >
      <CruisesSection title={`Круизы: ${region.name}`} cruises={cruises} searchTo={toSearch} />
      {others.length > 0 ? (
        <Section
          title={region.kind === 'sea' ? 'Другие морские регионы' : 'Другие речные регионы'}
          moreTo={PATHS.allRegions}
          moreText="Все регионы"
        >
          <CardGrid columns={4} label="Другие регионы">
            {others.map((r) => (
              <RegionCard key={r.slug} region={r} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
    </PlacePage>
  );
}

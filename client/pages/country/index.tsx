import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { href, PATHS } from '../../../shared/routes';
import { required } from '../../api';
import { About } from '../_place/about';
import { CruisesSection } from '../_place/cruises-section';
import { loadCruises, loadSeoText } from '../_place/load';
import { slugRequest } from '../_place/params';
import { PlacePage } from '../_place/place-page';
import { refsFact } from '../_place/ref-links';
import { searchLink } from '../_place/search-link';
import { placeJsonLd } from '../_place/structured-data';
import { countryCruisesTitle, countryDescription, countryTitle, toCountryView } from './view';
// Language and currency start lowercase in the data ('итальянский'); facts read better capitalised.
import { capitalize } from '../../../shared/format';

export async function loader(args: LoaderFunctionArgs) {
  const { slug, api, signal } = slugRequest(args);
  const [country, cruises, seo] = await Promise.all([
    api.getCountryBySlug({ slug }, { signal }),
    loadCruises(api, { country: slug }, signal),
    loadSeoText(api, href.country(slug), signal),
  ]);
  return { country: toCountryView(required(country, 'getCountryBySlug')), cruises, seo };
}

export function Component() {
  const { country, cruises, seo } = useLoaderData<typeof loader>();
  const toSearch = searchLink({ country: country.slug });
  // A region crumb only for a country that lies in one region: Russia is not a part of the Volga.
  const region = country.regions.length === 1 ? country.regions[0] : undefined;
  return (
    <PlacePage
      kind="country"
      place={country}
      seo={seo}
      fallback={{ title: countryTitle(country), description: countryDescription(country) }}
      jsonLd={(canonical) =>
        placeJsonLd(country, canonical, {
          type: ['Country', 'TouristDestination'],
          contains: country.ports.map((p) => ({
            type: 'BoatTerminal',
            name: p.name,
            url: href.port(p.slug),
          })),
          extra: {
            containedInPlace: country.regions.map((r) => ({
              '@type': 'TouristDestination',
              name: r.name,
              url: href.region(r.slug),
            })),
          },
        })
      }
      crumbs={[
        { title: 'Регионы', to: PATHS.allRegions },
        ...(region ? [{ title: region.name, to: href.region(region.slug) }] : []),
        { title: country.name },
      ]}
      hero={{
        eyebrow: 'Страна',
        factsLabel: 'Что нужно знать',
        facts: [
          { label: 'Столица', value: country.capital },
          { label: 'Язык', value: capitalize(country.language) },
          { label: 'Валюта', value: capitalize(country.currency) },
          { label: 'Виза', value: country.visa },
          refsFact('Регионы', country.regions, href.region),
        ],
      }}
      searchTo={toSearch}
      about={
        <About
          title="О стране"
          text={country.description}
          refs={[
            { title: 'Порты страны', items: country.ports, to: href.port },
            { title: 'Круизные регионы', items: country.regions, to: href.region },
          ]}
        />
      }
    >
      <CruisesSection title={countryCruisesTitle(country)} cruises={cruises} searchTo={toSearch} />
    </PlacePage>
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../shared/routes';
import { required } from '../../api';
import { MapPinIcon } from '../../ui/icons';
import { formatCoordinates } from '../_map/projection';
import { About, NEIGHBOURS } from '../_place/about';
import { CruisesSection } from '../_place/cruises-section';
import { loadCruises, loadSeoText } from '../_place/load';
import { slugRequest } from '../_place/params';
import { PlacePage } from '../_place/place-page';
import { refsFact } from '../_place/ref-links';
import { searchLink } from '../_place/search-link';
import { placeJsonLd } from '../_place/structured-data';
import { TitledList } from '../_place/titled-list';
import {
  cityCruisesTitle,
  cityDescription,
  cityPreset,
  cityTitle,
  formatPopulation,
  KIND_WORDS,
  toCityView,
} from './view';
import { withCases } from '../../../shared/russian/place-cases';

export async function loader(args: LoaderFunctionArgs) {
  const { slug, api, signal } = slugRequest(args);
  const [city, seo] = await Promise.all([
    api.getCityBySlug({ slug }, { signal }),
    loadSeoText(api, href.city(slug), signal),
  ]);
  const view = toCityView(await withCases(required(city, 'getCityBySlug')));
  // The cruises depend on the city's ports, so they come second.
  const cruises = view.ports.length
    ? await loadCruises(api, cityPreset(view), signal)
    : { items: [], total: 0 };
  return { city: view, cruises, seo };
}

export function Component() {
  const { city, cruises, seo } = useLoaderData<typeof loader>();
  const toSearch = searchLink(cityPreset(city));
  const words = KIND_WORDS[city.kind];
  return (
    <PlacePage
      kind="city"
      place={city}
      seo={seo}
      fallback={{ title: cityTitle(city), description: cityDescription(city) }}
      jsonLd={(canonical) =>
        placeJsonLd(city, canonical, {
          type: city.kind === 'city' ? 'City' : 'Place',
          geo: city.location,
          containedIn: { type: 'Country', name: city.country.name, url: href.country(city.country.slug) },
          contains: city.ports.map((p) => ({ type: 'BoatTerminal', name: p.name, url: href.port(p.slug) })),
          extra: city.population ? { population: city.population } : undefined,
        })
      }
      // The country, not «Регионы»: the regions' page lists no countries (Россия read as a region there).
      crumbs={[{ title: city.country.name, to: href.country(city.country.slug) }, { title: city.name }]}
      hero={{
        eyebrow: words.name,
        factsLabel: `${words.about} коротко`,
        facts: [
          refsFact('Страна', [city.country], href.country),
          { label: 'Население', value: formatPopulation(city.population) },
          refsFact(words.port, city.ports, href.port),
          { label: 'Координаты', value: formatCoordinates(city.location, 2) },
        ],
      }}
      // The city's cruises are searched through its ports: without ports there is no search to offer.
      searchTo={city.ports.length ? toSearch : null}
      about={
        <About
          title={words.about}
          text={city.description}
          refs={[
            { title: words.ports, items: city.ports, to: href.port },
            { title: NEIGHBOURS, items: city.nearby, to: href.city },
          ]}
        >
          <TitledList
            title="Что посмотреть"
            items={city.sights}
            icon={<MapPinIcon size={18} />}
            tone="boxed"
          />
        </About>
      }
    >
      <CruisesSection title={cityCruisesTitle(city)} cruises={cruises} searchTo={toSearch} />
    </PlacePage>
  );
}

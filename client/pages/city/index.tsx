import { useId } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { href, PATHS } from '../../../shared/routes';
import { apiFrom, required } from '../../api';
import { MapPinIcon } from '../../ui/icons';
import { formatCoordinates } from '../_map/projection';
import { About } from '../_place/about';
import { CruisesSection } from '../_place/cruises-section';
import { loadCruises, loadSeoText } from '../_place/load';
import { slugParam } from '../_place/params';
import { cruisesCta, PlacePage } from '../_place/place-page';
import { InlineRefs, RefLinks } from '../_place/ref-links';
import { searchLink } from '../_place/search-link';
import { placeJsonLd } from '../_place/structured-data';
import {
  cityCruisesTitle,
  cityDescription,
  cityPreset,
  cityTitle,
  formatPopulation,
  toCityView,
} from './view';
import { withCases } from '../../../shared/russian/place-cases';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = slugParam(params);
  const api = apiFrom(context);
  const { signal } = request;
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

function Sights({ sights }: { sights: readonly string[] }) {
  const id = useId();
  if (sights.length === 0) return null;
  return (
    <section className="place-sights" aria-labelledby={id}>
      <h3 id={id} className="heading heading--s place-sights__title">
        Что посмотреть
      </h3>
      <ul className="place-sights__list">
        {sights.map((sight) => (
          <li key={sight} className="place-sights__item">
            <MapPinIcon size={18} />
            <span>{sight}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Component() {
  const { city, cruises, seo } = useLoaderData<typeof loader>();
  const canonical = href.city(city.slug);
  const toSearch = searchLink(cityPreset(city));
  return (
    <PlacePage
      kind="city"
      seo={seo}
      fallback={{ title: cityTitle(city), description: cityDescription(city) }}
      canonical={canonical}
      jsonLd={placeJsonLd({
        type: 'City',
        name: city.name,
        url: canonical,
        description: city.shortDescription,
        images: city.images,
        geo: city.location,
        containedIn: { type: 'Country', name: city.country.name, url: href.country(city.country.slug) },
        contains: city.ports.map((p) => ({ type: 'BoatTerminal', name: p.name, url: href.port(p.slug) })),
        extra: city.population ? { population: city.population } : undefined,
      })}
      crumbs={[
        { title: 'Регионы', to: PATHS.allRegions },
        { title: city.country.name, to: href.country(city.country.slug) },
        { title: city.name },
      ]}
      hero={{
        eyebrow: 'Город',
        title: city.name,
        lead: city.shortDescription,
        images: city.images,
        factsLabel: 'О городе коротко',
        facts: [
          { label: 'Страна', value: <InlineRefs items={[city.country]} to={href.country} /> },
          { label: 'Население', value: formatPopulation(city.population) },
          {
            label: 'Порты',
            value: city.ports.length ? <InlineRefs items={city.ports} to={href.port} /> : null,
          },
          { label: 'Координаты', value: formatCoordinates(city.location, 2) },
          { label: 'Круизов с заходом', value: city.cruisesCount.toLocaleString('ru-RU') },
        ],
        // The city's cruises are searched through its ports: without ports there is no search to offer.
        cta: cruisesCta(city.ports.length ? city.cruisesCount : 0, toSearch),
      }}
      about={
        <About
          title="О городе"
          text={city.description}
          aside={
            <>
              <RefLinks title="Порты города" items={city.ports} to={href.port} />
              <RefLinks title="Города поблизости" items={city.nearby} to={href.city} />
            </>
          }
        >
          <Sights sights={city.sights} />
        </About>
      }
    >
      <CruisesSection title={cityCruisesTitle(city)} cruises={cruises} searchTo={toSearch} />
    </PlacePage>
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { href } from '../../../shared/routes';
import { required } from '../../api';
import { formatCoordinates } from '../_map/projection';
import { About, NEIGHBOURS } from '../_place/about';
import { CruisesSection } from '../_place/cruises-section';
import { loadCruises, loadSeoText } from '../_place/load';
import { slugRequest } from '../_place/params';
import { PlacePage } from '../_place/place-page';
import { refsFact } from '../_place/ref-links';
import { portPreset, searchLink } from '../_place/search-link';
import { placeJsonLd } from '../_place/structured-data';
import { KIND_WORDS } from '../city/view';
import { osmLink, PORT_KIND_LABEL, portCruisesTitle, portDescription, portTitle, toPortView } from './view';
import { withCases } from '../../../shared/russian/place-cases';

export async function loader(args: LoaderFunctionArgs) {
  const { slug, api, signal } = slugRequest(args);
  const [port, cruises, seo] = await Promise.all([
    api.getPortBySlug({ slug }, { signal }),
    loadCruises(api, portPreset(slug), signal),
    loadSeoText(api, href.port(slug), signal),
  ]);
  return { port: toPortView(await withCases(required(port, 'getPortBySlug'))), cruises, seo };
}

export function Component() {
  const { port, cruises, seo } = useLoaderData<typeof loader>();
  const toSearch = searchLink(portPreset(port.slug));
  return (
    <PlacePage
      kind="port"
      place={port}
      seo={seo}
      fallback={{ title: portTitle(port), description: portDescription(port) }}
      jsonLd={(canonical) =>
        placeJsonLd(port, canonical, {
          type: 'BoatTerminal',
          geo: port.location,
          containedIn: { type: 'City', name: port.city.name, url: href.city(port.city.slug) },
          extra: {
            address: {
              '@type': 'PostalAddress',
              addressLocality: port.city.name,
              addressCountry: port.country.name,
            },
          },
        })
      }
      // The country, not «Регионы»: the regions' page lists no countries (Россия read as a region there).
      crumbs={[{ title: port.country.name, to: href.country(port.country.slug) }, { title: port.name }]}
      hero={{
        eyebrow: PORT_KIND_LABEL[port.kind],
        factsLabel: 'О порте коротко',
        facts: [
          refsFact('Страна', [port.country], href.country),
          refsFact(KIND_WORDS[port.city.kind].name, [port.city], href.city),
          {
            label: 'Координаты',
            value: (
              <a
                href={osmLink(port.location)}
                className="place-link"
                target="_blank"
                rel="noopener noreferrer"
              >
                {formatCoordinates(port.location, 2)}
                <span className="visually-hidden"> (карта OpenStreetMap, откроется в новой вкладке)</span>
              </a>
            ),
          },
          refsFact('Регионы', port.regions, href.region),
        ],
      }}
      searchTo={toSearch}
      about={
        <About
          title="О порте"
          text={port.description}
          refs={[
            { title: NEIGHBOURS, items: port.nearby, to: href.port },
            { title: 'Круизные регионы', items: port.regions, to: href.region },
          ]}
        />
      }
    >
      <CruisesSection title={portCruisesTitle(port)} cruises={cruises} searchTo={toSearch} />
    </PlacePage>
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatCount } from '../../../shared/format';
import { fleetText, fleetWord, ofLine } from '../../../shared/russian/vessel';
import { href, PATHS } from '../../../shared/routes';
import { optional, required } from '../../api';
import { OptimizedImage } from '../../ui/optimized-image';
import { CardGrid } from '../_shared/card-grid';
import { Section } from '../_shared/section';
import { ShipCard } from '../_shared/ship-card';
import { About } from '../_place/about';
import { CruisesSection } from '../_place/cruises-section';
import { loadCruises, loadSeoText } from '../_place/load';
import { slugRequest } from '../_place/params';
import { PlacePage } from '../_place/place-page';
import { RegionsSection } from '../_place/regions-section';
import { searchLink } from '../_place/search-link';
import {
  cruiseLineDescription,
  cruiseLineTitle,
  lineCruisesTitle,
  LINE_KIND_LABEL,
  organizationJsonLd,
  SHIP_FORMS,
  toCruiseLineView,
} from './view';

/** Ships and regions of one line fit on one page: the largest lines have about twenty ships. */
const RELATED_PAGE_SIZE = 24;

export async function loader(args: LoaderFunctionArgs) {
  const { slug, api, signal } = slugRequest(args);
  const [line, ships, regions, cruises, seo] = await Promise.all([
    api.getCruiseLineBySlug({ slug }, { signal }),
    api.getShipsByCruiseLine({ slug, page: 1, pageSize: RELATED_PAGE_SIZE }, { signal }),
    api.getRegionsByCruiseLine({ slug, page: 1, pageSize: RELATED_PAGE_SIZE }, { signal }),
    loadCruises(api, { line: slug }, signal),
    loadSeoText(api, href.cruiseLine(slug), signal),
  ]);
  return {
    line: toCruiseLineView(required(line, 'getCruiseLineBySlug')),
    ships: optional(ships)?.items ?? [],
    regions: optional(regions)?.items ?? [],
    cruises,
    seo,
  };
}

export function Component() {
  const { line, ships, regions, cruises, seo } = useLoaderData<typeof loader>();
  const toSearch = searchLink({ line: line.slug });
  const shipWord = fleetWord(ships);
  return (
    <PlacePage
      kind="cruiseline"
      place={line}
      seo={seo}
      fallback={{ title: cruiseLineTitle(line), description: cruiseLineDescription(line) }}
      jsonLd={(canonical) => organizationJsonLd(line, canonical, line.images[0]?.url)}
      crumbs={[{ title: 'Круизные компании', to: PATHS.allCruiseLines }, { title: line.name }]}
      hero={{
        eyebrow: LINE_KIND_LABEL[line.kind],
        aside: (
          <div className="cruiseline-logo">
            <OptimizedImage image={line.logo} alt={`Логотип ${ofLine(line)}`} width={200} fit="contain" />
          </div>
        ),
        factsLabel: 'О компании коротко',
        facts: [
          { label: 'Страна', value: line.country },
          { label: 'Год основания', value: line.foundedYear ? String(line.foundedYear) : null },
          {
            label: 'Флот',
            value:
              ships.length === line.shipsCount && ships.length > 0
                ? fleetText(ships)
                : line.shipsCount > 0
                  ? formatCount(line.shipsCount, SHIP_FORMS[line.kind])
                  : null,
          },
        ],
        price: line.priceFrom,
      }}
      searchTo={toSearch}
      about={<About title="О компании" text={line.description} />}
    >
      {ships.length > 0 ? (
        <Section title={`${shipWord} ${ofLine(line)}`} id="ships" description={fleetText(ships)}>
          <CardGrid columns={3} label={`${shipWord} ${ofLine(line)}`}>
            {ships.map((ship) => (
              <ShipCard key={ship.slug} ship={ship} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      <CruisesSection title={lineCruisesTitle(line)} cruises={cruises} searchTo={toSearch} />
      <RegionsSection
        title="Куда ходят суда компании"
        id="regions"
        label={`Регионы ${ofLine(line)}`}
        regions={regions}
        cardTo={(r) => searchLink({ line: line.slug, region: r.slug })}
      />
    </PlacePage>
  );
}

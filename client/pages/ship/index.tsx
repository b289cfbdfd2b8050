import { useId } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatCount, formatNumber } from '../../../shared/format';
import { href, PATHS } from '../../../shared/routes';
import { optional, required } from '../../api';
import { CheckIcon } from '../../ui/icons';
import { CardGrid } from '../_shared/card-grid';
import { Section } from '../_shared/section';
import { About } from '../_place/about';
import { CruisesSection } from '../_place/cruises-section';
import { loadCruises, loadSeoText } from '../_place/load';
import { slugRequest } from '../_place/params';
import { PlacePage } from '../_place/place-page';
import { refsFact } from '../_place/ref-links';
import { RegionsSection } from '../_place/regions-section';
import { searchLink } from '../_place/search-link';
import { TitledList } from '../_place/titled-list';
import { DECKS_ID, DeckPlan, DeckTabs } from '../_deck/deck-plan';
import { deckNamesOf } from '../_deck/view';
import { buildDeckPlan } from '../_deck/view';
import { CabinCard } from './cabins';
import { shipKindLabel, shipPhrase } from '../../../shared/russian/vessel';
import {
  decksLead,
  shipDescription,
  shipJsonLd,
  shipSpecs,
  shipCruisesTitle,
  shipTitle,
  toShipView,
  type SpecRow,
} from './view';

const REGIONS_PAGE_SIZE = 24;

export async function loader(args: LoaderFunctionArgs) {
  const { slug, api, signal } = slugRequest(args);
  const [ship, cabins, regions, cruises, seo] = await Promise.all([
    api.getShipBySlug({ slug }, { signal }),
    api.getCabinCategoriesByShip({ slug }, { signal }),
    api.getRegionsByShip({ slug, page: 1, pageSize: REGIONS_PAGE_SIZE }, { signal }),
    loadCruises(api, { ship: slug }, signal),
    loadSeoText(api, href.ship(slug), signal),
  ]);
  const shipCabins = optional(cabins);
  const deck = new URL(args.request.url).searchParams.get('deck');
  return {
    ship: toShipView(required(ship, 'getShipBySlug')),
    cabins: shipCabins?.items ?? [],
    // Only the drawn deck reaches the page: a liner has thousands of cabins.
    plan: shipCabins ? buildDeckPlan(shipCabins.decks, shipCabins.items, null, { deck, cabin: null }) : null,
    regions: optional(regions)?.items ?? [],
    cruises,
    seo,
  };
}

function Specs({ rows }: { rows: SpecRow[] }) {
  const id = useId();
  return (
    <section className="ship-specs" aria-labelledby={id}>
      <h2 id={id} className="heading heading--l ship-specs__title">
        Технические характеристики
      </h2>
      <table className="ship-specs__table">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function Component() {
  const { ship, cabins, plan, regions, cruises, seo } = useLoaderData<typeof loader>();
  const deckNames = plan ? deckNamesOf(plan) : undefined;
  const toSearch = searchLink({ ship: ship.slug });
  const specs = shipSpecs(ship);
  return (
    <PlacePage
      kind="ship"
      place={ship}
      seo={seo}
      fallback={{ title: shipTitle(ship), description: shipDescription(ship) }}
      ogType="product"
      jsonLd={(canonical) => shipJsonLd(ship, canonical, href.cruiseLine(ship.cruiseLine.slug))}
      crumbs={[
        { title: 'Круизные компании', to: PATHS.allCruiseLines },
        { title: ship.cruiseLine.name, to: href.cruiseLine(ship.cruiseLine.slug) },
        { title: ship.name },
      ]}
      hero={{
        eyebrow: shipKindLabel(ship),
        factsLabel: 'Коротко о судне',
        facts: [
          refsFact('Компания', [ship.cruiseLine], href.cruiseLine),
          {
            label: 'Год постройки',
            value: ship.refurbishedYear
              ? `${ship.year}, реконструкция ${ship.refurbishedYear}`
              : String(ship.year),
          },
          { label: 'Пассажиров', value: formatNumber(ship.passengers) },
          { label: 'Палуб', value: String(ship.decks) },
        ],
        price: ship.priceFrom,
      }}
      searchTo={toSearch}
      about={
        <About title="О судне" text={ship.description} aside={<Specs rows={specs} />}>
          <TitledList title="На борту и на берегу" items={ship.features} icon={<CheckIcon size={18} />} />
        </About>
      }
    >
      {cabins.length > 0 ? (
        <Section
          title="Каюты"
          id="cabins"
          description={`${formatCount(cabins.length, ['категория', 'категории', 'категорий'])} кают на борту`}
        >
          <CardGrid columns={3} label={`Каюты ${shipPhrase(ship, 'genitive')}`}>
            {cabins.map((cabin) => (
              <CabinCard key={cabin.code} cabin={cabin} deckNames={deckNames} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      {plan ? (
        <Section title="Палубы" id={DECKS_ID} description={decksLead(plan.tabs.length, ship.decks)}>
          <DeckTabs plan={plan} />
          <DeckPlan plan={plan} />
        </Section>
      ) : null}
      <CruisesSection title={shipCruisesTitle(ship)} cruises={cruises} searchTo={toSearch} />
      <RegionsSection
        title="Где ходит судно"
        id="regions"
        label={`Регионы, где ходит ${shipPhrase(ship, 'nominative')}`}
        regions={regions}
        cardTo={(r) => searchLink({ ship: ship.slug, region: r.slug })}
      />
    </PlacePage>
  );
}

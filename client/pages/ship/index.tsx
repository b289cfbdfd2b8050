import { useId } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatCount } from '../../../shared/format';
import { href, PATHS } from '../../../shared/routes';
import { apiFrom, optional, required } from '../../api';
import { CheckIcon } from '../../ui/icons';
import { CardGrid } from '../_shared/card-grid';
import { RegionCard } from '../_shared/region-card';
import { Section } from '../_shared/section';
import { About } from '../_place/about';
import { CruisesSection } from '../_place/cruises-section';
import { loadCruises, loadSeoText } from '../_place/load';
import { slugParam } from '../_place/params';
import { cruisesCta, PlacePage } from '../_place/place-page';
import { InlineRefs } from '../_place/ref-links';
import { searchLink } from '../_place/search-link';
import { DECKS_ID, DeckPlan, DeckTabs } from '../_deck/deck-plan';
import { buildDeckPlan } from '../_deck/view';
import { CabinCard } from './cabins';
import {
  SHIP_KIND_LABEL,
  shipDescription,
  shipJsonLd,
  shipSpecs,
  shipCruisesTitle,
  shipTitle,
  toShipView,
  type SpecRow,
} from './view';

const REGIONS_PAGE_SIZE = 24;

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = slugParam(params);
  const api = apiFrom(context);
  const { signal } = request;
  const [ship, cabins, regions, cruises, seo] = await Promise.all([
    api.getShipBySlug({ slug }, { signal }),
    api.getCabinCategoriesByShip({ slug }, { signal }),
    api.getRegionsByShip({ slug, page: 1, pageSize: REGIONS_PAGE_SIZE }, { signal }),
    loadCruises(api, { ship: slug }, signal),
    loadSeoText(api, href.ship(slug), signal),
  ]);
  const shipCabins = optional(cabins);
  const deck = new URL(request.url).searchParams.get('deck');
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

function Features({ features }: { features: readonly string[] }) {
  const id = useId();
  if (features.length === 0) return null;
  return (
    <section className="ship-features" aria-labelledby={id}>
      <h3 id={id} className="heading heading--s ship-features__title">
        На борту
      </h3>
      <ul className="ship-features__list">
        {features.map((f) => (
          <li key={f}>
            <CheckIcon size={18} />
            <span>{f}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Component() {
  const { ship, cabins, plan, regions, cruises, seo } = useLoaderData<typeof loader>();
  const canonical = href.ship(ship.slug);
  const toSearch = searchLink({ ship: ship.slug });
  const specs = shipSpecs(ship);
  return (
    <PlacePage
      kind="ship"
      seo={seo}
      fallback={{ title: shipTitle(ship), description: shipDescription(ship) }}
      canonical={canonical}
      ogType="product"
      jsonLd={shipJsonLd(ship, canonical, href.cruiseLine(ship.cruiseLine.slug))}
      crumbs={[
        { title: 'Круизные компании', to: PATHS.allCruiseLines },
        { title: ship.cruiseLine.name, to: href.cruiseLine(ship.cruiseLine.slug) },
        { title: ship.name },
      ]}
      hero={{
        eyebrow: SHIP_KIND_LABEL[ship.kind],
        title: ship.name,
        lead: ship.shortDescription,
        images: ship.images,
        factsLabel: 'Коротко о судне',
        facts: [
          { label: 'Компания', value: <InlineRefs items={[ship.cruiseLine]} to={href.cruiseLine} /> },
          {
            label: 'Год постройки',
            value: ship.refurbishedYear
              ? `${ship.year}, реконструкция ${ship.refurbishedYear}`
              : String(ship.year),
          },
          { label: 'Пассажиров', value: ship.passengers.toLocaleString('ru-RU') },
          { label: 'Палуб', value: String(ship.decks) },
          { label: 'Круизов в продаже', value: ship.cruisesCount.toLocaleString('ru-RU') },
        ],
        price: ship.priceFrom,
        cta: cruisesCta(ship.cruisesCount, toSearch),
      }}
      about={
        <About title="О судне" text={ship.description} aside={<Specs rows={specs} />}>
          <Features features={ship.features} />
        </About>
      }
    >
      {cabins.length > 0 ? (
        <Section
          title="Каюты"
          id="cabins"
          description={`${formatCount(cabins.length, ['категория', 'категории', 'категорий'])} кают на борту`}
        >
          <CardGrid columns={3} label={`Каюты ${ship.name}`}>
            {cabins.map((cabin) => (
              <CabinCard key={cabin.code} cabin={cabin} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      {plan ? (
        <Section
          title="Палубы"
          id={DECKS_ID}
          description="Где на судне каюты каждой категории. Свободные каюты на конкретный рейс — на странице круиза."
        >
          <DeckTabs plan={plan} />
          <DeckPlan plan={plan} />
        </Section>
      ) : null}
      <CruisesSection title={shipCruisesTitle(ship)} cruises={cruises} searchTo={toSearch} />
      {regions.length > 0 ? (
        <Section title="Где ходит судно" id="regions" moreTo={PATHS.allRegions} moreText="Все регионы">
          <CardGrid columns={4} label={`Регионы ${ship.name}`}>
            {regions.map((region) => (
              <RegionCard key={region.slug} region={region} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
    </PlacePage>
  );
}

import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatCount, formatCruises } from '../../../shared/format';
import { href, PATHS } from '../../../shared/routes';
import { apiFrom, optional, required } from '../../api';
import { Container } from '../../ui/container';
import { Breadcrumbs } from '../_shared/breadcrumbs';
import { CardGrid } from '../_shared/card-grid';
import { SiteJsonLd } from '../_place/site-json-ld';
import { RegionCard } from '../_shared/region-card';
import { Section } from '../_shared/section';
import { Seo } from '../_shared/seo';
import { loadSeoText } from '../_place/load';
import { searchLink } from '../_place/search-link';
import { buildRegionsMap } from './map-model';
import { RegionsMapView } from './regions-map';
import { cruiseTotals, groupRegions } from './view';

const TITLE = 'Круизные регионы: куда поехать в круиз';
const H1 = 'Регионы круизов';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const { signal } = request;
  const [map, options, seo] = await Promise.all([
    api.getRegionsMap({}, { signal }),
    api.getFilterOptions({}, { signal }),
    loadSeoText(api, PATHS.allRegions, signal),
  ]);
  const { regions } = required(map, 'getRegionsMap');
  return {
    groups: groupRegions(regions),
    map: buildRegionsMap(regions),
    totals: cruiseTotals(optional(options)),
    seo,
  };
}

const REGION_FORMS = ['регион', 'региона', 'регионов'] as const;

export function Component() {
  const { groups, map, totals, seo } = useLoaderData<typeof loader>();
  const count = formatCount(groups.sea.length + groups.river.length, REGION_FORMS);
  // Without the search's counts (its call failed) the page names the regions only.
  const onSale = totals ? `${formatCruises(totals.all)} в продаже` : null;
  const description =
    seo.description ??
    `${count} морских и речных круизов: Средиземноморье, Норвегия, Карибы, Волга и другие.${onSale ? ` ${onSale}.` : ''}`;
  const sections = [
    { id: 'sea', title: 'Морские круизы', items: groups.sea, kind: 'sea' as const },
    { id: 'river', title: 'Речные круизы', items: groups.river, kind: 'river' as const },
  ].filter((s) => s.items.length > 0);
  return (
    <div className="all-regions">
      <Seo title={seo.title ?? TITLE} description={description} canonical={PATHS.allRegions} />
      <SiteJsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: H1,
          itemListElement: [...groups.sea, ...groups.river].map((r, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: r.name,
            url: href.region(r.slug),
          })),
        }}
      />
      <Container>
        <Breadcrumbs items={[{ title: 'Регионы' }]} />
        <header className="all-regions__head">
          <h1 className="heading heading--xl">{H1}</h1>
          <p className="all-regions__lead">
            {`${count}${onSale ? ` и ${onSale}` : ''}. Выберите направление на карте или в списке.`}
          </p>
          <nav className="all-regions__jump" aria-label="Разделы страницы">
            {sections.map((s) => (
              <a key={s.id} href={`#${s.id}`} className="refs__chip">
                {s.title} <span className="all-regions__jump-count">{s.items.length}</span>
              </a>
            ))}
          </nav>
        </header>
        {map ? <RegionsMapView model={map} /> : null}
      </Container>
      {sections.map((s) => (
        <Section
          key={s.id}
          id={s.id}
          title={s.title}
          description={`${formatCount(s.items.length, REGION_FORMS)}${totals ? `, ${formatCruises(totals[s.kind])}` : ''}`}
          moreTo={searchLink({ kind: s.kind })}
          moreText={s.kind === 'sea' ? 'Все морские круизы' : 'Все речные круизы'}
        >
          <CardGrid columns={4} label={s.title}>
            {s.items.map((region) => (
              <RegionCard key={region.slug} region={region} />
            ))}
          </CardGrid>
        </Section>
      ))}
    </div>
  );
}

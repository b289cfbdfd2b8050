import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatCount } from '../../../shared/format';
import { href, PATHS } from '../../../shared/routes';
import { PAGE_SIZE_MAX } from '../../../shared/validation';
import { apiFrom, required } from '../../api';
import { Container } from '../../ui/container';
import { Breadcrumbs } from '../_shared/breadcrumbs';
import { CardGrid } from '../_shared/card-grid';
import { SiteJsonLd } from '../_place/site-json-ld';
import { Section } from '../_shared/section';
import { Seo } from '../_shared/seo';
import { loadSeoText } from '../_place/load';
import { searchLink } from '../_place/search-link';
import { LineCard } from './line-card';
import { groupLines } from './view';

const TITLE = 'Круизные компании: морские и речные';
const H1 = 'Круизные компании';
const LINE_FORMS = ['компания', 'компании', 'компаний'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = apiFrom(context);
  const { signal } = request;
  const [lines, seo] = await Promise.all([
    api.getCruiseLines({ page: 1, pageSize: PAGE_SIZE_MAX }, { signal }),
    loadSeoText(api, PATHS.allCruiseLines, signal),
  ]);
  return { groups: groupLines(required(lines, 'getCruiseLines').items), seo };
}

export function Component() {
  const { groups, seo } = useLoaderData<typeof loader>();
  const count = groups.sea.length + groups.river.length;
  const sections = [
    { id: 'sea', title: 'Морские круизы', items: groups.sea, kind: 'sea' as const },
    { id: 'river', title: 'Речные круизы', items: groups.river, kind: 'river' as const },
  ].filter((s) => s.items.length > 0);
  const description =
    seo.description ??
    `${formatCount(count, LINE_FORMS)}: флот, маршруты и цены морских лайнеров и речных теплоходов. Сравните и выберите круиз.`;
  return (
    <div className="all-lines">
      <Seo title={seo.title ?? TITLE} description={description} canonical={PATHS.allCruiseLines} />
      <SiteJsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: H1,
          itemListElement: [...groups.sea, ...groups.river].map((l, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: l.name,
            url: href.cruiseLine(l.slug),
          })),
        }}
      />
      <Container>
        <Breadcrumbs items={[{ title: H1 }]} />
        <header className="all-lines__head">
          <h1 className="heading heading--xl">{H1}</h1>
          <p className="all-lines__lead">
            {formatCount(count, LINE_FORMS)}, с которыми мы работаем напрямую: у каждой свой флот, стиль и
            маршруты.
          </p>
          <nav className="all-lines__jump" aria-label="Разделы страницы">
            {sections.map((s) => (
              <a key={s.id} href={`#${s.id}`} className="refs__chip">
                {s.title} <span className="all-lines__jump-count">{s.items.length}</span>
              </a>
            ))}
          </nav>
        </header>
      </Container>
      {sections.map((s, index) => (
        <Section
          key={s.id}
          id={s.id}
          title={s.title}
          description={formatCount(s.items.length, LINE_FORMS)}
          moreTo={searchLink({ kind: s.kind })}
          moreText={s.kind === 'sea' ? 'Все морские круизы' : 'Все речные круизы'}
        >
          <CardGrid columns={3} label={s.title}>
            {s.items.map((line, i) => (
              <LineCard key={line.slug} line={line} priority={index === 0 && i === 0} />
            ))}
          </CardGrid>
        </Section>
      ))}
    </div>
  );
}

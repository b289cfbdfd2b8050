import { useActionData, useRouteLoaderData } from 'react-router';
import { Link } from '../../ui/link';
import type { Usp } from '../../../shared/api/schemas';
import { formatCruises } from '../../../shared/format';
import { href, PATHS, SUBSCRIBE_ANCHOR } from '../../../shared/routes';
import type { RootData } from '../../app/root-loader';
import type { SubscribeActionResult } from '../../app/subscribe-action';
import { SubscribeBlock } from '../../app/subscription';
import {
  CalendarIcon,
  GlobeIcon,
  PercentIcon,
  ShieldIcon,
  ShipIcon,
  StarIcon,
  SupportIcon,
  WalletIcon,
  type IconComponent,
} from '../../ui/icons';
import { CardGrid } from '../_shared/card-grid';
import { CruiseCard } from '../_shared/cruise-card';
import { PromotionCard } from '../_shared/promotion-card';
import { Section } from '../_shared/section';
import { RecentlyViewed } from '../_shared/recently-viewed';
import { Seo } from '../_shared/seo';
import { ShipCard } from '../_shared/ship-card';
import { HeroCarousel } from './hero';
import type { HomeData } from './load-home';
import { QuickSearch } from './quick-search';

const HOME_TITLE = 'Морские и речные круизы';
const HOME_DESCRIPTION =
  'Морские и речные круизы по России и миру: подбор по датам и направлениям, акции круизных компаний, цены в рублях и заявка на бронирование онлайн.';

const USP_ICONS: Record<Usp['icon'], IconComponent> = {
  ship: ShipIcon,
  shield: ShieldIcon,
  percent: PercentIcon,
  support: SupportIcon,
  calendar: CalendarIcon,
  star: StarIcon,
  wallet: WalletIcon,
  globe: GlobeIcon,
};

function UspList({ items }: { items: Usp[] }) {
  return (
    <section className="usp" aria-label="Почему мы">
      <ul className="container usp__list">
        {items.map((item) => {
          const Icon = USP_ICONS[item.icon] ?? StarIcon;
          return (
            <li key={item.id} className="usp__item">
              <span className="usp__icon">
                <Icon size={24} />
              </span>
              <div>
                <p className="usp__title">{item.title}</p>
                <p className="usp__text">{item.text}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** What the newest ships are: «Новые лайнеры» when all of them are sea liners, as they mostly are. */
export function newShipsTitle(ships: HomeData['ships']): string {
  const kinds = new Set(ships.map((s) => s.kind));
  if (kinds.size > 1) return 'Новые лайнеры и теплоходы';
  return kinds.has('river') ? 'Новые теплоходы' : 'Новые лайнеры';
}

/** The home page's blocks; the copy of home renders the same with its own banners and `noindex`. */
export function HomeView({ data, noindex = false }: { data: HomeData; noindex?: boolean }) {
  // The root loader never fails (it falls back to default settings itself), so its data is there.
  const root = useRouteLoaderData('root') as RootData | undefined;
  // The subscribe block's answer when it was posted without JavaScript.
  const subscribeResult = useActionData() as SubscribeActionResult | undefined;
  const firstBanner = data.banners[0];
  return (
    <>
      <Seo
        title={data.seo.title ?? HOME_TITLE}
        description={data.seo.description ?? HOME_DESCRIPTION}
        canonical={data.path}
        image={firstBanner?.image.url}
        noindex={noindex}
      />
      <div className={`hero${data.banners.length > 0 ? '' : ' hero--plain'}`}>
        {data.banners.length > 0 ? <HeroCarousel banners={data.banners} /> : null}
        <div className="container hero__search">
          <div className="hero__panel">
            <h1 className="heading heading--xl hero__h1">{HOME_TITLE}</h1>
            <p className="hero__lead">
              Выберите тип круиза и месяц — направление и цену уточните в поиске. Цены сразу в рублях.
            </p>
            <QuickSearch months={data.months} />
          </div>
        </div>
      </div>

      {data.usp.length > 0 ? <UspList items={data.usp} /> : null}

      <RecentlyViewed cruises={data.recent} />

      {data.cruises.length > 0 ? (
        <Section title="Популярные круизы" moreTo={href.searchCruise('sort=popular')}>
          <CardGrid columns={4} label="Популярные круизы">
            {data.cruises.map((cruise) => (
              <CruiseCard key={cruise.slug} cruise={cruise} />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      {data.tags.length > 0 ? (
        <Section
          title="Куда поехать"
          description="Готовые подборки круизов по направлениям и темам"
          tone="muted"
        >
          <ul className="tags">
            {data.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={href.landing(tag.slug)} className="tag">
                  {tag.title}
                  {tag.count > 0 ? (
                    <span className="tag__count">
                      <span className="visually-hidden">, </span>
                      {formatCruises(tag.count)}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {data.promotions.length > 0 ? (
        <Section title="Акции и спецпредложения" moreTo={href.promotions()}>
          <CardGrid columns={4} layout="scroll" label="Акции">
            {data.promotions.map((promotion) => (
              <PromotionCard key={promotion.slug} promotion={promotion} />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      {data.ships.length > 0 ? (
        <Section title={newShipsTitle(data.ships)} tone="muted">
          <CardGrid columns={3} layout="scroll" label="Новые суда">
            {data.ships.map((ship) => (
              <ShipCard key={ship.slug} ship={ship} />
            ))}
          </CardGrid>
        </Section>
      ) : null}

      {root ? (
        <SubscribeBlock
          settings={root.subscription}
          source={noindex ? 'copy-home' : 'home'}
          action={noindex ? `${PATHS.copyHome}#${SUBSCRIBE_ANCHOR}` : undefined}
          serverResult={subscribeResult}
        />
      ) : null}
    </>
  );
}

/** /promotions: current promotions, with a tab for finished ones (`?status=expired`) and pagination. */
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../ui/link';
import { formatCount } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { apiFrom, required } from '../../api';
import { ChevronLeftIcon, ChevronRightIcon, PercentIcon } from '../../ui/icons';
import { Breadcrumbs } from '../_shared/breadcrumbs';
import { CardGrid } from '../_shared/card-grid';
import { PromotionCard } from '../_shared/promotion-card';
import { Seo } from '../_shared/seo';
import { parsePromotionsQuery, PROMOTIONS_PAGE_SIZE, promotionsHref, type PromotionsTab } from './query';
import { toPromotionCard } from './view';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parsePromotionsQuery(new URL(request.url).searchParams);
  const api = apiFrom(context);
  const result = required(
    await api.getPromotions(
      { status: query.status, page: query.page, pageSize: PROMOTIONS_PAGE_SIZE },
      { signal: request.signal },
    ),
  );
  // A page past the end (an old link) goes to the last page there is, whose canonical URL is its own.
  if (query.page > Math.max(result.pages, 1)) {
    throw redirect(promotionsHref({ status: query.status, page: Math.max(result.pages, 1) }));
  }
  return {
    status: query.status,
    page: result.page,
    pages: result.pages,
    total: result.total,
    items: result.items.map(toPromotionCard),
  };
}

const TEXT: Record<PromotionsTab, { title: string; h1: string; description: string; empty: string }> = {
  active: {
    title: 'Акции и скидки на круизы',
    h1: 'Акции на круизы',
    description:
      'Действующие акции круизных компаний: раннее бронирование, скидки на каюты, дети бесплатно. Сроки и условия каждой акции.',
    empty:
      'Сейчас действующих акций нет. Загляните позже или подпишитесь на рассылку — мы сообщим о новых скидках.',
  },
  expired: {
    title: 'Завершившиеся акции на круизы',
    h1: 'Завершившиеся акции',
    description: 'Архив акций круизных компаний, которые уже закончились.',
    empty: 'Завершившихся акций пока нет.',
  },
};

export function Component() {
  const data = useLoaderData<typeof loader>();
  const text = TEXT[data.status];
  const canonical = promotionsHref({ status: data.status, page: data.page });
  return (
    <div className="container promos">
      <Seo
        title={data.page > 1 ? `${text.title}, страница ${data.page}` : text.title}
        description={text.description}
        canonical={canonical}
      />
      <Breadcrumbs
        items={
          data.status === 'expired'
            ? [{ title: 'Акции', to: href.promotions() }, { title: 'Завершившиеся' }]
            : [{ title: 'Акции' }]
        }
      />
      <header className="promos__head">
        <h1 className="heading heading--xl promos__title">{text.h1}</h1>
        <p className="promos__lead">
          {data.status === 'active'
            ? // Only an offer for every guest is off a card's price; the others are in the party's total (decision 053).
              'Скидки и подарки круизных компаний на морские и речные круизы. Скидка для всех гостей уже учтена в ценах круизов, скидки детям, пенсионерам и второму гостю — в расчёте стоимости поездки на странице круиза.'
            : 'Эти акции уже закончились. Посмотрите действующие предложения — они обновляются каждую неделю.'}
        </p>
      </header>
      <nav className="promos__tabs" aria-label="Акции">
        <TabLink tab="active" current={data.status}>
          Действующие
        </TabLink>
        <TabLink tab="expired" current={data.status}>
          Завершившиеся
        </TabLink>
      </nav>
      {data.items.length > 0 ? (
        <>
          <p className="promos__count" aria-live="polite">
            {formatCount(data.total, ['акция', 'акции', 'акций'])}
            {data.status === 'active' ? (
              <>
                {' · '}
                <Link to={href.searchCruise('onOffer=1')}>все круизы по акциям</Link>
              </>
            ) : null}
          </p>
          <CardGrid columns={3} label={text.h1}>
            {data.items.map((p, index) => (
              <PromotionCard key={p.slug} promotion={p} headingLevel={2} priority={index === 0} />
            ))}
          </CardGrid>
          <Pager status={data.status} page={data.page} pages={data.pages} />
        </>
      ) : (
        <div className="promos__empty">
          <PercentIcon size={40} />
          <p>{text.empty}</p>
          <Link className="btn btn--default btn--primary" to={href.searchCruise()}>
            Подобрать круиз
          </Link>
        </div>
      )}
    </div>
  );
}

function TabLink({
  tab,
  current,
  children,
}: {
  tab: PromotionsTab;
  current: PromotionsTab;
  children: string;
}) {
  const active = tab === current;
  return (
    <Link
      to={promotionsHref({ status: tab, page: 1 })}
      className={`promos__tab${active ? ' promos__tab--active' : ''}`}
      aria-current={active ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}

function Pager({ status, page, pages }: { status: PromotionsTab; page: number; pages: number }) {
  if (pages <= 1) return null;
  return (
    <nav className="promos__pager" aria-label="Страницы">
      {page > 1 ? (
        <Link className="promos__pager-link" to={promotionsHref({ status, page: page - 1 })} rel="prev">
          <ChevronLeftIcon size={18} />
          Назад
        </Link>
      ) : null}
      <span className="promos__pager-info">
        Страница {page} из {pages}
      </span>
      {page < pages ? (
        <Link className="promos__pager-link" to={promotionsHref({ status, page: page + 1 })} rel="next">
          Дальше
          <ChevronRightIcon size={18} />
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * /promotions/:slug: one promotion with its terms, dates, the line it applies to and the cruises it covers.
 * A finished promotion says so first and points to the current ones.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Link } from '../../ui/link';
import { formatCruises } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { moscowToday } from '../../../shared/today';
import { optional, required } from '../../api';
import { promotionOf } from '../../../shared/promotion';
import { AlertIcon, ArrowRightIcon, CalendarIcon, CheckIcon, ShipIcon } from '../../ui/icons';
import { OptimizedImage } from '../../ui/optimized-image';
import { Breadcrumbs } from '../_shared/breadcrumbs';
import { CardGrid } from '../_shared/card-grid';
import { CruiseCard, toCruiseCardView } from '../_shared/cruise-card';
import { PromotionCard } from '../_shared/promotion-card';
import { Section } from '../_shared/section';
import { Seo } from '../_shared/seo';
import { allCruisesText } from '../_place/cruises-section';
import { slugRequest } from '../_place/params';
import { paragraphs } from '../_place/text';
import { toPromotionCard } from '../promotions/view';
import {
  OTHER_PROMOTIONS_SHOWN,
  PROMOTION_CRUISES_SHOWN,
  promotionPeriodText,
  promotionRangeText,
} from './view';

export async function loader(args: LoaderFunctionArgs) {
  const { slug, api, signal } = slugRequest(args);
  // The other lists are asked for in parallel: a finished promotion needs the current ones, an active one
  // shows them as 'Другие акции' below.
  const [promotion, cruises, others] = await Promise.all([
    api.getPromotionBySlug({ slug }, { signal }),
    api.searchCruises(
      { promotion: slug, sort: 'date', page: 1, pageSize: PROMOTION_CRUISES_SHOWN },
      { signal },
    ),
    api.getPromotions({ status: 'active', page: 1, pageSize: OTHER_PROMOTIONS_SHOWN + 1 }, { signal }),
  ]);
  const p = required(promotion, 'getPromotionBySlug');
  const found = optional(cruises);
  return {
    today: moscowToday(),
    promotion: promotionOf(p),
    // Cruises of a finished promotion no longer carry its discount: they are not offered under it.
    cruises: p.isActive ? (found?.items ?? []).map(toCruiseCardView) : [],
    cruisesTotal: p.isActive ? (found?.total ?? 0) : 0,
    others: (optional(others)?.items ?? [])
      .filter((o) => o.slug !== p.slug)
      .slice(0, OTHER_PROMOTIONS_SHOWN)
      .map(toPromotionCard),
  };
}

export function Component() {
  const { promotion: p, cruises, cruisesTotal, others, today } = useLoaderData<typeof loader>();
  const searchHref = href.searchCruise(new URLSearchParams({ promotion: p.slug }));
  const expired = !p.isActive || p.endsAt < today;
  const period = promotionPeriodText(p, today);
  return (
    <>
      <Seo
        title={
          expired
            ? `${p.title} (акция завершилась)`
            : p.discountPercent === null
              ? p.title
              : // «Инфофлот: круизы выходного дня, скидка 7%»: a title may have its own colon.
                `${p.title}, скидка ${p.discountPercent}%`
        }
        description={p.shortDescription}
        image={p.image.url}
        type="article"
      />
      <div className="container">
        <Breadcrumbs items={[{ title: 'Акции', to: href.promotions() }, { title: p.title }]} />
      </div>
      <article className="promo" aria-labelledby="promo-title">
        <div className="container promo__hero">
          <div className="promo__media">
            <OptimizedImage
              image={p.image}
              alt=""
              sizes="(min-width: 1024px) 560px, 100vw"
              aspectRatio="16 / 9"
              priority
            />
            <span className="badge badge--large promo__badge">{p.label}</span>
          </div>
          <div className="promo__intro">
            {expired ? (
              <p className="promo__notice" role="status">
                <AlertIcon size={20} />
                <span>
                  {/* «…31 мая 2026 г.» ends its sentence with the year's own full stop. */}
                  {period.endsWith('.') ? period : `${period}.`} Условия больше не действуют — посмотрите{' '}
                  <Link to={href.promotions()}>действующие акции</Link>.
                </span>
              </p>
            ) : null}
            <h1 id="promo-title" className="heading heading--xl promo__title">
              {p.title}
            </h1>
            <p className="promo__short">{p.shortDescription}</p>
            <dl className="promo__facts">
              <div className="promo__fact">
                <dt>
                  <CalendarIcon size={18} />
                  Сроки
                </dt>
                <dd>
                  {promotionRangeText(p)}
                  {expired ? null : <span className="promo__period">{period}</span>}
                </dd>
              </div>
              <div className="promo__fact">
                <dt>
                  <ShipIcon size={18} />
                  Круизная компания
                </dt>
                <dd>
                  {p.cruiseLine ? (
                    <Link to={href.cruiseLine(p.cruiseLine.slug)}>{p.cruiseLine.name}</Link>
                  ) : (
                    'Все круизные компании'
                  )}
                </dd>
              </div>
            </dl>
            {expired ? (
              <Link className="btn btn--large btn--primary" to={href.promotions()}>
                Действующие акции
                <ArrowRightIcon size={18} />
              </Link>
            ) : p.cruisesCount > 0 ? (
              <Link className="btn btn--large btn--primary" to={searchHref}>
                Смотреть {formatCruises(p.cruisesCount)}
                <ArrowRightIcon size={18} />
              </Link>
            ) : null}
          </div>
        </div>
        <div className="container promo__body">
          {/* «Скидка уже учтена в ценах» is the present of a running offer, not of a finished one. */}
          {expired ? null : (
            <section className="promo__text" aria-labelledby="promo-about">
              <h2 id="promo-about" className="heading heading--l">
                Об акции
              </h2>
              {paragraphs(p.description).map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </section>
          )}
          {p.terms.length > 0 ? (
            <section className="promo__terms" aria-labelledby="promo-terms">
              <h2 id="promo-terms" className="heading heading--m">
                Условия акции
              </h2>
              <ul className="promo__terms-list">
                {p.terms.map((term) => (
                  <li key={term}>
                    <CheckIcon size={18} className="promo__check" />
                    <span>{term}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </article>
      {cruises.length > 0 ? (
        <Section
          title="Круизы по акции"
          description={
            p.discountPercent === null ? p.shortDescription : `Цены уже со скидкой ${p.discountPercent}%`
          }
          moreTo={cruisesTotal > cruises.length ? searchHref : undefined}
          moreText={allCruisesText(cruisesTotal)}
        >
          <CardGrid columns={3} label="Круизы по акции">
            {cruises.map((c) => (
              <CruiseCard key={c.slug} cruise={c} anchor />
            ))}
          </CardGrid>
        </Section>
      ) : null}
      {others.length > 0 ? (
        <Section
          title={expired ? 'Действующие акции' : 'Другие акции'}
          moreTo={href.promotions()}
          moreText="Все акции"
          tone="muted"
        >
          <CardGrid columns={3} label={expired ? 'Действующие акции' : 'Другие акции'}>
            {others.map((o) => (
              <PromotionCard key={o.slug} promotion={o} />
            ))}
          </CardGrid>
        </Section>
      ) : null}
    </>
  );
}

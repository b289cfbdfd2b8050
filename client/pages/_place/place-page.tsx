/**
 * The frame every catalogue page shares (region, country, port, city, cruise line, ship): SEO tags and
 * structured data, breadcrumbs, the hero with its facts and the way to the cruises, the "about" block, then
 * the page's own sections.
 */
import type { ReactNode } from 'react';
import { formatCruises, formatNumber } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { Container } from '../../ui/container';
import { Breadcrumbs, type Crumb } from '../_shared/breadcrumbs';
import { Seo, type SeoProps } from '../_shared/seo';
import type { SeoText } from './load';
import { PlaceHero, type PlaceHeroProps } from './place-hero';
import { SiteJsonLd } from './site-json-ld';
import type { PlaceBasics } from './structured-data';

/**
 * The hero's own part: the page fills in the place's name, lead, pictures and the count of its cruises,
 * «Круизов в продаже» (a port's count takes in the sailings that start there: «с заходом» said less than it counted).
 */
type PlaceHeadProps = Omit<PlaceHeroProps, 'title' | 'lead' | 'images' | 'cta'>;

/** Each kind of catalogue page and its address, the page's canonical URL. */
const PAGE_HREF = {
  region: href.region,
  country: href.country,
  port: href.port,
  city: href.city,
  cruiseline: href.cruiseLine,
  ship: href.ship,
} as const;

export interface PlacePageProps {
  /** The page's modifier class (`place--region`) and address. */
  kind: keyof typeof PAGE_HREF;
  /** The place itself: its name, short description and pictures head the page. */
  place: PlaceBasics & { slug: string; cruisesCount: number };
  /** The editors' title and description; `fallback` stands in for what they left empty. */
  seo: SeoText;
  fallback: { title: string; description: string };
  ogType?: SeoProps['type'];
  /** The page's schema.org data, given its canonical URL. */
  jsonLd: (canonical: string) => unknown;
  crumbs: Crumb[];
  hero: PlaceHeadProps;
  /** The search with this place's preset for the hero's call to action; null offers none. */
  searchTo: string | null;
  /** Under the hero, in the page's column: the "about" block. */
  about: ReactNode;
  /** Full-width sections after it (cruises, ships, regions). */
  children: ReactNode;
}

/** The hero's call to action: 'Смотреть 24 круиза' into the search, or nothing when none are on sale. */
export function cruisesCta(count: number, searchTo: string): PlaceHeroProps['cta'] {
  return count > 0 ? { to: searchTo, text: `Смотреть ${formatCruises(count)}` } : null;
}

export function PlacePage({
  kind,
  place,
  seo,
  fallback,
  ogType,
  jsonLd,
  crumbs,
  hero: { facts, ...hero },
  searchTo,
  about,
  children,
}: PlacePageProps) {
  const canonical = PAGE_HREF[kind](place.slug);
  return (
    <div className={`place place--${kind}`}>
      <Seo
        title={seo.title ?? fallback.title}
        description={seo.description ?? fallback.description}
        canonical={canonical}
        image={place.images[0]?.url}
        type={ogType}
      />
      <SiteJsonLd data={jsonLd(canonical)} />
      <Container>
        <Breadcrumbs items={crumbs} />
        {/* The rest of the hero spread last; it names none of these (docs/decisions/041-spreads-last.md). */}
        <PlaceHero
          title={place.name}
          lead={place.shortDescription}
          images={place.images}
          facts={[...facts, { label: 'Круизов в продаже', value: formatNumber(place.cruisesCount) }]}
          cta={searchTo ? cruisesCta(place.cruisesCount, searchTo) : null}
          {...hero}
        />
        {about}
      </Container>
      {children}
    </div>
  );
}

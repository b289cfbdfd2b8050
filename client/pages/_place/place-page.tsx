/**
 * The frame every catalogue page shares (region, country, port, city, cruise line, ship): SEO tags and
 * structured data, breadcrumbs, the hero with its facts and the way to the cruises, the "about" block, then
 * the page's own sections.
 */
import type { ReactNode } from 'react';
import { formatCount } from '../../../shared/format';
import { Container } from '../../ui/container';
import { Breadcrumbs, type Crumb } from '../_shared/breadcrumbs';
import { Seo, type SeoProps } from '../_shared/seo';
import { CRUISE_FORMS } from './cruises-section';
import type { SeoText } from './load';
import { PlaceHero, type PlaceHeroProps } from './place-hero';
import { SiteJsonLd } from './site-json-ld';

export interface PlacePageProps {
  /** The page's modifier class: `place--region`. */
  kind: 'region' | 'country' | 'port' | 'city' | 'cruiseline' | 'ship';
  /** The editors' title and description; `fallback` stands in for what they left empty. */
  seo: SeoText;
  fallback: { title: string; description: string };
  canonical: string;
  ogType?: SeoProps['type'];
  jsonLd: unknown;
  crumbs: Crumb[];
  hero: PlaceHeroProps;
  /** Under the hero, in the page's column: the "about" block. */
  about: ReactNode;
  /** Full-width sections after it (cruises, ships, regions). */
  children: ReactNode;
}

/** The hero's call to action: 'Смотреть 24 круиза' into the search, or nothing when none are on sale. */
export function cruisesCta(count: number, searchTo: string): PlaceHeroProps['cta'] {
  return count > 0 ? { to: searchTo, text: `Смотреть ${formatCount(count, CRUISE_FORMS)}` } : null;
}

export function PlacePage({
  kind,
  seo,
  fallback,
  canonical,
  ogType,
  jsonLd,
  crumbs,
  hero,
  about,
  children,
}: PlacePageProps) {
  return (
    <div className={`place place--${kind}`}>
      <Seo
        title={seo.title ?? fallback.title}
        description={seo.description ?? fallback.description}
        canonical={canonical}
        image={hero.images[0]?.url}
        type={ogType}
      />
      <SiteJsonLd data={jsonLd} />
      <Container>
        <Breadcrumbs items={crumbs} />
        <PlaceHero {...hero} />
        {about}
      </Container>
      {children}
    </div>
  );
}

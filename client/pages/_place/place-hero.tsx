import { useId, type ReactNode } from 'react';
import type { Image, Money } from '../../../shared/api/schemas';
import { Button } from '../../ui/button';
import { ArrowRightIcon } from '../../ui/icons';
import { PriceFrom } from '../_shared/price';
import { Facts, type Fact } from '../_shared/facts';
import { Gallery } from './gallery';

export interface PlaceHeroProps {
  /** Small line above the title: 'Морской регион', 'Порт', 'Речной теплоход'. */
  eyebrow: string;
  title: string;
  lead?: string;
  images: readonly Image[];
  facts: readonly Fact[];
  /** Name of the facts box for screen readers: 'Коротко о регионе'. */
  factsLabel: string;
  price?: Money | null;
  cta?: { to: string; text: string } | null;
  /** Something beside the title, e.g. a cruise line's logo. */
  aside?: ReactNode;
}

/** The top of a catalogue page: title, lead, gallery and a box of key facts with the way to the cruises. */
export function PlaceHero({
  eyebrow,
  title,
  lead,
  images,
  facts,
  factsLabel,
  price,
  cta,
  aside,
}: PlaceHeroProps) {
  const factsId = useId();
  return (
    <header className="place-hero">
      <div className="place-hero__head">
        <div className="place-hero__titles">
          <p className="place-hero__eyebrow">{eyebrow}</p>
          <h1 className="heading heading--xl place-hero__title">{title}</h1>
          {lead ? <p className="place-hero__lead">{lead}</p> : null}
        </div>
        {aside ? <div className="place-hero__aside">{aside}</div> : null}
      </div>
      <div className="place-hero__grid">
        <div className="place-hero__media">
          <Gallery images={images} title={title} />
        </div>
        <aside className="place-hero__facts" aria-labelledby={factsId}>
          <h2 id={factsId} className="place-hero__facts-title">
            {factsLabel}
          </h2>
          <Facts facts={facts} />
          {price !== undefined ? <PriceFrom rub={price} className="place-hero__price" /> : null}
          {cta ? (
            <Button to={cta.to} size="large" block className="place-hero__cta">
              {cta.text}
              <ArrowRightIcon size={18} />
            </Button>
          ) : null}
        </aside>
      </div>
    </header>
  );
}

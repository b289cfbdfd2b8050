/** The parts every card of a list shares (cards.css): the picture at the top and the title that links. */
import type { ReactNode } from 'react';
import type { Image } from '../../../shared/api/schemas';
import { Link } from '../../ui/link';
import { OptimizedImage } from '../../ui/optimized-image';

/** A card in a grid of two columns from 640 px and at most 360 px wide from 1200 px. */
export const CARD_IMAGE_SIZES = '(min-width:1200px) 360px,(min-width:640px) 50vw,100vw';

/** What a list asks of each of its cards. */
export interface CardProps {
  headingLevel?: 2 | 3 | 4;
  /** The first cards of a page above the fold. */
  priority?: boolean;
  /** Image `sizes` for the grid the card sits in. */
  sizes?: string;
}

export interface CardMediaProps {
  image: Image;
  /** `false`: the stylesheet gives the picture's box (a grid of like cards). */
  aspectRatio: string | false;
  sizes?: string;
  widths?: readonly number[];
  /** The first cards of a page above the fold. */
  priority?: boolean;
  /** Chips and badges over the picture. */
  children?: ReactNode;
}

/** The card's picture; decorative (alt=""), since the title says what it is. */
export function CardMedia({
  image,
  aspectRatio,
  sizes = CARD_IMAGE_SIZES,
  widths,
  priority = false,
  children,
}: CardMediaProps) {
  return (
    <div className="card__media">
      <OptimizedImage
        image={image}
        alt=""
        sizes={sizes}
        widths={widths}
        aspectRatio={aspectRatio}
        priority={priority}
      />
      {children}
    </div>
  );
}

/** The card's title; its link stretches over the whole card, so the card is one click target. */
export function CardTitle({
  level = 3,
  to,
  children,
}: {
  level?: 2 | 3 | 4;
  to: string;
  children: ReactNode;
}) {
  const H = `h${level}` as const;
  return (
    <H className="card__title">
      <Link to={to} className="card__link">
        {children}
      </Link>
    </H>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from '../../ui/link';
import { ArrowRightIcon } from '../../ui/icons';

export interface SectionProps {
  title: string;
  /** A line under the heading. */
  description?: string;
  /** Where 'Смотреть все' leads; no link without it. */
  moreTo?: string;
  moreText?: string;
  headingLevel?: 2 | 3;
  id?: string;
  /** `muted` gives the section a tinted background band. */
  tone?: 'default' | 'muted';
  className?: string;
  children?: ReactNode;
}

/**
 * What a screen reader hears after the link's text, so that links of the same text differ: «Все 24 круиза:
 * Круизы по Волге». A heading that has a colon of its own («Круизы: Франция») follows a dash instead, not a
 * second colon; a link that already names the heading («Все морские круизы» under «Морские круизы») needs
 * nothing after it.
 */
function moreLabelTail(title: string, text: string): string {
  if (text.toLowerCase().includes(title.toLowerCase())) return '';
  return title.includes(':') ? ` — ${title}` : `: ${title}`;
}

/** A block of a page: heading, optional 'Смотреть все' link, content. */
export function Section({
  title,
  description,
  moreTo,
  moreText = 'Смотреть все',
  headingLevel = 2,
  id,
  tone = 'default',
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  const H = `h${headingLevel}` as const;
  const tail = moreLabelTail(title, moreText);
  return (
    <section
      id={id}
      className={['section', `section--${tone}`, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className="container">
        <div className="section__head">
          <div>
            <H id={headingId} className="heading heading--l section__title">
              {title}
            </H>
            {description ? <p className="section__description">{description}</p> : null}
          </div>
          {moreTo ? (
            <Link to={moreTo} className="section__more">
              {moreText}
              {tail ? <span className="visually-hidden">{tail}</span> : null}
              <ArrowRightIcon size={18} />
            </Link>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

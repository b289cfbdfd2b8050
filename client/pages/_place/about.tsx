import { useId, type ReactNode } from 'react';
import { RefLinks, type RefLinksProps } from './ref-links';
import { paragraphs } from './text';

/**
 * The heading of a place's four nearest ports within a night's sail (the seed's 500 km): «Соседние стоянки»,
 * as a cruise counts neighbours; «поблизости» had been read as a walk away (Sangar beside the Lena Pillars).
 */
export const NEIGHBOURS = 'Соседние стоянки';

export interface AboutProps {
  title: string;
  text: string;
  /** Extra blocks beside the text (related links), a column on wide screens. */
  aside?: ReactNode;
  /** Groups of related places shown as the aside, in order. */
  refs?: RefLinksProps[];
  children?: ReactNode;
}

/** The description of an entity as paragraphs, with related links beside it. */
export function About({ title, text, aside: extra, refs, children }: AboutProps) {
  const aside = refs ? refs.map((group) => <RefLinks key={group.title} {...group} />) : extra;
  const id = useId();
  const parts = paragraphs(text);
  return (
    <div className={`place-about${aside ? ' place-about--with-aside' : ''}`}>
      <section className="place-about__main" aria-labelledby={id}>
        <h2 id={id} className="heading heading--l place-about__title">
          {title}
        </h2>
        <div className="place-about__text">
          {parts.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
        {children}
      </section>
      {aside ? <div className="place-about__aside">{aside}</div> : null}
    </div>
  );
}

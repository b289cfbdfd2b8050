/** The cruise's own description, with links to its regions and countries. */
import { Link } from '../../ui/link';
import { href } from '../../../shared/routes';
import type { Cruise } from '../../../shared/api/schemas';
import { paragraphs } from '../_place/text';

export function AboutCruise({ cruise }: { cruise: Pick<Cruise, 'description' | 'regions' | 'countries'> }) {
  if (!cruise.description) return null;
  return (
    <section className="cr-section" aria-labelledby="cr-about">
      <h2 id="cr-about" className="heading heading--l">
        О круизе
      </h2>
      <div className="cr-text">
        {paragraphs(cruise.description).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {cruise.countries.length || cruise.regions.length ? (
        <p className="cr-tags">
          {cruise.regions.map((r) => (
            <Link key={r.slug} to={href.region(r.slug)} className="cr-tags__tag">
              {r.name}
            </Link>
          ))}
          {cruise.countries.map((c) => (
            <Link key={c.slug} to={href.country(c.slug)} className="cr-tags__tag">
              {c.name}
            </Link>
          ))}
        </p>
      ) : null}
    </section>
  );
}

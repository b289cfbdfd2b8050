/** What the price includes and what is paid on board or separately. */
import { CheckIcon, CloseIcon } from '../../ui/icons';
import type { Cruise } from '../../../shared/api/schemas';

export function Included({ cruise }: { cruise: Pick<Cruise, 'included' | 'notIncluded'> }) {
  if (!cruise.included.length && !cruise.notIncluded.length) return null;
  return (
    <section className="cr-section cr-incl" aria-labelledby="cr-incl">
      <h2 id="cr-incl" className="heading heading--l">
        Что входит в стоимость
      </h2>
      <div className="cr-incl__cols">
        {cruise.included.length ? (
          <div>
            <h3 className="cr-incl__title">Включено</h3>
            <ul className="cr-incl__list">
              {cruise.included.map((item) => (
                <li key={item}>
                  <CheckIcon size={18} className="cr-incl__yes" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {cruise.notIncluded.length ? (
          <div>
            <h3 className="cr-incl__title">Оплачивается отдельно</h3>
            <ul className="cr-incl__list">
              {cruise.notIncluded.map((item) => (
                <li key={item}>
                  <CloseIcon size={18} className="cr-incl__no" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

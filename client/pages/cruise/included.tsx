/** What the price includes and what is paid on board or separately. */
import type { ReactNode } from 'react';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import type { Cruise } from '../../../shared/api/schemas';

function ItemList({ title, items, icon }: { title: string; items: string[]; icon: ReactNode }) {
  if (!items.length) return null;
  return (
    <div>
      <h3 className="cr-incl__title">{title}</h3>
      <ul className="cr-incl__list">
        {items.map((item) => (
          <li key={item}>
            {icon}
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Included({ cruise }: { cruise: Pick<Cruise, 'included' | 'notIncluded'> }) {
  if (!cruise.included.length && !cruise.notIncluded.length) return null;
  return (
    <section className="cr-section cr-incl" aria-labelledby="cr-incl">
      <h2 id="cr-incl" className="heading heading--l">
        Что входит в стоимость
      </h2>
      <div className="cr-incl__cols">
        <ItemList
          title="Включено"
          items={cruise.included}
          icon={<CheckIcon size={18} className="cr-incl__yes" />}
        />
        <ItemList
          title="Оплачивается отдельно"
          items={cruise.notIncluded}
          icon={<CloseIcon size={18} className="cr-incl__no" />}
        />
      </div>
    </section>
  );
}

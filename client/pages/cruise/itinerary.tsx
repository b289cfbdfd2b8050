/** The programme day by day: port or day at sea, date, arrival and departure times. */
import { Link } from '../../ui/link';
import { formatDate } from '../../../shared/format';
import { href } from '../../../shared/routes';
import type { ItineraryDay } from '../../../shared/api/schemas';

export function Itinerary({ days }: { days: ItineraryDay[] }) {
  if (days.length === 0) return null;
  return (
    <section className="cr-section" aria-labelledby="cr-itinerary">
      <h2 id="cr-itinerary" className="heading heading--l">
        Программа по дням
      </h2>
      <ol className="cr-days">
        {days.map((day) => (
          <li key={day.day} className={`cr-day${day.port ? '' : ' cr-day--sea'}`}>
            <div className="cr-day__mark" aria-hidden="true">
              {day.day}
            </div>
            <div className="cr-day__body">
              <h3 className="cr-day__title">
                <span className="visually-hidden">День {day.day}: </span>
                {day.port ? <Link to={href.port(day.port.slug)}>{day.title}</Link> : day.title}
              </h3>
              <p className="cr-day__meta">
                <span>{formatDate(day.date)}</span>
                {day.arrival ? <span>прибытие {day.arrival}</span> : null}
                {day.departure ? <span>отправление {day.departure}</span> : null}
              </p>
              {day.description ? <p className="cr-day__text">{day.description}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

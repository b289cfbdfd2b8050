/**
 * The 24 flat cruise cards of the bench's reference pages: the bare server page (reference-page.tsx) and
 * the hydrating floor page (floor-page.tsx) render the same markup from the same API answer.
 */

export interface Cruise {
  slug: string;
  title: string;
  startDate: string;
  nights: number;
  route: string[];
  ship: { name: string };
  cruiseLine: { name: string };
  image: { url: string; width: number; height: number };
  priceFromRub: { amount: number } | null;
}

/** The catalogue's search answer for a query string, as the site's search page asks for it. */
export function searchCruisesUrl(apiUrl: string, query: string): string {
  return `${apiUrl}/api/v1/search/get-cruises?${query}`;
}

const rub = new Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

function Card({ cruise }: { cruise: Cruise }) {
  const img = (w: number) => `/_img?url=${cruise.image.url}&w=${w}`;
  return (
    <article className="card">
      <img
        src={img(640)}
        srcSet={`${img(640)} 640w, ${img(1080)} 1080w`}
        sizes="(min-width: 1200px) 300px, 100vw"
        width={cruise.image.width}
        height={cruise.image.height}
        alt=""
        loading="lazy"
      />
      <h3>
        <a href={`/cruise/${cruise.slug}`}>{cruise.title}</a>
      </h3>
      <p>{cruise.route.join(' → ')}</p>
      <ul>
        <li>{day.format(new Date(cruise.startDate))}</li>
        <li>{`${cruise.nights} ноч.`}</li>
        <li>{`${cruise.ship.name} · ${cruise.cruiseLine.name}`}</li>
      </ul>
      <p>{cruise.priceFromRub ? `от ${rub.format(cruise.priceFromRub.amount)}` : 'Цена по запросу'}</p>
    </article>
  );
}

export function SearchResults({ cruises }: { cruises: Cruise[] }) {
  return (
    <main>
      <h1>Поиск круизов</h1>
      <ul>
        {cruises.map((cruise) => (
          <li key={cruise.slug}>
            <Card cruise={cruise} />
          </li>
        ))}
      </ul>
    </main>
  );
}

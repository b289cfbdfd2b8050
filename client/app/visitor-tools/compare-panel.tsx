/**
 * Up to four cruises side by side: one column per cruise, one row per fact; a row whose values differ is
 * highlighted (and says so to screen readers). Each column's heading names the route, the dates and the ship,
 * so two dates of one route are told apart. On a phone the columns scroll sideways with snapping, the row
 * names stay put, the next column shows its edge and a line above the table says to swipe (visitor-tools.css).
 */
import type { ReactNode } from 'react';
import { formatDateRange, formatMoney, formatNights, titleOnLines } from '../../../shared/format';
import { href } from '../../../shared/routes';
import { VISITOR_TOOL_LIMIT } from '../../../shared/visitor-tools';
import { Link } from '../../ui/link';
import { routeText } from '../../pages/_shared/cruise-card';
import type { ComparedCabin, ComparedCruise } from './load';
import { sailedMark } from './favourites-panel';
import { CompareRemove } from './toggles';

const COMPARE_EMPTY = `Добавьте круизы кнопкой «Сравнить» на карточке или странице круиза — до ${VISITOR_TOOL_LIMIT.compare} сразу.`;
const COMPARE_ONE = 'Добавьте ещё хотя бы один круиз, чтобы было с чем сравнить.';
const DIFFERS = 'различается';
const COMPARE_HINT =
  'Цены кают — минимальные, за человека. Строки, в которых круизы различаются, выделены цветом.';
/** Above the table on a phone, where one cruise is seen at a time (visitor-tools.css shows it there only). */
const SWIPE_HINT = 'Листайте таблицу вбок →';

/** Under a column's title: `12–15 мая 2027 г. · «Сергей Образцов»` (the route alone is many cruises'). */
export function columnSubtitle(cruise: Pick<ComparedCruise, 'startDate' | 'endDate' | 'ship'>): string {
  return `${formatDateRange(cruise.startDate, cruise.endDate)}\u00a0· ${cruise.ship}`;
}

/**
 * A cabin's row by its class: a river ship's standard, single, semi-lux («Полулюкс») and lux, a liner's
 * inside, ocean view, balcony and suite. A liner's suite is its top class as a river ship's «Люкс» is, so
 * the two share the top row (a river «Полулюкс» beside a sea «Сьют» had read as the same class).
 */
type CabinRow = 'standard' | 'single' | 'inside' | 'oceanview' | 'balcony' | 'semi' | 'top';

function rowOf(kind: ComparedCruise['kind'], type: ComparedCabin['type']): CabinRow {
  if (type === 'lux') return 'top';
  if (type === 'suite') return kind === 'river' ? 'semi' : 'top';
  return type;
}

/** Rows in order of price within each kind: a river ship's, then a liner's, the top classes last. */
const CABIN_LABEL: Record<CabinRow, string> = {
  standard: 'Стандартная каюта',
  single: 'Одноместная каюта',
  inside: 'Внутренняя каюта',
  oceanview: 'Каюта с окном',
  balcony: 'Каюта с балконом',
  semi: 'Полулюкс',
  top: 'Люкс или сьют',
};

/** The top row: `Люкс` when only river cruises are compared, `Сьют` when only sea ones, both otherwise. */
function labelOf(row: CabinRow, cruises: readonly Pick<ComparedCruise, 'kind'>[]): string {
  if (row !== 'top') return CABIN_LABEL[row];
  const kinds = new Set(cruises.map((c) => c.kind));
  if (kinds.size > 1) return CABIN_LABEL.top;
  return kinds.has('river') ? 'Люкс' : 'Сьют';
}

interface Row {
  label: string;
  /** What is compared: equal texts are equal values. */
  values: string[];
  cells?: ReactNode[];
}

function listCell(items: readonly string[]): ReactNode {
  if (items.length === 0) return 'Нет';
  return (
    <ul className="cmp__list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * `от 83 500 ₽`, as prices are written everywhere; the category named when the row's name does not say it:
 * MSC's «Сьют MSC Yacht Club» when its ordinary suites are sold out (a river ship's «Люкс» is in the row
 * «Люкс или сьют» by name).
 */
function cabinText(cruise: ComparedCruise, row: CabinRow): string {
  const cabin = cruise.cabins.find((c) => rowOf(cruise.kind, c.type) === row);
  if (!cabin) return 'Нет таких кают';
  const price =
    cabin.priceRub === null ? 'мест нет' : `от ${formatMoney({ amount: cabin.priceRub, currency: 'RUB' })}`;
  const said = new Set([...words(CABIN_LABEL[row]), ...GENERIC_CABIN_WORDS]);
  return words(cabin.name).every((w) => said.has(w)) ? price : `«${cabin.name}»: ${price}`;
}

const words = (text: string) => text.toLowerCase().split(/\s+/);
/** Words a category's name may add to its row's without saying anything new: «Стандартная двухместная». */
const GENERIC_CABIN_WORDS = ['каюта', 'двухместная'];

export function comparisonRows(cruises: readonly ComparedCruise[]): Row[] {
  const order = Object.keys(CABIN_LABEL) as CabinRow[];
  const present = new Set(cruises.flatMap((c) => c.cabins.map((cabin) => rowOf(c.kind, cabin.type))));
  const cabinRows = order.filter((row) => present.has(row));
  return [
    { label: 'Даты', values: cruises.map((c) => formatDateRange(c.startDate, c.endDate)) },
    { label: 'Длительность', values: cruises.map((c) => formatNights(c.nights)) },
    { label: 'Судно', values: cruises.map((c) => c.ship) },
    { label: 'Круизная компания', values: cruises.map((c) => c.cruiseLine) },
    { label: 'Маршрут', values: cruises.map((c) => routeText(c.route)) },
    {
      label: 'Порты',
      values: cruises.map((c) => c.ports.join(', ')),
      cells: cruises.map((c) => listCell(c.ports)),
    },
    ...cabinRows.map((row) => ({
      label: labelOf(row, cruises),
      // A closed sale is said once, under its title: its price rows say nothing («—»).
      values: cruises.map((c) => (c.sailed ? '—' : cabinText(c, row))),
    })),
    {
      label: 'Включено',
      values: cruises.map((c) => c.included.join('\n')),
      cells: cruises.map((c) => listCell(c.included)),
    },
    {
      label: 'Акции',
      values: cruises.map((c) => c.promotions.join('\n')),
      cells: cruises.map((c) => listCell(c.promotions)),
    },
  ];
}

export function ComparePanel({
  cruises,
  slugs,
  refused,
}: {
  cruises: ComparedCruise[];
  slugs: readonly string[];
  /** A fifth cruise was just refused (the no-JavaScript path lands here with `?compare=full`). */
  refused: ReactNode;
}) {
  const shown = slugs.flatMap((slug) => cruises.filter((c) => c.slug === slug));
  if (shown.length === 0) return <p className="vt-panel__empty">{COMPARE_EMPTY}</p>;
  const rows = comparisonRows(shown);
  return (
    <>
      {refused}
      <p className="vt-panel__count">{shown.length === 1 ? COMPARE_ONE : COMPARE_HINT}</p>
      {shown.length > 1 ? <p className="cmp__swipe">{SWIPE_HINT}</p> : null}
      <div
        className={shown.length > 1 ? 'cmp cmp--several' : 'cmp'}
        tabIndex={0}
        role="region"
        aria-label="Таблица сравнения"
        style={{ ['--cmp-columns' as string]: shown.length }}
      >
        <table className="cmp__table">
          <thead>
            <tr>
              <td className="cmp__corner" />
              {shown.map((cruise) => (
                <th key={cruise.slug} scope="col" className="cmp__cruise">
                  <Link to={href.cruise(cruise.slug)} className="cmp__title">
                    {titleOnLines(cruise.title)}
                  </Link>
                  <span className="cmp__when">{columnSubtitle(cruise)}</span>
                  {cruise.sailed ? <span className="cmp__sailed">{sailedMark(cruise.sailed)}</span> : null}
                  <CompareRemove slug={cruise.slug} className="cmp__remove" />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differs = shown.length > 1 && new Set(row.values).size > 1;
              return (
                <tr key={row.label} className={differs ? 'cmp__row cmp__row--differs' : 'cmp__row'}>
                  <th scope="row" className="cmp__label">
                    {row.label}
                    {differs ? <span className="visually-hidden">{`, ${DIFFERS}`}</span> : null}
                  </th>
                  {shown.map((cruise, i) => (
                    <td key={cruise.slug}>{row.cells ? row.cells[i] : row.values[i]}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

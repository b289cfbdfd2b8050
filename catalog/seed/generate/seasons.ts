/** Reading the season table: whether a sailing fits a region's season, and the season as a sentence. */
import { capitalize, MONTH_GENITIVE, MONTH_NOMINATIVE } from '../../../shared/format';
import { SEASONS, type SeasonWindow } from '../data/seasons';
import { dayOfYear } from './dates';

export function seasonOf(regionSlug: string): SeasonWindow[] {
  const season = SEASONS[regionSlug];
  if (!season) throw new Error(`no season for region ${regionSlug}`);
  return season;
}

const isAllYear = (w: SeasonWindow) => w.from === '01-01' && w.to === '12-31';

/** True when the whole sailing, first day to last, lies inside one window of the season. */
export function fitsSeason(season: SeasonWindow[], start: Date, end: Date): boolean {
  const year = start.getUTCFullYear();
  return season.some((w) => {
    if (isAllYear(w)) return true;
    const wraps = w.from > w.to;
    return [year - 1, year].some((y) => {
      const open = dayOfYear(y, w.from);
      const close = dayOfYear(wraps ? y + 1 : y, w.to);
      return start >= open && end <= close;
    });
  });
}

const genitive = (month: number) => MONTH_GENITIVE[month - 1];
const nominative = (month: number) => MONTH_NOMINATIVE[month - 1];

function lastDayOf(month: number): number {
  return new Date(Date.UTC(2026, month, 0)).getUTCDate();
}

/** «начала», «середины» or «конца» of a month, by the day. */
function partOf(day: number, month: number): string {
  if (day <= 5) return 'начала';
  if (day >= lastDayOf(month) - 5) return 'конца';
  return 'середины';
}

function windowText(w: SeasonWindow, alone: boolean): string {
  const [fm, fd] = w.from.split('-').map(Number);
  const [tm, td] = w.to.split('-').map(Number);
  if (fd === 1 && td === lastDayOf(tm)) {
    if (alone && (tm === fm + 1 || (fm === 12 && tm === 1))) return `${nominative(fm)} и ${nominative(tm)}`;
    return `с ${genitive(fm)} по ${nominative(tm)}`;
  }
  return `с ${partOf(fd, fm)} ${genitive(fm)} до ${partOf(td, tm)} ${genitive(tm)}`;
}

/** «С мая по сентябрь», «С начала мая до середины октября», «Июль и август», «Круглый год». */
export function seasonText(season: SeasonWindow[]): string {
  if (season.some(isAllYear)) return 'Круглый год';
  const text = season.map((w) => windowText(w, season.length === 1)).join(' и ');
  return capitalize(text);
}

/**
 * The rows a comparison shows, written out once as the expectation of the unit, integration and browser
 * tests: the facts every comparison has, with a row per cabin type the cruises offer before «Включено».
 */
export function expectedComparisonRows(cabinRows: string[] = []): string[] {
  return [
    'Даты',
    'Длительность',
    'Судно',
    'Круизная компания',
    'Маршрут',
    'Порты',
    ...cabinRows,
    'Включено',
    'Акции',
  ];
}

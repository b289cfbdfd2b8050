/**
 * When ships sail in each region: `MM-DD` windows, the one table both the region page's «Лучший сезон» and
 * the generated departures come from. A window may run over the new year (`11-01` → `03-31`).
 * Rivers follow the navigation: the Volga basin from early May to mid-October, the lakes of the North
 * (Ladoga, Onega, Valaam, Kizhi, Solovki) June to September, the Siberian rivers July and August.
 */
export interface SeasonWindow {
  from: string;
  to: string;
}

const ALL_YEAR: SeasonWindow[] = [{ from: '01-01', to: '12-31' }];
const NORTHERN_SUMMER: SeasonWindow[] = [{ from: '05-01', to: '09-30' }];
const VOLGA_NAVIGATION: SeasonWindow[] = [{ from: '05-01', to: '10-15' }];

export const SEASONS: Record<string, SeasonWindow[]> = {
  sredizemnomore: [{ from: '04-01', to: '11-30' }],
  'vostochnoe-sredizemnomore': [{ from: '04-01', to: '10-31' }],
  adriatika: [{ from: '05-01', to: '10-31' }],
  // The Canaries' liners spend the summer in the Mediterranean or the North: the islands are their winter.
  'kanarskie-ostrova-i-atlantika': [{ from: '10-01', to: '05-31' }],
  'severnaya-evropa': NORTHERN_SUMMER,
  'norvezhskie-fordy': NORTHERN_SUMMER,
  'britanskie-ostrova': NORTHERN_SUMMER,
  kariby: ALL_YEAR,
  // Liners cross to Europe for its summer and back to the Caribbean for the winter.
  transatlantika: [
    { from: '04-01', to: '05-31' },
    { from: '10-01', to: '11-30' },
  ],
  'persidskiy-zaliv': [{ from: '11-01', to: '03-31' }],
  'yugo-vostochnaya-aziya': [{ from: '11-01', to: '04-30' }],
  'yaponiya-i-kitay': [
    { from: '03-01', to: '05-31' },
    { from: '09-01', to: '11-30' },
  ],
  volga: VOLGA_NAVIGATION,
  kama: VOLGA_NAVIGATION,
  don: VOLGA_NAVIGATION,
  'russkiy-sever': [{ from: '06-01', to: '09-30' }],
  // The lakes are open and the locks of the Volga–Baltic way work from mid-May to the end of September.
  'moskva-sankt-peterburg': [{ from: '05-15', to: '09-30' }],
  lena: [{ from: '07-01', to: '08-31' }],
  enisey: [{ from: '07-01', to: '08-31' }],
};

/**
 * Calls that open later than their waterway: Valaam's monastery receives cruise ships from about mid-May, once
 * the ice is off Ladoga; Kizhi, on Onega, which clears later, from about 20–25 May, when the museum opens its
 * pier to them. `MM-DD` of the first day a ship may call; a sailing that would call earlier passes the place by.
 */
export const CALLS_OPEN_FROM: Readonly<Record<string, string>> = {
  Валаам: '05-15',
  Кижи: '05-25',
};

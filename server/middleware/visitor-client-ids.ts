/** Analytics client ids from the counters' own cookies (requirements §3). */

/** `_ga` = `GA1.1.1234567890.1700000000` → `1234567890.1700000000` (the last two parts). */
export function googleClientId(ga: string): string {
  const parts = ga.split('.');
  if (parts.length < 4) return '';
  const id = parts.slice(-2).join('.');
  return /^\d+\.\d+$/.test(id) ? id : '';
}

/** `_ym_uid` is the Yandex Metrica client id as it is (digits). */
export function yandexClientId(ymUid: string): string {
  return /^\d{1,32}$/.test(ymUid) ? ymUid : '';
}

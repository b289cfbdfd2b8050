import { fromPlace, type NamedPlace } from '../../../shared/russian/place-cases';

/**
 * `Отправление из Москвы`, `Отправление с Пхукета`; `Порт отправления: Лиссабон` when the name has no
 * trusted form. The name apart: the page links it.
 */
export function departurePhrase(port: NamedPlace): { lead: string; name: string } {
  const from = fromPlace(port);
  if (!from) return { lead: 'Порт отправления:', name: port.name };
  const space = from.indexOf(' ');
  return { lead: `Отправление ${from.slice(0, space)}`, name: from.slice(space + 1) };
}

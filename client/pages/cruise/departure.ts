import { fromPlaceParts, type NamedPlace } from '../../../shared/russian/place-cases';

/**
 * `Отправление из Москвы`, `Отправление с Пхукета`; `Порт отправления: Лиссабон` when the name has no
 * trusted form. The name apart: the page links it.
 */
export function departurePhrase(port: NamedPlace): { lead: string; name: string } {
  const from = fromPlaceParts(port);
  return from
    ? { lead: `Отправление ${from.preposition}`, name: from.form }
    : { lead: 'Порт отправления:', name: port.name };
}

import { placeCases, type NamedPlace } from '../../../shared/russian/place-cases';

/** `Отправление из Москвы`; `Порт отправления: Лиссабон` when the name has no trusted form. */
export function departurePhrase(port: NamedPlace): { lead: string; name: string } {
  const genitive = placeCases(port)?.genitive;
  return genitive
    ? { lead: 'Отправление из', name: genitive }
    : { lead: 'Порт отправления:', name: port.name };
}

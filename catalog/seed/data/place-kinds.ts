/**
 * Places of call that are not towns, by what a Russian page calls them: «Остров Кижи», «Деревня Мандроги»,
 * «Станица Старочеркасская» (the city page's heading says it, not «Город»). Every other place is a town.
 */
import type { CityKind } from '../../../shared/api/schemas';

export const PLACE_KINDS: Readonly<Record<string, CityKind>> = {
  Валаам: 'island',
  Кижи: 'island',
  'Сир-Бани-Яс': 'island',
  Санторини: 'island',
  Миконос: 'island',
  Косумель: 'island',
  Лангкави: 'island',
  Самуи: 'island',
  // Their texts are the islands' (the port's town is Джорджтаун, Пхукет-Таун…), and so is the population.
  Пхукет: 'island',
  Пенанг: 'island',
  Чеджу: 'island',
  Ибица: 'island',
  Мандроги: 'hamlet',
  Гейрангер: 'hamlet',
  Флом: 'hamlet',
  Хеллесилт: 'hamlet',
  Катаколон: 'hamlet',
  Свияжск: 'village',
  Макарьево: 'village',
  Горицы: 'village',
  Жиганск: 'village',
  Кюсюр: 'village',
  Казачинское: 'village',
  Ворогово: 'village',
  Бахта: 'village',
  Туруханск: 'village',
  Свирьстрой: 'settlement',
  Нордфьордейд: 'settlement',
  Сангар: 'settlement',
  Тикси: 'settlement',
  Старочеркасская: 'stanitsa',
  'Ленские столбы': 'nature',
};

/**
 * Places Russians ask cruise sites for that no sailing of the catalogue goes to: Baikal, Solovki, the Black
 * Sea… When a term names one and nothing matches all its words, the answer says so and what comes nearest,
 * instead of «ничего не нашлось» and a hint to check the spelling of a word spelled right, or the Black
 * Friday offer for «Чёрное море» (docs/decisions/050-places-not-sold.md).
 */
import { DESCRIPTOR_STEMS, indexTerms } from './russian-terms';

export interface NotSoldPlace {
  /** The query's terms (./russian-terms.ts stems) that name it; any one of the lists. */
  names: readonly (readonly string[])[];
  /** The subject of «… в продаже нет»: «Круизов по Байкалу». */
  what: string;
  /** Regions or countries (`kind:slug`) to look at instead, nearest first. */
  see: readonly string[];
}

const stems = (...texts: string[]) => texts.map((text) => indexTerms(text));

export const NOT_SOLD: readonly NotSoldPlace[] = [
  {
    names: stems('байкал', 'байкале'),
    what: 'Круизов по Байкалу',
    // The Siberian rivers the catalogue does sail.
    see: ['region:enisey', 'region:lena'],
  },
  {
    names: stems('соловки', 'соловках', 'соловецкие', 'соловецкий'),
    what: 'Круизов на Соловки',
    // Valaam and Kizhi: as far north as the catalogue's river ships go.
    see: ['region:russkiy-sever'],
  },
  {
    names: stems('белое море', 'белому морю', 'белом море'),
    what: 'Круизов по Белому морю',
    // The Solovki's sea: the catalogue's river ships go as far as Valaam and Kizhi.
    see: ['region:russkiy-sever'],
  },
  {
    names: stems('черное море', 'черному морю', 'черном море', 'черноморские', 'черноморский'),
    what: 'Круизов по Чёрному морю',
    see: ['region:vostochnoe-sredizemnomore'],
  },
  { names: stems('сочи'), what: 'Круизов из Сочи', see: ['region:vostochnoe-sredizemnomore'] },
  {
    names: stems('крым', 'крыму', 'крыма'),
    what: 'Круизов в Крым',
    see: ['region:vostochnoe-sredizemnomore'],
  },
  {
    names: stems('красное море', 'красному морю', 'красном море'),
    what: 'Круизов по Красному морю',
    see: ['region:persidskiy-zaliv'],
  },
  { names: stems('нил', 'нилу', 'ниле'), what: 'Круизов по Нилу', see: ['country:egipet'] },
  {
    names: stems('кругосветный', 'кругосветные', 'кругосветка', 'вокруг света'),
    what: 'Кругосветных круизов',
    see: ['region:transatlantika'],
  },
  {
    names: stems('аляска', 'аляску', 'аляске'),
    what: 'Круизов на Аляску',
    see: ['region:norvezhskie-fordy'],
  },
  {
    names: stems('шпицберген', 'шпицбергене', 'свальбард'),
    what: 'Круизов на Шпицберген',
    // Svalbard is Norway's: the fjords' sailings go as far as the North Cape.
    see: ['region:norvezhskie-fordy'],
  },
  {
    names: stems('антарктида', 'антарктиду', 'антарктике', 'антарктика'),
    what: 'Круизов в Антарктиду',
    see: [],
  },
  { names: stems('мальдивы', 'мальдивах'), what: 'Круизов на Мальдивы', see: [] },
  { names: stems('сейшелы', 'сейшелах'), what: 'Круизов на Сейшелы', see: [] },
  { names: stems('гавайи', 'гавайях'), what: 'Круизов на Гавайи', see: [] },
  { names: stems('галапагосы', 'галапагосские'), what: 'Круизов на Галапагосы', see: [] },
  { names: stems('камчатка', 'камчатку', 'камчатке'), what: 'Круизов на Камчатку', see: [] },
  {
    names: stems('ялта', 'ялту', 'ялте', 'ялты'),
    what: 'Круизов в Ялту',
    // Crimea's: as for «Крым», the warm sea the catalogue sails.
    see: ['region:vostochnoe-sredizemnomore'],
  },
  { names: stems('бали'), what: 'Круизов на Бали', see: ['region:yugo-vostochnaya-aziya'] },
  {
    names: stems('обь', 'оби', 'обью'),
    what: 'Круизов по Оби',
    // The other Siberian rivers, which the catalogue does sail.
    see: ['region:enisey', 'region:lena'],
  },
  { names: stems('гоа'), what: 'Круизов в Гоа', see: [] },
  // Lakes and hills between Moscow and Petersburg that no river ship reaches; not Valaam a letter away.
  { names: stems('валдай', 'валдае', 'валдайские'), what: 'Круизов на Валдай', see: [] },
  {
    names: stems('калининград', 'калининграда'),
    what: 'Круизов из Калининграда',
    see: ['region:severnaya-evropa'],
  },
];

/** Every word of the table: «Чёрное море из Сочи» is about places no sailing goes to, two of them. */
const NOT_SOLD_TERMS = new Set(NOT_SOLD.flatMap((p) => p.names.flat()));

/**
 * The place a query's specific terms name that no sailing goes to, if any: when the query is about such
 * places alone (besides words for a kind of place, «Соловецкие острова»), or when nothing matched the rest.
 */
export function notSoldPlace(terms: readonly string[], foundAny: boolean): NotSoldPlace | null {
  for (const place of NOT_SOLD)
    for (const name of place.names) {
      if (!name.every((t) => terms.includes(t))) continue;
      const aboutIt = terms.every((t) => NOT_SOLD_TERMS.has(t) || DESCRIPTOR_STEMS.has(t));
      if (aboutIt || !foundAny) return place;
    }
  return null;
}

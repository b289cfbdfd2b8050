/**
 * Short names and everyday words for places, on folded text (fold.ts): what people type → how the catalogue
 * names it. The engine applies them to every query; the site uses them for a second try against an API
 * that does not know them.
 */
import { foldText, placedWords } from './fold';

export const SYNONYMS: Readonly<Record<string, string>> = {
  спб: 'санкт петербург',
  питер: 'санкт петербург',
  ленинград: 'санкт петербург',
  мск: 'москва',
  нн: 'нижний новгород',
  'н новгород': 'нижний новгород',
  'нижний н': 'нижний новгород',
  'карибское море': 'карибы',
  карибское: 'карибы',
  карибские: 'карибы',
  карибах: 'карибы',
  'средиземное море': 'средиземноморье',
  средиземное: 'средиземноморье',
  средиземка: 'средиземноморье',
  норвежские: 'норвегия',
  норвежский: 'норвегия',
  норвежских: 'норвегия',
  фиорды: 'фьорды',
  // Every form as the name's own: «Норвегию» is not Norwegian Cruise Line, nor «Канары» Катар a letter away.
  норвегию: 'норвегия',
  норвегии: 'норвегия',
  канары: 'канарские острова',
  канарах: 'канарские острова',
  канар: 'канарские острова',
  эмираты: 'оаэ',
  дубаи: 'дубай',
  америка: 'сша',
  штаты: 'сша',
  англия: 'великобритания',
  британия: 'великобритания',
  голландия: 'нидерланды',
  доминикана: 'доминиканская республика',
  балтика: 'северная европа',
  балтийское: 'северная европа',
  скандинавия: 'норвегия',
  майорка: 'пальма де мальорка',
  тенерифе: 'санта крус де тенерифе',
  ркл: 'royal caribbean',
  нкл: 'norwegian cruise line',
  мсц: 'msc',
  // «Новый год» is a holiday, not «Нижний Новгород» by its first letters.
  'новый год': 'новогодние',
  // Lakes and canals the river regions cross, named as people name them.
  ладога: 'русский север',
  ладожское: 'русский север',
  онега: 'русский север',
  онего: 'русский север',
  онежское: 'русский север',
  // Valaam and Kizhi, where the Russian North's sailings go, are in Karelia.
  карелия: 'русский север',
  карелии: 'русский север',
  карелию: 'русский север',
  'волго балт': 'москва санкт петербург',
  волгобалт: 'москва санкт петербург',
  // Cities whose cruise port has another name.
  рим: 'чивитавеккья',
  афины: 'пирей',
  лондон: 'саутгемптон',
  мадейра: 'фуншал',
  греческие: 'греция',
  // The word's other forms stem apart from «дети» (the offer «дети плывут бесплатно» is what a family looks for).
  детьми: 'дети',
  детей: 'дети',
  детям: 'дети',
  ребенком: 'дети',
  ребенка: 'дети',
  ребенок: 'дети',
  // The Caribbean's liners leave from Florida's ports (Майами, Форт-Лодердейл, Порт-Канаверал).
  флорида: 'карибы',
  флориды: 'карибы',
  флориде: 'карибы',
  флориду: 'карибы',
  // Balcony cabins are sold on liners only: no river ship of the catalogue has them.
  балкон: 'лайнеры',
  балконом: 'лайнеры',
  балконами: 'лайнеры',
  // Crossings between the Caribbean and Europe, however they are called (decision 046).
  трансатлантический: 'трансатлантика',
  трансатлантические: 'трансатлантика',
  трансатлантических: 'трансатлантика',
  трансатлантическим: 'трансатлантика',
  трансатлантическом: 'трансатлантика',
  трансатлантическая: 'трансатлантика',
  трансатлантику: 'трансатлантика',
  трансатлантике: 'трансатлантика',
  трансатлантики: 'трансатлантика',
  'через атлантику': 'трансатлантика',
  'через океан': 'трансатлантика',
  'black friday': 'черная пятница',
};

/**
 * The catalogue's regions, countries and busiest ports as English sites name them, and the Russian short
 * names as they are typed in Latin letters («piter», «spb»), on folded text: → the catalogue's Russian name.
 * The engine reads them so and says what it read (`readAs`: «Mediterranean» is shown as the results for
 * «Средиземноморье»), as it says a typo; the site tries them as a corrected spelling against an API that does
 * not know them. Names the catalogue's Latin letters already find (the slugs: «volga», «kazan», «riga») need
 * no entry, except where the heading should say the Russian name. A brand's word stays the brand's:
 * «Royal Caribbean» is the line (its phrase is kept as it is), «Norwegian» alone the line and its ships.
 * Not in the table of one-word stems (russian-terms.ts): English words have no case forms to reach.
 */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  // Seas and regions.
  mediterranean: 'средиземноморье',
  'mediterranean sea': 'средиземноморье',
  'eastern mediterranean': 'восточное средиземноморье',
  'east mediterranean': 'восточное средиземноморье',
  adriatic: 'адриатика',
  'adriatic sea': 'адриатика',
  'canary islands': 'канарские острова',
  canaries: 'канарские острова',
  canary: 'канарские острова',
  atlantic: 'атлантика',
  transatlantic: 'трансатлантика',
  'northern europe': 'северная европа',
  'north europe': 'северная европа',
  baltic: 'северная европа',
  'baltic sea': 'северная европа',
  baltics: 'северная европа',
  scandinavia: 'северная европа',
  'norwegian fjords': 'норвежские фьорды',
  'norwegian fiords': 'норвежские фьорды',
  'norway fjords': 'норвежские фьорды',
  fjords: 'норвежские фьорды',
  fiords: 'норвежские фьорды',
  'british isles': 'британские острова',
  caribbean: 'карибы',
  'caribbean sea': 'карибы',
  'caribbean islands': 'карибы',
  caribbeans: 'карибы',
  'royal caribbean': 'royal caribbean',
  'persian gulf': 'персидский залив',
  'arabian gulf': 'персидский залив',
  'southeast asia': 'юго восточная азия',
  'south east asia': 'юго восточная азия',
  'russian north': 'русский север',
  karelia: 'русский север',
  volga: 'волга',
  'volga river': 'волга',
  kama: 'кама',
  yenisei: 'енисей',
  yenisey: 'енисей',
  // Countries.
  norway: 'норвегия',
  italy: 'италия',
  spain: 'испания',
  france: 'франция',
  greece: 'греция',
  croatia: 'хорватия',
  montenegro: 'черногория',
  turkey: 'турция',
  turkiye: 'турция',
  cyprus: 'кипр',
  israel: 'израиль',
  egypt: 'египет',
  portugal: 'португалия',
  morocco: 'марокко',
  'united kingdom': 'великобритания',
  'great britain': 'великобритания',
  britain: 'великобритания',
  uk: 'великобритания',
  england: 'великобритания',
  scotland: 'великобритания',
  ireland: 'ирландия',
  iceland: 'исландия',
  denmark: 'дания',
  sweden: 'швеция',
  finland: 'финляндия',
  estonia: 'эстония',
  latvia: 'латвия',
  lithuania: 'литва',
  poland: 'польша',
  germany: 'германия',
  netherlands: 'нидерланды',
  holland: 'нидерланды',
  belgium: 'бельгия',
  usa: 'сша',
  'united states': 'сша',
  bahamas: 'багамы',
  mexico: 'мексика',
  jamaica: 'ямайка',
  'cayman islands': 'каймановы острова',
  'dominican republic': 'доминиканская республика',
  uae: 'оаэ',
  emirates: 'оаэ',
  'united arab emirates': 'оаэ',
  qatar: 'катар',
  thailand: 'таиланд',
  malaysia: 'малайзия',
  japan: 'япония',
  china: 'китай',
  'south korea': 'южная корея',
  korea: 'южная корея',
  russia: 'россия',
  // The busiest ports, and the cities whose cruise port has another name (as «Рим», «Лондон» above).
  moscow: 'москва',
  'saint petersburg': 'санкт петербург',
  'st petersburg': 'санкт петербург',
  petersburg: 'санкт петербург',
  'nizhny novgorod': 'нижний новгород',
  'nizhni novgorod': 'нижний новгород',
  barcelona: 'барселона',
  marseille: 'марсель',
  marseilles: 'марсель',
  genoa: 'генуя',
  rome: 'рим',
  naples: 'неаполь',
  venice: 'венеция',
  athens: 'афины',
  piraeus: 'пирей',
  istanbul: 'стамбул',
  lisbon: 'лиссабон',
  mallorca: 'пальма де мальорка',
  majorca: 'пальма де мальорка',
  tenerife: 'санта крус де тенерифе',
  madeira: 'мадейра',
  copenhagen: 'копенгаген',
  stockholm: 'стокгольм',
  helsinki: 'хельсинки',
  tallinn: 'таллин',
  hamburg: 'гамбург',
  london: 'лондон',
  southampton: 'саутгемптон',
  reykjavik: 'рейкьявик',
  miami: 'майами',
  'fort lauderdale': 'форт лодердейл',
  florida: 'флорида',
  dubai: 'дубай',
  'abu dhabi': 'абу даби',
  singapore: 'сингапур',
  phuket: 'пхукет',
  'hong kong': 'гонконг',
  shanghai: 'шанхай',
  // Russian short names typed in Latin letters.
  piter: 'санкт петербург',
  spb: 'санкт петербург',
  msk: 'москва',
  baltika: 'северная европа',
  karibskoe: 'карибы',
  'karibskoe more': 'карибы',
  sredizemnoe: 'средиземноморье',
  'sredizemnoe more': 'средиземноморье',
};

const PHRASES = Object.keys({ ...SYNONYMS, ...ENGLISH_NAMES }).sort((a, b) => b.length - a.length);
const PATTERN = new RegExp(`(^| )(${PHRASES.join('|')})(?= |$)`, 'g');
/** An English name read as its Russian one, then as that one is («Rome» → «рим» → the port, «чивитавеккья»). */
const fullName = (phrase: string) => {
  const russian = ENGLISH_NAMES[phrase];
  return SYNONYMS[phrase] ?? (russian === undefined ? phrase : (SYNONYMS[russian] ?? russian));
};

/** The folded text with every known short name replaced: 'спб' → 'санкт петербург', 'baltic' → 'северная европа'. */
export function applySynonyms(text: string): string {
  return foldText(text).replace(PATTERN, (_, space: string, phrase: string) => space + fullName(phrase));
}

/** The most words an English name has. */
const ENGLISH_WORDS_MAX = Math.max(...Object.keys(ENGLISH_NAMES).map((n) => n.split(' ').length));

/**
 * The text with each English name in Russian and the rest as typed ('Mediterranean в июле' → 'средиземноморье
 * в июле', 'St. Petersburg' → 'санкт петербург'); null when it has none (a brand's phrase kept as it is is
 * none: 'Royal Caribbean').
 */
export function englishInRussian(text: string): string | null {
  const words = placedWords(text);
  let out = '';
  let at = 0;
  let changed = false;
  for (let i = 0; i < words.length; i++) {
    for (let n = Math.min(ENGLISH_WORDS_MAX, words.length - i); n > 0; n--) {
      const phrase = words
        .slice(i, i + n)
        .map((w) => w.folded)
        .join(' ');
      const russian = ENGLISH_NAMES[phrase];
      if (russian === undefined) continue;
      if (russian !== phrase) {
        // A name as a name is written (the heading's «Рим», not «рим»); a name found is spelled as it is found.
        out += text.slice(at, words[i].from) + russian.charAt(0).toUpperCase() + russian.slice(1);
        at = words[i + n - 1].to;
        changed = true;
      }
      i += n - 1;
      break;
    }
  }
  return changed ? out + text.slice(at) : null;
}

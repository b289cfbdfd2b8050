/**
 * Short names and everyday words for places, on folded text (fold.ts): what people type → how the catalogue
 * names it. The engine applies them to every query; the site uses them for a second try against an API
 * that does not know them.
 */
import { foldText } from './fold';

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

const PHRASES = Object.keys(SYNONYMS).sort((a, b) => b.length - a.length);
const PATTERN = new RegExp(`(^| )(${PHRASES.join('|')})(?= |$)`, 'g');

/** The folded text with every known short name replaced: 'спб' → 'санкт петербург'. */
export function applySynonyms(text: string): string {
  return foldText(text).replace(PATTERN, (_, space: string, phrase: string) => space + SYNONYMS[phrase]);
}

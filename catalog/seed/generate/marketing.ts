/** Banners, tag landing pages, content pages, redirects, currencies, page descriptions and settings. */
import type {
  ContentPage,
  Currency,
  Description,
  Redirect,
  SearchFiltersInput,
  TildaPage,
} from '../../../shared/api/schemas';
import type { BannerRec } from '../../store/types';
import { CONTENT_PAGES, TILDA_PAGES } from '../data/pages';
import { BRAND, FOOTER, HEADER, SUBSCRIPTION, USP } from '../data/settings';
import { seedHorizon } from './cruises';
import { addDays, isoDay } from './dates';
import type { ImageRegistry } from './images';

/** Rubles per unit; the catalogue prices everything in RUB for search through these. */
export const RATES: Record<string, number> = { RUB: 1, EUR: 98.5, USD: 90.2, CNY: 12.4 };

export interface TagPageRec {
  slug: string;
  title: string;
  h1: string;
  description: string;
  seoText: string;
  filters: SearchFiltersInput;
  image: string;
}

export interface Marketing {
  banners: BannerRec[];
  settings: { key: string; data: unknown }[];
  usp: typeof USP;
  tagPages: TagPageRec[];
  contentPages: ContentPage[];
  tildaPages: TildaPage[];
  redirects: Redirect[];
  currencies: (Currency & { updatedAt: string })[];
  descriptions: Description[];
  pageTags: { page: 'home' | 'search' | 'cruise'; slug: string }[];
}

export function generateMarketing(seedStart: Date, { image }: ImageRegistry): Marketing {
  const banner = (
    id: number,
    placement: BannerRec['placement'],
    title: string,
    subtitle: string | null,
    href: string,
    buttonText: string,
  ): BannerRec => ({
    id,
    placement,
    title,
    subtitle,
    href,
    buttonText,
    image: image(`banner-${id}`, 'banner', title, subtitle ?? ''),
  });
  const banners: BannerRec[] = [
    banner(
      1,
      'home',
      'Круизы по Волге',
      'Золотое кольцо, Казань и Астрахань — с мая по октябрь',
      '/search-cruise/kruizy-po-volge',
      'Выбрать круиз',
    ),
    banner(
      2,
      'home',
      'Средиземноморье с MSC',
      'Дети плывут бесплатно',
      '/promotions/msc-deti-besplatno',
      'Подробнее',
    ),
    banner(
      3,
      'home',
      'Горящие круизы',
      'Скидка 25% на ближайшие даты',
      '/promotions/goryashchie-kruizy',
      'Смотреть',
    ),
    banner(
      4,
      'copy-home',
      'Норвежские фьорды',
      'Лето среди скал и водопадов',
      '/search-cruise/kruizy-po-norvezhskim-fordam',
      'Выбрать даты',
    ),
    banner(
      5,
      'copy-home',
      'Круизы на майские праздники',
      null,
      '/search-cruise/kruizy-na-majskie',
      'Забронировать',
    ),
    banner(
      6,
      'search',
      'Раннее бронирование',
      'Скидка 15% на следующий сезон',
      '/promotions/rannee-bronirovanie',
      'Узнать больше',
    ),
    banner(
      7,
      'search',
      'Не нашли круиз?',
      'Оставьте заявку, и менеджер подберёт варианты',
      '/about-us',
      'Связаться',
    ),
  ];

  const nextMay =
    seedStart.getUTCMonth() + 1 > 5 ? seedStart.getUTCFullYear() + 1 : seedStart.getUTCFullYear();
  const nextNy = seedStart.getUTCFullYear();
  const tag = (
    slug: string,
    title: string,
    h1: string,
    filters: SearchFiltersInput,
    seo: string,
  ): TagPageRec => ({
    slug,
    title,
    h1,
    // No «на 18 месяцев вперёд»: the sailings depart one by one and the seed adds none.
    description: `${h1}: расписание, цены и маршруты, заявка на бронирование онлайн.`,
    seoText: `<p>${seo}</p><p>Все круизы в подборке можно забронировать на сайте или по телефону 8 800 123-45-67.</p>`,
    filters,
    image: image(
      `tag-${slug}`,
      filters.kind === 'river' ||
        ['kruizy-po-volge', 'kruizy-iz-moskvy', 'kruizy-iz-sankt-peterburga'].includes(slug)
        ? 'river'
        : 'sea',
      h1,
    ),
  });
  const tagPages: TagPageRec[] = [
    tag(
      'kruizy-po-volge',
      'Круизы по Волге',
      'Круизы по Волге',
      { region: ['volga'] },
      'Речные круизы по Волге — это старинные города Золотого кольца, Казань, Самара и Волгоград.',
    ),
    tag(
      'kruizy-na-majskie',
      'Круизы на майские праздники',
      'Круизы на майские праздники',
      // Departures from the end of April to the last holiday weekend (the holidays end on about 10 May).
      { dateFrom: `${nextMay}-04-28`, dateTo: `${nextMay}-05-09` },
      'Майские праздники — лучшее время открыть навигацию и отправиться в короткий круиз.',
    ),
    tag(
      'kruizy-iz-sankt-peterburga',
      'Круизы из Санкт-Петербурга',
      'Круизы из Санкт-Петербурга',
      { port: ['sankt-peterburg'] },
      'Из Северной столицы теплоходы уходят на Валаам, в Кижи и по Волго-Балту в Москву.',
    ),
    tag(
      'kruizy-iz-moskvy',
      'Круизы из Москвы',
      'Речные круизы из Москвы',
      { port: ['moskva'] },
      'Из Москвы теплоходы отправляются по каналу имени Москвы на Волгу.',
    ),
    tag(
      'rechnye-kruizy',
      'Речные круизы',
      'Речные круизы по России',
      { kind: 'river' },
      'Речные круизы по Волге, Каме, Дону, Лене, Енисею и озёрам Русского Севера.',
    ),
    tag(
      'morskie-kruizy',
      'Морские круизы',
      'Морские круизы по всему миру',
      { kind: 'sea' },
      'Лайнеры MSC, Costa, Royal Caribbean, Norwegian и других компаний.',
    ),
    tag(
      'kruizy-po-sredizemnomoryu',
      'Круизы по Средиземному морю',
      'Круизы по Средиземному морю',
      // The whole sea its heading names: the western part, the Adriatic and the eastern one.
      { region: ['sredizemnomore', 'adriatika', 'vostochnoe-sredizemnomore'] },
      'Италия, Испания, Франция, Хорватия, Греция и Турция: неделя на лайнере.',
    ),
    tag(
      'kruizy-po-karibam',
      'Круизы по Карибскому морю',
      'Круизы по Карибскому морю',
      { region: ['kariby'] },
      'Багамы, Мексика и Антильские острова из Сан-Хуана, Майами, Форт-Лодердейла и Галвестона.',
    ),
    tag(
      'kruizy-po-norvezhskim-fordam',
      'Круизы по фьордам Норвегии',
      'Круизы по фьордам Норвегии',
      { region: ['norvezhskie-fordy'] },
      'Гейрангер, Флом и Берген — самые красивые фьорды мира.',
    ),
    tag(
      // Friday or Saturday to Monday morning (shared/search/weekend.ts, decision 055), not any 1–3 nights.
      'kruizy-vykhodnogo-dnya',
      'Круизы выходного дня',
      'Круизы выходного дня',
      { weekend: '1' },
      'Отправление в пятницу вечером или в субботу, возвращение к утру понедельника: круиз без отпуска.',
    ),
    tag(
      // 1–3 nights on any day of the week: a weekend cruise is its own collection above.
      'korotkie-kruizy',
      'Короткие круизы',
      'Короткие круизы на 1–3 ночи',
      { nights: '1-3' },
      'Круиз на одну–три ночи — чтобы выбраться на выходные или среди недели.',
    ),
    tag(
      'kruizy-msc',
      'Круизы MSC',
      'Круизы компании MSC Cruises',
      { line: ['msc-cruises'] },
      'Лайнеры MSC — итальянский стиль и отличные цены.',
    ),
    tag(
      'novogodnie-kruizy',
      // Not «на новогодние каникулы» (1–8 January): a two-night sailing from 24 December is Christmas's.
      'Новогодние и рождественские круизы',
      'Новогодние и рождественские круизы',
      // Departures from Christmas Eve to the last days of the holidays: not every one sees 31 December.
      { dateFrom: `${nextNy}-12-24`, dateTo: `${nextNy + 1}-01-07` },
      'Новый год или Рождество в круизе: праздничные ужины, шоу и салют на борту.',
    ),
  ];

  const contentPages: ContentPage[] = CONTENT_PAGES.map((p) => ({
    slug: p.slug,
    title: p.title,
    description: p.description,
    html: p.html,
    updatedAt: isoDay(addDays(seedStart, -20)),
  }));
  const tildaPages: TildaPage[] = TILDA_PAGES.map((p) => ({
    slug: p.slug,
    title: p.title,
    description: p.description,
    html: p.html,
    css: p.css ?? '',
    updatedAt: isoDay(addDays(seedStart, -45)),
  }));

  // Old addresses: from, to, status.
  const redirects = (
    [
      ['/cruises/volga', '/search-cruise/kruizy-po-volge', 301],
      ['/cruises/sea', '/search-cruise/morskie-kruizy', 301],
      ['/cruises/river', '/search-cruise/rechnye-kruizy', 301],
      ['/akcii', '/promotions', 301],
      ['/company', '/about-us', 301],
      ['/lines', '/all-cruiselines', 301],
      ['/regions', '/all-regions', 301],
      ['/ships/msc-grandiosa', '/ship/msc-grandiosa', 301],
      ['/info/privacy', '/info/policy', 301],
      ['/sale', '/promotions/goryashchie-kruizy', 302],
    ] satisfies [string, string, Redirect['status']][]
  ).map(([from, to, status]): Redirect => ({ from, to, status }));

  const updatedAt = new Date(seedStart.getTime() + 9 * 3_600_000).toISOString();
  const currencies = [
    { code: 'RUB', name: 'Российский рубль', symbol: '₽', rateToRub: 1, updatedAt },
    { code: 'EUR', name: 'Евро', symbol: '€', rateToRub: RATES.EUR, updatedAt },
    { code: 'USD', name: 'Доллар США', symbol: '$', rateToRub: RATES.USD, updatedAt },
    { code: 'CNY', name: 'Китайский юань', symbol: '¥', rateToRub: RATES.CNY, updatedAt },
  ];

  const descriptions: Description[] = [
    {
      path: '/',
      // The years of the sailings on sale (the horizon is the day after the last): from November the seed's
      // 18 months reach a third year.
      title: `Круизы ${seedStart.getUTCFullYear()}–${addDays(seedHorizon(seedStart), -1).getUTCFullYear()}: морские и речные круизы онлайн`,
      description:
        // No count of sailings: the seed has fewer than 2,000, and fewer still as they depart.
        'Морские и речные круизы: Средиземноморье, Карибы, норвежские фьорды, Волга и Русский Север. Цены круизных компаний без наценки, заявка на бронирование онлайн.',
    },
    {
      path: '/all-regions',
      title: 'Регионы круизов',
      description: 'Куда отправиться в круиз: регионы морских и речных круизов с ценами и расписанием.',
    },
    {
      path: '/all-cruiselines',
      title: 'Круизные компании',
      description: 'MSC, Costa, Royal Caribbean, Norwegian, Водоход, Мостурфлот и другие круизные компании.',
    },
    {
      path: '/promotions',
      title: 'Акции и скидки на круизы',
      description: 'Раннее бронирование, горящие круизы и специальные предложения круизных компаний.',
    },
    {
      path: '/search-cruise',
      title: 'Поиск круизов',
      description: 'Подберите круиз по региону, датам, длительности и цене.',
    },
    { path: '/about-us', title: 'О компании', description: 'Подбираем и бронируем круизы с 2010 года.' },
    {
      path: '/search',
      title: 'Поиск по сайту',
      description: 'Найдите круиз, лайнер, порт или регион по названию.',
    },
    { path: '/payment', title: 'Оплата заказа', description: 'Оплатите заказ банковской картой онлайн.' },
  ];

  const pageTags = [
    ...[
      'kruizy-po-volge',
      'kruizy-na-majskie',
      'kruizy-po-sredizemnomoryu',
      'kruizy-po-karibam',
      'korotkie-kruizy',
      'novogodnie-kruizy',
    ].map((slug) => ({ page: 'home' as const, slug })),
    ...[
      'rechnye-kruizy',
      'morskie-kruizy',
      'kruizy-iz-moskvy',
      'kruizy-iz-sankt-peterburga',
      'kruizy-po-norvezhskim-fordam',
      'kruizy-msc',
      'kruizy-vykhodnogo-dnya',
    ].map((slug) => ({ page: 'search' as const, slug })),
    ...['kruizy-po-volge', 'kruizy-po-sredizemnomoryu', 'korotkie-kruizy'].map((slug) => ({
      page: 'cruise' as const,
      slug,
    })),
  ];

  return {
    banners,
    settings: [
      { key: 'header', data: HEADER },
      {
        key: 'footer',
        data: { ...FOOTER, copyright: `© 2010–${seedStart.getUTCFullYear()} ${BRAND}` },
      },
      { key: 'subscription', data: SUBSCRIPTION },
    ],
    usp: USP,
    tagPages,
    contentPages,
    tildaPages,
    redirects,
    currencies,
    descriptions,
    pageTags,
  };
}

import type { FooterSettings, HeaderSettings, SubscriptionSettings, Usp } from '../../../shared/api/schemas';

/**
 * The catalogue's settings are a demonstration (`demo: true`, the footer says so): the company has no legal
 * identity to show, so no registration numbers, e-mail or social accounts are given at all; the phone and
 * the support hours are the demo's own and are stated once here for every page that mentions them
 * (docs/decisions/013-russian-phrases-and-company.md).
 */
export const BRAND = 'Круизный клуб';
const PHONE = '+78001234567';
export const PHONE_DISPLAY = '8 800 123-45-67';
const WORKING_HOURS = 'Ежедневно с 9:00 до 21:00 по Москве';

export const HEADER: HeaderSettings = {
  phone: PHONE,
  phoneDisplay: PHONE_DISPLAY,
  workingHours: WORKING_HOURS,
  menu: [
    { title: 'Круизы', href: '/search-cruise' },
    { title: 'Речные круизы', href: '/search-cruise/rechnye-kruizy' },
    { title: 'Морские круизы', href: '/search-cruise/morskie-kruizy' },
    { title: 'Регионы', href: '/all-regions' },
    { title: 'Круизные компании', href: '/all-cruiselines' },
    { title: 'Акции', href: '/promotions' },
    { title: 'О нас', href: '/about-us' },
  ],
};

export const FOOTER: FooterSettings = {
  about: 'Подбираем и бронируем морские и речные круизы по всему миру с 2010 года.',
  contacts: {
    phone: PHONE,
    phoneDisplay: PHONE_DISPLAY,
    email: null,
    address: null,
  },
  columns: [
    {
      title: 'Круизы',
      links: [
        { title: 'Поиск круизов', href: '/search-cruise' },
        { title: 'Круизы по Волге', href: '/search-cruise/kruizy-po-volge' },
        { title: 'Круизы по Средиземному морю', href: '/search-cruise/kruizy-po-sredizemnomoryu' },
        { title: 'Круизы на майские праздники', href: '/search-cruise/kruizy-na-majskie' },
        { title: 'Акции', href: '/promotions' },
      ],
    },
    {
      title: 'Направления',
      links: [
        { title: 'Все регионы', href: '/all-regions' },
        { title: 'Круизные компании', href: '/all-cruiselines' },
        { title: 'Карибы', href: '/region/kariby' },
        { title: 'Норвежские фьорды', href: '/region/norvezhskie-fordy' },
      ],
    },
    {
      title: 'Компания',
      links: [
        { title: 'О нас', href: '/about-us' },
        { title: 'Оплата заказа', href: '/payment' },
        { title: 'Политика обработки персональных данных', href: '/info/policy' },
        { title: 'Использование cookie', href: '/info/cookies' },
        { title: 'Согласие на обработку данных', href: '/info/soglasie-na-obrabotku-personalnykh-dannykh' },
      ],
    },
  ],
  socials: [],
  legal: 'Сведения на сайте носят информационный характер и не являются публичной офертой.',
  // The seed puts the current year in (generate.ts).
  copyright: `© 2010 ${BRAND}`,
  demo: true,
};

export const SUBSCRIPTION: SubscriptionSettings = {
  title: 'Подпишитесь на рассылку',
  text: 'Раз в неделю присылаем новые маршруты, скидки раннего бронирования и горящие круизы.',
  buttonText: 'Подписаться',
  successText: 'Спасибо! Проверьте почту: мы отправили письмо с подтверждением.',
  consentText: 'Даю согласие на обработку персональных данных',
};

/**
 * The selling points. Only numbers that stay true: the lines and ports of the seed are fixed, its sailings
 * are fewer than 2,000 and depart one by one (rules.test.ts checks every number here against the seed).
 */
export const USP: Usp[] = [
  {
    id: 1,
    icon: 'ship',
    title: '13 круизных компаний',
    text: 'Морские и речные круизы крупнейших компаний мира и России.',
  },
  {
    id: 2,
    icon: 'wallet',
    title: 'Цены компаний',
    text: 'Бронируем по ценам круизных компаний, без наценки.',
  },
  {
    id: 3,
    icon: 'percent',
    title: 'Скидки и акции',
    text: 'Раннее бронирование, скидки для пенсионеров и детей.',
  },
  {
    id: 4,
    icon: 'support',
    title: 'Поддержка без выходных',
    text: `${WORKING_HOURS}: менеджер на связи до, во время и после круиза.`,
  },
  {
    id: 5,
    icon: 'shield',
    title: 'Безопасная оплата',
    text: 'Оплата картой онлайн или по счёту, чеки по 54-ФЗ.',
  },
  {
    id: 6,
    icon: 'globe',
    title: 'Более 180 портов',
    text: 'От Астрахани до Карибских островов и фьордов Норвегии.',
  },
];

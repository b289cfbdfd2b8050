import type { CruiseKind } from '../../../shared/api/schemas';

/** Ship facts: name, year built, refurbished, decks, passengers, crew, tonnage, length m, width m, knots, regions. */
type ShipRow = [
  name: string,
  year: number,
  refurbished: number | null,
  decks: number,
  passengers: number,
  crew: number,
  tonnage: number | null,
  length: number,
  width: number | null,
  speed: number | null,
  regions: string[],
];

export interface LineSeed {
  slug: string;
  name: string;
  kind: CruiseKind;
  country: string;
  founded: number;
  currency: 'EUR' | 'USD' | 'RUB';
  /** Price level: the cheapest cabin per night, in the line's currency. */
  perNight: number;
  shortDescription: string;
  description: string;
  /**
   * What a traveller gets on every ship of the line, aboard and at the stops (the ship page's «На борту и на
   * берегу»); not prices, dates or where sailings start.
   */
  features: string[];
  ships: ShipRow[];
}

const MED = 'sredizemnomore';
const EAST = 'vostochnoe-sredizemnomore';
const ADR = 'adriatika';
const ATL = 'kanarskie-ostrova-i-atlantika';
const NORTH = 'severnaya-evropa';
const FJORDS = 'norvezhskie-fordy';
const UK = 'britanskie-ostrova';
const CARIB = 'kariby';
const GULF = 'persidskiy-zaliv';
const ASIA = 'yugo-vostochnaya-aziya';
const JAPAN = 'yaponiya-i-kitay';

export const LINES: LineSeed[] = [
  {
    slug: 'msc-cruises',
    name: 'MSC Cruises',
    kind: 'sea',
    country: 'Швейцария',
    founded: 1987,
    currency: 'EUR',
    perNight: 85,
    shortDescription: 'Крупнейшая европейская круизная компания с итальянским характером.',
    description:
      'MSC Cruises входит в семейную группу MSC и строит одни из самых современных лайнеров в мире. Итальянская кухня, большие аквапарки, детские клубы и закрытый клуб MSC Yacht Club для тех, кто ценит приватность.',
    features: ['Итальянская кухня', 'MSC Yacht Club', 'Детский клуб', 'Аквапарк', 'Театральные шоу'],
    ships: [
      ['MSC Grandiosa', 2019, null, 19, 6334, 1704, 181541, 331, 43, 22, [MED, ATL]],
      ['MSC World Europa', 2022, null, 22, 6762, 2138, 215863, 333, 47, 22, [MED, GULF]],
      ['MSC Seashore', 2021, null, 20, 5877, 1648, 169400, 339, 41, 21, [MED, CARIB]],
      ['MSC Bellissima', 2019, null, 19, 5686, 1536, 171598, 315, 43, 22, [NORTH, JAPAN]],
      ['MSC Fantasia', 2008, 2023, 18, 3900, 1370, 137936, 333, 38, 23, [EAST, ATL]],
    ],
  },
  {
    slug: 'costa-cruises',
    name: 'Costa Cruises',
    kind: 'sea',
    country: 'Италия',
    founded: 1948,
    currency: 'EUR',
    perNight: 75,
    shortDescription: 'Итальянская компания, основанная в 1948 году.',
    description:
      'Costa Cruises, основанная в Генуе, возит путешественников с 1948 года. На борту итальянский стиль, паста ручной работы, спа и маршруты по Средиземноморью, Канарским островам, Карибам, Персидскому заливу и норвежским фьордам.',
    features: ['Итальянский стиль', 'Спа Samsara', 'Средиземноморская кухня', 'Детский клуб Squok'],
    ships: [
      ['Costa Smeralda', 2019, null, 20, 6554, 1646, 185010, 337, 42, 21, [MED, ATL]],
      ['Costa Toscana', 2021, null, 20, 6554, 1646, 185010, 337, 42, 21, [MED, GULF]],
      ['Costa Fascinosa', 2012, 2022, 14, 3800, 1100, 113216, 290, 36, 21, [FJORDS, CARIB]],
      ['Costa Diadema', 2014, null, 14, 4947, 1253, 132500, 306, 37, 22, [ADR, ATL]],
    ],
  },
  {
    slug: 'royal-caribbean',
    name: 'Royal Caribbean International',
    kind: 'sea',
    country: 'США',
    founded: 1968,
    currency: 'USD',
    perNight: 120,
    shortDescription: 'Самые большие лайнеры в мире и аттракционы на борту.',
    description:
      'Royal Caribbean строит лайнеры-курорты: серф-симуляторы, скалодромы, ледовые катки, ботанический Центральный парк и бродвейские мюзиклы прямо в море.',
    features: ['Скалодром', 'Серф-симулятор FlowRider', 'Мюзиклы'],
    ships: [
      ['Icon of the Seas', 2024, null, 20, 7600, 2350, 248663, 365, 65, 22, [CARIB, CARIB]],
      ['Wonder of the Seas', 2022, null, 18, 6988, 2300, 236857, 362, 64, 22, [MED, CARIB]],
      ['Symphony of the Seas', 2018, 2023, 18, 6680, 2200, 228081, 362, 66, 22, [MED, CARIB]],
      ['Anthem of the Seas', 2015, null, 16, 4905, 1500, 168666, 348, 41, 22, [UK, CARIB]],
    ],
  },
  {
    slug: 'norwegian-cruise-line',
    name: 'Norwegian Cruise Line',
    kind: 'sea',
    country: 'США',
    founded: 1966,
    currency: 'USD',
    perNight: 110,
    shortDescription: 'Свободный круиз: ужин, когда хочется, и без дресс-кода.',
    description:
      'Norwegian Cruise Line придумала «свободный круиз»: нет фиксированной рассадки и времени ужина, десятки ресторанов, а на новых лайнерах — картинг на верхней палубе.',
    features: ['Ужин без расписания', 'Комплекс The Haven', 'Более 15 ресторанов'],
    ships: [
      ['Norwegian Prima', 2022, null, 20, 3215, 1506, 143535, 294, 41, 21, [NORTH, CARIB]],
      ['Norwegian Epic', 2010, 2020, 19, 4100, 1724, 155873, 329, 40, 20, [MED, CARIB]],
      ['Norwegian Bliss', 2018, null, 20, 4004, 1716, 168028, 333, 41, 22, [FJORDS, CARIB]],
      ['Norwegian Getaway', 2014, 2022, 18, 3963, 1646, 145655, 326, 39, 22, [EAST, CARIB]],
    ],
  },
  {
    slug: 'celebrity-cruises',
    name: 'Celebrity Cruises',
    kind: 'sea',
    country: 'США',
    founded: 1988,
    currency: 'USD',
    perNight: 150,
    shortDescription: 'Современная роскошь и высокая кухня.',
    description:
      'Celebrity Cruises — премиальные лайнеры с платформой Magic Carpet, ресторанами от шеф-поваров с мишленовскими звёздами и тихими палубами для отдыха.',
    features: ['Платформа Magic Carpet', 'Высокая кухня', 'Спа', 'Каюты с бесконечной верандой'],
    ships: [
      ['Celebrity Beyond', 2022, null, 17, 3260, 1400, 140600, 327, 39, 22, [EAST, CARIB]],
      ['Celebrity Edge', 2018, null, 16, 2918, 1320, 130818, 306, 39, 22, [EAST, CARIB]],
      ['Celebrity Apex', 2020, null, 16, 2910, 1320, 130818, 306, 39, 22, [NORTH, ATL]],
    ],
  },
  {
    slug: 'princess-cruises',
    name: 'Princess Cruises',
    kind: 'sea',
    country: 'США',
    founded: 1965,
    currency: 'USD',
    perNight: 115,
    shortDescription: 'Круизы по всему миру с технологией MedallionClass.',
    description:
      'Princess Cruises прославилась сериалом «Лодка любви». Сегодня это медальон MedallionClass вместо ключа, кинотеатр под звёздами и маршруты от Японии до Британии.',
    features: ['MedallionClass', 'Кино под звёздами', 'Винные дегустации', 'Спа Lotus'],
    ships: [
      ['Sun Princess', 2024, null, 21, 4300, 1600, 177882, 345, 45, 22, [MED, CARIB]],
      ['Discovery Princess', 2022, null, 19, 3660, 1346, 145281, 330, 38, 22, [UK, ASIA]],
      ['Diamond Princess', 2004, 2019, 18, 2670, 1100, 115875, 290, 38, 22, [JAPAN, ASIA]],
    ],
  },
  {
    slug: 'aida-cruises',
    name: 'AIDA Cruises',
    kind: 'sea',
    country: 'Германия',
    founded: 1960,
    currency: 'EUR',
    perNight: 80,
    shortDescription: 'Клубный отдых на воде в немецком стиле.',
    description:
      'AIDA Cruises — лайнеры с узнаваемыми губами на носу, шведским столом в нескольких ресторанах, пивоварней на борту и активным отдыхом для всей семьи.',
    features: ['Пивоварня на борту', 'Театр Theatrium', 'Шведский стол', 'Клубная атмосфера'],
    ships: [
      ['AIDAnova', 2018, null, 20, 6600, 1500, 183858, 337, 42, 21, [FJORDS, ATL]],
      ['AIDAprima', 2016, null, 18, 3300, 900, 125572, 300, 38, 21, [NORTH, GULF]],
    ],
  },
  {
    slug: 'vodokhod',
    name: 'Водоход',
    kind: 'river',
    country: 'Россия',
    founded: 2005,
    currency: 'RUB',
    perNight: 9500,
    shortDescription: 'Крупнейший речной круизный оператор России.',
    description:
      'Водоход ходит по Волге, Неве и Свири на новом теплоходе «Мустай Карим» проекта PV300 и на обновлённых классических судах. Полный пансион, экскурсии в каждом городе и программа на борту включены в стоимость.',
    features: ['Полный пансион', 'Экскурсии включены', 'Лекции и концерты'],
    ships: [
      ['Мустай Карим', 2020, null, 5, 329, 150, null, 141, 16.8, 13, ['moskva-sankt-peterburg']],
      ['Александр Грин', 1979, 2016, 4, 200, 110, null, 125, 16.7, 14, ['volga']],
      ['Н. В. Гоголь', 1911, 2019, 3, 126, 60, null, 71, 12, 12, ['russkiy-sever']],
    ],
  },
  {
    slug: 'mosturflot',
    name: 'Мостурфлот',
    kind: 'river',
    country: 'Россия',
    founded: 1991,
    currency: 'RUB',
    perNight: 8500,
    shortDescription: 'Речные круизы из Москвы, Нижнего Новгорода и Санкт-Петербурга с 1991 года.',
    description:
      'Мостурфлот предлагает круизы выходного дня и долгие путешествия по Волге и Русскому Северу на комфортабельных трёх- и четырёхпалубных теплоходах.',
    features: ['Русская кухня', 'Экскурсионная программа', 'Анимация для детей', 'Вечерние концерты'],
    ships: [
      ['Лев Толстой', 1979, 2015, 4, 240, 100, null, 125, 16.7, 14, ['volga']],
      ['Александр Бенуа', 1977, 2018, 4, 230, 100, null, 125, 16.7, 14, ['russkiy-sever']],
      ['Сергей Образцов', 1958, 2014, 3, 180, 80, null, 96, 14.3, 14, ['volga']],
    ],
  },
  {
    slug: 'infoflot',
    name: 'Инфофлот',
    kind: 'river',
    country: 'Россия',
    founded: 2005,
    currency: 'RUB',
    perNight: 8000,
    shortDescription: 'Большой выбор речных круизов по всей России.',
    description:
      'Инфофлот — теплоходы на маршрутах по Волге, Каме и Неве. Удобно выбрать круиз на майские праздники, на выходные или на всё лето.',
    features: ['Шведский стол', 'Экскурсии на стоянках', 'Детская комната', 'Вечерние концерты'],
    ships: [
      ['Николай Карамзин', 1981, 2019, 4, 250, 110, null, 125, 16.7, 14, ['moskva-sankt-peterburg']],
      ['Александр Пушкин', 1974, 2017, 4, 250, 110, null, 125, 16.7, 14, ['russkiy-sever']],
      ['Космонавт Гагарин', 1979, 2018, 4, 230, 100, null, 125, 16.7, 14, ['kama']],
    ],
  },
  {
    slug: 'gama',
    name: 'Гама',
    kind: 'river',
    country: 'Россия',
    founded: 1996,
    currency: 'RUB',
    perNight: 7500,
    shortDescription: 'Круизы по Волге и Дону.',
    description:
      'Гама водит теплоходы по Волге и Дону: короткие и долгие круизы с домашней кухней по доступным ценам.',
    features: ['Домашняя кухня', 'Экскурсии на стоянках', 'Вечерняя программа на борту'],
    ships: [
      ['Русь Великая', 2016, null, 4, 136, 70, null, 95, 15, 13, ['volga']],
      ['Василий Шукшин', 1985, 2017, 3, 180, 70, null, 96, 14.3, 14, ['don']],
    ],
  },
  {
    slug: 'eniseyskoe-parokhodstvo',
    name: 'Енисейское речное пароходство',
    kind: 'river',
    country: 'Россия',
    founded: 1931,
    currency: 'RUB',
    perNight: 14000,
    shortDescription: 'Круизы по Енисею от Красноярска до Дудинки.',
    description:
      'Енисейское пароходство водит туристические теплоходы по Енисею за Полярный круг с 1931 года.',
    features: ['Сибирская кухня', 'Рыбалка на стоянках', 'Переход за Полярный круг'],
    ships: [
      ['Антон Чехов', 1978, 2015, 4, 200, 90, null, 115, 16.4, 14, ['enisey']],
      ['Александр Матросов', 1954, 2012, 3, 160, 60, null, 96, 14, 13, ['enisey']],
    ],
  },
  {
    slug: 'lenskoe-parokhodstvo',
    name: 'Ленское объединённое речное пароходство',
    kind: 'river',
    country: 'Россия',
    founded: 1925,
    currency: 'RUB',
    perNight: 15000,
    shortDescription: 'Круизы по Лене из Якутска к Ленским столбам и в Тикси.',
    description:
      'Ленское пароходство — главный перевозчик Якутии. Летом теплоходы уходят из Якутска к Ленским столбам и вниз по реке к морю Лаптевых.',
    features: ['Якутская кухня', 'Прогулка к Ленским столбам', 'Незаходящее солнце за Полярным кругом'],
    ships: [
      ['Михаил Светлов', 1985, 2014, 3, 180, 70, null, 96, 14.3, 14, ['lena']],
      ['Демьян Бедный', 1983, 2016, 3, 170, 70, null, 96, 14.3, 14, ['lena']],
    ],
  },
];

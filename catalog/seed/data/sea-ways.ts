/**
 * The seas a liner sails, for measuring a leg round the land (generate/sea-way.ts). A basin is water where the
 * straight line between two of its points is near enough the way a ship takes (within the few per cent a
 * liner's lanes add, generate/timetable.ts); where land stands between two ports, they lie in different basins
 * and the way goes through the straits and past the capes that join them. A port at the meeting of two seas is
 * in both (Корфу, Мессина). Names are those of ports.ts; every sea port is in some basin.
 */
export const SEA_BASINS: Record<string, readonly string[]> = {
  // The Mediterranean: Italy, Sicily, Corsica and Sardinia, and the Peloponnese stand between its seas.
  alboran: ['Малага'],
  'western-med': [
    'Барселона',
    'Марсель',
    'Генуя',
    'Савона',
    'Ла-Специя',
    'Ливорно',
    'Ницца',
    'Канны',
    'Монте-Карло',
    'Аяччо',
    'Валенсия',
    'Пальма-де-Мальорка',
    'Ибица',
  ],
  tyrrhenian: ['Генуя', 'Савона', 'Ла-Специя', 'Ливорно', 'Чивитавеккья', 'Неаполь', 'Палермо', 'Мессина'],
  'sardinia-south': ['Кальяри'],
  'sicily-channel': ['Валлетта'],
  ionian: ['Валлетта', 'Мессина', 'Катаколон', 'Корфу'],
  adriatic: ['Венеция', 'Триест', 'Анкона', 'Бари', 'Задар', 'Сплит', 'Дубровник', 'Котор', 'Корфу'],
  laconia: [],
  aegean: [
    'Пирей',
    'Санторини',
    'Миконос',
    'Ираклион',
    'Родос',
    'Кушадасы',
    'Бодрум',
    'Лимасол',
    'Хайфа',
    'Александрия',
  ],
  levant: ['Анталья', 'Лимасол', 'Хайфа', 'Александрия'],
  marmara: ['Стамбул'],
  // The Atlantic from Europe to the Caribbean; Cádiz lies behind the Algarve.
  'gulf-of-cadiz': [
    'Кадис',
    'Касабланка',
    'Агадир',
    'Санта-Крус-де-Тенерифе',
    'Лас-Пальмас',
    'Арресифе',
    'Фуншал',
  ],
  atlantic: [
    'Лиссабон',
    'Порту',
    'Фуншал',
    'Санта-Крус-де-Тенерифе',
    'Лас-Пальмас',
    'Арресифе',
    'Касабланка',
    'Агадир',
    'Ков',
    'Майами',
    'Форт-Лодердейл',
    'Порт-Канаверал',
    'Нассау',
    'Сан-Хуан',
    'Пуэрто-Плата',
    'Филипсбург',
    'Бриджтаун',
  ],
  // The British Isles: Great Britain between the North Sea and the Irish Sea, Ireland before the Celtic Sea.
  channel: ['Саутгемптон', 'Дувр'],
  'irish-sea': ['Белфаст', 'Ливерпуль', 'Дублин'],
  'north-scotland': [],
  'moray-firth': ['Инвернесс'],
  'north-sea': [
    'Амстердам',
    'Роттердам',
    'Зебрюгге',
    'Эдинбург',
    'Керкуолл',
    'Ставангер',
    'Берген',
    'Олесунн',
    'Тромсё',
    'Хоннингсвог',
  ],
  elbe: ['Гамбург'],
  // Norway's fjords run far inland; Iceland is sailed round.
  sognefjord: ['Флом'],
  nordfjord: ['Нордфьордейд'],
  storfjord: ['Олесунн', 'Гейрангер', 'Хеллесилт'],
  trondheimsfjord: ['Тронхейм'],
  faxafloi: ['Рейкьявик'],
  eyjafjordur: ['Акюрейри'],
  'north-iceland': [],
  // Jutland and Sweden between the North Sea and the Baltic.
  skagerrak: [],
  belts: ['Киль', 'Варнемюнде', 'Копенгаген', 'Гдыня', 'Клайпеда'],
  baltic: ['Стокгольм', 'Хельсинки', 'Таллин', 'Висбю', 'Гдыня', 'Клайпеда'],
  'gulf-of-riga': ['Рига'],
  // Cuba, Hispaniola, Florida and Yucatán between the Caribbean, the Atlantic and the Gulf of Mexico.
  caribbean: [
    'Косумель',
    'Коста-Майя',
    'Очо-Риос',
    'Монтего-Бей',
    'Джорджтаун',
    'Ла-Романа',
    'Виллемстад',
    'Ораньестад',
    'Бриджтаун',
    'Кастри',
    'Филипсбург',
    'Сан-Хуан',
  ],
  'gulf-of-mexico': ['Галвестон'],
  // The Persian Gulf: Musandam before the Gulf of Oman, Qatar before Bahrain.
  'persian-gulf': ['Дубай', 'Абу-Даби', 'Доха', 'Сир-Бани-Яс', 'Хасаб'],
  'gulf-of-bahrain': ['Манама'],
  'gulf-of-oman': ['Маскат', 'Хасаб'],
  // South-East Asia: the Malay peninsula between the Andaman Sea and the Gulf of Thailand, Vietnam between
  // the gulf and the South China Sea, Hainan before the Gulf of Tonkin.
  andaman: ['Пхукет', 'Лангкави', 'Пенанг', 'Порт-Кланг', 'Сингапур'],
  'gulf-of-thailand': ['Самуи', 'Лаем-Чабанг'],
  'south-china-sea': ['Хошимин', 'Нячанг', 'Гонконг', 'Сямынь'],
  'gulf-of-tonkin': ['Халонг'],
  // The Far East: Kyushu, Honshu and Shikoku, Korea and Shandong between its seas.
  'east-china-sea': ['Шанхай', 'Сямынь', 'Чеджу', 'Нагасаки', 'Пусан'],
  'yellow-sea': ['Шанхай', 'Чеджу'],
  bohai: ['Тяньцзинь'],
  'korea-strait': ['Пусан'],
  seto: [],
  'osaka-bay': ['Кобе'],
  'kagoshima-bay': ['Кагосима'],
  'pacific-japan': ['Иокогама'],
};

/** A strait or a cape that ships pass going from one basin to another: where it is, and the basins it joins. */
export interface SeaGateway {
  name: string;
  lat: number;
  lng: number;
  basins: readonly string[];
}

export const SEA_GATEWAYS: readonly SeaGateway[] = [
  // Mediterranean
  { name: 'Гибралтарский пролив', lat: 35.95, lng: -5.6, basins: ['alboran', 'gulf-of-cadiz'] },
  { name: 'мыс Гата', lat: 36.65, lng: -2.15, basins: ['alboran', 'western-med'] },
  { name: 'Корсиканский пролив', lat: 43.05, lng: 9.6, basins: ['western-med', 'tyrrhenian'] },
  { name: 'пролив Бонифачо', lat: 41.32, lng: 9.25, basins: ['western-med', 'tyrrhenian'] },
  { name: 'мыс Теулада', lat: 38.82, lng: 8.6, basins: ['sardinia-south', 'western-med'] },
  { name: 'мыс Карбонара', lat: 39.05, lng: 9.6, basins: ['sardinia-south', 'tyrrhenian'] },
  {
    name: 'Эгадские острова',
    lat: 37.95,
    lng: 11.9,
    basins: ['sicily-channel', 'western-med', 'tyrrhenian'],
  },
  { name: 'Мессинский пролив', lat: 38.2, lng: 15.63, basins: ['tyrrhenian', 'ionian'] },
  { name: 'пролив Отранто', lat: 40.25, lng: 19.0, basins: ['adriatic', 'ionian'] },
  { name: 'мыс Матапан', lat: 36.33, lng: 22.48, basins: ['ionian', 'laconia'] },
  { name: 'мыс Малея', lat: 36.4, lng: 23.22, basins: ['laconia', 'aegean'] },
  { name: 'Родосский пролив', lat: 36.55, lng: 28.05, basins: ['aegean', 'levant'] },
  { name: 'Дарданеллы', lat: 40.02, lng: 26.15, basins: ['aegean', 'marmara'] },
  // Atlantic and the British Isles
  { name: 'мыс Сан-Висенти', lat: 36.95, lng: -9.05, basins: ['gulf-of-cadiz', 'atlantic'] },
  { name: 'Уэссан', lat: 48.45, lng: -5.3, basins: ['atlantic', 'channel'] },
  { name: 'Лендс-Энд', lat: 49.95, lng: -5.8, basins: ['atlantic', 'channel'] },
  { name: 'Па-де-Кале', lat: 51.0, lng: 1.45, basins: ['channel', 'north-sea'] },
  { name: 'пролив Святого Георга', lat: 52.0, lng: -6.0, basins: ['irish-sea', 'atlantic'] },
  { name: 'мыс Рат', lat: 58.7, lng: -5.05, basins: ['irish-sea', 'north-scotland'] },
  {
    name: 'Пентленд-Ферт',
    lat: 58.72,
    lng: -3.1,
    basins: ['north-scotland', 'north-sea', 'moray-firth'],
  },
  { name: 'мыс Киннэрдс-Хед', lat: 57.72, lng: -1.9, basins: ['moray-firth', 'north-sea'] },
  { name: 'устье Эльбы', lat: 54.0, lng: 8.4, basins: ['elbe', 'north-sea'] },
  // Norway and Iceland
  { name: 'устье Согне-фьорда', lat: 61.08, lng: 4.75, basins: ['sognefjord', 'north-sea'] },
  { name: 'устье Нордфьорда', lat: 61.93, lng: 4.95, basins: ['nordfjord', 'north-sea'] },
  { name: 'Брейсунн', lat: 62.43, lng: 5.95, basins: ['storfjord', 'north-sea'] },
  { name: 'Агденес', lat: 63.65, lng: 9.7, basins: ['trondheimsfjord', 'north-sea'] },
  { name: 'Рейкьянес', lat: 63.8, lng: -22.75, basins: ['faxafloi', 'north-sea'] },
  { name: 'Страумнес', lat: 66.45, lng: -23.15, basins: ['faxafloi', 'north-iceland'] },
  { name: 'устье Эйя-фьорда', lat: 66.15, lng: -18.45, basins: ['eyjafjordur', 'north-iceland'] },
  { name: 'Лаунганес', lat: 66.45, lng: -14.45, basins: ['north-iceland', 'north-sea'] },
  // Round Skagen into the Baltic
  { name: 'Ханстхольм', lat: 57.25, lng: 8.4, basins: ['north-sea', 'skagerrak'] },
  { name: 'Линдеснес', lat: 57.9, lng: 7.05, basins: ['north-sea', 'skagerrak'] },
  { name: 'Скаген', lat: 57.8, lng: 10.7, basins: ['skagerrak', 'belts'] },
  { name: 'южный мыс Эланда', lat: 56.1, lng: 16.45, basins: ['belts', 'baltic'] },
  { name: 'Ирбенский пролив', lat: 57.8, lng: 21.9, basins: ['gulf-of-riga', 'baltic'] },
  // Caribbean
  { name: 'Флоридский пролив', lat: 24.3, lng: -81.3, basins: ['atlantic', 'gulf-of-mexico'] },
  { name: 'мыс Сан-Антонио', lat: 21.8, lng: -85.1, basins: ['gulf-of-mexico', 'caribbean'] },
  { name: 'мыс Каточе', lat: 21.65, lng: -87.0, basins: ['gulf-of-mexico', 'caribbean'] },
  { name: 'Наветренный пролив', lat: 20.05, lng: -73.8, basins: ['atlantic', 'caribbean'] },
  { name: 'пролив Мона', lat: 18.4, lng: -67.85, basins: ['atlantic', 'caribbean'] },
  // Persian Gulf
  { name: 'Ормузский пролив', lat: 26.55, lng: 56.5, basins: ['persian-gulf', 'gulf-of-oman'] },
  { name: 'мыс Рас-Ракан', lat: 26.35, lng: 51.3, basins: ['gulf-of-bahrain', 'persian-gulf'] },
  // South-East Asia
  {
    name: 'Сингапурский пролив',
    lat: 1.25,
    lng: 104.05,
    basins: ['andaman', 'gulf-of-thailand', 'south-china-sea'],
  },
  { name: 'мыс Камау', lat: 8.35, lng: 104.75, basins: ['gulf-of-thailand', 'south-china-sea'] },
  { name: 'мыс Варела', lat: 12.9, lng: 109.55, basins: ['south-china-sea', 'gulf-of-tonkin'] },
  { name: 'Хайнаньский пролив', lat: 20.2, lng: 110.2, basins: ['gulf-of-tonkin', 'south-china-sea'] },
  // Far East
  { name: 'Тайваньский пролив', lat: 24.0, lng: 119.3, basins: ['south-china-sea', 'east-china-sea'] },
  { name: 'устье Янцзы', lat: 31.1, lng: 122.4, basins: ['east-china-sea', 'yellow-sea'] },
  { name: 'мыс Чэншаньтоу', lat: 37.4, lng: 122.8, basins: ['bohai', 'yellow-sea'] },
  { name: 'пролив Чеджу', lat: 33.9, lng: 126.5, basins: ['yellow-sea', 'korea-strait'] },
  { name: 'остров Хирадо', lat: 33.35, lng: 129.35, basins: ['korea-strait', 'east-china-sea'] },
  { name: 'пролив Канмон', lat: 33.95, lng: 130.95, basins: ['korea-strait', 'seto'] },
  { name: 'пролив Акаси', lat: 34.62, lng: 135.02, basins: ['seto', 'osaka-bay'] },
  { name: 'мыс Сиономисаки', lat: 33.38, lng: 135.75, basins: ['osaka-bay', 'pacific-japan'] },
  {
    name: 'мыс Сата',
    lat: 30.9,
    lng: 130.65,
    basins: ['kagoshima-bay', 'east-china-sea', 'pacific-japan'],
  },
];

import type { Palette } from '../images';
import { img, pdf, rt, t } from '../localize';
import type { SeedCollection } from '../types';

type Site = [slug: string, type: string, ru: string, en: string, locRu: string, locEn: string, lat: number, lng: number, area: number, specRu: string, specEn: string, palette: Palette];

const sites: Site[] = [
  ['promploshadka-krasnoyarsk-sever', 'industrial-park', 'Индустриальный парк «Красноярск-Северный»', 'Krasnoyarsk North Industrial Park', 'г. Красноярск, Северное шоссе', 'Krasnoyarsk, Severnoye Highway', 56.0846, 92.9137, 48, 'Машиностроение, приборостроение', 'Engineering, instrument making', 'industry'],
  ['ploshadka-achinsk-yug', 'brownfield', 'Промплощадка «Ачинск-Южный»', 'Achinsk South industrial site', 'г. Ачинск, Южная промзона', 'Achinsk, southern industrial zone', 56.2427, 90.5102, 12, 'Строительные материалы, металлообработка', 'Building materials, metalworking', 'city'],
  ['ploshadka-kansk-vostok', 'greenfield', 'Площадка «Канск-Восточный»', 'Kansk East site', 'г. Канск, Восточный промузел', 'Kansk, eastern industrial hub', 56.2050, 95.7190, 35, 'Пищевая промышленность, деревообработка', 'Food industry, woodworking', 'field'],
  ['tehnopark-jeleznogorsk', 'technopark', 'Технопарк ТОСЭР «Железногорск»', 'Zheleznogorsk priority area technology park', 'г. Железногорск', 'Zheleznogorsk', 56.2511, 93.5319, 20, 'Электроника, новые материалы', 'Electronics, advanced materials', 'industry'],
  ['ploshadka-minusinsk-agro', 'greenfield', 'Агроплощадка «Минусинск»', 'Minusinsk agricultural site', 'Минусинский район', 'Minusinsk district', 53.7104, 91.6873, 60, 'Тепличное хозяйство, переработка', 'Greenhouses, food processing', 'field'],
  ['lesopromyshlennaya-ploshadka-lesosibirsk', 'brownfield', 'Лесопромышленная площадка «Лесосибирск»', 'Lesosibirsk timber site', 'г. Лесосибирск', 'Lesosibirsk', 58.2358, 92.4828, 28, 'Лесопереработка, биотопливо', 'Timber processing, biofuel', 'taiga'],
  ['ploshadka-norilsk-kayerkan', 'brownfield', 'Площадка «Кайеркан»', 'Kayerkan site', 'г. Норильск, район Кайеркан', 'Norilsk, Kayerkan district', 69.3489, 87.7656, 15, 'Логистика, сервис горной промышленности', 'Logistics, mining services', 'arctic'],
  ['ploshadka-boguchany', 'greenfield', 'Площадка «Богучаны»', 'Boguchany site', 'с. Богучаны', 'Boguchany', 58.3806, 97.4531, 80, 'Лесохимия, энергоёмкие производства', 'Wood chemistry, power-intensive industries', 'taiga'],
];

/** The site titles in Turkish and Chinese (every locale a site has texts in needs its title). */
const TITLES: Record<string, [tr: string, zh: string]> = {
  'promploshadka-krasnoyarsk-sever': ['Krasnoyarsk Kuzey Sanayi Parkı', '克拉斯诺亚尔斯克北部工业园'],
  'ploshadka-achinsk-yug': ['Açinsk Güney sanayi sahası', '阿钦斯克南部工业场地'],
  'ploshadka-kansk-vostok': ['Kansk Doğu sahası', '坎斯克东部场地'],
  'tehnopark-jeleznogorsk': ['Jeleznogorsk öncelikli kalkınma bölgesi teknoparkı', '热列兹诺戈尔斯克超前发展区科技园'],
  'ploshadka-minusinsk-agro': ['Minusinsk tarım sahası', '米努辛斯克农业场地'],
  'lesopromyshlennaya-ploshadka-lesosibirsk': ['Lesosibirsk orman sanayii sahası', '列索西比尔斯克林业工业场地'],
  'ploshadka-norilsk-kayerkan': ['Kayerkan sahası', '凯尔坎场地'],
  'ploshadka-boguchany': ['Boguçanı sahası', '博古恰内场地'],
};

type L = ReturnType<typeof t<string>>;

/** Who the utility figures come from (localized: the API answers the visitor's language). */
const SOURCES = {
  rosseti: t('ПАО «Россети Сибирь» — «Красноярскэнерго»', 'Rosseti Siberia (Krasnoyarskenergo)', 'Rosseti Sibir (Krasnoyarskenergo)', '西伯利亚电网公司（克拉斯诺亚尔斯克能源分公司）'),
  kraygaz: t('АО «Красноярсккрайгаз»', 'Krasnoyarskkraygaz', 'Krasnoyarskkraygaz', '克拉斯诺亚尔斯克边疆区燃气公司'),
  kraskom: t('ООО «КрасКом»', 'KrasKom, the Krasnoyarsk water utility', 'KrasKom (Krasnoyarsk su idaresi)', '克拉斯诺亚尔斯克供排水公司（KrasKom）'),
  tgk13: t('АО «Енисейская ТГК (ТГК-13)»', 'Yenisei TGC (TGC-13)', 'Yenisey TGC (TGC-13)', '叶尼塞区域发电公司（TGK-13）'),
  rzd: t('ОАО «РЖД», Красноярская железная дорога', 'Russian Railways, Krasnoyarsk Railway', 'Rus Demiryolları, Krasnoyarsk Demiryolu', '俄罗斯铁路公司克拉斯诺亚尔斯克铁路局'),
  achinskUtilities: t('МУП «Ачинские коммунальные системы»', 'Achinsk municipal utilities', 'Açinsk belediye altyapı şirketi', '阿钦斯克市政公用事业公司'),
  rusalAchinsk: t('АО «РУСАЛ Ачинск»', 'RUSAL Achinsk', 'RUSAL Açinsk', '俄铝阿钦斯克公司'),
  kanskWater: t('МУП «Канский водоканал»', 'Kansk Vodokanal, the municipal water utility', 'Kansk Vodokanal (belediye su idaresi)', '坎斯克市供水公司'),
  kanskHeat: t('ООО «Канская ТЭЦ»', 'Kansk CHP plant', 'Kansk termik santrali', '坎斯克热电厂'),
  zhelGrid: t('МП «Горэлектросеть» ЗАТО Железногорск', 'Gorelektroset, the Zheleznogorsk municipal grid', 'Gorelektroset (Jeleznogorsk belediye elektrik şebekesi)', '热列兹诺戈尔斯克市政电网公司'),
  zhelWater: t('МП «Горводоканал» ЗАТО Железногорск', 'Gorvodokanal, the Zheleznogorsk municipal water utility', 'Gorvodokanal (Jeleznogorsk belediye su idaresi)', '热列兹诺戈尔斯克市政供水公司'),
  zhelHeat: t('МП «Гортеплоэнерго» ЗАТО Железногорск', 'Gorteploenergo, the Zheleznogorsk municipal heat utility', 'Gorteploenergo (Jeleznogorsk belediye ısı şirketi)', '热列兹诺戈尔斯克市政供热公司'),
  minusinskDistrict: t('Администрация Минусинского района', 'Minusinsk District Administration', 'Minusinsk İlçe Yönetimi', '米努辛斯克区政府'),
  lesosibirskWater: t('МУП «Водоканал» г. Лесосибирска', 'Lesosibirsk Vodokanal, the municipal water utility', 'Lesosibirsk Vodokanal (belediye su idaresi)', '列索西比尔斯克市供水公司'),
  lesosibirskHeat: t('ООО «Лесосибирская теплоэнергетическая компания»', 'Lesosibirsk heat and power company', 'Lesosibirsk Isı ve Enerji Şirketi', '列索西比尔斯克热能公司'),
  ntek: t('АО «Норильско-Таймырская энергетическая компания»', 'Norilsk-Taimyr Energy Company (NTEK)', 'Norilsk-Taymır Enerji Şirketi (NTEK)', '诺里尔斯克-泰梅尔能源公司'),
  norilskGas: t('АО «Норильсктрансгаз»', 'Norilsktransgaz', 'Norilsktransgaz', '诺里尔斯克输气公司'),
  norilskRail: t('Норильская железная дорога (ПАО «ГМК «Норильский никель»)', 'Norilsk railway (Nornickel)', 'Norilsk demiryolu (Nornickel)', '诺里尔斯克铁路（诺里尔斯克镍业公司）'),
  boguchanyDistrict: t('Администрация Богучанского района', 'Boguchany District Administration', 'Boguçanı İlçe Yönetimi', '博古恰内区政府'),
};

/** One utility as seeded: capacity in the vocabulary's unit (lib/sites/vocabulary.ts), null where there is none. */
type SeedUtility = { available: boolean; capacity: number | null; voltageKv?: number; source: L; verifiedAt: string };
const has = (capacity: number | null, source: L, verifiedAt: string, voltageKv?: number): SeedUtility => ({
  available: true,
  capacity,
  source,
  verifiedAt,
  ...(voltageKv ? { voltageKv } : {}),
});
const none = (source: L, verifiedAt: string): SeedUtility => ({ available: false, capacity: null, source, verifiedAt });

type SiteFactsSeed = {
  regime: string;
  municipality: string;
  possession: string[];
  distances: { cityKm: number | null; roadKm: number | null; railKm: number | null; substationKm: number | null };
  utilities: Record<'electricity' | 'gas' | 'water' | 'sewerage' | 'heat' | 'rail', SeedUtility>;
  /** What the figures mean on the ground, in the four languages. */
  infrastructure: L;
};

/**
 * Each site's facts: distinct, plausible figures that agree with its text (the krai has mains gas only in Norilsk;
 * Norilsk has no road to the mainland). Lesosibirsk and Boguchany were last verified more than a year ago, so their
 * pages show the «may be out of date» mark.
 */
const facts: Record<string, SiteFactsSeed> = {
  'promploshadka-krasnoyarsk-sever': {
    regime: 'sez',
    municipality: 'krasnoyarsk',
    possession: ['buy', 'rent', 'rent_to_buy'],
    distances: { cityKm: 0, roadKm: 6, railKm: 2.5, substationKm: 0.8 },
    utilities: {
      electricity: has(12, SOURCES.rosseti, '2026-09-15', 110),
      gas: none(SOURCES.kraygaz, '2026-09-10'),
      water: has(1500, SOURCES.kraskom, '2026-09-22'),
      sewerage: has(1200, SOURCES.kraskom, '2026-09-22'),
      heat: has(8, SOURCES.tgk13, '2026-10-01'),
      rail: has(null, SOURCES.rzd, '2026-08-28'),
    },
    infrastructure: t(
      'Подстанция 110/10 кВ в 0,8 км, свободно 12 МВт. Городские водопровод и канализация «КрасКом» (1500 и 1200 м³/сут), тепло от ТЭЦ-3 — 8 Гкал/ч. Железнодорожный тупик от станции Красноярск-Северный; до трассы Р-255 «Сибирь» 6 км. Магистрального газа в Красноярске нет.',
      'A 110/10 kV substation 0.8 km away with 12 MW free. City water and sewerage from KrasKom (1,500 and 1,200 m³/day), heat from CHP plant No. 3 at 8 Gcal/h. A rail siding from Krasnoyarsk-Severny station; the R-255 Siberia federal highway is 6 km away. Krasnoyarsk has no mains gas.',
      '0,8 km mesafede 110/10 kV trafo merkezi, 12 MW boş kapasite. KrasKom’dan şehir suyu ve kanalizasyonu (günde 1.500 ve 1.200 m³), 3 No’lu termik santralden 8 Gcal/saat ısı. Krasnoyarsk-Severnıy istasyonundan demiryolu bağlantı hattı; R-255 «Sibir» federal karayoluna 6 km. Krasnoyarsk’ta şebeke doğal gazı yoktur.',
      '距110/10千伏变电站0.8公里，可用容量12兆瓦。由KrasKom提供城市供水和排水（每日1500和1200立方米），第三热电厂供热8吉卡/小时。有从北克拉斯诺亚尔斯克站引出的铁路专用线；距R-255“西伯利亚”联邦公路6公里。克拉斯诺亚尔斯克市没有管道天然气。',
    ),
  },
  'ploshadka-achinsk-yug': {
    regime: 'none',
    municipality: 'achinsk',
    possession: ['buy', 'rent'],
    distances: { cityKm: 0, roadKm: 3, railKm: 1.5, substationKm: 0.2 },
    utilities: {
      electricity: has(4.5, SOURCES.rosseti, '2026-06-03', 35),
      gas: none(SOURCES.kraygaz, '2026-06-03'),
      water: has(400, SOURCES.achinskUtilities, '2026-06-10'),
      sewerage: none(SOURCES.achinskUtilities, '2026-06-10'),
      heat: has(3.2, SOURCES.rusalAchinsk, '2026-06-05'),
      rail: has(null, SOURCES.rzd, '2026-05-29'),
    },
    infrastructure: t(
      'Бывшая площадка завода ЖБИ: подстанция 35/6 кВ на территории (свободно 4,5 МВт), водопровод на 400 м³/сут, тепло от ТЭЦ «РУСАЛ Ачинск» — 3,2 Гкал/ч. Собственный железнодорожный тупик, до станции Ачинск-1 1,5 км, до трассы Р-255 3 км. Городской канализации нет — нужны локальные очистные сооружения.',
      'The former precast-concrete plant: a 35/6 kV substation on site (4.5 MW free), a water main for 400 m³/day, heat from the RUSAL Achinsk CHP plant at 3.2 Gcal/h. Its own rail siding, 1.5 km to Achinsk-1 station and 3 km to the R-255 highway. No public sewer: local treatment facilities are needed.',
      'Eski prefabrik beton fabrikası sahası: sahada 35/6 kV trafo merkezi (4,5 MW boş), günde 400 m³ su hattı, RUSAL Açinsk termik santralinden 3,2 Gcal/saat ısı. Kendi demiryolu bağlantı hattı; Açinsk-1 istasyonuna 1,5 km, R-255 karayoluna 3 km. Şehir kanalizasyonu yok: yerel arıtma tesisi gerekir.',
      '原预制混凝土构件厂厂址：场内有35/6千伏变电站（可用4.5兆瓦），供水管网每日400立方米，由俄铝阿钦斯克热电厂供热3.2吉卡/小时。自有铁路专用线，距阿钦斯克一站1.5公里，距R-255公路3公里。无市政排水管网，需自建污水处理设施。',
    ),
  },
  'ploshadka-kansk-vostok': {
    regime: 'none',
    municipality: 'kansk',
    possession: ['rent', 'rent_to_buy'],
    distances: { cityKm: 0, roadKm: 2, railKm: 5, substationKm: 3.5 },
    utilities: {
      electricity: has(6, SOURCES.rosseti, '2026-04-14', 110),
      gas: none(SOURCES.kraygaz, '2026-04-14'),
      water: none(SOURCES.kanskWater, '2026-04-20'),
      sewerage: none(SOURCES.kanskWater, '2026-04-20'),
      heat: none(SOURCES.kanskHeat, '2026-04-16'),
      rail: none(SOURCES.rzd, '2026-04-09'),
    },
    infrastructure: t(
      'Незастроенный участок на востоке Канска: по границе проходит ВЛ 110 кВ, свободно 6 МВт. Воды, канализации и тепла на площадке нет: ближайший водовод в 1,8 км, «Канский водоканал» подключает по заявке. Газа нет. До трассы Р-255 2 км, до станции Канск-Енисейский 5 км.',
      'Undeveloped land in eastern Kansk: a 110 kV line runs along the boundary with 6 MW free. No water, sewerage or heat on site: the nearest water main is 1.8 km away and Kansk Vodokanal connects on application. No gas. 2 km to the R-255 highway, 5 km to Kansk-Yeniseysky station.',
      'Kansk’ın doğusunda boş arazi: sınır boyunca 110 kV hat geçiyor, 6 MW boş kapasite. Sahada su, kanalizasyon ve ısı yok: en yakın su hattı 1,8 km uzakta, Kansk Vodokanal başvuru üzerine bağlıyor. Doğal gaz yok. R-255 karayoluna 2 km, Kansk-Yeniseyski istasyonuna 5 km.',
      '坎斯克东部的未开发地块：110千伏线路沿地块边界通过，可用容量6兆瓦。场内无供水、排水和供热：最近的输水管在1.8公里外，可向坎斯克供水公司申请接入。无天然气。距R-255公路2公里，距坎斯克-叶尼塞斯基站5公里。',
    ),
  },
  'tehnopark-jeleznogorsk': {
    regime: 'tor',
    municipality: 'zheleznogorsk',
    possession: ['rent'],
    distances: { cityKm: 0, roadKm: 20, railKm: 14, substationKm: 1 },
    utilities: {
      electricity: has(8, SOURCES.zhelGrid, '2026-10-06', 110),
      gas: none(SOURCES.kraygaz, '2026-10-06'),
      water: has(600, SOURCES.zhelWater, '2026-10-12'),
      sewerage: has(500, SOURCES.zhelWater, '2026-10-12'),
      heat: has(5.5, SOURCES.zhelHeat, '2026-10-08'),
      rail: none(SOURCES.rzd, '2026-09-30'),
    },
    infrastructure: t(
      'Корпуса технопарка с подключёнными сетями: 8 МВт от подстанции 110/10 кВ в 1 км, водопровод на 600 и канализация на 500 м³/сут, тепло 5,5 Гкал/ч от городских сетей. Железнодорожного тупика нет, ближайшая станция в 14 км; до Красноярска 35 км. Закрытый город: въезд по пропускам.',
      'Technology-park buildings with utilities connected: 8 MW from a 110/10 kV substation 1 km away, water for 600 and sewerage for 500 m³/day, 5.5 Gcal/h of heat from the town network. No rail siding, the nearest station is 14 km away; Krasnoyarsk is 35 km. A closed town: entry by pass.',
      'Altyapısı bağlı teknopark binaları: 1 km mesafedeki 110/10 kV trafo merkezinden 8 MW, günde 600 m³ su ve 500 m³ kanalizasyon, şehir şebekesinden 5,5 Gcal/saat ısı. Demiryolu bağlantı hattı yok, en yakın istasyon 14 km; Krasnoyarsk’a 35 km. Kapalı şehir: giriş izinle.',
      '科技园厂房已接通各类管网：距1公里的110/10千伏变电站供电8兆瓦，供水每日600立方米、排水500立方米，城市热网供热5.5吉卡/小时。无铁路专用线，最近车站14公里；距克拉斯诺亚尔斯克35公里。封闭城市，凭通行证进入。',
    ),
  },
  'ploshadka-minusinsk-agro': {
    regime: 'none',
    municipality: 'minusinsky',
    possession: ['buy', 'rent'],
    distances: { cityKm: 12, roadKm: 9, railKm: 14, substationKm: 2.5 },
    utilities: {
      electricity: has(3, SOURCES.rosseti, '2026-02-18', 10),
      gas: none(SOURCES.kraygaz, '2026-02-18'),
      water: has(250, SOURCES.minusinskDistrict, '2026-03-02'),
      sewerage: none(SOURCES.minusinskDistrict, '2026-03-02'),
      heat: none(SOURCES.minusinskDistrict, '2026-03-02'),
      rail: none(SOURCES.rzd, '2026-02-25'),
    },
    infrastructure: t(
      'Сельскохозяйственные земли в 12 км от Минусинска: ВЛ 10 кВ, свободно 3 МВт; две артезианские скважины дают 250 м³/сут. Канализации, тепла и газа нет — теплицам нужна своя котельная. До трассы Р-257 «Енисей» 9 км, до станции Минусинск 14 км.',
      'Farmland 12 km from Minusinsk: a 10 kV line with 3 MW free; two artesian wells give 250 m³/day. No sewerage, heat or gas: greenhouses need their own boiler house. 9 km to the R-257 Yenisei highway, 14 km to Minusinsk station.',
      'Minusinsk’e 12 km mesafede tarım arazisi: 10 kV hat, 3 MW boş kapasite; iki artezyen kuyusu günde 250 m³ su veriyor. Kanalizasyon, ısı ve doğal gaz yok: seraların kendi kazan dairesi gerekir. R-257 «Yenisey» karayoluna 9 km, Minusinsk istasyonuna 14 km.',
      '距米努辛斯克12公里的农业用地：10千伏线路，可用容量3兆瓦；两口自流井每日供水250立方米。无排水、供热和天然气，温室需自建锅炉房。距R-257“叶尼塞”联邦公路9公里，距米努辛斯克站14公里。',
    ),
  },
  'lesopromyshlennaya-ploshadka-lesosibirsk': {
    regime: 'cluster',
    municipality: 'lesosibirsk',
    possession: ['buy', 'rent'],
    distances: { cityKm: 0, roadKm: 270, railKm: 3, substationKm: 2 },
    utilities: {
      electricity: has(10, SOURCES.rosseti, '2025-05-20', 110),
      gas: none(SOURCES.kraygaz, '2025-05-20'),
      water: has(700, SOURCES.lesosibirskWater, '2025-06-02'),
      sewerage: none(SOURCES.lesosibirskWater, '2025-06-02'),
      heat: has(6, SOURCES.lesosibirskHeat, '2025-05-27'),
      rail: has(null, SOURCES.rzd, '2025-05-14'),
    },
    infrastructure: t(
      'Бывший лесозавод на берегу Енисея: подстанция 110/6 кВ в 2 км, свободно 10 МВт; водопровод на 700 м³/сут, тепло 6 Гкал/ч от котельной на отходах деревообработки. Железнодорожный тупик от станции Лесосибирск (линия Ачинск — Лесосибирск) и речной причал. Канализации нет.',
      'A former sawmill on the Yenisei: a 110/6 kV substation 2 km away with 10 MW free; a water main for 700 m³/day and 6 Gcal/h of heat from a boiler house fired with wood waste. A rail siding from Lesosibirsk station (the Achinsk–Lesosibirsk line) and a river berth. No sewer.',
      'Yenisey kıyısında eski kereste fabrikası: 2 km mesafede 110/6 kV trafo merkezi, 10 MW boş; günde 700 m³ su hattı, ağaç işleme atıklarıyla çalışan kazan dairesinden 6 Gcal/saat ısı. Lesosibirsk istasyonundan (Açinsk–Lesosibirsk hattı) demiryolu bağlantı hattı ve nehir iskelesi. Kanalizasyon yok.',
      '叶尼塞河畔的原锯木厂：距2公里的110/6千伏变电站，可用容量10兆瓦；供水管网每日700立方米，以木材加工废料为燃料的锅炉房供热6吉卡/小时。有从列索西比尔斯克站（阿钦斯克—列索西比尔斯克线）引出的铁路专用线和河运码头。无排水管网。',
    ),
  },
  'ploshadka-norilsk-kayerkan': {
    regime: 'arctic',
    municipality: 'norilsk',
    possession: ['rent'],
    distances: { cityKm: 0, roadKm: null, railKm: 2, substationKm: 1.5 },
    utilities: {
      electricity: has(5, SOURCES.ntek, '2026-07-21', 35),
      gas: has(800, SOURCES.norilskGas, '2026-07-21'),
      water: has(900, SOURCES.ntek, '2026-07-23'),
      sewerage: has(800, SOURCES.ntek, '2026-07-23'),
      heat: has(7, SOURCES.ntek, '2026-07-23'),
      rail: none(SOURCES.norilskRail, '2026-07-17'),
    },
    infrastructure: t(
      'Промзона Кайеркана: 5 МВт от подстанции 35/6 кВ, вода на 900 и канализация на 800 м³/сут, тепло 7 Гкал/ч — всё от НТЭК; газ 800 м³/ч от «Норильсктрансгаза». Железнодорожного тупика нет: станция Кайеркан Норильской железной дороги в 2 км. Круглогодичной автодороги на «большую землю» нет — грузы идут через порт Дудинка и аэропорт Норильск.',
      'Kayerkan’s industrial zone: 5 MW from a 35/6 kV substation, water for 900 and sewerage for 800 m³/day and 7 Gcal/h of heat, all from NTEK; gas at 800 m³/h from Norilsktransgaz. No rail siding: Kayerkan station on the Norilsk railway is 2 km away. No year-round road to the mainland: freight comes through Dudinka port and Norilsk airport.',
      'Kayerkan sanayi bölgesi: 35/6 kV trafo merkezinden 5 MW, günde 900 m³ su ve 800 m³ kanalizasyon, 7 Gcal/saat ısı; hepsi NTEK’ten. Norilsktransgaz’dan saatte 800 m³ doğal gaz. Demiryolu bağlantı hattı yok: Norilsk demiryolunun Kayerkan istasyonu 2 km uzakta. Anakaraya yıl boyu açık karayolu yok: yükler Dudinka limanı ve Norilsk havalimanı üzerinden geliyor.',
      '凯尔坎工业区：35/6千伏变电站供电5兆瓦，供水每日900立方米、排水800立方米，供热7吉卡/小时，均由诺里尔斯克-泰梅尔能源公司提供；诺里尔斯克输气公司供气每小时800立方米。无铁路专用线，诺里尔斯克铁路凯尔坎站距此2公里。没有通往内地的全年公路，货物经杜金卡港和诺里尔斯克机场运输。',
    ),
  },
  'ploshadka-boguchany': {
    regime: 'none',
    municipality: 'boguchansky',
    possession: ['rent', 'rent_to_buy'],
    distances: { cityKm: 160, roadKm: 390, railKm: 45, substationKm: 6 },
    utilities: {
      electricity: has(25, SOURCES.rosseti, '2025-03-11', 220),
      gas: none(SOURCES.kraygaz, '2025-03-11'),
      water: none(SOURCES.boguchanyDistrict, '2025-03-18'),
      sewerage: none(SOURCES.boguchanyDistrict, '2025-03-18'),
      heat: none(SOURCES.boguchanyDistrict, '2025-03-18'),
      rail: none(SOURCES.rzd, '2025-03-04'),
    },
    infrastructure: t(
      'Участок в 6 км от подстанции 220 кВ Богучанского энергоузла: свободно 25 МВт. Воды, канализации, тепла и газа нет — водозабор из Ангары и котельную проектирует инвестор. Ближайшая станция — Карабула (линия Решоты — Карабула) в 45 км, до Кодинска 160 км.',
      'Land 6 km from a 220 kV substation of the Boguchany power hub, with 25 MW free. No water, sewerage, heat or gas: the investor designs an intake from the Angara and a boiler house. The nearest station is Karabula (the Reshoty–Karabula line), 45 km away; Kodinsk is 160 km.',
      'Boguçanı enerji merkezinin 220 kV trafo merkezine 6 km mesafede arazi, 25 MW boş kapasite. Su, kanalizasyon, ısı ve doğal gaz yok: Angara’dan su alma yapısını ve kazan dairesini yatırımcı projelendirir. En yakın istasyon 45 km uzaktaki Karabula (Reşotı–Karabula hattı); Kodinsk’e 160 km.',
      '距博古恰内能源枢纽220千伏变电站6公里的地块，可用容量25兆瓦。无供水、排水、供热和天然气，安加拉河取水设施和锅炉房由投资者设计。最近车站为卡拉布拉站（列硕特—卡拉布拉线），相距45公里；距科金斯克160公里。',
    ),
  },
};

export const productionSites: SeedCollection = {
  collection: 'production-sites',
  key: 'slug',
  drafts: true,
  docs: sites.map(([slug, siteType, ru, en, locRu, locEn, lat, lng, totalArea, specRu, specEn, palette], i) => ({
    slug,
    order: (i + 1) * 10,
    siteType,
    title: t(ru, en, ...TITLES[slug]!),
    location: t(locRu, locEn),
    address: t(locRu),
    coordinates: { lat, lng },
    areaHa: totalArea,
    regime: facts[slug]!.regime,
    municipality: facts[slug]!.municipality,
    possession: facts[slug]!.possession,
    distances: facts[slug]!.distances,
    utilities: facts[slug]!.utilities,
    specialisation: t(specRu, specEn),
    infrastructure: facts[slug]!.infrastructure,
    excerpt: t(`${totalArea} га, ${specRu.toLowerCase()}.`, `${totalArea} ha, ${specEn.toLowerCase()}.`),
    opportunities: t(
      rt({ ul: ['аренда или выкуп земельного участка', 'подключение к сетям в сроки свода инвестиционных правил', 'сопровождение проекта по принципу «одного окна»'] }),
      rt({ ul: ['land lease or purchase', 'grid connections within the investment rules’ deadlines', 'one-window project support'] }),
    ),
    image: img(`site-${slug}`, palette, ru, en),
  })),
};

type Measure = { slug: string; group: string; title: ReturnType<typeof t<string>>; provider: ReturnType<typeof t<string>>; summary: ReturnType<typeof t<string>>; items?: Array<{ title: ReturnType<typeof t<string>>; text?: ReturnType<typeof t<string>> }> };

const measures: Measure[] = [
  { slug: 'zaymy-fonda-razvitiya-promyshlennosti', group: 'financial-support',
    title: t('Льготные займы фонда развития промышленности', 'Soft loans of the Industrial Development Fund', 'Sanayi Geliştirme Fonu’ndan uygun krediler', '工业发展基金优惠贷款'),
    provider: t('Фонд развития промышленности Красноярского края', 'Krasnoyarsk Industrial Development Fund'),
    summary: t('Займы от 5 до 100 млн ₽ под 1–5 % годовых на срок до 5 лет.', 'Loans of 5–100 million roubles at 1–5% for up to 5 years.'),
    items: [
      { title: t('Сумма займа', 'Loan amount'), text: t('от 5 до 100 млн ₽', '5 to 100 million roubles') },
      { title: t('Ставка', 'Rate'), text: t('1–5 % годовых', '1–5% a year') },
      { title: t('Софинансирование', 'Co-financing'), text: t('не менее 20 % бюджета проекта', 'at least 20% of the project budget') },
    ] },
  { slug: 'subsidii-na-oborudovanie', group: 'financial-support',
    title: t('Субсидии на приобретение оборудования', 'Equipment subsidies'),
    provider: t('Министерство экономики и регионального развития края', 'Regional Ministry of Economy'),
    summary: t('Возмещение до 50 % затрат на оборудование для субъектов МСП.', 'Up to 50% of equipment costs for SMEs.'),
    items: [{ title: t('Получатели', 'Recipients'), text: t('субъекты МСП, ведущие деятельность в крае', 'SMEs operating in the region') }] },
  { slug: 'garantii-regionalnoy-garantiynoy-organizacii', group: 'financial-support',
    title: t('Поручительства региональной гарантийной организации', 'Guarantees of the regional guarantee organisation'),
    provider: t('Региональная гарантийная организация', 'Regional guarantee organisation'),
    summary: t('Поручительство до 70 % суммы кредита при нехватке залога.', 'A guarantee of up to 70% of a loan when collateral is short.') },
  { slug: 'lizing-oborudovaniya', group: 'financial-support',
    title: t('Льготный лизинг оборудования', 'Preferential equipment leasing'),
    provider: t('Региональная лизинговая компания', 'Regional leasing company'),
    summary: t('Лизинг отечественного оборудования с авансом от 10 %.', 'Leasing of Russian equipment from a 10% advance.') },
  { slug: 'toser-jeleznogorsk', group: 'tax-and-government-preferences',
    title: t('Резидентам ТОСЭР «Железногорск»', 'Residents of the Zheleznogorsk priority development area', 'Zheleznogorsk öncelikli kalkınma bölgesi sakinleri'),
    provider: t('Министерство экономического развития РФ', 'Russian Ministry of Economic Development'),
    summary: t('Налог на прибыль 0 % в федеральный бюджет на 5 лет, страховые взносы 7,6 % на 10 лет.', '0% federal profit tax for 5 years, 7.6% insurance premiums for 10 years.'),
    items: [
      { title: t('Налог на прибыль', 'Profit tax'), text: t('пониженная ставка в первые 5 лет', 'reduced rate for the first 5 years') },
      { title: t('Налог на имущество', 'Property tax'), text: t('0 % в первые 5 лет', '0% for the first 5 years') },
      { title: t('Страховые взносы', 'Insurance premiums'), text: t('7,6 % в течение 10 лет', '7.6% for 10 years') },
    ] },
  { slug: 'rezidentam-oez', group: 'tax-and-government-preferences',
    title: t('Резидентам ОЭЗ «Красноярская технологическая долина»', 'Residents of the Krasnoyarsk Technology Valley SEZ'),
    provider: t('Управляющая компания ОЭЗ', 'SEZ management company'),
    summary: t('Льготы по налогам на прибыль, имущество и землю на 5 лет; свободная таможенная зона.', 'Profit, property and land tax incentives for 5 years; free customs zone.') },
  { slug: 'rezidentam-arkticheskoy-zony', group: 'tax-and-government-preferences',
    title: t('Резидентам Арктической зоны', 'Arctic zone residents', 'Arktik bölge sakinleri', '北极地区入驻企业'),
    provider: t('Корпорация развития Дальнего Востока и Арктики', 'Far East and Arctic Development Corporation'),
    summary: t('Страховые взносы 7,6 % на 10 лет, льготы по налогу на прибыль и НДПИ.', '7.6% insurance premiums for 10 years, profit and mineral extraction tax incentives.') },
  { slug: 'regionalnye-investicionnye-proekty', group: 'tax-and-government-preferences',
    title: t('Региональные инвестиционные проекты (РИП)', 'Regional investment projects'),
    provider: t('Правительство Красноярского края', 'Government of Krasnoyarsk Krai'),
    summary: t('Пониженная ставка налога на прибыль для проектов от 50 млн ₽.', 'A reduced profit tax rate for projects from 50 million roubles.') },
  { slug: 'odno-okno', group: 'project-support',
    title: t('Сопровождение по принципу «одного окна»', 'One-window project support', 'Tek durak proje desteği', '“一站式”项目服务'),
    provider: t('Корпорация развития Енисейской Сибири', 'Yenisei Siberia Development Corporation'),
    summary: t('Персональный менеджер проекта: подбор площадки, мер поддержки и согласования.', 'A personal project manager for sites, support and approvals.'),
    items: [
      { title: t('Подбор площадки', 'Site selection') },
      { title: t('Подбор мер поддержки', 'Choice of support measures') },
      { title: t('Помощь в подключении к сетям', 'Help with utility connections') },
    ] },
  { slug: 'zemelnyy-uchastok-bez-torgov', group: 'project-support',
    title: t('Земельный участок без торгов для масштабных проектов', 'Land without tender for large-scale projects'),
    provider: t('Правительство Красноярского края', 'Government of Krasnoyarsk Krai'),
    summary: t('Аренда участка без торгов по распоряжению Губернатора края.', 'Land lease without tender by order of the Governor.') },
  { slug: 'investicionnyy-upolnomochennyy', group: 'project-support',
    title: t('Инвестиционный уполномоченный', 'Investment ombudsman'),
    provider: t('Агентство развития инвестиций', 'Investment agency'),
    summary: t('Помощь в решении проблем инвестора с органами власти.', 'Help with investors’ issues with the authorities.') },
];

export const supportMeasures: SeedCollection = {
  collection: 'support-measures',
  key: 'slug',
  drafts: true,
  docs: measures.map((m, i) => ({
    ...m,
    order: (i + 1) * 10,
    content: t(
      rt('Чтобы подобрать меру поддержки и подготовить заявку, воспользуйтесь [калькулятором льгот](/kalkulator-lgot) или обратитесь в агентство через [линию прямых обращений](/liniya-pryamih-obrasheniy).'),
      rt('Use the [benefits calculator](/kalkulator-lgot) or contact the agency via the [direct line](/liniya-pryamih-obrasheniy) to choose a measure and prepare an application.'),
    ),
  })),
};

export const developmentInstitutions: SeedCollection = {
  collection: 'development-institutions',
  key: 'slug',
  docs: [
    ['korporaciya-razvitiya-eniseyskoy-sibiri', 'korporaciya', 'Корпорация развития Енисейской Сибири', 'Yenisei Siberia Development Corporation', 'Сопровождение инвестиционных проектов по принципу «одного окна».', 'One-window support for investment projects.'],
    ['fond-razvitiya-promyshlennosti', 'fond', 'Фонд развития промышленности Красноярского края', 'Krasnoyarsk Industrial Development Fund', 'Льготные займы на модернизацию и новые производства.', 'Soft loans for modernisation and new production.'],
    ['centr-moy-biznes', 'moybiznes', 'Центр «Мой бизнес»', 'My Business Centre', 'Консультации, обучение и поддержка малого и среднего бизнеса.', 'Advice, training and support for small businesses.'],
    ['centr-podderjki-eksporta', 'export', 'Центр поддержки экспорта Красноярского края', 'Krasnoyarsk Export Support Centre', 'Выход на зарубежные рынки, выставки и бизнес-миссии.', 'Entering foreign markets, exhibitions and trade missions.'],
    ['krasnoyarskiy-kraevoy-fond-nauki', 'sciencefund', 'Красноярский краевой фонд науки', 'Krasnoyarsk Regional Science Foundation', 'Гранты на научные и научно-технические проекты.', 'Grants for research and technology projects.'],
    ['krasnoyarskiy-biznes-inkubator', 'inkubator', 'Красноярский региональный инновационно-технологический бизнес-инкубатор', 'Krasnoyarsk Innovation and Technology Business Incubator', 'Помещения и сервисы для технологических стартапов.', 'Space and services for technology start-ups.'],
  ].map(([slug, domain, ru, en, descRu, descEn], i) => ({
    slug,
    order: (i + 1) * 10,
    name: t(ru!, en),
    description: t(descRu!, descEn),
    // Placeholder contacts (ADR 010), one domain per institution.
    email: `info@${domain}.example.ru`,
    phone: `+7 (391) 200-10-${String(10 + i).padStart(2, '0')}`,
    website: `https://${domain}.example.ru`,
    address: t('г. Красноярск', 'Krasnoyarsk'),
    logo: img(`institution-${slug}`, 'city', ru!, en),
  })),
};

export const investRules: SeedCollection = {
  collection: 'invest-rules',
  key: 'title',
  docs: [
    ['Подключение к электрическим сетям', 'Connection to the power grid', 'до 90 дней', 'up to 90 days', 'Сетевые организации края', 'Grid companies'],
    ['Подключение к газораспределительным сетям', 'Connection to gas distribution networks', 'до 135 дней', 'up to 135 days', 'Газораспределительная организация', 'Gas distribution company'],
    ['Подключение к водоснабжению и водоотведению', 'Connection to water supply and sewerage', 'до 90 дней', 'up to 90 days', 'Ресурсоснабжающие организации', 'Utilities'],
    ['Подключение к теплоснабжению', 'Connection to heat supply', 'до 120 дней', 'up to 120 days', 'Теплоснабжающие организации', 'Heat suppliers'],
    ['Предоставление земельного участка', 'Provision of a land plot', 'до 60 дней', 'up to 60 days', 'Органы местного самоуправления', 'Local authorities'],
    ['Получение разрешения на строительство', 'Building permit', 'до 5 рабочих дней', 'up to 5 working days', 'Органы местного самоуправления', 'Local authorities'],
    ['Регистрация прав на недвижимость', 'Registration of property rights', 'до 7 рабочих дней', 'up to 7 working days', 'Управление Росреестра по краю', 'Rosreestr regional office'],
  ].map(([ru, en, termRu, termEn, respRu, respEn], i) => ({
    order: (i + 1) * 10,
    title: t(ru!, en),
    term: t(termRu!, termEn),
    responsible: t(respRu!, respEn),
    content: t(rt(`Правило «${ru}» устанавливает перечень шагов, сроки и ответственных. Срок: ${termRu}.`), rt(`The rule “${en}” sets the steps, deadlines and responsible bodies. Term: ${termEn}.`)),
    file: i === 0 ? pdf('invest-rules-power-grid', 'Investment rule: power grid connection') : undefined,
  })),
};

const faqs: Array<[string, string, string?, string?]> = [
  ['Как подать инвестиционный проект?', 'Заполните форму на странице [линии прямых обращений](/liniya-pryamih-obrasheniy) или в личном кабинете. Ответ — в течение 30 дней, через личный кабинет — в течение 7 дней.', 'How do I submit an investment project?', 'Fill in the form on the [direct line](/liniya-pryamih-obrasheniy) page or in your personal account. We answer within 30 days, or 7 days via the account.'],
  ['Какие меры поддержки доступны инвестору?', 'Финансовые (займы, субсидии, гарантии), налоговые (ТОСЭР, ОЭЗ, Арктическая зона, РИП), имущественные и сопровождение проектов.', 'What support is available to investors?', 'Financial (loans, subsidies, guarantees), tax (priority areas, SEZ, Arctic zone), property support and project support.'],
  ['Что такое КИП «Енисейская Сибирь»?', 'Комплексный инвестиционный проект Красноярского края, Хакасии и Тывы: более 160 инициатив на сумму около 2,6 трлн рублей на 10–15 лет.', 'What is the Yenisei Siberia project?', 'An integrated investment project of Krasnoyarsk Krai, Khakassia and Tyva: over 160 initiatives worth about 2.6 trillion roubles over 10–15 years.'],
  ['Какие льготы получают резиденты ОЭЗ?', 'Льготы по налогам на прибыль, имущество и землю на 5 лет, режим свободной таможенной зоны и 32,9 Гкал/ч доступной тепловой мощности.', 'What do SEZ residents get?', 'Profit, property and land tax incentives for 5 years, a free customs zone and 32.9 Gcal/h of heat capacity.'],
  ['Как стать резидентом Арктической зоны?', 'Подать заявку в Корпорацию развития Дальнего Востока и Арктики; проект должен реализовываться на территории Арктической зоны края.', 'How do I become an Arctic zone resident?', 'Apply to the Far East and Arctic Development Corporation; the project must be located in the region’s Arctic zone.'],
  ['Как подобрать земельный участок?', 'Воспользуйтесь [инвестиционной картой](/invest-map) и каталогом [производственных площадок](/investicionnie-ploshadki/proizvodstvennie-ploshadki).', 'How do I find a land plot?', 'Use the [investment map](/invest-map) and the [production sites](/investicionnie-ploshadki/proizvodstvennie-ploshadki) catalogue.'],
  ['Сколько стоит сопровождение проекта?', 'Сопровождение по принципу «одного окна» бесплатно для инвестора.', 'How much does project support cost?', 'One-window support is free of charge.'],
  ['Можно ли приложить документы к заявке?', 'Да, до 5 файлов в форматах pdf, docx, xlsx, jpg, png; рекомендуемый размер — до 30 МБ на файл.'],
  ['Как работает калькулятор льгот?', 'Укажите объём инвестиций, ОКВЭД, статус субъекта МСП и вид поддержки — калькулятор покажет подходящие меры.'],
  ['На каких языках работает портал?', 'На русском, английском, турецком и китайском. Если перевода нет, показывается русский текст.', 'Which languages does the portal support?', 'Russian, English, Turkish and Chinese. Where a translation is missing, the Russian text is shown.'],
];

export const faq: SeedCollection = {
  collection: 'faq',
  key: 'question',
  docs: faqs.map(([qRu, aRu, qEn, aEn], i) => ({
    order: (i + 1) * 10,
    question: t(qRu, qEn, i === 0 ? 'Yatırım projesi nasıl sunulur?' : undefined, i === 0 ? '如何提交投资项目？' : undefined),
    answer: t(rt(aRu), aEn ? rt(aEn) : undefined),
  })),
};

export const indexSwitch: SeedCollection = {
  collection: 'index-switch',
  key: 'title',
  docs: [
    ['Инвестору', 'For investors', 'Yatırımcılara', '致投资者', 'Площадки, меры поддержки и сопровождение крупных проектов.', 'Sites, support measures and support for large projects.', '/investicionnie-ploshadki', 'industry'],
    ['Предпринимателю', 'For entrepreneurs', 'Girişimcilere', '致企业家', 'Гранты, льготные займы и консультации для малого и среднего бизнеса.', 'Grants, soft loans and advice for small businesses.', '/meri-podderjki', 'city'],
    ['Экспортёру', 'For exporters', undefined, undefined, 'Выход на рынки Азии, выставки и бизнес-миссии.', 'Entering Asian markets, exhibitions and trade missions.', '/istitutions-of-development', 'river'],
  ].map(([ru, en, tr, zh, textRu, textEn, link, palette], i) => ({
    order: (i + 1) * 10,
    title: t(ru!, en, tr, zh),
    text: t(textRu!, textEn),
    linkLabel: t('Подробнее', 'Learn more', tr ? 'Daha fazla' : undefined, zh ? '了解更多' : undefined),
    link,
    image: img(`switch-${i + 1}`, palette as Palette, ru!, en),
  })),
};

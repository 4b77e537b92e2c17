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

/** The sites' titles, locations and specialisations in Turkish and Chinese. */
const SITE_TR_ZH: Record<string, { title: [tr: string, zh: string]; location: [tr: string, zh: string]; specialisation: [tr: string, zh: string] }> = {
  'promploshadka-krasnoyarsk-sever': { title: ['Krasnoyarsk Kuzey Sanayi Parkı', '克拉斯诺亚尔斯克北部工业园'], location: ['Krasnoyarsk, Severnoye Yolu', '克拉斯诺亚尔斯克市北方公路'], specialisation: ['Makine imalatı, cihaz imalatı', '机械制造、仪器制造'] },
  'ploshadka-achinsk-yug': { title: ['Açinsk Güney sanayi sahası', '阿钦斯克南部工业场地'], location: ['Açinsk, güney sanayi bölgesi', '阿钦斯克市南部工业区'], specialisation: ['Yapı malzemeleri, metal işleme', '建筑材料、金属加工'] },
  'ploshadka-kansk-vostok': { title: ['Kansk Doğu sahası', '坎斯克东部场地'], location: ['Kansk, doğu sanayi merkezi', '坎斯克市东部工业枢纽'], specialisation: ['Gıda sanayii, ağaç işleme', '食品工业、木材加工'] },
  'tehnopark-jeleznogorsk': { title: ['Jeleznogorsk öncelikli kalkınma bölgesi teknoparkı', '热列兹诺戈尔斯克超前发展区科技园'], location: ['Jeleznogorsk', '热列兹诺戈尔斯克市'], specialisation: ['Elektronik, ileri malzemeler', '电子、新材料'] },
  'ploshadka-minusinsk-agro': { title: ['Minusinsk tarım sahası', '米努辛斯克农业场地'], location: ['Minusinsk ilçesi', '米努辛斯克区'], specialisation: ['Seracılık, gıda işleme', '温室种植、农产品加工'] },
  'lesopromyshlennaya-ploshadka-lesosibirsk': { title: ['Lesosibirsk orman ürünleri sahası', '列索西比尔斯克林业工业场地'], location: ['Lesosibirsk', '列索西比尔斯克市'], specialisation: ['Ağaç işleme, biyoyakıt', '木材加工、生物燃料'] },
  'ploshadka-norilsk-kayerkan': { title: ['Kayerkan sahası', '凯尔坎场地'], location: ['Norilsk, Kayerkan semti', '诺里尔斯克市凯尔坎区'], specialisation: ['Lojistik, madencilik hizmetleri', '物流、矿业服务'] },
  'ploshadka-boguchany': { title: ['Boguçanı sahası', '博古恰内场地'], location: ['Boguçanı köyü', '博古恰内村'], specialisation: ['Orman kimyası, enerji yoğun üretim', '林产化工、高耗能产业'] },
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
      '0,8 km mesafede 110/10 kV trafo merkezi, 12 MW boş kapasite. KrasKom’dan şehir suyu ve kanalizasyonu (günde 1.500 ve 1.200 m³), 3 No’lu termik santralden 8 Gcal/saat ısı. Krasnoyarsk-Severnıy istasyonundan demiryolu bağlantı hattı; R-255 “Sibir” federal karayoluna 6 km. Krasnoyarsk’ta şebeke doğal gazı yoktur.',
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
      'Minusinsk’e 12 km mesafede tarım arazisi: 10 kV hat, 3 MW boş kapasite; iki artezyen kuyusu günde 250 m³ su veriyor. Kanalizasyon, ısı ve doğal gaz yok: seraların kendi kazan dairesi gerekir. R-257 “Yenisey” karayoluna 9 km, Minusinsk istasyonuna 14 km.',
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

/** What each site offers an investor, in the four languages: its own ways of possession, regime and strong points. */
const OPPORTUNITIES: Record<string, [ru: string[], en: string[], tr: string[], zh: string[]]> = {
  'promploshadka-krasnoyarsk-sever': [
    ['выкуп, аренда или аренда с последующим выкупом участка', 'статус резидента ОЭЗ: льготы по налогам на 5 лет и свободная таможенная зона', 'железнодорожный тупик и 12 МВт свободной мощности'],
    ['purchase, lease or lease-to-buy of a plot', 'SEZ resident status: tax incentives for 5 years and a free customs zone', 'a rail siding and 12 MW of free capacity'],
    ['arsa satın alma, kiralama veya kiralayıp satın alma', 'ÖEB yerleşik şirket statüsü: 5 yıl vergi teşvikleri ve serbest gümrük bölgesi', 'demiryolu bağlantı hattı ve 12 MW boş kapasite'],
    ['地块可购买、租赁或先租后买', '经济特区入驻企业资格：5年税收优惠和自由关税区', '铁路专用线和12兆瓦富余容量'],
  ],
  'ploshadka-achinsk-yug': [
    ['выкуп или аренда корпусов бывшего завода ЖБИ', 'льготная аренда для субъектов МСП', 'собственный железнодорожный тупик; стоки — через локальные очистные сооружения'],
    ['purchase or lease of the former precast-concrete plant’s buildings', 'preferential rent for small and medium-sized businesses', 'its own rail siding; wastewater through local treatment facilities'],
    ['eski prefabrik beton fabrikası binalarının satın alınması veya kiralanması', 'KOBİ’ler için indirimli kira', 'kendi demiryolu bağlantı hattı; atık su yerel arıtma tesisleriyle'],
    ['原预制混凝土构件厂厂房可购买或租赁', '中小企业享受优惠租金', '自有铁路专用线；污水经就地处理设施处理'],
  ],
  'ploshadka-kansk-vostok': [
    ['аренда с правом последующего выкупа', 'подключение к водоводу в 1,8 км по заявке в сроки свода инвестиционных правил', '6 МВт от ВЛ 110 кВ по границе участка'],
    ['a lease with the right to buy later', 'connection to the water main 1.8 km away on application, within the code of investment rules’ deadlines', '6 MW from the 110 kV line along the boundary'],
    ['sonradan satın alma hakkıyla kiralama', '1,8 km uzaktaki su hattına, yatırım kuralları kodundaki süreler içinde başvuru üzerine bağlantı', 'sınır boyunca geçen 110 kV hattan 6 MW'],
    ['先租后买', '可按投资规则汇编规定的期限申请接入1.8公里外的输水管', '沿地块边界的110千伏线路提供6兆瓦'],
  ],
  'tehnopark-jeleznogorsk': [
    ['аренда готовых корпусов технопарка с подключёнными сетями', 'статус резидента ТОСЭР: налог на прибыль 5 % и страховые взносы 7,6 %', 'пропуск в закрытый город оформляет управляющая компания'],
    ['lease of ready technology-park buildings with utilities connected', 'priority development area resident status: 5% profit tax and 7.6% insurance premiums', 'the management company arranges passes into the closed town'],
    ['altyapısı bağlı hazır teknopark binalarının kiralanması', 'öncelikli kalkınma bölgesinde yerleşik şirket statüsü: %5 kurumlar vergisi ve %7,6 sosyal sigorta primi', 'kapalı şehre giriş iznini yönetim şirketi düzenler'],
    ['租用已接通管网的科技园现成厂房', '超前发展区入驻企业资格：利润税5%，社会保险费7.6%', '封闭城市通行证由管理公司办理'],
  ],
  'ploshadka-minusinsk-agro': [
    ['выкуп или аренда сельскохозяйственных земель', 'субсидии на строительство теплиц и переработку', '3 МВт по ВЛ 10 кВ и вода из артезианских скважин'],
    ['purchase or lease of farmland', 'subsidies for greenhouse construction and food processing', '3 MW over a 10 kV line and water from artesian wells'],
    ['tarım arazisinin satın alınması veya kiralanması', 'sera inşaatı ve gıda işleme için hibeler', '10 kV hattan 3 MW ve artezyen kuyularından su'],
    ['农业用地可购买或租赁', '温室建设和农产品加工补贴', '10千伏线路供电3兆瓦，自流井供水'],
  ],
  'lesopromyshlennaya-ploshadka-lesosibirsk': [
    ['выкуп или аренда территории бывшего лесозавода', 'участие в промышленном кластере: субсидии на совместные проекты', 'железнодорожный тупик и речной причал на Енисее'],
    ['purchase or lease of the former sawmill’s grounds', 'industrial cluster membership: subsidies for joint projects', 'a rail siding and a river berth on the Yenisei'],
    ['eski kereste fabrikası arazisinin satın alınması veya kiralanması', 'sanayi kümesine katılım: ortak projeler için hibeler', 'demiryolu bağlantı hattı ve Yenisey üzerinde nehir iskelesi'],
    ['原锯木厂厂区可购买或租赁', '加入产业集群：联合项目可获补贴', '铁路专用线和叶尼塞河河运码头'],
  ],
  'ploshadka-norilsk-kayerkan': [
    ['аренда участка в промзоне Кайеркана', 'статус резидента Арктической зоны: страховые взносы 7,6 % на 10 лет', 'все сети, включая газ, от НТЭК и «Норильсктрансгаза»'],
    ['lease of a plot in Kayerkan’s industrial zone', 'Arctic zone resident status: 7.6% insurance premiums for 10 years', 'all utilities, gas included, from NTEK and Norilsktransgaz'],
    ['Kayerkan sanayi bölgesinde arsa kiralama', 'Arktik bölgede yerleşik şirket statüsü: 10 yıl boyunca %7,6 sosyal sigorta primi', 'doğal gaz dahil tüm altyapı NTEK ve Norilsktransgaz’dan'],
    ['租用凯尔坎工业区地块', '北极地区入驻企业资格：10年内社会保险费率7.6%', '包括天然气在内的全部公用设施由诺里尔斯克-泰梅尔能源公司和诺里尔斯克输气公司提供'],
  ],
  'ploshadka-boguchany': [
    ['аренда с правом выкупа для энергоёмкого производства', '25 МВт от подстанции 220 кВ Богучанского энергоузла', 'земля без торгов для масштабного инвестиционного проекта'],
    ['a lease with the right to buy, for power-intensive production', '25 MW from a 220 kV substation of the Boguchany power hub', 'land without a tender for a large-scale investment project'],
    ['enerji yoğun üretim için satın alma hakkıyla kiralama', 'Boguçanı enerji merkezinin 220 kV trafo merkezinden 25 MW', 'büyük ölçekli yatırım projesi için ihalesiz arazi'],
    ['面向高耗能生产的先租后买', '博古恰内能源枢纽220千伏变电站提供25兆瓦', '大型投资项目可不经招标获得土地'],
  ],
};

export const productionSites: SeedCollection = {
  collection: 'production-sites',
  key: 'slug',
  drafts: true,
  docs: sites.map(([slug, siteType, ru, en, locRu, locEn, lat, lng, totalArea, specRu, specEn, palette], i) => {
    const { title, location, specialisation } = SITE_TR_ZH[slug]!;
    const [opRu, opEn, opTr, opZh] = OPPORTUNITIES[slug]!;
    return {
      slug,
      order: (i + 1) * 10,
      siteType,
      title: t(ru, en, ...title),
      location: t(locRu, locEn, ...location),
      address: t(locRu, locEn, ...location),
      coordinates: { lat, lng },
      areaHa: totalArea,
      regime: facts[slug]!.regime,
      municipality: facts[slug]!.municipality,
      possession: facts[slug]!.possession,
      distances: facts[slug]!.distances,
      utilities: facts[slug]!.utilities,
      specialisation: t(specRu, specEn, ...specialisation),
      infrastructure: facts[slug]!.infrastructure,
      excerpt: t(
        `${totalArea} га, ${specRu.toLowerCase()}.`,
        `${totalArea} ha, ${specEn.toLowerCase()}.`,
        `${totalArea} ha, ${specialisation[0].toLocaleLowerCase('tr')}.`,
        `${totalArea}公顷，${specialisation[1]}。`,
      ),
      opportunities: t(rt({ ul: opRu }), rt({ ul: opEn }), rt({ ul: opTr }), rt({ ul: opZh })),
      image: img(`site-${slug}`, palette, ru, en, ...title),
    };
  }),
};

type L4 = [ru: string, en: string, tr: string, zh: string];
type Measure = { slug: string; group: string; title: L4; provider: L4; summary: L4; items?: Array<{ title: L4; text?: L4 }> };

const measures: Measure[] = [
  { slug: 'zaymy-fonda-razvitiya-promyshlennosti', group: 'financial-support',
    title: ['Льготные займы фонда развития промышленности', 'Soft loans from the Industrial Development Fund', 'Sanayi Geliştirme Fonu’ndan uygun koşullu krediler', '工业发展基金优惠贷款'],
    provider: ['Фонд развития промышленности Красноярского края', 'Krasnoyarsk Krai Industrial Development Fund', 'Krasnoyarsk Krayı Sanayi Geliştirme Fonu', '克拉斯诺亚尔斯克边疆区工业发展基金'],
    summary: ['Займы от 5 до 100 млн ₽ под 1–5 % годовых на срок до 5 лет.', 'Loans of 5–100 million roubles at 1–5% a year for up to 5 years.', '5 yıla kadar vadeli, yıllık %1–5 faizli 5–100 milyon rublelik krediler.', '期限最长5年、年利率1%至5%、金额500万至1亿卢布的贷款。'],
    items: [
      { title: ['Сумма займа', 'Loan amount', 'Kredi tutarı', '贷款金额'], text: ['от 5 до 100 млн ₽', '5 to 100 million roubles', '5 ila 100 milyon ruble', '500万至1亿卢布'] },
      { title: ['Ставка', 'Rate', 'Faiz oranı', '利率'], text: ['1–5 % годовых', '1–5% a year', 'yıllık %1–5', '年利率1%至5%'] },
      { title: ['Софинансирование', 'Co-financing', 'Eş finansman', '配套资金'], text: ['не менее 20 % бюджета проекта', 'at least 20% of the project budget', 'proje bütçesinin en az %20’si', '不低于项目预算的20%'] },
    ] },
  { slug: 'subsidii-na-oborudovanie', group: 'financial-support',
    title: ['Субсидии на приобретение оборудования', 'Equipment subsidies', 'Ekipman alımı için hibeler', '设备购置补贴'],
    provider: ['Министерство экономики и регионального развития края', 'Ministry of Economy and Regional Development of Krasnoyarsk Krai', 'Krasnoyarsk Krayı Ekonomi ve Bölgesel Kalkınma Bakanlığı', '克拉斯诺亚尔斯克边疆区经济与地区发展部'],
    summary: ['Возмещение до 50 % затрат на оборудование для субъектов МСП.', 'Up to 50% of equipment costs reimbursed to small and medium-sized businesses.', 'KOBİ’lerin ekipman maliyetlerinin %50’ye kadarı geri ödenir.', '为中小企业报销最高50%的设备费用。'],
    items: [{ title: ['Получатели', 'Recipients', 'Yararlanıcılar', '受益对象'], text: ['субъекты МСП, ведущие деятельность в крае', 'small and medium-sized businesses operating in the region', 'bölgede faaliyet gösteren KOBİ’ler', '在边疆区经营的中小企业'] }] },
  { slug: 'garantii-regionalnoy-garantiynoy-organizacii', group: 'financial-support',
    title: ['Поручительства региональной гарантийной организации', 'Guarantees from the regional guarantee organisation', 'Bölgesel kefalet kuruluşunun kefaletleri', '地区担保机构担保'],
    provider: ['Региональная гарантийная организация', 'Regional guarantee organisation', 'Bölgesel kefalet kuruluşu', '地区担保机构'],
    summary: ['Поручительство до 70 % суммы кредита при нехватке залога.', 'A guarantee of up to 70% of a loan when collateral falls short.', 'Teminat yetersiz olduğunda kredi tutarının %70’ine kadar kefalet.', '抵押物不足时，可为最高70%的贷款金额提供担保。'] },
  { slug: 'lizing-oborudovaniya', group: 'financial-support',
    title: ['Льготный лизинг оборудования', 'Preferential equipment leasing', 'Uygun koşullu ekipman leasingi', '设备优惠融资租赁'],
    provider: ['Региональная лизинговая компания', 'Regional leasing company', 'Bölgesel leasing şirketi', '地区融资租赁公司'],
    summary: ['Лизинг отечественного оборудования с авансом от 10 %.', 'Leasing of Russian-made equipment with an advance from 10%.', '%10’dan başlayan peşinatla yerli ekipman leasingi.', '俄罗斯国产设备融资租赁，首付款10%起。'] },
  { slug: 'toser-jeleznogorsk', group: 'tax-and-government-preferences',
    title: ['Резидентам ТОСЭР «Железногорск»', 'For residents of the Zheleznogorsk priority development area', 'Jeleznogorsk öncelikli kalkınma bölgesindeki yerleşik şirketlere', '热列兹诺戈尔斯克超前发展区入驻企业'],
    provider: ['Министерство экономического развития РФ', 'Ministry of Economic Development of the Russian Federation', 'Rusya Federasyonu Ekonomik Kalkınma Bakanlığı', '俄罗斯联邦经济发展部'],
    summary: ['Налог на прибыль 0 % в федеральный бюджет на 5 лет, страховые взносы 7,6 % на 10 лет.', '0% federal profit tax for 5 years and 7.6% insurance premiums for 10 years.', '5 yıl boyunca federal bütçeye %0 kurumlar vergisi, 10 yıl boyunca %7,6 sosyal sigorta primi.', '5年内联邦部分利润税为0%，10年内社会保险费率为7.6%。'],
    items: [
      { title: ['Налог на прибыль', 'Profit tax', 'Kurumlar vergisi', '利润税'], text: ['пониженная ставка в первые 5 лет', 'a reduced rate for the first 5 years', 'ilk 5 yıl indirimli oran', '前5年适用优惠税率'] },
      { title: ['Налог на имущество', 'Property tax', 'Emlak vergisi', '财产税'], text: ['0 % в первые 5 лет', '0% for the first 5 years', 'ilk 5 yıl %0', '前5年为0%'] },
      { title: ['Страховые взносы', 'Insurance premiums', 'Sosyal sigorta primleri', '社会保险费'], text: ['7,6 % в течение 10 лет', '7.6% for 10 years', '10 yıl boyunca %7,6', '10年内为7.6%'] },
    ] },
  { slug: 'rezidentam-oez', group: 'tax-and-government-preferences',
    title: ['Резидентам ОЭЗ «Красноярская технологическая долина»', 'For residents of the Krasnoyarsk Technology Valley SEZ', 'Krasnoyarsk Teknoloji Vadisi ÖEB’deki yerleşik şirketlere', '克拉斯诺亚尔斯克技术谷经济特区入驻企业'],
    provider: ['Управляющая компания ОЭЗ', 'SEZ management company', 'ÖEB yönetim şirketi', '经济特区管理公司'],
    summary: ['Льготы по налогам на прибыль, имущество и землю на 5 лет; свободная таможенная зона.', 'Profit, property and land tax incentives for 5 years; a free customs zone.', '5 yıl boyunca kurumlar, emlak ve arazi vergisi teşvikleri; serbest gümrük bölgesi.', '5年利润税、财产税和土地税优惠；自由关税区。'] },
  { slug: 'rezidentam-arkticheskoy-zony', group: 'tax-and-government-preferences',
    title: ['Резидентам Арктической зоны', 'For Arctic zone residents', 'Arktik bölgedeki yerleşik şirketlere', '北极地区入驻企业'],
    provider: ['Корпорация развития Дальнего Востока и Арктики', 'Far East and Arctic Development Corporation', 'Uzak Doğu ve Arktik Kalkınma Şirketi', '远东和北极发展公司'],
    summary: ['Страховые взносы 7,6 % на 10 лет, льготы по налогу на прибыль и НДПИ.', '7.6% insurance premiums for 10 years, profit tax and mineral extraction tax incentives.', '10 yıl boyunca %7,6 sosyal sigorta primi, kurumlar vergisi ve maden çıkarma vergisi teşvikleri.', '10年内社会保险费率7.6%，并享受利润税和矿产开采税优惠。'] },
  { slug: 'regionalnye-investicionnye-proekty', group: 'tax-and-government-preferences',
    title: ['Региональные инвестиционные проекты (РИП)', 'Regional investment projects', 'Bölgesel yatırım projeleri', '地区投资项目'],
    provider: ['Правительство Красноярского края', 'Government of Krasnoyarsk Krai', 'Krasnoyarsk Krayı Hükümeti', '克拉斯诺亚尔斯克边疆区政府'],
    summary: ['Пониженная ставка налога на прибыль для проектов от 50 млн ₽.', 'A reduced profit tax rate for projects from 50 million roubles.', '50 milyon rubleden başlayan projeler için indirimli kurumlar vergisi oranı.', '投资额5000万卢布以上的项目适用优惠利润税率。'] },
  { slug: 'odno-okno', group: 'project-support',
    title: ['Сопровождение по принципу «одного окна»', 'One-stop shop project support', 'Tek durak proje desteği', '一站式项目服务'],
    provider: ['Корпорация развития Енисейской Сибири', 'Yenisei Siberia Development Corporation', 'Yenisey Sibirya Kalkınma Şirketi', '叶尼塞西伯利亚发展公司'],
    summary: ['Персональный менеджер проекта: подбор площадки, мер поддержки и согласования.', 'A personal project manager for the site, support measures and approvals.', 'Kişisel proje yöneticisi: saha ve destek tedbirleri seçimi, onay süreçleri.', '专属项目经理：选址、匹配扶持措施和办理审批。'],
    items: [
      { title: ['Подбор площадки', 'Site selection', 'Saha seçimi', '选址'] },
      { title: ['Подбор мер поддержки', 'Choice of support measures', 'Destek tedbirlerinin seçimi', '匹配扶持措施'] },
      { title: ['Помощь в подключении к сетям', 'Help with utility connections', 'Altyapı bağlantılarında yardım', '协助接入公用设施'] },
    ] },
  { slug: 'zemelnyy-uchastok-bez-torgov', group: 'project-support',
    title: ['Земельный участок без торгов для масштабных проектов', 'Land without a tender for large-scale projects', 'Büyük ölçekli projelere ihalesiz arazi', '大型项目免招标供地'],
    provider: ['Правительство Красноярского края', 'Government of Krasnoyarsk Krai', 'Krasnoyarsk Krayı Hükümeti', '克拉斯诺亚尔斯克边疆区政府'],
    summary: ['Аренда участка без торгов по распоряжению Губернатора края.', 'A land lease without a tender by order of the Governor.', 'Valinin kararıyla ihalesiz arazi kiralama.', '经州长令可不经招标租赁土地。'] },
  { slug: 'investicionnyy-upolnomochennyy', group: 'project-support',
    title: ['Инвестиционный уполномоченный', 'Investment ombudsman', 'Yatırım ombudsmanı', '投资专员'],
    provider: ['Агентство развития инвестиционной деятельности Красноярского края', 'Krasnoyarsk Krai Investment Development Agency', 'Krasnoyarsk Krayı Yatırım Geliştirme Ajansı', '克拉斯诺亚尔斯克边疆区投资发展署'],
    summary: ['Помощь в решении проблем инвестора с органами власти.', 'Help with investors’ problems with the authorities.', 'Yatırımcının kamu kurumlarıyla yaşadığı sorunların çözümünde yardım.', '协助解决投资者与政府部门之间的问题。'] },
];

const l4 = (v: L4) => t(...v);

export const supportMeasures: SeedCollection = {
  collection: 'support-measures',
  key: 'slug',
  drafts: true,
  docs: measures.map((m, i) => ({
    slug: m.slug,
    group: m.group,
    title: l4(m.title),
    provider: l4(m.provider),
    summary: l4(m.summary),
    ...(m.items ? { items: m.items.map((item) => ({ title: l4(item.title), ...(item.text ? { text: l4(item.text) } : {}) })) } : {}),
    order: (i + 1) * 10,
    content: t(
      rt('Чтобы подобрать меру поддержки и подготовить заявку, воспользуйтесь [калькулятором льгот](/kalkulator-lgot) или обратитесь в агентство через [линию прямых обращений](/liniya-pryamih-obrasheniy).'),
      rt('Use the [benefits calculator](/kalkulator-lgot) or contact the agency via the [direct line](/liniya-pryamih-obrasheniy) to choose a measure and prepare an application.'),
      rt('Uygun destek tedbirini seçmek ve başvuru hazırlamak için [teşvik hesaplayıcısını](/kalkulator-lgot) kullanın ya da [doğrudan başvuru hattı](/liniya-pryamih-obrasheniy) üzerinden Ajansa yazın.'),
      rt('如需选择扶持措施并准备申请，请使用[优惠计算器](/kalkulator-lgot)，或通过[直通热线](/liniya-pryamih-obrasheniy)联系投资发展署。'),
    ),
  })),
};

const INSTITUTIONS: Array<{ slug: string; domain: string; name: L4; description: L4 }> = [
  { slug: 'korporaciya-razvitiya-eniseyskoy-sibiri', domain: 'korporaciya', name: ['Корпорация развития Енисейской Сибири', 'Yenisei Siberia Development Corporation', 'Yenisey Sibirya Kalkınma Şirketi', '叶尼塞西伯利亚发展公司'], description: ['Сопровождение инвестиционных проектов по принципу «одного окна».', 'One-stop shop support for investment projects.', 'Yatırım projelerine tek durak ilkesiyle destek.', '为投资项目提供一站式服务。'] },
  { slug: 'fond-razvitiya-promyshlennosti', domain: 'fond', name: ['Фонд развития промышленности Красноярского края', 'Krasnoyarsk Krai Industrial Development Fund', 'Krasnoyarsk Krayı Sanayi Geliştirme Fonu', '克拉斯诺亚尔斯克边疆区工业发展基金'], description: ['Льготные займы на модернизацию и новые производства.', 'Soft loans for modernisation and new production.', 'Modernizasyon ve yeni üretim için uygun koşullu krediler.', '为现代化改造和新建生产项目提供优惠贷款。'] },
  { slug: 'centr-moy-biznes', domain: 'moybiznes', name: ['Центр «Мой бизнес»', 'My Business Centre', '“Benim İşim” Merkezi', '“我的企业”中心'], description: ['Консультации, обучение и поддержка малого и среднего бизнеса.', 'Advice, training and support for small and medium-sized businesses.', 'Küçük ve orta ölçekli işletmelere danışmanlık, eğitim ve destek.', '为中小企业提供咨询、培训和扶持。'] },
  { slug: 'centr-podderjki-eksporta', domain: 'export', name: ['Центр поддержки экспорта Красноярского края', 'Krasnoyarsk Krai Export Support Centre', 'Krasnoyarsk Krayı İhracat Destek Merkezi', '克拉斯诺亚尔斯克边疆区出口支持中心'], description: ['Выход на зарубежные рынки, выставки и бизнес-миссии.', 'Entering foreign markets, exhibitions and trade missions.', 'Dış pazarlara açılma, fuarlar ve ticaret heyetleri.', '开拓海外市场、参加展会和商务考察。'] },
  { slug: 'krasnoyarskiy-kraevoy-fond-nauki', domain: 'sciencefund', name: ['Красноярский краевой фонд науки', 'Krasnoyarsk Regional Science Foundation', 'Krasnoyarsk Bölgesel Bilim Vakfı', '克拉斯诺亚尔斯克边疆区科学基金会'], description: ['Гранты на научные и научно-технические проекты.', 'Grants for research and technology projects.', 'Bilimsel ve teknolojik projelere hibeler.', '为科研和科技项目提供资助。'] },
  { slug: 'krasnoyarskiy-biznes-inkubator', domain: 'inkubator', name: ['Красноярский региональный инновационно-технологический бизнес-инкубатор', 'Krasnoyarsk Innovation and Technology Business Incubator', 'Krasnoyarsk Bölgesel İnovasyon ve Teknoloji İş Kuluçka Merkezi', '克拉斯诺亚尔斯克地区创新技术企业孵化器'], description: ['Помещения и сервисы для технологических стартапов.', 'Space and services for technology start-ups.', 'Teknoloji girişimleri için çalışma alanı ve hizmetler.', '为科技初创企业提供场地和服务。'] },
];

export const developmentInstitutions: SeedCollection = {
  collection: 'development-institutions',
  key: 'slug',
  docs: INSTITUTIONS.map(({ slug, domain, name, description }, i) => ({
    slug,
    order: (i + 1) * 10,
    name: l4(name),
    description: l4(description),
    // Placeholder contacts (ADR 010), one domain per institution.
    email: `info@${domain}.example.ru`,
    phone: `+7 (391) 200-10-${String(10 + i).padStart(2, '0')}`,
    website: `https://${domain}.example.ru`,
    address: t('г. Красноярск', 'Krasnoyarsk', 'Krasnoyarsk', '克拉斯诺亚尔斯克市'),
    logo: img(`institution-${slug}`, 'city', ...name),
  })),
};

const RULES: Array<{ title: L4; term: L4; responsible: L4 }> = [
  { title: ['Подключение к электрическим сетям', 'Connection to the power grid', 'Elektrik şebekesine bağlantı', '接入电网'], term: ['до 90 дней', 'up to 90 days', '90 güne kadar', '最长90天'], responsible: ['Сетевые организации края', 'The region’s grid companies', 'Bölgenin elektrik dağıtım şirketleri', '边疆区电网公司'] },
  { title: ['Подключение к газораспределительным сетям', 'Connection to gas distribution networks', 'Doğal gaz dağıtım şebekesine bağlantı', '接入燃气管网'], term: ['до 135 дней', 'up to 135 days', '135 güne kadar', '最长135天'], responsible: ['Газораспределительная организация', 'Gas distribution company', 'Doğal gaz dağıtım şirketi', '燃气公司'] },
  { title: ['Подключение к водоснабжению и водоотведению', 'Connection to water supply and sewerage', 'Su ve kanalizasyon şebekesine bağlantı', '接入供水和排水管网'], term: ['до 90 дней', 'up to 90 days', '90 güne kadar', '最长90天'], responsible: ['Ресурсоснабжающие организации', 'Utility companies', 'Altyapı hizmeti veren kuruluşlar', '公用事业公司'] },
  { title: ['Подключение к теплоснабжению', 'Connection to heat supply', 'Isı şebekesine bağlantı', '接入供热管网'], term: ['до 120 дней', 'up to 120 days', '120 güne kadar', '最长120天'], responsible: ['Теплоснабжающие организации', 'Heat suppliers', 'Isı tedarik şirketleri', '供热公司'] },
  { title: ['Предоставление земельного участка', 'Provision of a land plot', 'Arsa tahsisi', '土地供应'], term: ['до 60 дней', 'up to 60 days', '60 güne kadar', '最长60天'], responsible: ['Органы местного самоуправления', 'Local authorities', 'Yerel yönetimler', '地方自治机关'] },
  { title: ['Получение разрешения на строительство', 'Building permit', 'Yapı ruhsatı alınması', '办理施工许可'], term: ['до 5 рабочих дней', 'up to 5 working days', '5 iş gününe kadar', '最长5个工作日'], responsible: ['Органы местного самоуправления', 'Local authorities', 'Yerel yönetimler', '地方自治机关'] },
  { title: ['Регистрация прав на недвижимость', 'Registration of property rights', 'Taşınmaz haklarının tescili', '不动产权登记'], term: ['до 7 рабочих дней', 'up to 7 working days', '7 iş gününe kadar', '最长7个工作日'], responsible: ['Управление Росреестра по краю', 'Rosreestr regional office', 'Rosreestr bölge müdürlüğü', '俄罗斯联邦国家登记局边疆区分局'] },
];

export const investRules: SeedCollection = {
  collection: 'invest-rules',
  key: 'title',
  docs: RULES.map(({ title, term, responsible }, i) => ({
    order: (i + 1) * 10,
    title: l4(title),
    term: l4(term),
    responsible: l4(responsible),
    content: t(
      rt(`Правило «${title[0]}» устанавливает перечень шагов, сроки и ответственных. Срок: ${term[0]}.`),
      rt(`The rule “${title[1]}” sets out the steps, deadlines and responsible bodies. Term: ${term[1]}.`),
      rt(`“${title[2]}” kuralı adımları, süreleri ve sorumlu kurumları belirler. Süre: ${term[2]}.`),
      rt(`“${title[3]}”规则规定了办理步骤、期限和责任单位。期限：${term[3]}。`),
    ),
    file: i === 0 ? pdf('invest-rules-power-grid', 'Investment rule: power grid connection') : undefined,
  })),
};

const FAQS: Array<{ q: L4; a: L4 }> = [
  { q: ['Как подать инвестиционный проект?', 'How do I submit an investment project?', 'Yatırım projesi nasıl sunulur?', '如何提交投资项目？'],
    a: ['Заполните форму на странице [линии прямых обращений](/liniya-pryamih-obrasheniy) или в личном кабинете. Ответ — в течение 30 дней, через личный кабинет — в течение 7 дней.', 'Fill in the form on the [direct line](/liniya-pryamih-obrasheniy) page or in your personal account. We answer within 30 days, or within 7 days via the account.', '[Doğrudan başvuru hattı](/liniya-pryamih-obrasheniy) sayfasındaki veya kişisel hesabınızdaki formu doldurun. Yanıt 30 gün içinde, kişisel hesap üzerinden 7 gün içinde verilir.', '请在[直通热线](/liniya-pryamih-obrasheniy)页面或个人账户中填写表单。我们将在30天内答复，通过个人账户提交则在7天内答复。'] },
  { q: ['Какие меры поддержки доступны инвестору?', 'What support measures are available to investors?', 'Yatırımcılar hangi destek tedbirlerinden yararlanabilir?', '投资者可以获得哪些扶持措施？'],
    a: ['Финансовые (займы, субсидии, гарантии), налоговые (ТОСЭР, ОЭЗ, Арктическая зона, РИП), имущественные и сопровождение проектов.', 'Financial (loans, subsidies, guarantees), tax (the priority development area, the SEZ, the Arctic zone, regional investment projects), property support and project support.', 'Finansal (krediler, hibeler, kefaletler), vergi (öncelikli kalkınma bölgesi, ÖEB, Arktik bölge, bölgesel yatırım projeleri), mülk desteği ve proje refakati.', '财政扶持（贷款、补贴、担保）、税收优惠（超前发展区、经济特区、北极地区、地区投资项目）、财产扶持和项目全程服务。'] },
  { q: ['Что такое КИП «Енисейская Сибирь»?', 'What is the Yenisei Siberia integrated investment project?', 'Yenisey Sibirya entegre yatırım projesi nedir?', '什么是“叶尼塞西伯利亚”综合投资项目？'],
    a: ['Комплексный инвестиционный проект Красноярского края, Хакасии и Тывы: более 160 инициатив на сумму около 2,6 трлн рублей на 10–15 лет.', 'An integrated investment project of Krasnoyarsk Krai, Khakassia and Tyva: over 160 initiatives worth about 2.6 trillion roubles over 10–15 years.', 'Krasnoyarsk Krayı, Hakasya ve Tıva’nın entegre yatırım projesi: 10–15 yılda hayata geçirilecek, toplam değeri yaklaşık 2,6 trilyon ruble olan 160’tan fazla girişim.', '克拉斯诺亚尔斯克边疆区、哈卡斯和图瓦的综合投资项目：160多项倡议，总额约2.6万亿卢布，实施期10至15年。'] },
  { q: ['Какие льготы получают резиденты ОЭЗ?', 'What incentives do SEZ residents get?', 'ÖEB’deki yerleşik şirketler hangi teşviklerden yararlanır?', '经济特区入驻企业享受哪些优惠？'],
    a: ['Льготы по налогам на прибыль, имущество и землю на 5 лет, режим свободной таможенной зоны и 32,9 Гкал/ч доступной тепловой мощности.', 'Profit, property and land tax incentives for 5 years, a free customs zone and 32.9 Gcal/h of available heat capacity.', '5 yıl boyunca kurumlar, emlak ve arazi vergisi teşvikleri, serbest gümrük bölgesi rejimi ve 32,9 Gcal/saat kullanılabilir ısı kapasitesi.', '5年利润税、财产税和土地税优惠，自由关税区制度，以及32.9吉卡/小时的可用供热容量。'] },
  { q: ['Как стать резидентом Арктической зоны?', 'How do I become an Arctic zone resident?', 'Arktik bölgede yerleşik şirket statüsü nasıl alınır?', '如何成为北极地区入驻企业？'],
    a: ['Подать заявку в Корпорацию развития Дальнего Востока и Арктики; проект должен реализовываться на территории Арктической зоны края.', 'Apply to the Far East and Arctic Development Corporation; the project must be located in the region’s Arctic zone.', 'Uzak Doğu ve Arktik Kalkınma Şirketi’ne başvurun; proje bölgenin Arktik kesiminde hayata geçirilmelidir.', '向远东和北极发展公司提交申请；项目须位于边疆区的北极地区范围内。'] },
  { q: ['Как подобрать земельный участок?', 'How do I find a land plot?', 'Arsa nasıl bulunur?', '如何选择用地？'],
    a: ['Воспользуйтесь [инвестиционной картой](/invest-map) и каталогом [производственных площадок](/investicionnie-ploshadki/proizvodstvennie-ploshadki).', 'Use the [investment map](/invest-map) and the [production sites](/investicionnie-ploshadki/proizvodstvennie-ploshadki) catalogue.', '[Yatırım haritasını](/invest-map) ve [üretim sahaları](/investicionnie-ploshadki/proizvodstvennie-ploshadki) kataloğunu kullanın.', '请使用[投资地图](/invest-map)和[生产场地](/investicionnie-ploshadki/proizvodstvennie-ploshadki)目录。'] },
  { q: ['Сколько стоит сопровождение проекта?', 'How much does project support cost?', 'Proje refakati ne kadar tutar?', '项目全程服务如何收费？'],
    a: ['Сопровождение по принципу «одного окна» бесплатно для инвестора.', 'One-stop shop support is free of charge for investors.', 'Tek durak desteği yatırımcı için ücretsizdir.', '一站式服务对投资者免费。'] },
  { q: ['Можно ли приложить документы к заявке?', 'Can I attach documents to an application?', 'Başvuruya belge eklenebilir mi?', '申请时可以附上文件吗？'],
    a: ['Да, до 5 файлов в форматах pdf, docx, xlsx, jpg, png; рекомендуемый размер — до 30 МБ на файл.', 'Yes, up to 5 files in PDF, DOCX, XLSX, JPG or PNG format; we recommend up to 30 MB per file.', 'Evet, PDF, DOCX, XLSX, JPG veya PNG biçiminde en fazla 5 dosya; dosya başına 30 MB’a kadar önerilir.', '可以，最多5个PDF、DOCX、XLSX、JPG或PNG格式的文件；建议每个文件不超过30 MB。'] },
  { q: ['Как работает калькулятор льгот?', 'How does the benefits calculator work?', 'Teşvik hesaplayıcısı nasıl çalışır?', '优惠计算器如何使用？'],
    a: ['Укажите объём инвестиций, ОКВЭД, статус субъекта МСП и вид поддержки — калькулятор покажет подходящие меры.', 'Enter the investment volume, the OKVED code, your SME status and the type of support, and the calculator shows the measures that fit.', 'Yatırım hacmini, OKVED kodunu, KOBİ statünüzü ve destek türünü girin; hesaplayıcı size uygun tedbirleri gösterir.', '输入投资额、OKVED代码、中小企业身份和支持类型，计算器即会显示适用的措施。'] },
  { q: ['На каких языках работает портал?', 'Which languages does the portal support?', 'Portal hangi dilleri destekliyor?', '门户网站支持哪些语言？'],
    a: ['На русском, английском, турецком и китайском. Если перевода нет, показывается русский текст.', 'Russian, English, Turkish and Chinese. Where a translation is missing, the Russian text is shown and marked as such.', 'Rusça, İngilizce, Türkçe ve Çince. Çevirisi olmayan metinler Rusça gösterilir ve bu durum belirtilir.', '俄语、英语、土耳其语和中文。如暂无译文，将显示俄语原文并加以标注。'] },
];

export const faq: SeedCollection = {
  collection: 'faq',
  key: 'question',
  docs: FAQS.map(({ q, a }, i) => ({
    order: (i + 1) * 10,
    question: l4(q),
    answer: t(rt(a[0]), rt(a[1]), rt(a[2]), rt(a[3])),
  })),
};

const SWITCH: Array<{ title: L4; text: L4; link: string; palette: Palette }> = [
  { title: ['Инвестору', 'For investors', 'Yatırımcılara', '致投资者'], text: ['Площадки, меры поддержки и сопровождение крупных проектов.', 'Sites, support measures and support for large projects.', 'Sahalar, destek tedbirleri ve büyük projelere refakat.', '场地、扶持措施和大型项目全程服务。'], link: '/investicionnie-ploshadki', palette: 'industry' },
  { title: ['Предпринимателю', 'For entrepreneurs', 'Girişimcilere', '致企业家'], text: ['Гранты, льготные займы и консультации для малого и среднего бизнеса.', 'Grants, soft loans and advice for small and medium-sized businesses.', 'Küçük ve orta ölçekli işletmeler için hibeler, uygun krediler ve danışmanlık.', '面向中小企业的补助、优惠贷款和咨询。'], link: '/meri-podderjki', palette: 'city' },
  { title: ['Экспортёру', 'For exporters', 'İhracatçılara', '致出口商'], text: ['Выход на рынки Азии, выставки и бизнес-миссии.', 'Entering Asian markets, exhibitions and trade missions.', 'Asya pazarlarına açılma, fuarlar ve ticaret heyetleri.', '开拓亚洲市场、参加展会和商务考察。'], link: '/istitutions-of-development', palette: 'river' },
];

export const indexSwitch: SeedCollection = {
  collection: 'index-switch',
  key: 'title',
  docs: SWITCH.map(({ title, text, link, palette }, i) => ({
    order: (i + 1) * 10,
    title: l4(title),
    text: l4(text),
    linkLabel: t('Подробнее', 'Learn more', 'Ayrıntılı bilgi', '了解更多'),
    link,
    image: img(`switch-${i + 1}`, palette, ...title),
  })),
};

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

/** What reaches each site's boundary (the `utilities` select; the investment map filters by it). */
const utilities: Record<string, string[]> = {
  'promploshadka-krasnoyarsk-sever': ['electricity', 'water', 'heat', 'sewerage', 'road', 'railway'],
  'ploshadka-achinsk-yug': ['electricity', 'water', 'heat', 'road', 'railway'],
  'ploshadka-kansk-vostok': ['electricity', 'road'],
  'tehnopark-jeleznogorsk': ['electricity', 'water', 'heat', 'sewerage', 'road'],
  'ploshadka-minusinsk-agro': ['electricity', 'water', 'road'],
  'lesopromyshlennaya-ploshadka-lesosibirsk': ['electricity', 'water', 'heat', 'road', 'railway'],
  'ploshadka-norilsk-kayerkan': ['electricity', 'gas', 'water', 'heat', 'sewerage', 'road'],
  'ploshadka-boguchany': ['electricity', 'road'],
};

export const productionSites: SeedCollection = {
  collection: 'production-sites',
  key: 'slug',
  drafts: true,
  docs: sites.map(([slug, siteType, ru, en, locRu, locEn, lat, lng, totalArea, specRu, specEn, palette], i) => ({
    slug,
    order: (i + 1) * 10,
    siteType,
    title: t(ru, en, i === 0 ? 'Krasnoyarsk Kuzey Sanayi Parkı' : undefined, i === 0 ? '克拉斯诺亚尔斯克北部工业园' : undefined),
    location: t(locRu, locEn),
    address: t(locRu),
    coordinates: { lat, lng },
    utilities: Object.fromEntries(['electricity', 'gas', 'water', 'sewerage', 'heat', 'rail'].map((key) => [key, { available: (utilities[slug] ?? []).includes(key === 'rail' ? 'railway' : key) }])),
    areaHa: totalArea,
    specialisation: t(specRu, specEn),
    infrastructure: t('Электроснабжение, водоснабжение, автодорога с твёрдым покрытием; железнодорожный тупик рядом.', 'Power, water, paved road; a rail siding nearby.'),
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
    summary: t('Займы от 5 до 100 млн ₽ под 1–5 % годовых на срок до 5 лет.', 'Loans of 5–100 million RUB at 1–5% for up to 5 years.'),
    items: [
      { title: t('Сумма займа', 'Loan amount'), text: t('от 5 до 100 млн ₽', '5 to 100 million RUB') },
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
    summary: t('Льготы по налогам на прибыль, имущество и землю на 5 лет; свободная таможенная зона.', 'Profit, property and land tax privileges for 5 years; free customs zone.') },
  { slug: 'rezidentam-arkticheskoy-zony', group: 'tax-and-government-preferences',
    title: t('Резидентам Арктической зоны', 'Arctic zone residents', 'Arktik bölge sakinleri', '北极地区入驻企业'),
    provider: t('Корпорация развития Дальнего Востока и Арктики', 'Far East and Arctic Development Corporation'),
    summary: t('Страховые взносы 7,6 % на 10 лет, льготы по налогу на прибыль и НДПИ.', '7.6% insurance premiums for 10 years, profit and mineral extraction tax privileges.') },
  { slug: 'regionalnye-investicionnye-proekty', group: 'tax-and-government-preferences',
    title: t('Региональные инвестиционные проекты (РИП)', 'Regional investment projects'),
    provider: t('Правительство Красноярского края', 'Government of Krasnoyarsk Krai'),
    summary: t('Пониженная ставка налога на прибыль для проектов от 50 млн ₽.', 'A reduced profit tax rate for projects from 50 million RUB.') },
  { slug: 'odno-okno', group: 'project-support',
    title: t('Сопровождение по принципу «одного окна»', 'One-window project support', 'Tek pencere proje desteği', '“一站式”项目服务'),
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
  ['Какие льготы получают резиденты ОЭЗ?', 'Льготы по налогам на прибыль, имущество и землю на 5 лет, режим свободной таможенной зоны и 32,9 Гкал/ч доступной тепловой мощности.', 'What do SEZ residents get?', 'Profit, property and land tax privileges for 5 years, a free customs zone and 32.9 Gcal/h of heat capacity.'],
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

import { img, pdf, rt, t } from '../localize';
import type { SeedCollection, SeedGlobal } from '../types';
import { ARTICLES } from './page-articles';

/** The numbered page texts (§7 `/setting/{n}`); the numbering is documented in docs/decisions/010-content-model.md. */
const SETTINGS: Array<[key: number, ru: string, en: string, subtitleRu: string, subtitleEn?: string, tr?: string, zh?: string]> = [
  [0, 'Инвестиционный портал Красноярского края', 'Investment Portal of Krasnoyarsk Krai', 'Всё для инвестора в крупнейшем регионе Сибири: площадки, меры поддержки, сопровождение проектов.', 'Everything an investor needs in Siberia’s largest region: sites, support, project assistance.', 'Krasnoyarsk Krayı Yatırım Portalı', '克拉斯诺亚尔斯克边疆区投资门户'],
  [1, 'О регионе', 'About the region', 'Красноярский край — второй по площади регион России, от Северного Ледовитого океана до Саян.', 'Krasnoyarsk Krai is Russia’s second-largest region, from the Arctic Ocean to the Sayan Mountains.', 'Bölge hakkında', '关于本地区'],
  [2, 'Навигатор инвестора', 'Investor navigator', 'Пошаговый путь инвестора: от выбора площадки до запуска производства.', 'The investor’s path, from choosing a site to starting production.'],
  [3, 'Инвестиционные площадки', 'Investment sites', 'Свободные земельные участки и производственные помещения края.', 'Available land plots and production premises.'],
  [4, 'Преференциальные зоны', 'Preferential zones', 'Арктическая зона, ОЭЗ, ТОСЭР и промышленный кластер — режимы с налоговыми льготами.', 'The Arctic zone, the SEZ, the priority development area and the industrial cluster.'],
  [5, 'Особая экономическая зона', 'Special economic zone', 'ОЭЗ «Красноярская технологическая долина»: 32,9 Гкал/ч тепловой мощности и льготы на 5 лет.', 'Krasnoyarsk Technology Valley: 32.9 Gcal/h of heat capacity and 5-year incentives.'],
  [6, 'Территория опережающего развития', 'Priority development area', 'ТОСЭР «Железногорск»: льготы по налогам и страховым взносам, упрощённые процедуры.', 'Zheleznogorsk: tax and insurance premium incentives, simplified procedures.'],
  [7, 'Промышленный кластер', 'Industrial cluster', 'Меры поддержки участников кластера и проекты импортозамещения.', 'Support for cluster members and import substitution projects.'],
  [9, 'Арктическая зона', 'The Arctic zone', 'Норильск, Таймыр, Туруханский район и часть Эвенкии — территории с режимом резидентов Арктики.', 'Norilsk, Taimyr, Turukhansk and part of Evenkia are in the Arctic resident regime.'],
  [10, 'Нормативные документы Арктической зоны', 'Arctic zone regulations', 'Федеральные законы и постановления о режиме Арктической зоны.', 'Federal laws and regulations on the Arctic zone regime.'],
  [11, 'Меры поддержки', 'Support measures', 'Финансовая, налоговая, имущественная поддержка и сопровождение проектов.', 'Financial, tax and property support and project assistance.', 'Destek tedbirleri', '扶持措施'],
  [12, 'Финансовая поддержка', 'Financial support', 'Займы, субсидии, гарантии и лизинг.', 'Loans, subsidies, guarantees and leasing.'],
  [13, 'Налоговая поддержка', 'Tax support', 'Налоговые льготы для инвестиционных проектов.', 'Tax incentives for investment projects.'],
  [14, 'Имущественная поддержка', 'Property support', 'Земельные участки без торгов и льготная аренда имущества.', 'Land without tender and preferential leases.'],
  [15, 'Сопровождение проектов', 'Project support', 'Сопровождение по принципу «одного окна».', 'One-window project support.'],
  [17, 'Государственно-частное партнёрство', 'Public-private partnership', 'Концессии и соглашения о ГЧП в крае.', 'Concessions and PPP agreements in the region.'],
  [18, 'Инвестиционный стандарт', 'Investment standard', 'Декларация, свод правил, инвестиционный комитет, корпорация развития и инвестиционная карта.', 'The declaration, code of rules, investment committee, development corporation and investment map.'],
  [19, 'Инвестиционная декларация Красноярского края', 'Investment declaration of Krasnoyarsk Krai', 'Гарантии прав инвесторов и принципы взаимодействия с ними.', 'Guarantees of investors’ rights and principles of cooperation.'],
  [20, 'Инвестиционный комитет Красноярского края', 'Investment committee of Krasnoyarsk Krai', 'Коллегиальный орган, рассматривающий инвестиционные проекты.', 'The body that reviews investment projects.'],
  [21, 'Свод инвестиционных правил', 'Code of investment rules', 'Сроки и шаги подключения к сетям, получения земли и разрешений.', 'Deadlines and steps for utilities, land and permits.'],
  [22, 'Проекты', 'Projects', 'КИП «Енисейская Сибирь», инвестиционные предложения, перспективные проекты и резиденты Арктики.', 'Yenisei Siberia, investment offers, promising projects and Arctic residents.'],
  [23, 'КИП «Енисейская Сибирь»', 'Yenisei Siberia integrated investment project', 'Более 160 инициатив на сумму около 2,6 трлн рублей на 10–15 лет.', 'Over 160 initiatives worth about 2.6 trillion roubles over 10–15 years.', 'Yenisey Sibirya entegre yatırım projesi', '“叶尼塞西伯利亚”综合投资项目'],
  [24, 'Инвестиционные предложения', 'Investment offers', 'Готовые предложения для инвесторов с ресурсной базой и территорией.', 'Ready offers with resource base and territory.'],
  [25, 'Перспективные проекты', 'Promising projects', 'Проекты, для которых агентство ищет инвестора.', 'Projects looking for an investor.'],
  [26, 'Резиденты Арктической зоны', 'Arctic zone residents', 'Компании, получившие статус резидента Арктической зоны.', 'Companies with Arctic zone resident status.'],
  [27, 'Истории успеха', 'Success stories', 'Инвесторы, реализовавшие проекты в крае.', 'Investors who carried out projects in the region.'],
  [28, 'Мероприятия', 'Events', 'Форумы, конференции, семинары и вебинары для инвесторов.', 'Forums, conferences, seminars and webinars.'],
  [29, 'Новости', 'News', 'Новости инвестиционной жизни края.', 'Investment news from the region.', 'Haberler', '新闻'],
  [30, 'Видеогалерея', 'Video gallery', 'Видео о регионе и его инвестиционных возможностях.', 'Videos about the region.'],
  [31, 'Обращение Губернатора', 'The Governor’s address', 'Обращение Губернатора Красноярского края к инвесторам.', 'The Governor’s address to investors.'],
];

/** Pictures of the pages that appear as cards (the preferential-zones list). */
const SETTING_IMAGES: Record<number, ReturnType<typeof img>> = {
  5: img('setting-zone-sez', 'industry', 'Технологическая долина', 'Technology Valley'),
  6: img('setting-zone-adt', 'city', 'Железногорск', 'Zheleznogorsk'),
  7: img('setting-zone-cluster', 'field', 'Промышленный кластер', 'Industrial cluster'),
  9: img('setting-zone-arctic', 'arctic', 'Арктическая зона', 'The Arctic zone'),
};

export const settings: SeedCollection = {
  collection: 'settings',
  key: 'key',
  docs: SETTINGS.map(([key, ru, en, subRu, subEn, tr, zh]) => ({
    key,
    title: t(ru, en, tr, zh),
    subtitle: t(subRu, subEn),
    // A page with a longer text (zones, support forms, the Governor's address…) has it here; the others repeat the subtitle.
    content: ARTICLES[key] ? t(rt(...ARTICLES[key].ru), rt(...ARTICLES[key].en)) : t(rt(subRu), subEn ? rt(subEn) : undefined),
    image: SETTING_IMAGES[key],
  })),
};

const stat = (type: string, value: string, unitRu: string, unitEn: string, labelRu: string, labelEn: string, order: number, tr?: string, zh?: string) => ({
  type, value, order, unit: t(unitRu, unitEn), label: t(labelRu, labelEn, tr, zh),
});

export const statistics: SeedCollection = {
  collection: 'setting-statistics',
  key: 'label',
  docs: [
    stat('about_region', '2,37', 'млн км²', 'million km²', 'площадь края — 13,9 % территории России', 'area, 13.9% of Russia', 10, 'bölgenin yüzölçümü', '边疆区面积'),
    stat('about_region', '2,8', 'млн', 'million', 'жителей', 'inhabitants', 20),
    stat('about_region', '3000', 'км', 'km', 'с севера на юг', 'from north to south', 30),
    stat('about_region', '6000', 'МВт', 'MW', 'мощность Красноярской ГЭС', 'Krasnoyarsk hydropower plant capacity', 40),
    stat('arctic', '4', '', '', 'муниципальных образования в Арктической зоне', 'municipalities in the Arctic zone', 10),
    stat('arctic', '7,6', '%', '%', 'страховые взносы резидентов на 10 лет', 'residents’ insurance premiums for 10 years', 20),
    stat('cip_eniseyskaya_sybir', '160+', '', '', 'инициатив в портфеле', 'initiatives in the portfolio', 10, 'portföydeki girişim', '项倡议'),
    stat('cip_eniseyskaya_sybir', '2,6', 'трлн ₽', 'trillion roubles', 'общая стоимость', 'total value', 20),
    stat('cip_eniseyskaya_sybir', '10–15', 'лет', 'years', 'срок реализации', 'implementation period', 30),
    stat('rezidents_arctics', '6', '', '', 'резидентов на портале', 'residents on the portal', 10),
    stat('rezidents_arctics', '435', '', '', 'рабочих мест создано резидентами', 'jobs created by residents', 20),
    stat('banner_index', '160+', 'инициатив', 'initiatives', 'в портфеле КИП «Енисейская Сибирь»', 'in the Yenisei Siberia portfolio', 5, 'Yenisey Sibirya portföyündeki girişim', '叶尼塞西伯利亚项目组合中的倡议'),
    stat('banner_index', '2,6', 'трлн ₽', 'trillion roubles', 'портфель КИП «Енисейская Сибирь»', 'Yenisei Siberia portfolio', 10),
    stat('banner_index', '32,9', 'Гкал/ч', 'Gcal/h', 'тепловой мощности в ОЭЗ', 'of heat capacity in the SEZ', 20),
    stat('banner_index', '5', 'лет', 'years', 'льготного налогового режима в ОЭЗ', 'of preferential taxation in the SEZ', 30),
  ],
};

export const settingFiles: SeedCollection = {
  collection: 'setting-files',
  key: 'key',
  docs: [
    { key: 'gchp', title: t('Документы о ГЧП', 'PPP documents'), items: [
      { title: t('Закон края о государственно-частном партнёрстве', 'Regional law on public-private partnership'), subtitle: t('Редакция 2026 года', '2026 edition'), file: pdf('gchp-law', 'Regional law on public-private partnership') },
      { title: t('Порядок рассмотрения предложений о ГЧП', 'Procedure for PPP proposals'), file: pdf('gchp-procedure', 'Procedure for public-private partnership proposals') },
    ] },
    { key: 'region_presentation', title: t('Презентация региона', 'Regional presentation', 'Bölge sunumu', '地区介绍'), items: [
      { title: t('Инвестиционная презентация Красноярского края', 'Krasnoyarsk Krai investment presentation'), subtitle: t('PDF', 'PDF'), file: pdf('region-presentation', 'Krasnoyarsk Krai investment presentation') },
    ] },
    { key: 'investment_declaration_of_the_krasnoyarsk_territory', title: t('Инвестиционная декларация', 'Investment declaration'), items: [
      { title: t('Инвестиционная декларация Красноярского края', 'Investment declaration of Krasnoyarsk Krai'), file: pdf('investment-declaration', 'Investment declaration of Krasnoyarsk Krai') },
    ] },
    { key: 'investicionniy_komitet_krasnoyarskogo_kraya', title: t('Инвестиционный комитет', 'Investment committee'), items: [
      { title: t('Положение об инвестиционном комитете', 'Regulations of the investment committee'), file: pdf('investment-committee-regulations', 'Regulations of the investment committee') },
      { title: t('Состав инвестиционного комитета', 'Members of the investment committee'), file: pdf('investment-committee-members', 'Members of the investment committee') },
    ] },
    { key: 'normativnie_documenti_arctici', title: t('Нормативные документы Арктической зоны', 'Arctic zone regulations', 'Arktik bölge mevzuatı', '北极地区法规'), items: [
      { title: t('Федеральный закон от 13.07.2020 № 193-ФЗ', 'Federal Law No. 193-FZ of 13 July 2020', '13.07.2020 tarihli ve 193-FZ sayılı Federal Yasa', '2020年7月13日第193-FZ号联邦法'), subtitle: t('О государственной поддержке предпринимательской деятельности в Арктической зоне Российской Федерации', 'On state support for business in the Arctic zone of the Russian Federation'), file: pdf('arctic-law-193-fz', 'Federal Law No. 193-FZ of 13 July 2020') },
      { title: t('Федеральный закон от 13.07.2020 № 194-ФЗ', 'Federal Law No. 194-FZ of 13 July 2020', '13.07.2020 tarihli ve 194-FZ sayılı Federal Yasa', '2020年7月13日第194-FZ号联邦法'), subtitle: t('Об изменениях Налогового кодекса для резидентов Арктической зоны', 'Amendments to the Tax Code for Arctic zone residents'), file: pdf('arctic-law-194-fz', 'Federal Law No. 194-FZ of 13 July 2020') },
      { title: t('Федеральный закон от 13.07.2020 № 195-ФЗ', 'Federal Law No. 195-FZ of 13 July 2020', '13.07.2020 tarihli ve 195-FZ sayılı Federal Yasa', '2020年7月13日第195-FZ号联邦法'), file: pdf('arctic-law-195-fz', 'Federal Law No. 195-FZ of 13 July 2020') },
    ] },
  ],
};

const block = (ru: string, en: string | undefined, textRu: string, textEn?: string) => ({ title: t(ru, en), text: t(textRu, textEn) });

export const pageGlobals: SeedGlobal[] = [
  {
    global: 'about-region',
    data: {
      title: t('О регионе', 'About the region', 'Bölge hakkında', '关于本地区'),
      lead: t(
        'Красноярский край занимает 2,37 млн км² — 13,9 % территории России — и простирается на 3000 км от Северного Ледовитого океана до Саян.',
        'Krasnoyarsk Krai covers 2.37 million km², 13.9% of Russia, and stretches 3,000 km from the Arctic Ocean to the Sayan Mountains.',
        'Krasnoyarsk Krayı 2,37 milyon km² ile Rusya topraklarının %13,9’unu kaplar.',
        '克拉斯诺亚尔斯克边疆区面积237万平方公里，占俄罗斯领土的13.9%。',
      ),
      content: t(
        rt(
          'Край — крупный промышленный центр Сибири: цветная металлургия (Норильск, Красноярск, Богучаны), нефтегазодобыча (Ванкор), золотодобыча, лесопереработка, гидроэнергетика (Красноярская и Богучанская ГЭС).',
          { h2: 'Инвестиционные возможности' },
          { ul: ['КИП «Енисейская Сибирь»: более 160 инициатив на сумму около 2,6 трлн рублей', 'ОЭЗ «Красноярская технологическая долина»: 32,9 Гкал/ч тепловой мощности, льготы на 5 лет', 'Арктическая зона и ТОСЭР «Железногорск»'] },
        ),
        rt(
          'The region is a major industrial centre of Siberia: non-ferrous metals (Norilsk, Krasnoyarsk, Boguchany), oil and gas (Vankor), gold, timber and hydropower (Krasnoyarsk and Boguchany plants).',
          { h2: 'Investment opportunities' },
          { ul: ['Yenisei Siberia: over 160 initiatives worth about 2.6 trillion roubles', 'Krasnoyarsk Technology Valley SEZ: 32.9 Gcal/h of heat capacity, 5-year incentives', 'The Arctic zone and the Zheleznogorsk priority development area'] },
        ),
      ),
      image: img('global-about-region', 'river', 'Енисей у Красноярска', 'The Yenisei near Krasnoyarsk'),
      facts: [
        { value: '2,37', unit: t('млн км²', 'million km²'), label: t('площадь', 'area', 'alan', '面积') },
        { value: '2,8', unit: t('млн', 'million'), label: t('жителей', 'inhabitants') },
        { value: '1628', unit: t('год', ''), label: t('основание Красноярска', 'Krasnoyarsk founded') },
      ],
      sections: [
        block('Природные ресурсы', 'Natural resources', 'Никель, медь, металлы платиновой группы, золото, нефть, газ, уголь и крупнейшие в стране запасы леса.', 'Nickel, copper, platinum group metals, gold, oil, gas, coal and vast forests.'),
        block('Энергетика', 'Energy', 'Красноярская ГЭС (6000 МВт) и Богучанская ГЭС (около 3000 МВт) обеспечивают энергоёмкие производства.', 'The Krasnoyarsk (6,000 MW) and Boguchany (about 3,000 MW) hydropower plants supply power-intensive industries.'),
        block('Транспорт', 'Transport', 'Транссибирская магистраль, Енисей и выход к Северному морскому пути.', 'The Trans-Siberian Railway, the Yenisei and access to the Northern Sea Route.'),
      ],
    },
  },
  {
    global: 'arctic',
    data: {
      title: t('Арктическая зона Красноярского края', 'The Arctic zone of Krasnoyarsk Krai', 'Krasnoyarsk Krayı Arktik bölgesi'),
      lead: t('Норильск, Таймырский Долгано-Ненецкий и Туруханский районы и часть Эвенкии входят в Арктическую зону Российской Федерации.', 'Norilsk, the Taimyr and Turukhansk districts and part of Evenkia belong to the Arctic zone of the Russian Federation.'),
      content: t(rt('Резиденты Арктической зоны получают налоговые льготы, пониженные страховые взносы и упрощённый доступ к земельным участкам.'), rt('Arctic zone residents get tax incentives, lower insurance premiums and easier access to land.')),
      image: img('global-arctic', 'arctic', 'Арктика', 'The Arctic'),
      benefits: [
        block('Страховые взносы 7,6 %', 'Insurance premiums of 7.6%', 'в течение 10 лет для новых рабочих мест', 'for 10 years for new jobs'),
        block('Налог на прибыль', 'Profit tax', 'пониженная ставка в течение 10 лет', 'a reduced rate for 10 years'),
        block('Земля без торгов', 'Land without tender', 'предоставление участков резидентам без торгов', 'plots for residents without a tender'),
      ],
      requirements: [
        block('Новый проект', 'A new project', 'инвестиции не менее 1 млн ₽', 'investment of at least 1 million roubles'),
        block('Регистрация', 'Registration', 'юридическое лицо или ИП зарегистрированы в Арктической зоне', 'the company is registered in the Arctic zone'),
      ],
    },
  },
  {
    global: 'project-implementation-algorithm',
    data: {
      title: t('Алгоритм реализации инвестиционного проекта', 'Investment project implementation algorithm'),
      lead: t('Пять шагов от идеи до запуска производства с сопровождением агентства.', 'Five steps from an idea to production, supported by the agency.'),
      content: t(rt('Агентство сопровождает проект на каждом шаге по принципу «одного окна».'), rt('The agency supports the project at every step through a single window.')),
      image: img('global-algorithm', 'city', 'Красноярск', 'Krasnoyarsk'),
      steps: [
        { title: t('Заявка', 'Application'), text: t('Подайте проект через портал или линию прямых обращений.', 'Submit your project via the portal or the direct line.'), duration: t('1 день', '1 day'), responsible: t('Инвестор', 'Investor') },
        { title: t('Подбор площадки и мер поддержки', 'Site and support selection'), text: t('Менеджер подберёт площадку и меры поддержки.', 'A manager selects a site and support measures.'), duration: t('до 10 дней', 'up to 10 days'), responsible: t('Корпорация развития', 'Development corporation') },
        { title: t('Инвестиционный комитет', 'Investment committee'), text: t('Рассмотрение проекта и присвоение статуса.', 'Review and project status.'), duration: t('до 30 дней', 'up to 30 days'), responsible: t('Правительство края', 'Regional government') },
        { title: t('Подключение к сетям и разрешения', 'Utilities and permits'), text: t('В сроки свода инвестиционных правил.', 'Within the deadlines of the code of investment rules.'), duration: t('до 135 дней', 'up to 135 days'), responsible: t('Сетевые организации, муниципалитеты', 'Utilities, municipalities') },
        { title: t('Запуск производства', 'Start of production'), text: t('Ввод объекта в эксплуатацию и мониторинг.', 'Commissioning and monitoring.'), duration: t('по графику проекта', 'per project schedule'), responsible: t('Инвестор', 'Investor') },
      ],
    },
  },
  {
    global: 'korporaciya-razvitiya-eniseyskoy-sibiri',
    data: {
      title: t('Корпорация развития Енисейской Сибири', 'Yenisei Siberia Development Corporation', 'Yenisey Sibirya Kalkınma Şirketi', '叶尼塞西伯利亚发展公司'),
      lead: t('Специализированная организация по привлечению инвестиций и сопровождению проектов в крае.', 'The specialised organisation for attracting investment and supporting projects in the region.'),
      content: t(rt('Корпорация сопровождает проекты КИП «Енисейская Сибирь» и инвесторов края по принципу «одного окна».'), rt('The corporation supports Yenisei Siberia projects and the region’s investors through a single window.')),
      image: img('global-corporation', 'city', 'Деловой центр Красноярска', 'Krasnoyarsk business centre'),
      services: [
        block('Сопровождение проектов', 'Project support', 'от идеи до ввода в эксплуатацию', 'from idea to commissioning'),
        block('Подбор площадок', 'Site selection', 'земельные участки и помещения', 'land and premises'),
        block('Взаимодействие с властью', 'Liaison with authorities', 'согласования и разрешения', 'approvals and permits'),
      ],
      contacts: { address: t('г. Красноярск', 'Krasnoyarsk'), phone: '+7 (391) 200-10-10', email: 'info@korporaciya.example.ru', website: 'https://korporaciya.example.ru' },
    },
  },
  {
    global: 'techno-valley',
    data: {
      title: t('ОЭЗ «Красноярская технологическая долина»', 'Krasnoyarsk Technology Valley SEZ', 'Krasnoyarsk Teknoloji Vadisi ÖEB', '克拉斯诺亚尔斯克技术谷经济特区'),
      lead: t('Особая экономическая зона промышленно-производственного типа с готовой инфраструктурой.', 'An industrial special economic zone with ready infrastructure.'),
      content: t(rt('Резиденты получают льготный налоговый режим на 5 лет, режим свободной таможенной зоны и подключение к сетям.'), rt('Residents get 5-year tax incentives, a free customs zone and utility connections.')),
      image: img('global-techno-valley', 'industry', 'Технологическая долина', 'Technology Valley'),
      facts: [
        { value: '32,9', unit: t('Гкал/ч', 'Gcal/h'), label: t('доступной тепловой мощности', 'of available heat capacity', 'kullanılabilir ısı kapasitesi', '可用热能') },
        { value: '5', unit: t('лет', 'years'), label: t('льготного налогообложения', 'of preferential taxation') },
      ],
      incentives: [
        block('Налог на имущество', 'Property tax', '0 % в течение 5 лет', '0% for 5 years'),
        block('Земельный налог', 'Land tax', '0 % в течение 5 лет', '0% for 5 years'),
        block('Налог на прибыль', 'Profit tax', 'пониженная ставка в течение 5 лет', 'a reduced rate for 5 years'),
      ],
    },
  },
];

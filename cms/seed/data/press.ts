import type { Palette } from '../images';
import { file, fileUrl, img, LOCALES, ref, rt, t } from '../localize';
import type { SeedCollection } from '../types';
import { DEMO_VIDEOS } from '../videos';

export const eventTypes: SeedCollection = {
  collection: 'event-types',
  key: 'slug',
  docs: [
    { slug: 'forum', order: 10, name: t('Форум', 'Forum', 'Forum', '论坛') },
    { slug: 'conference', order: 20, name: t('Конференция', 'Conference', 'Konferans', '会议') },
    { slug: 'seminar', order: 30, name: t('Семинар', 'Seminar', 'Seminer', '研讨会') },
    { slug: 'exhibition', order: 40, name: t('Выставка', 'Exhibition', 'Sergi') },
    { slug: 'webinar', order: 50, name: t('Вебинар', 'Webinar') },
  ],
};

export const eventCities: SeedCollection = {
  collection: 'event-cities',
  key: 'slug',
  docs: [
    { slug: 'krasnoyarsk', order: 10, name: t('Красноярск', 'Krasnoyarsk', 'Krasnoyarsk', '克拉斯诺亚尔斯克') },
    { slug: 'norilsk', order: 20, name: t('Норильск', 'Norilsk', 'Norilsk', '诺里尔斯克') },
    { slug: 'achinsk', order: 30, name: t('Ачинск', 'Achinsk') },
    { slug: 'zheleznogorsk', order: 40, name: t('Железногорск', 'Zheleznogorsk') },
    { slug: 'minusinsk', order: 50, name: t('Минусинск', 'Minusinsk') },
    { slug: 'online', order: 60, name: t('Онлайн', 'Online', 'Çevrimiçi', '线上') },
  ],
};

const news = (
  slug: string,
  date: string,
  picture: ReturnType<typeof img>,
  title: ReturnType<typeof t<string>>,
  excerpt: ReturnType<typeof t<string>>,
  content: ReturnType<typeof t<ReturnType<typeof rt>>>,
  source = t('Инвестиционный портал Красноярского края', 'Investment Portal of Krasnoyarsk Krai'),
  photoSource = t('Пресс-служба агентства', 'Agency press office'),
) => ({ slug, publishedAt: `${date}T09:00:00.000Z`, title, excerpt, content, image: picture, source, photoSource });

export const newsItems: SeedCollection = {
  collection: 'news',
  key: 'slug',
  drafts: true,
  docs: [
    news(
      'portfel-kip-eniseyskaya-sibir-prevysil-160-iniciativ',
      '2026-11-18',
      img('news-kip-portfolio', 'river', 'Енисей на закате', 'The Yenisei at sunset'),
      t(
        'Портфель КИП «Енисейская Сибирь» превысил 160 инициатив',
        'Yenisei Siberia portfolio tops 160 initiatives',
        'Yenisey Sibirya portföyü 160 girişimi aştı',
        '“叶尼塞西伯利亚”综合投资项目组合超过160项倡议',
      ),
      t(
        'Комплексный инвестиционный проект объединяет более 160 инициатив на сумму около 2,6 трлн рублей со сроком реализации 10–15 лет.',
        'The integrated investment project brings together over 160 initiatives worth about 2.6 trillion roubles over 10–15 years.',
        'Entegre yatırım projesi, 10–15 yıl içinde yaklaşık 2,6 trilyon ruble değerinde 160’tan fazla girişimi bir araya getiriyor.',
      ),
      t(
        rt(
          'Комплексный инвестиционный проект «Енисейская Сибирь» (КИП) — совместная программа Красноярского края, Республики Хакасия и Республики Тыва. Его портфель превысил **160 инициатив** общей стоимостью около **2,6 трлн рублей**; реализация рассчитана на 10–15 лет.',
          { h2: 'Отрасли портфеля' },
          { ul: ['добыча и переработка полезных ископаемых', 'лесопромышленный комплекс', 'энергетика и инфраструктура', 'агропромышленный комплекс и туризм'] },
          'Подробнее о проекте — в разделе [КИП «Енисейская Сибирь»](/projects/cip-eniseyskaya-sybir).',
        ),
        rt(
          'The Yenisei Siberia integrated investment project is a joint programme of Krasnoyarsk Krai, the Republic of Khakassia and the Republic of Tyva. Its portfolio now exceeds **160 initiatives** worth about **2.6 trillion roubles**, to be carried out over 10–15 years.',
          { h2: 'Industries in the portfolio' },
          { ul: ['mining and processing', 'timber industry', 'energy and infrastructure', 'agriculture and tourism'] },
        ),
      ),
    ),
    news(
      'oez-krasnoyarskaya-tehnologicheskaya-dolina-prinimaet-rezidentov',
      '2026-11-12',
      img('news-sez', 'industry', 'Производственные корпуса особой экономической зоны', 'Production buildings of the special economic zone'),
      t('ОЭЗ «Красноярская технологическая долина» принимает новых резидентов', 'Krasnoyarsk Technology Valley SEZ welcomes new residents', 'Krasnoyarsk Teknoloji Vadisi ÖEB yeni sakinlerini bekliyor'),
      t(
        'Для резидентов особой экономической зоны доступно 32,9 Гкал/ч тепловой мощности и льготный налоговый режим на 5 лет.',
        'Residents of the special economic zone get 32.9 Gcal/h of available heat capacity and preferential tax terms for 5 years.',
      ),
      t(
        rt(
          'Особая экономическая зона промышленно-производственного типа «Красноярская технологическая долина» готова к размещению новых производств. На площадке доступно **32,9 Гкал/ч** тепловой мощности, подведены электроснабжение и водоснабжение.',
          'Резиденты получают льготы по налогу на прибыль, налогу на имущество и земельному налогу сроком на **5 лет**, а также режим свободной таможенной зоны.',
          'Заявки принимает управляющая компания; сопровождение проекта по принципу «одного окна» обеспечивает Корпорация развития Енисейской Сибири.',
        ),
        rt(
          'The Krasnoyarsk Technology Valley industrial special economic zone is ready for new production facilities. The site offers **32.9 Gcal/h** of available heat capacity, with power and water supply in place.',
          'Residents get reduced profit, property and land taxes for **5 years** and a free customs zone regime.',
        ),
      ),
    ),
    news(
      'investkomitet-odobril-tri-proekta-v-lesopererabotke',
      '2026-11-05',
      img('news-timber', 'taiga', 'Лесопильное производство в Приангарье', 'Sawmill in the Angara region'),
      t('Инвестиционный комитет одобрил три проекта в лесопереработке', 'Investment committee approves three timber-processing projects'),
      t('Проекты в Лесосибирске и Богучанском районе предусматривают глубокую переработку древесины и создание более 600 рабочих мест.', 'Projects in Lesosibirsk and the Boguchany district provide for deep wood processing and over 600 jobs.'),
      t(rt(
        'Инвестиционный комитет Красноярского края рассмотрел три проекта глубокой переработки древесины: производство пеллет, клеёного бруса и фанеры. Инициаторы получат статус приоритетных инвестиционных проектов и сопровождение агентства.',
        'Красноярский край обладает одними из крупнейших в России запасов древесины, а Лесосибирск остаётся центром лесопереработки Приангарья.',
      )),
    ),
    news(
      'v-achinske-otkrylas-ploshadka-dlya-malogo-biznesa',
      '2026-10-29',
      img('news-achinsk', 'city', 'Промышленная зона Ачинска', 'Achinsk industrial area'),
      t('В Ачинске открылась производственная площадка для малого бизнеса', 'A production site for small businesses opens in Achinsk'),
      t('Площадка с подведёнными сетями предоставляется субъектам МСП в аренду на льготных условиях.', 'The site with utilities in place is leased to small and medium businesses on preferential terms.'),
      t(rt('В Ачинске начала работу производственная площадка площадью 12 га с подключением к электросетям и водоснабжению. Малые и средние предприятия могут арендовать помещения по льготной ставке.')),
    ),
    news(
      'obnovlyonniy-kalkulyator-lgot',
      '2026-10-21',
      img('news-calculator', 'field', 'Поля юга Красноярского края', 'Fields in the south of the region'),
      t('Калькулятор льгот подскажет подходящие меры поддержки', 'The benefits calculator suggests the support that fits', 'Teşvik hesaplayıcısı uygun destekleri öneriyor', '优惠计算器推荐合适的支持措施'),
      t('Укажите объём инвестиций, ОКВЭД, статус МСП и вид поддержки — калькулятор подберёт меры.', 'Enter the investment volume, OKVED code, SME status and support type to get a list of measures.', 'Yatırım hacmini, OKVED kodunu, KOBİ durumunu ve destek türünü girin.', '输入投资额、经济活动分类代码、中小企业身份和支持类型即可获得措施清单。'),
      t(rt('На портале обновлён [калькулятор льгот](/kalkulator-lgot): он учитывает объём инвестиций, код ОКВЭД, принадлежность к субъектам МСП и желаемый вид поддержки.')),
    ),
    news(
      'rezidenty-arkticheskoy-zony-v-norilske',
      '2026-10-14',
      img('news-arctic', 'arctic', 'Зимний Норильск', 'Norilsk in winter'),
      t('Число резидентов Арктической зоны в крае растёт', 'More Arctic zone residents in the region'),
      t('Резиденты Арктической зоны в Норильске и на Таймыре получают пониженные страховые взносы и налоговые льготы.', 'Arctic zone residents in Norilsk and Taimyr pay reduced insurance premiums and taxes.'),
      t(rt(
        'В Арктическую зону Российской Федерации входят Норильск, Таймырский Долгано-Ненецкий и Туруханский районы, а также часть Эвенкии. Резиденты получают пониженный тариф страховых взносов 7,6 % на 10 лет, льготы по налогу на прибыль и земельные участки без торгов.',
      )),
    ),
    news(
      'krasnoyarskiy-ekonomicheskiy-forum-itogi-sessii',
      '2026-10-07',
      img('news-forum', 'city', 'Конгресс-холл на набережной Енисея', 'Congress hall on the Yenisei embankment'),
      t('Итоги инвестиционной сессии Красноярского экономического форума', 'Results of the investment session at the Krasnoyarsk Economic Forum'),
      t('Участники обсудили переработку сырья в крае и подписали соглашения о намерениях.', 'Participants discussed local processing of raw materials and signed letters of intent.'),
      t(rt('На сессии форума обсуждались проекты глубокой переработки металлов и древесины, развитие Северного морского пути и логистики по Енисею.')),
    ),
    news(
      'frp-zaym-na-modernizaciyu-v-jeleznogorske',
      '2026-09-30',
      img('news-frp', 'industry', 'Цех машиностроительного предприятия', 'Engineering plant workshop'),
      t('Фонд развития промышленности выдал заём на модернизацию в Железногорске', 'Industrial Development Fund lends for modernisation in Zheleznogorsk'),
      t('Льготный заём под 1–3 % годовых направлен на закупку оборудования.', 'The soft loan at 1–3% a year pays for new equipment.'),
      t(rt('Региональный фонд развития промышленности совместно с федеральным фондом профинансировал модернизацию машиностроительного производства на территории ТОСЭР «Железногорск».')),
    ),
    news(
      'investpredlojeniya-na-vystavke-v-kitae',
      '2026-09-22',
      img('news-china', 'river', 'Речной порт на Енисее', 'River port on the Yenisei'),
      t('Край представил инвестиционные предложения на выставке в Китае', 'The region presents investment offers at an exhibition in China', 'Bölge Çin’deki bir fuarda yatırım tekliflerini sundu', '克拉斯诺亚尔斯克边疆区在中国展会上推介投资项目'),
      t('Делегация представила проекты в лесопереработке, агропромышленном комплексе и туризме.', 'The delegation presented projects in timber, agriculture and tourism.', 'Heyet ormancılık, tarım ve turizm projelerini tanıttı.', '代表团介绍了木材加工、农业和旅游领域的项目。'),
      t(
        rt('Делегация Красноярского края провела более 30 деловых встреч с компаниями КНР. Партнёрам представлены инвестиционные предложения в лесопереработке, агропромышленном комплексе и туризме.'),
        rt('The Krasnoyarsk Krai delegation held over 30 business meetings with Chinese companies and presented investment offers in timber processing, agriculture and tourism.'),
        undefined,
        rt('克拉斯诺亚尔斯克边疆区代表团与中国企业举行了30多场商务会谈，介绍了木材加工、农业和旅游领域的投资项目。'),
      ),
    ),
    news(
      'delegaciya-iz-turcii-obsudila-proekty-apk',
      '2026-09-15',
      img('news-turkey', 'field', 'Тепличный комплекс', 'Greenhouse complex'),
      t('Делегация из Турции обсудила проекты в агропромышленном комплексе', 'A Turkish delegation discusses agricultural projects', 'Türk heyeti tarım projelerini görüştü'),
      t('Речь шла о тепличных комплексах и переработке сельхозпродукции на юге края.', 'The talks covered greenhouses and food processing in the south of the region.', 'Görüşmelerde bölgenin güneyindeki seralar ve gıda işleme ele alındı.'),
      t(
        rt('Турецкие компании проявили интерес к строительству тепличных комплексов в Минусинской котловине и к переработке зерна.'),
        undefined,
        rt('Türk şirketleri Minusinsk havzasında sera kurulmasına ve tahıl işlemeye ilgi gösterdi.'),
      ),
    ),
    news(
      'konkurs-subsidiy-dlya-msp-na-oborudovanie',
      '2026-09-08',
      img('news-sme', 'city', 'Малое производство', 'A small factory'),
      t('Открыт приём заявок на субсидии МСП для покупки оборудования', 'Applications open for SME equipment subsidies'),
      t('Субсидия возмещает часть затрат на приобретение оборудования и лизинговые платежи.', 'The subsidy covers part of the cost of equipment and leasing payments.'),
      t(rt('Субъекты малого и среднего предпринимательства могут подать заявку на возмещение части затрат на оборудование. Консультации — в центре «Мой бизнес».')),
    ),
    news(
      'obnovlyon-svod-investicionnih-pravil',
      '2026-09-01',
      img('news-rules', 'taiga', 'Тайга весной', 'Taiga in spring'),
      t('Обновлён свод инвестиционных правил края', 'The region’s code of investment rules is updated'),
      t('Сроки подключения к сетям и получения разрешений на строительство сокращены.', 'Deadlines for grid connections and building permits are shorter now.'),
      t(rt('В [своде инвестиционных правил](/investicionniy-standard/svod-investicionnih-pravil) обновлены сроки и перечень документов для подключения к инженерным сетям, предоставления земельных участков и получения разрешений на строительство.')),
    ),
    news(
      'soglashenie-o-stroitelstve-logisticheskogo-centra',
      '2026-08-25',
      img('news-logistics', 'river', 'Грузовой терминал', 'Freight terminal'),
      t('Подписано соглашение о строительстве логистического центра', 'Agreement signed to build a logistics centre'),
      t('Мультимодальный центр свяжет железную дорогу и речной транспорт по Енисею.', 'The multimodal hub will link railways with river transport on the Yenisei.'),
      t(rt('Логистический центр в Красноярской агломерации объединит железнодорожные, автомобильные и речные перевозки и упростит доставку грузов на Север по Енисею.')),
    ),
  ],
};

const event = (
  slug: string,
  date: string,
  hours: number,
  type: string,
  city: string,
  picture: ReturnType<typeof img>,
  title: ReturnType<typeof t<string>>,
  place: ReturnType<typeof t<string>>,
  excerpt: ReturnType<typeof t<string>>,
  content: ReturnType<typeof t<ReturnType<typeof rt>>>,
) => ({
  slug,
  date: `${date}T03:00:00.000Z`,
  endDate: new Date(Date.parse(`${date}T03:00:00.000Z`) + hours * 3600_000).toISOString(),
  type: ref('event-types', type),
  city: ref('event-cities', city),
  image: picture,
  title,
  place,
  excerpt,
  content,
  registrationOpen: true,
});

export const events: SeedCollection = {
  collection: 'events',
  key: 'slug',
  drafts: true,
  docs: [
    event('krasnoyarskiy-ekonomicheskiy-forum-2027', '2027-04-22', 24 * 3, 'forum', 'krasnoyarsk',
      img('event-kef', 'city', 'Красноярск, набережная Енисея', 'Krasnoyarsk, the Yenisei embankment'),
      t('Красноярский экономический форум', 'Krasnoyarsk Economic Forum', 'Krasnoyarsk Ekonomi Forumu', '克拉斯诺亚尔斯克经济论坛'),
      t('МВДЦ «Сибирь», ул. Авиаторов, 19', 'Siberia International Exhibition Centre, 19 Aviatorov St.'),
      t('Главная деловая площадка Сибири: инвестиции, промышленность, экспорт.', 'Siberia’s main business event: investment, industry, exports.', 'Sibirya’nın başlıca iş etkinliği: yatırım, sanayi, ihracat.', '西伯利亚主要商务活动：投资、工业、出口。'),
      t(rt('Пленарное заседание, отраслевые сессии и подписание инвестиционных соглашений. Работает стенд инвестиционного портала.'), rt('Plenary session, industry panels and signing of investment agreements. Visit the investment portal stand.')),
    ),
    event('seminar-mery-podderjki-msp-achinsk', '2026-12-10', 4, 'seminar', 'achinsk',
      img('event-sme-seminar', 'city', 'Зал семинара', 'Seminar hall'),
      t('Семинар «Меры поддержки для субъектов МСП»', 'Seminar: support measures for small businesses'),
      t('Администрация г. Ачинска', 'Achinsk city administration'),
      t('Гранты, льготные займы и гарантии для малого и среднего бизнеса.', 'Grants, soft loans and guarantees for small and medium businesses.'),
      t(rt('Эксперты центра «Мой бизнес» и регионального фонда развития промышленности расскажут о мерах поддержки и ответят на вопросы.')),
    ),
    event('konferenciya-taymyr-investicii-v-arktiku', '2027-03-16', 8, 'conference', 'norilsk',
      img('event-arctic', 'arctic', 'Таймыр зимой', 'Taimyr in winter'),
      t('Конференция «Таймыр: инвестиции в Арктику»', 'Conference: Taimyr — investing in the Arctic', 'Konferans: Taymır — Arktik’e yatırım'),
      t('Норильск, Дом культуры', 'Norilsk, House of Culture'),
      t('Преференции Арктической зоны и проекты на Северном морском пути.', 'Arctic zone privileges and projects along the Northern Sea Route.'),
      t(rt('Обсуждение режима резидентов Арктической зоны, логистики Северного морского пути и проектов в Норильском промышленном районе.')),
    ),
    event('vebinar-kak-stat-rezidentom-oez', '2026-12-03', 2, 'webinar', 'online',
      img('event-sez-webinar', 'industry', 'Особая экономическая зона', 'Special economic zone'),
      t('Вебинар «Как стать резидентом ОЭЗ»', 'Webinar: how to become a SEZ resident', 'Web semineri: ÖEB sakini nasıl olunur', '网络研讨会：如何成为经济特区入驻企业'),
      t('Онлайн', 'Online'),
      t('Требования к резидентам, льготы на 5 лет и 32,9 Гкал/ч тепловой мощности.', 'Requirements, 5-year privileges and 32.9 Gcal/h of heat capacity.'),
      t(rt('Управляющая компания ОЭЗ «Красноярская технологическая долина» расскажет о порядке подачи заявки и о соглашении об осуществлении деятельности.')),
    ),
    event('vystavka-sibir-promyshlennost-i-tehnologii', '2027-02-09', 24 * 3, 'exhibition', 'krasnoyarsk',
      img('event-expo', 'industry', 'Выставочный павильон', 'Exhibition hall'),
      t('Выставка «Сибирь. Промышленность и технологии»', 'Exhibition: Siberia — Industry and Technology'),
      t('МВДЦ «Сибирь»', 'Siberia International Exhibition Centre'),
      t('Оборудование, технологии и поставщики для промышленных предприятий.', 'Equipment, technology and suppliers for industry.'),
      t(rt('Экспозиция машиностроения, металлургии, энергетики и цифровых решений для промышленности.')),
    ),
    event('den-investora-v-jeleznogorske', '2026-12-17', 6, 'forum', 'zheleznogorsk',
      img('event-zheleznogorsk', 'taiga', 'Железногорск', 'Zheleznogorsk'),
      t('День инвестора в Железногорске', 'Investor Day in Zheleznogorsk'),
      t('Железногорск, бизнес-инкубатор', 'Zheleznogorsk business incubator'),
      t('Площадки и льготы ТОСЭР «Железногорск» для новых производств.', 'Sites and privileges of the Zheleznogorsk priority development area.'),
      t(rt('Экскурсия по свободным площадкам территории опережающего развития, встречи с резидентами и администрацией города.')),
    ),
    event('agropromyshlenniy-forum-minusinsk', '2027-06-04', 8, 'forum', 'minusinsk',
      img('event-agro', 'field', 'Минусинская котловина', 'Minusinsk basin'),
      t('Агропромышленный форум юга Красноярского края', 'Agricultural forum of the south of the region'),
      t('Минусинск, городской выставочный центр', 'Minusinsk exhibition centre'),
      t('Тепличные комплексы, переработка зерна и сельский туризм.', 'Greenhouses, grain processing and rural tourism.'),
      t(rt('Форум собирает фермеров, переработчиков и инвесторов юга края.')),
    ),
    // Past events: the list marks them and offers no registration.
    event('investicionnaya-sessiya-kef-2026', '2026-10-06', 6, 'forum', 'krasnoyarsk',
      img('event-kef-session', 'river', 'Конгресс-холл на набережной Енисея', 'Congress hall on the Yenisei embankment'),
      t('Инвестиционная сессия Красноярского экономического форума', 'Investment session of the Krasnoyarsk Economic Forum', 'Krasnoyarsk Ekonomi Forumu yatırım oturumu', '克拉斯诺亚尔斯克经济论坛投资会议'),
      t('Конгресс-холл СФУ, Красноярск', 'Siberian Federal University congress hall, Krasnoyarsk'),
      t('Переработка сырья в крае, Северный морской путь и логистика по Енисею.', 'Local processing of raw materials, the Northern Sea Route and logistics on the Yenisei.', 'Hammaddelerin bölgede işlenmesi, Kuzey Deniz Yolu ve Yenisey lojistiği.', '原材料就地加工、北方海航道和叶尼塞河物流。'),
      t(rt('Участники обсудили проекты глубокой переработки металлов и древесины и подписали соглашения о намерениях.'), rt('Participants discussed deep processing of metals and timber and signed letters of intent.')),
    ),
    event('seminar-status-rezidenta-arkticheskoy-zony', '2026-09-17', 3, 'seminar', 'online',
      img('event-arctic-seminar', 'arctic', 'Северное сияние над тундрой', 'Northern lights over the tundra'),
      t('Семинар «Как получить статус резидента Арктической зоны»', 'Seminar: how to become an Arctic zone resident', 'Seminer: Arktik bölge sakini nasıl olunur', '研讨会：如何成为北极区入驻企业'),
      t('Онлайн', 'Online', 'Çevrimiçi', '线上'),
      t('Требования к резидентам, льготы по страховым взносам и налогам, порядок подачи заявки.', 'Resident requirements, insurance premium and tax privileges, how to apply.'),
      t(rt('Специалисты Корпорации развития Енисейской Сибири рассказали о порядке получения статуса резидента и ответили на вопросы.')),
    ),
  ],
};

const story = (slug: string, date: string, picture: ReturnType<typeof img>, fields: Record<string, unknown>) => ({
  slug,
  publishedAt: `${date}T09:00:00.000Z`,
  image: picture,
  ...fields,
});

export const successStories: SeedCollection = {
  collection: 'success-stories',
  key: 'slug',
  drafts: true,
  docs: [
    story('pelletnoe-proizvodstvo-v-lesosibirske', '2026-10-01', img('story-pellets', 'taiga', 'Склад пеллет', 'Pellet warehouse'), {
      title: t('Отходы лесопиления стали экспортным товаром', 'Sawmill waste becomes an export product', 'Kereste atıkları ihracat ürününe dönüştü'),
      company: t('Лесопромышленная компания, Лесосибирск', 'Timber company, Lesosibirsk'),
      industry: t('Лесопереработка', 'Timber processing'),
      excerpt: t('Завод перерабатывает опилки в топливные пеллеты и поставляет их в Европу и Азию.', 'The plant turns sawdust into fuel pellets for Europe and Asia.'),
      quote: t('Сопровождение агентства сократило подготовку проекта почти вдвое.', 'The agency’s support nearly halved our project preparation time.'),
      quoteAuthor: t('Генеральный директор компании', 'CEO of the company'),
      content: t(rt('Проект получил статус приоритетного инвестиционного проекта и льготу по налогу на имущество. Создано 120 рабочих мест.')),
    }),
    story('teplichniy-kompleks-minusinsk', '2026-08-15', img('story-greenhouse', 'field', 'Теплица', 'Greenhouse'), {
      title: t('Тепличный комплекс круглый год снабжает край овощами', 'A greenhouse complex supplies vegetables all year round'),
      company: t('Агрохолдинг, Минусинский район', 'Agricultural holding, Minusinsk district'),
      industry: t('Агропромышленный комплекс', 'Agriculture'),
      excerpt: t('Комплекс площадью 10 га выращивает томаты и огурцы.', 'The 10-hectare complex grows tomatoes and cucumbers.'),
      content: t(rt('Проект реализован с использованием субсидии на возмещение затрат на строительство теплиц и льготного кредита.')),
    }),
    story('rezident-oez-elektronika', '2026-06-20', img('story-electronics', 'industry', 'Сборочный участок', 'Assembly line'), {
      title: t('Первый резидент ОЭЗ запустил производство электроники', 'The first SEZ resident launches electronics production'),
      company: t('Производитель электроники, Красноярск', 'Electronics maker, Krasnoyarsk'),
      industry: t('Приборостроение', 'Instrument making'),
      excerpt: t('Резидентство дало льготы по налогам на 5 лет и готовую инфраструктуру.', 'Residency brought 5-year tax privileges and ready infrastructure.'),
      content: t(rt('Компания разместила производство на площадке особой экономической зоны и использует льготы по налогу на прибыль и на имущество.')),
    }),
    story('turisticheskiy-kompleks-ergaki', '2026-05-12', img('story-ergaki', 'taiga', 'Горы Ергаки', 'The Ergaki mountains'), {
      title: t('Турбаза у Ергаков удвоила поток гостей', 'A lodge near Ergaki doubles its guests'),
      company: t('Туристический комплекс, Ермаковский район', 'Tourist lodge, Yermakovsky district'),
      industry: t('Туризм', 'Tourism'),
      excerpt: t('Новые домики и экотропы открыты при поддержке края.', 'New cabins and eco-trails opened with regional support.'),
      content: t(rt('Природный парк «Ергаки» — одно из самых популярных туристических мест Сибири. Комплекс получил субсидию на создание туристской инфраструктуры.')),
    }),
    story('molochniy-zavod-kansk', '2026-03-03', img('story-dairy', 'field', 'Молочная ферма', 'Dairy farm'), {
      title: t('Молочный завод в Канске вышел на проектную мощность', 'A dairy in Kansk reaches full capacity'),
      company: t('Молочный завод, Канск', 'Dairy plant, Kansk'),
      industry: t('Пищевая промышленность', 'Food industry'),
      excerpt: t('Завод перерабатывает 100 тонн молока в сутки.', 'The plant processes 100 tonnes of milk a day.'),
      content: t(rt('Завод модернизирован на средства льготного займа регионального фонда развития промышленности.')),
    }),
    story('logistika-severnogo-zavoza', '2026-01-25', img('story-logistics', 'arctic', 'Баржи на Енисее', 'Barges on the Yenisei'), {
      title: t('Резидент Арктической зоны обновил флот для северного завоза', 'An Arctic zone resident renews its fleet for northern deliveries'),
      company: t('Транспортная компания, Дудинка', 'Shipping company, Dudinka'),
      industry: t('Логистика', 'Logistics'),
      excerpt: t('Пониженные страховые взносы помогли закупить новые суда.', 'Lower insurance premiums helped buy new vessels.'),
      content: t(rt('Компания получила статус резидента Арктической зоны и направила сэкономленные средства на обновление речного флота.')),
    }),
  ],
};

/** Every item has its demo video; an item added without one shows the first. */
const demoVideo = (slug: string) => ((DEMO_VIDEOS as readonly string[]).includes(slug) ? slug : DEMO_VIDEOS[0]);

export const videos: SeedCollection = {
  collection: 'video-gallery',
  key: 'slug',
  drafts: true,
  docs: [
    ['krasnoyarskiy-kray-investicionnyi-potencial', 'Красноярский край: инвестиционный потенциал', 'Krasnoyarsk Krai: investment potential', 'river', '0:12'],
    ['oez-krasnoyarskaya-tehnologicheskaya-dolina', 'ОЭЗ «Красноярская технологическая долина»', 'Krasnoyarsk Technology Valley SEZ', 'industry', '0:12'],
    ['arkticheskaya-zona-krasnoyarskogo-kraya', 'Арктическая зона Красноярского края', 'The Arctic zone of Krasnoyarsk Krai', 'arctic', '0:12'],
    ['kak-poluchit-podderjku-v-odnom-okne', 'Как получить поддержку в «одном окне»', 'One-window support explained', 'city', '0:12'],
    ['istoriya-uspeha-lesopererabotka', 'История успеха: лесопереработка', 'Success story: timber processing', 'taiga', '0:12'],
    ['agropromyshlenniy-yug-kraya', 'Агропромышленный юг края', 'The agricultural south of the region', 'field', '0:12'],
  ].map(([slug, ru, en, palette, duration], i) => ({
    slug,
    title: t(ru!, en),
    description: t(`Видеоролик о регионе: ${ru}.`, `A video about the region: ${en}.`),
    // The item's committed demo video (cms/seed/videos.ts: 12 s each, hence the durations) and its captions in each language.
    videoUrl: fileUrl(`${demoVideo(slug!)}.mp4`),
    captions: LOCALES.map((language) => ({ language, file: file(`${demoVideo(slug!)}.${language}.vtt`) })),
    duration,
    publishedAt: new Date(Date.UTC(2026, 9 - i, 1, 9)).toISOString(),
    preview: img(`video-${slug}`, palette as Palette, ru!, en),
  })),
};

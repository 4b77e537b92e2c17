import { img, pdf, rt, t } from '../localize';
import type { SeedCollection, SeedGlobal } from '../types';
import { ARTICLES } from './page-articles';

type L4 = [ru: string, en: string, tr: string, zh: string];
const l4 = (v: L4) => t(...v);

/** The numbered page texts (§7 `/setting/{n}`); the numbering is documented in docs/decisions/010-content-model.md. */
const SETTINGS: Array<{ key: number; title: L4; subtitle: L4 }> = [
  { key: 0, title: ['Инвестиционный портал Красноярского края', 'Investment Portal of Krasnoyarsk Krai', 'Krasnoyarsk Krayı Yatırım Portalı', '克拉斯诺亚尔斯克边疆区投资门户网站'],
    subtitle: ['Всё для инвестора в крупнейшем регионе Сибири: площадки, меры поддержки, сопровождение проектов.', 'Everything an investor needs in Siberia’s largest region: sites, support measures and project support.', 'Sibirya’nın en büyük bölgesinde yatırımcının ihtiyaç duyduğu her şey: sahalar, destek tedbirleri ve proje refakati.', '在西伯利亚面积最大的地区投资所需的一切：场地、扶持措施和项目全程服务。'] },
  { key: 1, title: ['О регионе', 'About the region', 'Bölge hakkında', '地区概况'],
    subtitle: ['Красноярский край — второй по площади регион России, от Северного Ледовитого океана до Саян.', 'Krasnoyarsk Krai is Russia’s second-largest region, stretching from the Arctic Ocean to the Sayan Mountains.', 'Krasnoyarsk Krayı, Kuzey Buz Denizi’nden Sayan Dağları’na uzanan, Rusya’nın yüzölçümü bakımından ikinci büyük bölgesidir.', '克拉斯诺亚尔斯克边疆区是俄罗斯面积第二大的地区，从北冰洋一直延伸到萨彦岭。'] },
  { key: 2, title: ['Навигатор инвестора', 'Investor navigator', 'Yatırımcı rehberi', '投资者指南'],
    subtitle: ['Пошаговый путь инвестора: от выбора площадки до запуска производства.', 'The investor’s path step by step, from choosing a site to starting production.', 'Yatırımcının adım adım yolu: saha seçiminden üretimin başlamasına kadar.', '投资者的每一步：从选址到投产。'] },
  { key: 3, title: ['Инвестиционные площадки', 'Investment sites', 'Yatırım sahaları', '投资场地'],
    subtitle: ['Свободные земельные участки и производственные помещения края.', 'Available land plots and production premises in the region.', 'Bölgedeki boş arsalar ve üretim binaları.', '边疆区可供使用的地块和生产厂房。'] },
  { key: 4, title: ['Преференциальные зоны', 'Preferential zones', 'Teşvik bölgeleri', '优惠区'],
    subtitle: ['Арктическая зона, ОЭЗ, ТОСЭР и промышленный кластер — режимы с налоговыми льготами.', 'The Arctic zone, the SEZ, the priority development area and the industrial cluster: regimes with tax incentives.', 'Arktik bölge, ÖEB, öncelikli kalkınma bölgesi ve sanayi kümesi: vergi teşvikli rejimler.', '北极地区、经济特区、超前发展区和产业集群——享受税收优惠的制度。'] },
  { key: 5, title: ['Особая экономическая зона', 'Special economic zone', 'Özel ekonomik bölge', '经济特区'],
    subtitle: ['ОЭЗ «Красноярская технологическая долина»: 32,9 Гкал/ч тепловой мощности и льготы на 5 лет.', 'Krasnoyarsk Technology Valley: 32.9 Gcal/h of heat capacity and 5-year incentives.', 'Krasnoyarsk Teknoloji Vadisi: 32,9 Gcal/saat ısı kapasitesi ve 5 yıllık teşvikler.', '克拉斯诺亚尔斯克技术谷：32.9吉卡/小时供热容量和5年优惠。'] },
  { key: 6, title: ['Территория опережающего развития', 'Priority development area', 'Öncelikli kalkınma bölgesi', '超前发展区'],
    subtitle: ['ТОСЭР «Железногорск»: льготы по налогам и страховым взносам, упрощённые процедуры.', 'Zheleznogorsk: tax and insurance premium incentives and simplified procedures.', 'Jeleznogorsk: vergi ve sosyal sigorta primi teşvikleri, basitleştirilmiş işlemler.', '热列兹诺戈尔斯克：税收和社会保险费优惠，简化程序。'] },
  { key: 7, title: ['Промышленный кластер', 'Industrial cluster', 'Sanayi kümesi', '产业集群'],
    subtitle: ['Меры поддержки участников кластера и проекты импортозамещения.', 'Support for cluster members and import substitution projects.', 'Küme üyelerine destek tedbirleri ve ithal ikamesi projeleri.', '产业集群成员的扶持措施和进口替代项目。'] },
  { key: 9, title: ['Арктическая зона', 'The Arctic zone', 'Arktik bölge', '北极地区'],
    subtitle: ['Норильск, Таймыр, Туруханский район и часть Эвенкии — территории с режимом резидентов Арктики.', 'Norilsk, Taimyr, the Turukhansk district and part of Evenkia are under the Arctic resident regime.', 'Norilsk, Taymır, Turuhansk ilçesi ve Evenkiya’nın bir kısmı Arktik bölgenin yerleşik şirket rejimine tabidir.', '诺里尔斯克、泰梅尔、图鲁汉斯克区和埃文基部分地区适用北极地区入驻企业制度。'] },
  { key: 10, title: ['Нормативные документы Арктической зоны', 'Arctic zone regulations', 'Arktik bölge mevzuatı', '北极地区法规'],
    subtitle: ['Федеральные законы и постановления о режиме Арктической зоны.', 'Federal laws and regulations on the Arctic zone regime.', 'Arktik bölge rejimine ilişkin federal yasalar ve kararnameler.', '关于北极地区制度的联邦法律和政府决议。'] },
  { key: 11, title: ['Меры поддержки', 'Support measures', 'Destek tedbirleri', '扶持措施'],
    subtitle: ['Финансовая, налоговая, имущественная поддержка и сопровождение проектов.', 'Financial, tax and property support and project support.', 'Finansal, vergi ve mülk desteği ile proje refakati.', '财政、税收、财产扶持和项目全程服务。'] },
  { key: 12, title: ['Финансовая поддержка', 'Financial support', 'Finansal destek', '财政扶持'],
    subtitle: ['Займы, субсидии, гарантии и лизинг.', 'Loans, subsidies, guarantees and leasing.', 'Krediler, hibeler, kefaletler ve leasing.', '贷款、补贴、担保和融资租赁。'] },
  { key: 13, title: ['Налоговая поддержка', 'Tax support', 'Vergi desteği', '税收扶持'],
    subtitle: ['Налоговые льготы для инвестиционных проектов.', 'Tax incentives for investment projects.', 'Yatırım projeleri için vergi teşvikleri.', '投资项目税收优惠。'] },
  { key: 14, title: ['Имущественная поддержка', 'Property support', 'Mülk desteği', '财产扶持'],
    subtitle: ['Земельные участки без торгов и льготная аренда имущества.', 'Land without a tender and preferential leases.', 'İhalesiz arsa tahsisi ve indirimli kiralama.', '免招标供地和优惠租赁。'] },
  { key: 15, title: ['Сопровождение проектов', 'Project support', 'Proje refakati', '项目全程服务'],
    subtitle: ['Сопровождение по принципу «одного окна».', 'Project support through a one-stop shop.', 'Tek durak ilkesiyle proje refakati.', '一站式项目服务。'] },
  { key: 17, title: ['Государственно-частное партнёрство', 'Public-private partnership', 'Kamu-özel iş birliği', '政府和社会资本合作（PPP）'],
    subtitle: ['Концессии и соглашения о ГЧП в крае.', 'Concessions and PPP agreements in the region.', 'Bölgede imtiyaz sözleşmeleri ve KÖİ anlaşmaları.', '边疆区的特许经营和PPP协议。'] },
  { key: 18, title: ['Инвестиционный стандарт', 'Investment standard', 'Yatırım standardı', '投资标准'],
    subtitle: ['Декларация, свод правил, инвестиционный комитет, корпорация развития и инвестиционная карта.', 'The declaration, the code of rules, the investment committee, the development corporation and the investment map.', 'Beyanname, kurallar kodu, yatırım komitesi, kalkınma şirketi ve yatırım haritası.', '投资宣言、规则汇编、投资委员会、发展公司和投资地图。'] },
  { key: 19, title: ['Инвестиционная декларация Красноярского края', 'Investment declaration of Krasnoyarsk Krai', 'Krasnoyarsk Krayı yatırım beyannamesi', '克拉斯诺亚尔斯克边疆区投资宣言'],
    subtitle: ['Гарантии прав инвесторов и принципы взаимодействия с ними.', 'Guarantees of investors’ rights and the principles of working with them.', 'Yatırımcı haklarının güvenceleri ve yatırımcılarla çalışma ilkeleri.', '投资者权利保障及与投资者合作的原则。'] },
  { key: 20, title: ['Инвестиционный комитет Красноярского края', 'Investment committee of Krasnoyarsk Krai', 'Krasnoyarsk Krayı yatırım komitesi', '克拉斯诺亚尔斯克边疆区投资委员会'],
    subtitle: ['Коллегиальный орган, рассматривающий инвестиционные проекты.', 'The collective body that reviews investment projects.', 'Yatırım projelerini inceleyen kurul.', '审议投资项目的集体机构。'] },
  { key: 21, title: ['Свод инвестиционных правил', 'Code of investment rules', 'Yatırım kuralları kodu', '投资规则汇编'],
    subtitle: ['Сроки и шаги подключения к сетям, получения земли и разрешений.', 'Deadlines and steps for utility connections, land and permits.', 'Altyapı bağlantıları, arazi ve izinler için süreler ve adımlar.', '接入公用设施、获得土地和许可的期限与步骤。'] },
  { key: 22, title: ['Проекты', 'Projects', 'Projeler', '项目'],
    subtitle: ['КИП «Енисейская Сибирь», инвестиционные предложения, перспективные проекты и резиденты Арктики.', 'Yenisei Siberia, investment offers, promising projects and Arctic zone residents.', 'Yenisey Sibirya, yatırım teklifleri, gelecek vadeden projeler ve Arktik bölgedeki yerleşik şirketler.', '“叶尼塞西伯利亚”综合投资项目、投资提案、潜力项目和北极地区入驻企业。'] },
  { key: 23, title: ['КИП «Енисейская Сибирь»', 'Yenisei Siberia integrated investment project', 'Yenisey Sibirya entegre yatırım projesi', '“叶尼塞西伯利亚”综合投资项目'],
    subtitle: ['Более 160 инициатив на сумму около 2,6 трлн рублей на 10–15 лет.', 'Over 160 initiatives worth about 2.6 trillion roubles over 10–15 years.', '10–15 yılda hayata geçirilecek, toplam değeri yaklaşık 2,6 trilyon ruble olan 160’tan fazla girişim.', '160多项倡议，总额约2.6万亿卢布，实施期10至15年。'] },
  { key: 24, title: ['Инвестиционные предложения', 'Investment offers', 'Yatırım teklifleri', '投资提案'],
    subtitle: ['Готовые предложения для инвесторов с ресурсной базой и территорией.', 'Ready offers for investors, with a resource base and a location.', 'Kaynak tabanı ve konumu belirlenmiş, yatırımcılara hazır teklifler.', '为投资者准备的现成提案，附资源基础和所在地区。'] },
  { key: 25, title: ['Перспективные проекты', 'Promising projects', 'Gelecek vadeden projeler', '潜力项目'],
    subtitle: ['Проекты, для которых агентство ищет инвестора.', 'Projects for which the agency is looking for an investor.', 'Ajansın yatırımcı aradığı projeler.', '投资发展署正在为之寻找投资者的项目。'] },
  { key: 26, title: ['Резиденты Арктической зоны', 'Arctic zone residents', 'Arktik bölgedeki yerleşik şirketler', '北极地区入驻企业'],
    subtitle: ['Компании, получившие статус резидента Арктической зоны.', 'Companies with Arctic zone resident status.', 'Arktik bölgede yerleşik şirket statüsü almış şirketler.', '已获得北极地区入驻企业资格的公司。'] },
  { key: 27, title: ['Истории успеха', 'Success stories', 'Başarı öyküleri', '成功案例'],
    subtitle: ['Инвесторы, реализовавшие проекты в крае.', 'Investors who have carried out projects in the region.', 'Bölgede projelerini hayata geçirmiş yatırımcılar.', '已在边疆区成功实施项目的投资者。'] },
  { key: 28, title: ['Мероприятия', 'Events', 'Etkinlikler', '活动'],
    subtitle: ['Форумы, конференции, семинары и вебинары для инвесторов.', 'Forums, conferences, seminars and webinars for investors.', 'Yatırımcılar için forumlar, konferanslar, seminerler ve web seminerleri.', '面向投资者的论坛、会议、研讨会和网络研讨会。'] },
  { key: 29, title: ['Новости', 'News', 'Haberler', '新闻'],
    subtitle: ['Новости инвестиционной жизни края.', 'Investment news from the region.', 'Bölgenin yatırım gündeminden haberler.', '边疆区投资动态。'] },
  { key: 30, title: ['Видеогалерея', 'Video gallery', 'Video galerisi', '视频库'],
    subtitle: ['Видео о регионе и его инвестиционных возможностях.', 'Videos about the region and its investment opportunities.', 'Bölge ve yatırım olanakları hakkında videolar.', '介绍本地区及其投资机会的视频。'] },
  { key: 31, title: ['Обращение Губернатора', 'The Governor’s address', 'Valinin mesajı', '州长致辞'],
    subtitle: ['Обращение Губернатора Красноярского края к инвесторам.', 'The address of the Governor of Krasnoyarsk Krai to investors.', 'Krasnoyarsk Krayı Valisinin yatırımcılara mesajı.', '克拉斯诺亚尔斯克边疆区州长致投资者的信。'] },
];

/** Pictures of the pages: the preferential-zones cards and the place of the Governor's portrait. */
const SETTING_IMAGES: Record<number, ReturnType<typeof img>> = {
  5: img('setting-zone-sez', 'industry', 'Технологическая долина', 'Technology Valley', 'Teknoloji Vadisi', '技术谷'),
  6: img('setting-zone-adt', 'city', 'Железногорск', 'Zheleznogorsk', 'Jeleznogorsk', '热列兹诺戈尔斯克'),
  7: img('setting-zone-cluster', 'field', 'Промышленный кластер', 'Industrial cluster', 'Sanayi kümesi', '产业集群'),
  9: img('setting-zone-arctic', 'arctic', 'Арктическая зона', 'The Arctic zone', 'Arktik bölge', '北极地区'),
  // Not a photograph of anyone: a drawn placeholder until the agency uploads the official portrait.
  31: img(
    'governor-portrait-placeholder',
    'city',
    'Заглушка: место для официального портрета Губернатора (не фотография)',
    'Placeholder for the Governor’s official portrait (not a photograph)',
    'Yer tutucu: Valinin resmî portresi için ayrılan alan (fotoğraf değildir)',
    '占位图：州长官方肖像预留位置（非照片）',
  ),
};

export const settings: SeedCollection = {
  collection: 'settings',
  key: 'key',
  docs: SETTINGS.map(({ key, title, subtitle }) => {
    const article = ARTICLES[key];
    return {
      key,
      title: l4(title),
      subtitle: l4(subtitle),
      // A page with a longer text (zones, support forms, the Governor's address…) has it here; the others repeat the subtitle.
      content: article
        ? t(rt(...article.ru), rt(...article.en), rt(...article.tr), rt(...article.zh))
        : t(rt(subtitle[0]), rt(subtitle[1]), rt(subtitle[2]), rt(subtitle[3])),
      image: SETTING_IMAGES[key],
    };
  }),
};

const stat = (type: string, value: string, unit: L4 | null, label: L4, order: number) => ({
  type,
  value,
  order,
  ...(unit ? { unit: l4(unit) } : {}),
  label: l4(label),
});

const TRILLION: L4 = ['трлн ₽', 'trillion roubles', 'trilyon ruble', '万亿卢布'];
const YEARS: L4 = ['лет', 'years', 'yıl', '年'];

export const statistics: SeedCollection = {
  collection: 'setting-statistics',
  key: 'label',
  docs: [
    stat('about_region', '2,37', ['млн км²', 'million km²', 'milyon km²', '百万平方公里'], ['площадь края — 13,9 % территории России', 'area, 13.9% of Russia’s territory', 'bölgenin yüzölçümü, Rusya topraklarının %13,9’u', '边疆区面积，占俄罗斯领土的13.9%'], 10),
    stat('about_region', '2,8', ['млн', 'million', 'milyon', '百万'], ['жителей', 'inhabitants', 'nüfus', '居民'], 20),
    stat('about_region', '3000', ['км', 'km', 'km', '公里'], ['с севера на юг', 'from north to south', 'kuzeyden güneye', '南北跨度'], 30),
    stat('about_region', '6000', ['МВт', 'MW', 'MW', '兆瓦'], ['мощность Красноярской ГЭС', 'capacity of the Krasnoyarsk hydropower plant', 'Krasnoyarsk hidroelektrik santralinin gücü', '克拉斯诺亚尔斯克水电站装机容量'], 40),
    stat('arctic', '4', null, ['муниципальных образования в Арктической зоне', 'municipalities in the Arctic zone', 'Arktik bölgedeki belediye', '个行政区位于北极地区'], 10),
    stat('arctic', '7,6', ['%', '%', '%', '%'], ['страховые взносы резидентов на 10 лет', 'residents’ insurance premiums for 10 years', 'yerleşik şirketlerin 10 yıllık sosyal sigorta primi', '入驻企业10年社会保险费率'], 20),
    stat('cip_eniseyskaya_sybir', '160+', null, ['инициатив в портфеле', 'initiatives in the portfolio', 'portföydeki girişim', '项倡议纳入项目组合'], 10),
    stat('cip_eniseyskaya_sybir', '2,6', TRILLION, ['общая стоимость', 'total value', 'toplam değer', '总额'], 20),
    stat('cip_eniseyskaya_sybir', '10–15', YEARS, ['срок реализации', 'implementation period', 'uygulama süresi', '实施期'], 30),
    stat('rezidents_arctics', '6', null, ['резидентов на портале', 'residents on the portal', 'portaldaki yerleşik şirket', '家入驻企业在门户网站展示'], 10),
    stat('rezidents_arctics', '435', null, ['рабочих мест создано резидентами', 'jobs created by residents', 'yerleşik şirketlerin yarattığı istihdam', '个就业岗位由入驻企业创造'], 20),
    stat('banner_index', '160+', ['инициатив', 'initiatives', 'girişim', '项倡议'], ['в портфеле КИП «Енисейская Сибирь»', 'in the Yenisei Siberia portfolio', 'Yenisey Sibirya portföyünde', '纳入“叶尼塞西伯利亚”项目组合'], 5),
    stat('banner_index', '2,6', TRILLION, ['портфель КИП «Енисейская Сибирь»', 'the Yenisei Siberia portfolio', 'Yenisey Sibirya portföyü', '“叶尼塞西伯利亚”项目组合总额'], 10),
    stat('banner_index', '32,9', ['Гкал/ч', 'Gcal/h', 'Gcal/saat', '吉卡/小时'], ['тепловой мощности в ОЭЗ', 'of heat capacity in the SEZ', 'ÖEB’de ısı kapasitesi', '经济特区供热容量'], 20),
    stat('banner_index', '5', YEARS, ['льготного налогового режима в ОЭЗ', 'of preferential taxation in the SEZ', 'ÖEB’de vergi teşviki süresi', '经济特区税收优惠期'], 30),
  ],
};

export const settingFiles: SeedCollection = {
  collection: 'setting-files',
  key: 'key',
  docs: [
    { key: 'gchp', title: l4(['Документы о ГЧП', 'PPP documents', 'KÖİ belgeleri', 'PPP文件']), items: [
      { title: l4(['Закон края о государственно-частном партнёрстве', 'Regional law on public-private partnership', 'Bölgesel kamu-özel iş birliği yasası', '边疆区政府和社会资本合作法']), subtitle: l4(['Редакция 2026 года', '2026 edition', '2026 sürümü', '2026年版']), file: pdf('gchp-law', 'Regional law on public-private partnership') },
      { title: l4(['Порядок рассмотрения предложений о ГЧП', 'Procedure for PPP proposals', 'KÖİ önerilerinin değerlendirilme usulü', 'PPP项目建议书审议程序']), file: pdf('gchp-procedure', 'Procedure for public-private partnership proposals') },
    ] },
    { key: 'region_presentation', title: l4(['Презентация региона', 'Regional presentation', 'Bölge sunumu', '地区推介材料']), items: [
      { title: l4(['Инвестиционная презентация Красноярского края', 'Krasnoyarsk Krai investment presentation', 'Krasnoyarsk Krayı yatırım sunumu', '克拉斯诺亚尔斯克边疆区投资推介材料']), subtitle: l4(['PDF', 'PDF', 'PDF', 'PDF']), file: pdf('region-presentation', 'Krasnoyarsk Krai investment presentation') },
    ] },
    { key: 'investment_declaration_of_the_krasnoyarsk_territory', title: l4(['Инвестиционная декларация', 'Investment declaration', 'Yatırım beyannamesi', '投资宣言']), items: [
      { title: l4(['Инвестиционная декларация Красноярского края', 'Investment declaration of Krasnoyarsk Krai', 'Krasnoyarsk Krayı yatırım beyannamesi', '克拉斯诺亚尔斯克边疆区投资宣言']), file: pdf('investment-declaration', 'Investment declaration of Krasnoyarsk Krai') },
    ] },
    { key: 'investicionniy_komitet_krasnoyarskogo_kraya', title: l4(['Инвестиционный комитет', 'Investment committee', 'Yatırım komitesi', '投资委员会']), items: [
      { title: l4(['Положение об инвестиционном комитете', 'Regulations of the investment committee', 'Yatırım komitesi yönetmeliği', '投资委员会条例']), file: pdf('investment-committee-regulations', 'Regulations of the investment committee') },
      { title: l4(['Состав инвестиционного комитета', 'Members of the investment committee', 'Yatırım komitesinin üyeleri', '投资委员会成员']), file: pdf('investment-committee-members', 'Members of the investment committee') },
    ] },
    { key: 'normativnie_documenti_arctici', title: l4(['Нормативные документы Арктической зоны', 'Arctic zone regulations', 'Arktik bölge mevzuatı', '北极地区法规']), items: [
      { title: l4(['Федеральный закон от 13.07.2020 № 193-ФЗ', 'Federal Law No. 193-FZ of 13 July 2020', '13.07.2020 tarihli ve 193-FZ sayılı Federal Yasa', '2020年7月13日第193-FZ号联邦法']), subtitle: l4(['О государственной поддержке предпринимательской деятельности в Арктической зоне Российской Федерации', 'On state support for business in the Arctic zone of the Russian Federation', 'Rusya Federasyonu Arktik bölgesinde girişimciliğe devlet desteği hakkında', '关于对俄罗斯联邦北极地区经营活动的国家扶持']), file: pdf('arctic-law-193-fz', 'Federal Law No. 193-FZ of 13 July 2020') },
      { title: l4(['Федеральный закон от 13.07.2020 № 194-ФЗ', 'Federal Law No. 194-FZ of 13 July 2020', '13.07.2020 tarihli ve 194-FZ sayılı Federal Yasa', '2020年7月13日第194-FZ号联邦法']), subtitle: l4(['Об изменениях Налогового кодекса для резидентов Арктической зоны', 'Amendments to the Tax Code for Arctic zone residents', 'Arktik bölgedeki yerleşik şirketler için Vergi Kanunu değişiklikleri', '针对北极地区入驻企业的税法修订']), file: pdf('arctic-law-194-fz', 'Federal Law No. 194-FZ of 13 July 2020') },
      { title: l4(['Федеральный закон от 13.07.2020 № 195-ФЗ', 'Federal Law No. 195-FZ of 13 July 2020', '13.07.2020 tarihli ve 195-FZ sayılı Federal Yasa', '2020年7月13日第195-FZ号联邦法']), subtitle: l4(['О внесении изменений в отдельные законодательные акты в связи с режимом Арктической зоны', 'Amendments to certain laws in connection with the Arctic zone regime', 'Arktik bölge rejimi nedeniyle bazı yasalarda yapılan değişiklikler', '因北极地区制度而修订部分法律']), file: pdf('arctic-law-195-fz', 'Federal Law No. 195-FZ of 13 July 2020') },
    ] },
  ],
};

const block = (title: L4, text: L4) => ({ title: l4(title), text: l4(text) });

export const pageGlobals: SeedGlobal[] = [
  {
    global: 'about-region',
    data: {
      title: l4(['О регионе', 'About the region', 'Bölge hakkında', '地区概况']),
      lead: l4([
        'Красноярский край занимает 2,37 млн км² — 13,9 % территории России — и простирается на 3000 км от Северного Ледовитого океана до Саян.',
        'Krasnoyarsk Krai covers 2.37 million km², 13.9% of Russia, and stretches 3,000 km from the Arctic Ocean to the Sayan Mountains.',
        'Krasnoyarsk Krayı 2,37 milyon km² ile Rusya topraklarının %13,9’unu kaplar ve Kuzey Buz Denizi’nden Sayan Dağları’na kadar 3.000 km uzanır.',
        '克拉斯诺亚尔斯克边疆区面积237万平方公里，占俄罗斯领土的13.9%，从北冰洋到萨彦岭绵延3000公里。',
      ]),
      content: t(
        rt(
          'Край — крупный промышленный центр Сибири: цветная металлургия (Норильск, Красноярск, Богучаны), нефтегазодобыча (Ванкор), золотодобыча, лесопереработка, гидроэнергетика (Красноярская и Богучанская ГЭС).',
          { h2: 'Инвестиционные возможности' },
          { ul: ['КИП «Енисейская Сибирь»: более 160 инициатив на сумму около 2,6 трлн рублей', 'ОЭЗ «Красноярская технологическая долина»: 32,9 Гкал/ч тепловой мощности, льготы на 5 лет', 'Арктическая зона и ТОСЭР «Железногорск»'] },
        ),
        rt(
          'The region is a major industrial centre of Siberia: non-ferrous metals (Norilsk, Krasnoyarsk, Boguchany), oil and gas (Vankor), gold, timber and hydropower (the Krasnoyarsk and Boguchany plants).',
          { h2: 'Investment opportunities' },
          { ul: ['Yenisei Siberia: over 160 initiatives worth about 2.6 trillion roubles', 'Krasnoyarsk Technology Valley SEZ: 32.9 Gcal/h of heat capacity and 5-year incentives', 'The Arctic zone and the Zheleznogorsk priority development area'] },
        ),
        rt(
          'Bölge Sibirya’nın büyük sanayi merkezlerinden biridir: demir dışı metalurji (Norilsk, Krasnoyarsk, Boguçanı), petrol ve doğal gaz (Vankor), altın madenciliği, ağaç işleme ve hidroelektrik (Krasnoyarsk ve Boguçanı santralleri).',
          { h2: 'Yatırım olanakları' },
          { ul: ['Yenisey Sibirya: toplam değeri yaklaşık 2,6 trilyon ruble olan 160’tan fazla girişim', 'Krasnoyarsk Teknoloji Vadisi ÖEB: 32,9 Gcal/saat ısı kapasitesi ve 5 yıllık teşvikler', 'Arktik bölge ve Jeleznogorsk öncelikli kalkınma bölgesi'] },
        ),
        rt(
          '边疆区是西伯利亚重要的工业中心：有色冶金（诺里尔斯克、克拉斯诺亚尔斯克、博古恰内）、油气开采（万科尔）、黄金开采、木材加工和水电（克拉斯诺亚尔斯克水电站和博古恰内水电站）。',
          { h2: '投资机会' },
          { ul: ['“叶尼塞西伯利亚”综合投资项目：160多项倡议，总额约2.6万亿卢布', '克拉斯诺亚尔斯克技术谷经济特区：供热容量32.9吉卡/小时，5年优惠', '北极地区和热列兹诺戈尔斯克超前发展区'] },
        ),
      ),
      image: img('global-about-region', 'river', 'Енисей у Красноярска', 'The Yenisei near Krasnoyarsk', 'Krasnoyarsk yakınlarında Yenisey', '克拉斯诺亚尔斯克附近的叶尼塞河'),
      facts: [
        { value: '2,37', unit: l4(['млн км²', 'million km²', 'milyon km²', '百万平方公里']), label: l4(['площадь', 'area', 'yüzölçümü', '面积']) },
        { value: '2,8', unit: l4(['млн', 'million', 'milyon', '百万']), label: l4(['жителей', 'inhabitants', 'nüfus', '居民']) },
        { value: '1628', unit: null, label: l4(['год основания Красноярска', 'Krasnoyarsk founded', 'Krasnoyarsk’ın kuruluş yılı', '克拉斯诺亚尔斯克建城年份']) },
      ],
      sections: [
        block(['Природные ресурсы', 'Natural resources', 'Doğal kaynaklar', '自然资源'], ['Никель, медь, металлы платиновой группы, золото, нефть, газ, уголь и крупнейшие в стране запасы леса.', 'Nickel, copper, platinum group metals, gold, oil, gas, coal and the country’s largest timber reserves.', 'Nikel, bakır, platin grubu metaller, altın, petrol, doğal gaz, kömür ve ülkenin en büyük orman varlıkları.', '镍、铜、铂族金属、黄金、石油、天然气、煤炭以及全国最大的森林资源。']),
        block(['Энергетика', 'Energy', 'Enerji', '能源'], ['Красноярская ГЭС (6000 МВт) и Богучанская ГЭС (около 3000 МВт) обеспечивают энергоёмкие производства.', 'The Krasnoyarsk (6,000 MW) and Boguchany (about 3,000 MW) hydropower plants supply power-intensive industries.', 'Krasnoyarsk (6.000 MW) ve Boguçanı (yaklaşık 3.000 MW) hidroelektrik santralleri enerji yoğun sanayiyi besliyor.', '克拉斯诺亚尔斯克水电站（6000兆瓦）和博古恰内水电站（约3000兆瓦）为高耗能产业供电。']),
        block(['Транспорт', 'Transport', 'Ulaşım', '交通'], ['Транссибирская магистраль, Енисей и выход к Северному морскому пути.', 'The Trans-Siberian Railway, the Yenisei and access to the Northern Sea Route.', 'Trans-Sibirya Demiryolu, Yenisey nehri ve Kuzey Deniz Yolu’na çıkış.', '西伯利亚大铁路、叶尼塞河以及通往北方海航道的出海口。']),
      ],
    },
  },
  {
    global: 'arctic',
    data: {
      title: l4(['Арктическая зона Красноярского края', 'The Arctic zone of Krasnoyarsk Krai', 'Krasnoyarsk Krayı’nın Arktik bölgesi', '克拉斯诺亚尔斯克边疆区北极地区']),
      lead: l4([
        'Норильск, Таймырский Долгано-Ненецкий и Туруханский районы и часть Эвенкии входят в Арктическую зону Российской Федерации.',
        'Norilsk, the Taimyr and Turukhansk districts and part of Evenkia belong to the Arctic zone of the Russian Federation.',
        'Norilsk, Taymır Dolgan-Nenets ve Turuhansk ilçeleri ile Evenkiya’nın bir kısmı Rusya Federasyonu Arktik bölgesine dahildir.',
        '诺里尔斯克、泰梅尔多尔干-涅涅茨区、图鲁汉斯克区以及埃文基部分地区属于俄罗斯联邦北极地区。',
      ]),
      content: t(
        rt('Резиденты Арктической зоны получают налоговые льготы, пониженные страховые взносы и упрощённый доступ к земельным участкам.'),
        rt('Arctic zone residents get tax incentives, lower insurance premiums and easier access to land.'),
        rt('Arktik bölgedeki yerleşik şirketler vergi teşviklerinden, daha düşük sosyal sigorta primlerinden ve arsaya kolay erişimden yararlanır.'),
        rt('北极地区入驻企业可享受税收优惠、更低的社会保险费，并更便捷地获得土地。'),
      ),
      image: img('global-arctic', 'arctic', 'Арктика', 'The Arctic', 'Arktik', '北极'),
      benefits: [
        block(['Страховые взносы 7,6 %', 'Insurance premiums of 7.6%', '%7,6 sosyal sigorta primi', '社会保险费率7.6%'], ['в течение 10 лет для новых рабочих мест', 'for 10 years for new jobs', 'yeni istihdam için 10 yıl boyunca', '新增就业岗位10年内适用']),
        block(['Налог на прибыль', 'Profit tax', 'Kurumlar vergisi', '利润税'], ['пониженная ставка в течение 10 лет', 'a reduced rate for 10 years', '10 yıl boyunca indirimli oran', '10年内适用优惠税率']),
        block(['Земля без торгов', 'Land without a tender', 'İhalesiz arazi', '免招标供地'], ['предоставление участков резидентам без торгов', 'plots for residents without a tender', 'yerleşik şirketlere ihalesiz arsa tahsisi', '向入驻企业免招标提供地块']),
      ],
      requirements: [
        block(['Новый проект', 'A new project', 'Yeni proje', '新项目'], ['инвестиции не менее 1 млн ₽', 'investment of at least 1 million roubles', 'en az 1 milyon ruble yatırım', '投资额不低于100万卢布']),
        block(['Регистрация', 'Registration', 'Tescil', '注册'], ['юридическое лицо или ИП зарегистрированы в Арктической зоне', 'the company or sole trader is registered in the Arctic zone', 'şirket veya şahıs işletmesi Arktik bölgede kayıtlı olmalı', '法人或个体经营者须在北极地区注册']),
      ],
    },
  },
  {
    global: 'project-implementation-algorithm',
    data: {
      title: l4(['Алгоритм реализации инвестиционного проекта', 'How an investment project is implemented', 'Yatırım projesinin uygulama adımları', '投资项目实施流程']),
      lead: l4(['Пять шагов от идеи до запуска производства с сопровождением агентства.', 'Five steps from an idea to production, with the agency’s support.', 'Ajansın refakatiyle fikirden üretime beş adım.', '在投资发展署全程服务下，从构想到投产只需五步。']),
      content: t(
        rt('Агентство сопровождает проект на каждом шаге по принципу «одного окна».'),
        rt('The agency supports the project at every step as a one-stop shop.'),
        rt('Ajans projeye her adımda tek durak ilkesiyle refakat eder.'),
        rt('投资发展署以一站式服务陪伴项目走好每一步。'),
      ),
      image: img('global-algorithm', 'city', 'Красноярск', 'Krasnoyarsk', 'Krasnoyarsk', '克拉斯诺亚尔斯克'),
      steps: [
        { title: l4(['Заявка', 'Application', 'Başvuru', '申请']), text: l4(['Подайте проект через портал или линию прямых обращений.', 'Submit your project via the portal or the direct line.', 'Projenizi portal veya doğrudan başvuru hattı üzerinden gönderin.', '通过门户网站或直通热线提交项目。']), duration: l4(['1 день', '1 day', '1 gün', '1天']), responsible: l4(['Инвестор', 'Investor', 'Yatırımcı', '投资者']) },
        { title: l4(['Подбор площадки и мер поддержки', 'Choice of site and support', 'Saha ve destek tedbirlerinin seçimi', '选址和匹配扶持措施']), text: l4(['Менеджер подберёт площадку и меры поддержки.', 'A manager selects a site and support measures.', 'Proje yöneticisi saha ve destek tedbirlerini seçer.', '项目经理为您选择场地并匹配扶持措施。']), duration: l4(['до 10 дней', 'up to 10 days', '10 güne kadar', '最长10天']), responsible: l4(['Корпорация развития', 'Development corporation', 'Kalkınma şirketi', '发展公司']) },
        { title: l4(['Инвестиционный комитет', 'Investment committee', 'Yatırım komitesi', '投资委员会']), text: l4(['Рассмотрение проекта и присвоение статуса.', 'The project is reviewed and granted its status.', 'Projenin incelenmesi ve statü verilmesi.', '审议项目并授予相应地位。']), duration: l4(['до 30 дней', 'up to 30 days', '30 güne kadar', '最长30天']), responsible: l4(['Правительство края', 'Regional government', 'Bölge hükümeti', '边疆区政府']) },
        { title: l4(['Подключение к сетям и разрешения', 'Utilities and permits', 'Altyapı bağlantıları ve izinler', '接入公用设施和办理许可']), text: l4(['В сроки свода инвестиционных правил.', 'Within the deadlines of the code of investment rules.', 'Yatırım kuralları kodundaki süreler içinde.', '在投资规则汇编规定的期限内完成。']), duration: l4(['до 135 дней', 'up to 135 days', '135 güne kadar', '最长135天']), responsible: l4(['Сетевые организации, муниципалитеты', 'Utility companies and municipalities', 'Altyapı şirketleri ve belediyeler', '公用事业公司和行政区']) },
        { title: l4(['Запуск производства', 'Start of production', 'Üretimin başlaması', '投产']), text: l4(['Ввод объекта в эксплуатацию и мониторинг.', 'Commissioning and monitoring.', 'Tesisin işletmeye alınması ve izleme.', '项目竣工投产并接受跟踪服务。']), duration: l4(['по графику проекта', 'per the project schedule', 'proje takvimine göre', '按项目进度']), responsible: l4(['Инвестор', 'Investor', 'Yatırımcı', '投资者']) },
      ],
    },
  },
  {
    global: 'korporaciya-razvitiya-eniseyskoy-sibiri',
    data: {
      title: l4(['Корпорация развития Енисейской Сибири', 'Yenisei Siberia Development Corporation', 'Yenisey Sibirya Kalkınma Şirketi', '叶尼塞西伯利亚发展公司']),
      lead: l4(['Специализированная организация по привлечению инвестиций и сопровождению проектов в крае.', 'The specialised organisation for attracting investment and supporting projects in the region.', 'Bölgeye yatırım çekmek ve projelere refakat etmek için kurulmuş uzman kuruluş.', '负责招商引资和项目服务的专门机构。']),
      content: t(
        rt('Корпорация сопровождает проекты КИП «Енисейская Сибирь» и инвесторов края по принципу «одного окна».'),
        rt('The corporation supports Yenisei Siberia projects and the region’s investors as a one-stop shop.'),
        rt('Şirket, Yenisey Sibirya projelerine ve bölgedeki yatırımcılara tek durak ilkesiyle refakat eder.'),
        rt('该公司以一站式服务支持“叶尼塞西伯利亚”综合投资项目和边疆区投资者。'),
      ),
      image: img('global-corporation', 'city', 'Деловой центр Красноярска', 'Krasnoyarsk business centre', 'Krasnoyarsk iş merkezi', '克拉斯诺亚尔斯克商务中心'),
      services: [
        block(['Сопровождение проектов', 'Project support', 'Proje refakati', '项目全程服务'], ['от идеи до ввода в эксплуатацию', 'from the idea to commissioning', 'fikirden işletmeye alınmaya kadar', '从构想到投产']),
        block(['Подбор площадок', 'Site selection', 'Saha seçimi', '选址'], ['земельные участки и помещения', 'land plots and premises', 'arsalar ve binalar', '地块和厂房']),
        block(['Взаимодействие с властью', 'Liaison with the authorities', 'Kamu kurumlarıyla ilişkiler', '与政府部门对接'], ['согласования и разрешения', 'approvals and permits', 'onaylar ve izinler', '审批和许可']),
      ],
      contacts: { address: l4(['г. Красноярск', 'Krasnoyarsk', 'Krasnoyarsk', '克拉斯诺亚尔斯克市']), phone: '+7 (391) 200-10-10', email: 'info@korporaciya.example.ru', website: 'https://korporaciya.example.ru' },
    },
  },
  {
    global: 'techno-valley',
    data: {
      title: l4(['ОЭЗ «Красноярская технологическая долина»', 'Krasnoyarsk Technology Valley SEZ', 'Krasnoyarsk Teknoloji Vadisi ÖEB', '克拉斯诺亚尔斯克技术谷经济特区']),
      lead: l4(['Особая экономическая зона промышленно-производственного типа с готовой инфраструктурой.', 'An industrial special economic zone with ready infrastructure.', 'Hazır altyapıya sahip sanayi ve üretim tipi özel ekonomik bölge.', '基础设施齐备的工业生产型经济特区。']),
      content: t(
        rt('Резиденты получают льготный налоговый режим на 5 лет, режим свободной таможенной зоны и подключение к сетям.'),
        rt('Residents get 5-year tax incentives, a free customs zone and utility connections.'),
        rt('Yerleşik şirketler 5 yıllık vergi teşviklerinden, serbest gümrük bölgesi rejiminden ve altyapı bağlantılarından yararlanır.'),
        rt('入驻企业可享受5年税收优惠、自由关税区制度和公用设施接入。'),
      ),
      image: img('global-techno-valley', 'industry', 'Технологическая долина', 'Technology Valley', 'Teknoloji Vadisi', '技术谷'),
      facts: [
        { value: '32,9', unit: l4(['Гкал/ч', 'Gcal/h', 'Gcal/saat', '吉卡/小时']), label: l4(['доступной тепловой мощности', 'of available heat capacity', 'kullanılabilir ısı kapasitesi', '可用供热容量']) },
        { value: '5', unit: l4(YEARS), label: l4(['льготного налогообложения', 'of preferential taxation', 'vergi teşviki süresi', '税收优惠期']) },
      ],
      privileges: [
        block(['Налог на имущество', 'Property tax', 'Emlak vergisi', '财产税'], ['0 % в течение 5 лет', '0% for 5 years', '5 yıl boyunca %0', '5年内为0%']),
        block(['Земельный налог', 'Land tax', 'Arazi vergisi', '土地税'], ['0 % в течение 5 лет', '0% for 5 years', '5 yıl boyunca %0', '5年内为0%']),
        block(['Налог на прибыль', 'Profit tax', 'Kurumlar vergisi', '利润税'], ['пониженная ставка в течение 5 лет', 'a reduced rate for 5 years', '5 yıl boyunca indirimli oran', '5年内适用优惠税率']),
      ],
    },
  },
];

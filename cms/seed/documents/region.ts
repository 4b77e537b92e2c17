/** The region's documents: the investment presentation, the investment declaration and the investment committee's. */
import { article, ISSUERS, L, spec } from './four';

export const regionPresentation = spec({
  name: 'region-presentation',
  kind: 'presentation',
  date: '2026-02-16T10:00:00+07:00',
  issuer: ISSUERS.agency,
  title: L(
    'Инвестиционная презентация Красноярского края',
    'Krasnoyarsk Krai investment presentation',
    'Krasnoyarsk Krayı yatırım sunumu',
    '克拉斯诺亚尔斯克边疆区投资推介材料',
  ),
  subtitle: L(
    'Ресурсы, площадки и меры поддержки для инвестора · 2026',
    'Resources, sites and support for investors · 2026',
    'Yatırımcılar için kaynaklar, sahalar ve destek tedbirleri · 2026',
    '面向投资者的资源、场地和扶持措施 · 2026',
  ),
  blocks: [
    L(
      'Красноярский край — второй по площади регион России: он протянулся на 3000 км от Саян до берегов Северного Ледовитого океана. Край добывает и перерабатывает цветные и благородные металлы, нефть и газ, уголь и лес, а крупные ГЭС дают промышленности одну из самых доступных в стране электроэнергий.',
      'Krasnoyarsk Krai is Russia’s second-largest region, stretching 3,000 km from the Sayan Mountains to the Arctic Ocean. It mines and processes non-ferrous and precious metals, oil and gas, coal and timber, and its large hydropower plants supply industry with some of the most affordable electricity in the country.',
      'Krasnoyarsk Krayı, Sayan Dağları’ndan Arktik Okyanusu kıyılarına kadar 3.000 km uzanan, Rusya’nın yüzölçümü bakımından ikinci büyük bölgesidir. Bölgede demir dışı metaller ve değerli metaller, petrol ve gaz, kömür ve orman ürünleri çıkarılıp işlenir; büyük hidroelektrik santraller sanayiye ülkenin en uygun fiyatlı elektriğinden birini sağlar.',
      '克拉斯诺亚尔斯克边疆区是俄罗斯面积第二大的地区，从萨彦岭一直延伸到北冰洋沿岸，南北长达3000公里。边疆区开采和加工有色金属、贵金属、石油天然气、煤炭和木材，大型水电站为工业提供全国最具价格优势的电力之一。',
    ),
    {
      shares: [0.45, 0.55],
      table: [
        [L('Показатель', 'Indicator', 'Gösterge', '指标'), L('Значение', 'Value', 'Değer', '数值')],
        [L('Площадь', 'Area', 'Yüzölçümü', '面积'), L('2,37 млн км² (13,9 % территории России)', '2.37 million km² (13.9% of Russia)', '2,37 milyon km² (Rusya topraklarının %13,9’u)', '237万平方公里（占俄罗斯国土的13.9%）')],
        [L('Население', 'Population', 'Nüfus', '人口'), L('2,8 млн человек', '2.8 million people', '2,8 milyon kişi', '280万人')],
        [L('Протяжённость с севера на юг', 'North to south', 'Kuzeyden güneye uzunluk', '南北长度'), L('3000 км', '3,000 km', '3.000 km', '3000公里')],
        [L('Мощность Красноярской ГЭС', 'Krasnoyarsk hydropower plant capacity', 'Krasnoyarsk HES’in kurulu gücü', '克拉斯诺亚尔斯克水电站装机容量'), L('6000 МВт', '6,000 MW', '6.000 MW', '6000兆瓦')],
        [L('Портфель КИП «Енисейская Сибирь»', 'Yenisei Siberia portfolio', 'Yenisey Sibirya portföyü', '叶尼塞西伯利亚项目组合'), L('более 160 инициатив на 2,6 трлн ₽', 'over 160 initiatives worth 2.6 trillion roubles', '2,6 trilyon ruble değerinde 160’tan fazla girişim', '160多项倡议，总额2.6万亿卢布')],
      ],
    },
    { slide: L('Экономика и ресурсы', 'Economy and resources', 'Ekonomi ve kaynaklar', '经济与资源') },
    L(
      'Экономика края опирается на сырьё и энергию, а растёт за счёт их переработки: металлургия, лесопереработка, химия и производство строительных материалов ищут партнёров для новых переделов.',
      'The krai’s economy rests on raw materials and energy and grows by processing them: metals, wood processing, chemicals and building materials are looking for partners for new processing stages.',
      'Kray ekonomisi ham madde ve enerjiye dayanır, büyümesini ise bunların işlenmesine borçludur: metalurji, ahşap işleme, kimya ve yapı malzemeleri üreticileri yeni işleme aşamaları için ortak arıyor.',
      '边疆区经济以原材料和能源为基础，并依靠其深加工实现增长：冶金、木材加工、化工和建材行业正在为新的加工环节寻找合作伙伴。',
    ),
    {
      ul: [
        L('Цветная металлургия: никель, медь и металлы платиновой группы Норильского промышленного района, алюминий Красноярска и Богучан.', 'Non-ferrous metals: nickel, copper and platinum group metals from the Norilsk industrial district, aluminium from Krasnoyarsk and Boguchany.', 'Demir dışı metaller: Norilsk sanayi bölgesinden nikel, bakır ve platin grubu metaller; Krasnoyarsk ve Boguçanı’dan alüminyum.', '有色冶金：诺里尔斯克工业区的镍、铜和铂族金属，克拉斯诺亚尔斯克和博古恰内的铝。'),
        L('Нефть и газ Ванкорского кластера и юга Эвенкии.', 'Oil and gas from the Vankor cluster and southern Evenkia.', 'Vankor kümesi ve Güney Evenkiya’dan petrol ve gaz.', '万科尔油气集群和埃文基南部的石油天然气。'),
        L('Золото: край — один из лидеров золотодобычи в России.', 'Gold: the krai is one of Russia’s leading gold producers.', 'Altın: Kray, Rusya’nın önde gelen altın üreticilerinden biridir.', '黄金：边疆区是俄罗斯黄金产量领先的地区之一。'),
        L('Лес и глубокая переработка древесины в Нижнем Приангарье.', 'Timber and advanced wood processing in the Lower Angara region.', 'Aşağı Angara bölgesinde orman ürünleri ve ileri ahşap işleme.', '下安加拉地区的林业和木材深加工。'),
        L('Гидроэнергетика: Красноярская и Богучанская ГЭС.', 'Hydropower: the Krasnoyarsk and Boguchany hydropower plants.', 'Hidroelektrik: Krasnoyarsk ve Boguçanı hidroelektrik santralleri.', '水电：克拉斯诺亚尔斯克水电站和博古恰内水电站。'),
        L('Транспорт: Транссибирская магистраль, судоходный Енисей и выход к Северному морскому пути через порт Дудинка.', 'Transport: the Trans-Siberian Railway, the navigable Yenisei and access to the Northern Sea Route via the port of Dudinka.', 'Ulaşım: Trans-Sibirya Demiryolu, gemi taşımacılığına elverişli Yenisey Nehri ve Dudinka Limanı üzerinden Kuzey Deniz Yolu’na erişim.', '交通：西伯利亚大铁路、可通航的叶尼塞河，以及经杜金卡港通往北方海航道。'),
      ],
    },
    { slide: L('Льготные режимы для инвестора', 'Preferential regimes for investors', 'Yatırımcılar için teşvik rejimleri', '面向投资者的优惠制度') },
    {
      shares: [0.3, 0.25, 0.45],
      table: [
        [L('Режим', 'Regime', 'Rejim', '制度'), L('Где действует', 'Where', 'Nerede', '适用地区'), L('Главное для инвестора', 'What the investor gets', 'Yatırımcının kazancı', '投资者享有的优惠')],
        [
          L('ОЭЗ «Красноярская технологическая долина»', 'Krasnoyarsk Technology Valley SEZ', 'Krasnoyarsk Teknoloji Vadisi ÖEB', '克拉斯诺亚尔斯克技术谷经济特区'),
          L('Красноярск', 'Krasnoyarsk', 'Krasnoyarsk', '克拉斯诺亚尔斯克市'),
          L('льготы по налогам на прибыль, имущество и землю на 5 лет, свободная таможенная зона, 32,9 Гкал/ч тепловой мощности', 'profit, property and land tax incentives for 5 years, a free customs zone, 32.9 Gcal/h of heat capacity', '5 yıl boyunca kurumlar, emlak ve arazi vergisi teşvikleri, serbest gümrük bölgesi, 32,9 Gcal/saat ısı kapasitesi', '5年内享受利润税、财产税和土地税优惠，自由关税区，32.9吉卡/小时供热能力'),
        ],
        [
          L('ТОСЭР «Железногорск»', 'Zheleznogorsk priority development area', 'Zheleznogorsk öncelikli kalkınma bölgesi', '热列兹诺戈尔斯克超前发展区'),
          L('Железногорск', 'Zheleznogorsk', 'Zheleznogorsk', '热列兹诺戈尔斯克市'),
          L('пониженные ставки налога на прибыль и страховых взносов для новых производств', 'reduced profit tax and insurance premium rates for new production', 'yeni üretim tesisleri için indirimli kurumlar vergisi ve sigorta primi oranları', '新建生产项目享受较低的利润税税率和保险费率'),
        ],
        [
          L('Арктическая зона РФ', 'Arctic zone of the Russian Federation', 'Rusya Federasyonu Arktik bölgesi', '俄罗斯联邦北极地区'),
          L('4 муниципальных образования на севере края', '4 municipalities in the north of the krai', 'Kray’ın kuzeyindeki 4 belediye', '边疆区北部的4个行政区'),
          L('страховые взносы 7,6 % на 10 лет, налоговые льготы, земля без торгов', '7.6% insurance premiums for 10 years, tax incentives, land without auction', '10 yıl boyunca %7,6 sigorta primi, vergi teşvikleri, ihalesiz arazi tahsisi', '10年内保险费率7.6%，税收优惠，土地无需招标'),
        ],
        [
          L('Региональный инвестиционный проект', 'Regional investment project', 'Bölgesel yatırım projesi', '地区投资项目'),
          L('весь край', 'the whole krai', 'Kray’ın tamamı', '边疆区全境'),
          L('пониженная ставка налога на прибыль на срок окупаемости проекта', 'a reduced profit tax rate until the project pays back', 'proje kendini amorti edene kadar indirimli kurumlar vergisi oranı', '项目回收期内享受较低的利润税税率'),
        ],
      ],
    },
    L(
      'Условия каждого режима и расчёт льгот для вашего проекта — в калькуляторе льгот на инвестиционном портале края.',
      'The terms of each regime and the incentives for your project: see the benefits calculator on the krai’s investment portal.',
      'Her rejimin koşulları ve projeniz için teşviklerin hesabı: Kray’ın yatırım portalındaki teşvik hesaplayıcıda.',
      '各项制度的条件以及您项目可享受的优惠测算：请使用边疆区投资门户网站上的优惠计算器。',
    ),
    { slide: L('Проекты и площадки', 'Projects and sites', 'Projeler ve sahalar', '项目与场地') },
    L(
      'Комплексный инвестиционный проект «Енисейская Сибирь» объединяет более 160 инициатив Красноярского края, Хакасии и Тывы общей стоимостью около 2,6 трлн рублей со сроком реализации 10–15 лет.',
      'The Yenisei Siberia integrated investment project brings together more than 160 initiatives of Krasnoyarsk Krai, Khakassia and Tyva worth about 2.6 trillion roubles, to be implemented over 10–15 years.',
      'Yenisey Sibirya entegre yatırım projesi, Krasnoyarsk Krayı, Hakasya ve Tuva’nın toplam değeri yaklaşık 2,6 trilyon ruble olan ve 10–15 yılda hayata geçirilecek 160’tan fazla girişimini bir araya getirir.',
      '叶尼塞西伯利亚综合投资项目汇集了克拉斯诺亚尔斯克边疆区、哈卡斯共和国和图瓦共和国的160多项倡议，总额约2.6万亿卢布，实施期为10至15年。',
    ),
    {
      ul: [
        L('Производственные площадки с данными о подключении к сетям — в каталоге площадок на портале.', 'Production sites with their utility connections: see the site catalogue on the portal.', 'Altyapı bağlantı bilgileriyle üretim sahaları: portaldaki saha kataloğunda.', '附有管网接入数据的生产场地：见门户网站场地目录。'),
        L('Инвестиционные предложения и проекты, для которых край ищет инвестора.', 'Investment offers and projects for which the krai is looking for investors.', 'Kray’ın yatırımcı aradığı yatırım teklifleri ve projeler.', '边疆区正在寻找投资方的投资提案和项目。'),
        L('Проекты государственно-частного партнёрства и концессии.', 'Public-private partnership projects and concessions.', 'Kamu-özel iş birliği (KÖİ) projeleri ve imtiyazlar.', '政府和社会资本合作（PPP）项目及特许经营项目。'),
      ],
    },
    { slide: L('Как агентство помогает инвестору', 'How the agency helps investors', 'Ajans yatırımcılara nasıl yardımcı olur', '投资发展署如何帮助投资者') },
    {
      ol: [
        L('Подбирает площадку и меры поддержки под проект.', 'Finds a site and support measures that fit the project.', 'Projeye uygun sahayı ve destek tedbirlerini belirler.', '为项目匹配场地和扶持措施。'),
        L('Сопровождает проект по принципу «одного окна»: земля, разрешения, подключение к сетям.', 'Supports the project through a one-stop shop: land, permits, utility connections.', 'Projeye tek durak ilkesiyle eşlik eder: arazi, izinler, altyapı bağlantıları.', '按“一站式服务”原则陪同项目：土地、许可和管网接入。'),
        L('Выносит проект на инвестиционный комитет края.', 'Brings the project before the krai’s investment committee.', 'Projeyi Kray’ın yatırım komitesine sunar.', '将项目提交边疆区投资委员会审议。'),
        L('Помогает получить статус резидента ОЭЗ, ТОСЭР или Арктической зоны.', 'Helps the investor become a resident of the SEZ, the priority development area or the Arctic zone.', 'ÖEB, öncelikli kalkınma bölgesi veya Arktik bölgede yerleşik şirket statüsü almaya yardımcı olur.', '协助获得经济特区、超前发展区或北极地区入驻企业资格。'),
      ],
    },
    L(
      'Линия прямых обращений инвесторов — на инвестиционном портале края; телефон +7 (391) 200-00-00.',
      'The investors’ direct line is on the krai’s investment portal; phone +7 (391) 200-00-00.',
      'Yatırımcılar için doğrudan başvuru hattı Kray’ın yatırım portalındadır; telefon +7 (391) 200-00-00.',
      '投资者直通热线位于边疆区投资门户网站；电话 +7 (391) 200-00-00。',
    ),
  ],
});

export const investmentDeclaration = spec({
  name: 'investment-declaration',
  kind: 'document',
  date: '2026-01-20T10:00:00+07:00',
  issuer: ISSUERS.government,
  title: L(
    'Инвестиционная декларация Красноярского края',
    'Investment declaration of Krasnoyarsk Krai',
    'Krasnoyarsk Krayı yatırım beyannamesi',
    '克拉斯诺亚尔斯克边疆区投资宣言',
  ),
  subtitle: L(
    'Принципы и обязательства органов власти края перед инвесторами',
    'The principles and commitments of the krai’s authorities to investors',
    'Kray yönetiminin yatırımcılara karşı ilke ve taahhütleri',
    '边疆区政府机关对投资者的原则与承诺',
  ),
  blocks: [
    { h2: L('1. Общие положения', '1. General provisions', '1. Genel hükümler', '一、总则') },
    L(
      '1.1. Декларация устанавливает принципы, на которых органы исполнительной власти Красноярского края строят отношения с инвесторами, и обязательства, которые они принимают на себя.',
      '1.1. This declaration sets out the principles on which the executive authorities of Krasnoyarsk Krai build their relations with investors and the commitments they undertake.',
      '1.1. Bu beyanname, Krasnoyarsk Krayı yürütme organlarının yatırımcılarla ilişkilerini dayandırdığı ilkeleri ve üstlendikleri taahhütleri belirler.',
      '1.1. 本宣言规定克拉斯诺亚尔斯克边疆区行政机关与投资者建立关系所遵循的原则及其承担的义务。',
    ),
    L(
      '1.2. Декларация распространяется на всех инвесторов независимо от страны происхождения капитала, формы собственности и размера вложений.',
      '1.2. The declaration applies to all investors regardless of the origin of their capital, form of ownership or size of investment.',
      '1.2. Beyanname, sermayenin menşe ülkesi, mülkiyet biçimi ve yatırım büyüklüğünden bağımsız olarak tüm yatırımcılar için geçerlidir.',
      '1.2. 本宣言适用于所有投资者，不论其资本来源国、所有制形式和投资规模。',
    ),
    { h2: L('2. Принципы', '2. Principles', '2. İlkeler', '二、原则') },
    {
      ol: [
        L('Равные условия: одинаковые требования и меры поддержки для всех инвесторов.', 'Equal treatment: the same requirements and support measures for every investor.', 'Eşit muamele: tüm yatırımcılar için aynı gereklilikler ve destek tedbirleri.', '平等对待：对所有投资者适用相同的要求和扶持措施。'),
        L('Открытость: правила, сроки и решения публикуются на инвестиционном портале края.', 'Transparency: rules, deadlines and decisions are published on the krai’s investment portal.', 'Şeffaflık: kurallar, süreler ve kararlar Kray’ın yatırım portalında yayımlanır.', '公开透明：规则、期限和决定在边疆区投资门户网站上公布。'),
        L('Стабильность: условия поддержки, на которых принято решение об инвестициях, не ухудшаются для начатого проекта.', 'Stability: the terms of support on which an investment decision was made do not worsen for a project under way.', 'İstikrar: yatırım kararının dayandığı destek koşulları, başlamış bir proje için kötüleştirilmez.', '稳定性：已启动项目据以作出投资决定的扶持条件不会变差。'),
        L('«Одно окно»: инвестора сопровождает агентство от первого обращения до ввода объекта.', 'One-stop shop: the agency supports the investor from the first enquiry to commissioning.', 'Tek durak: Ajans, yatırımcıya ilk başvurudan tesisin devreye alınmasına kadar eşlik eder.', '一站式服务：投资发展署从首次咨询到项目投产全程陪同投资者。'),
        L('Диалог: нормативные акты, затрагивающие инвесторов, проходят публичное обсуждение и оценку регулирующего воздействия.', 'Dialogue: regulations that affect investors go through public consultation and a regulatory impact assessment.', 'Diyalog: yatırımcıları etkileyen düzenlemeler kamuoyu görüşüne ve düzenleyici etki analizine tabi tutulur.', '对话：涉及投资者的法规须经过公开讨论和监管影响评估。'),
      ],
    },
    { h2: L('3. Обязательства органов власти края', '3. Commitments of the krai’s authorities', '3. Kray yönetiminin taahhütleri', '三、边疆区政府机关的承诺') },
    L(
      '3.1. Отвечать на обращение инвестора не позднее 30 дней, а на обращение через личный кабинет портала — не позднее 7 дней.',
      '3.1. To answer an investor’s enquiry within 30 days, or within 7 days when it is sent through the portal’s personal account.',
      '3.1. Yatırımcı başvurularını en geç 30 gün içinde, portaldaki kişisel hesap üzerinden yapılan başvuruları ise en geç 7 gün içinde yanıtlamak.',
      '3.1. 在30天内答复投资者的诉求；通过门户网站个人账户提交的诉求，在7天内答复。',
    ),
    L(
      '3.2. Соблюдать сроки административных процедур, указанные в таблице, и публиковать отчёт об их соблюдении ежегодно.',
      '3.2. To keep to the deadlines of the administrative procedures listed in the table and to publish a yearly report on them.',
      '3.2. Tabloda belirtilen idari işlem sürelerine uymak ve bunlara ilişkin yıllık rapor yayımlamak.',
      '3.2. 遵守下表所列行政程序的期限，并每年公布执行情况报告。',
    ),
    {
      shares: [0.6, 0.4],
      table: [
        [L('Процедура', 'Procedure', 'İşlem', '程序'), L('Срок', 'Deadline', 'Süre', '期限')],
        [L('Подключение к электрическим сетям', 'Connection to the power grid', 'Elektrik şebekesine bağlantı', '接入电网'), L('до 90 дней', 'up to 90 days', '90 güne kadar', '不超过90天')],
        [L('Подключение к газораспределительным сетям', 'Connection to gas distribution networks', 'Doğal gaz dağıtım şebekesine bağlantı', '接入燃气配送管网'), L('до 135 дней', 'up to 135 days', '135 güne kadar', '不超过135天')],
        [L('Подключение к теплоснабжению', 'Connection to heat supply', 'Isı şebekesine bağlantı', '接入供热管网'), L('до 120 дней', 'up to 120 days', '120 güne kadar', '不超过120天')],
        [L('Предоставление земельного участка', 'Provision of a land plot', 'Arazi tahsisi', '提供土地'), L('до 60 дней', 'up to 60 days', '60 güne kadar', '不超过60天')],
        [L('Разрешение на строительство', 'Building permit', 'İnşaat ruhsatı', '建设许可'), L('до 5 рабочих дней', 'up to 5 working days', '5 iş gününe kadar', '不超过5个工作日')],
      ],
    },
    L(
      '3.3. Рассматривать проекты на инвестиционном комитете края и сообщать инвестору решение в течение 10 рабочих дней после заседания.',
      '3.3. To review projects at the krai’s investment committee and inform the investor of the decision within 10 working days of the meeting.',
      '3.3. Projeleri Kray’ın yatırım komitesinde görüşmek ve kararı toplantıdan sonraki 10 iş günü içinde yatırımcıya bildirmek.',
      '3.3. 在边疆区投资委员会审议项目，并在会议后10个工作日内将决定通知投资者。',
    ),
    { h2: L('4. Заключительные положения', '4. Final provisions', '4. Son hükümler', '四、附则') },
    L(
      '4.1. Декларация пересматривается не реже одного раза в три года с участием делового сообщества края.',
      '4.1. The declaration is reviewed at least once every three years together with the krai’s business community.',
      '4.1. Beyanname, Kray’ın iş dünyasının katılımıyla en az üç yılda bir gözden geçirilir.',
      '4.1. 本宣言至少每三年在边疆区企业界参与下修订一次。',
    ),
  ],
});

export const committeeRegulations = spec({
  name: 'investment-committee-regulations',
  kind: 'document',
  date: '2026-03-10T10:00:00+07:00',
  issuer: ISSUERS.government,
  title: L(
    'Положение об инвестиционном комитете Красноярского края',
    'Regulations of the investment committee of Krasnoyarsk Krai',
    'Krasnoyarsk Krayı yatırım komitesi yönetmeliği',
    '克拉斯诺亚尔斯克边疆区投资委员会条例',
  ),
  blocks: [
    article(1, 'Общие положения', 'General provisions', 'Genel hükümler', '总则'),
    L(
      '1. Инвестиционный комитет Красноярского края (далее — комитет) — постоянно действующий коллегиальный орган при Правительстве края, который рассматривает инвестиционные проекты и решает вопросы их поддержки.',
      '1. The investment committee of Krasnoyarsk Krai (the committee) is a permanent collegial body of the krai’s Government that reviews investment projects and decides on their support.',
      '1. Krasnoyarsk Krayı yatırım komitesi (komite), Kray Hükümeti bünyesinde yatırım projelerini inceleyen ve bunlara verilecek desteğe karar veren daimi bir kurul organıdır.',
      '1. 克拉斯诺亚尔斯克边疆区投资委员会（以下简称“委员会”）是边疆区政府下设的常设合议机构，负责审议投资项目并决定对其的支持事项。',
    ),
    article(2, 'Задачи комитета', 'Tasks of the committee', 'Komitenin görevleri', '委员会的任务'),
    {
      ol: [
        L('Рассмотрение инвестиционных проектов, представленных агентством развития инвестиционной деятельности края.', 'Reviewing investment projects submitted by the krai’s investment development agency.', 'Kray Yatırım Geliştirme Ajansı tarafından sunulan yatırım projelerini incelemek.', '审议边疆区投资发展署提交的投资项目。'),
        L('Решения о предоставлении мер поддержки и о присвоении проекту статуса приоритетного.', 'Deciding on support measures and on granting a project priority status.', 'Destek tedbirlerinin sağlanmasına ve projeye öncelikli proje statüsü verilmesine karar vermek.', '决定提供扶持措施以及授予项目优先项目地位。'),
        L('Решение вопросов, которые мешают реализации проекта: земля, сети, разрешения.', 'Resolving issues that hold a project back: land, utilities, permits.', 'Projenin hayata geçirilmesini engelleyen arazi, altyapı ve izin sorunlarını çözmek.', '解决阻碍项目实施的土地、管网和许可问题。'),
      ],
    },
    article(3, 'Состав комитета', 'Membership', 'Komitenin yapısı', '委员会的组成'),
    L(
      '1. Председатель комитета — Губернатор Красноярского края. Состав комитета утверждает Правительство края; в него входят руководители органов власти края, представители делового сообщества и институтов развития.',
      '1. The committee is chaired by the Governor of Krasnoyarsk Krai. Its members are approved by the krai’s Government and include heads of the krai’s authorities and representatives of the business community and development institutions.',
      '1. Komitenin başkanı Krasnoyarsk Krayı Valisidir. Komitenin üyelerini Kray Hükümeti onaylar; üyeler arasında Kray yönetiminin üst düzey yöneticileri ile iş dünyası ve kalkınma kurumlarının temsilcileri yer alır.',
      '1. 委员会主席由克拉斯诺亚尔斯克边疆区行政长官担任。委员会组成由边疆区政府批准，成员包括边疆区政府机关负责人以及企业界和发展机构的代表。',
    ),
    article(4, 'Порядок работы', 'Procedure', 'Çalışma usulü', '工作程序'),
    {
      ol: [
        L('Заседания проводятся по мере поступления проектов, но не реже одного раза в квартал.', 'Meetings are held as projects come in, and at least once a quarter.', 'Toplantılar projeler geldikçe ve en az üç ayda bir yapılır.', '会议根据项目提交情况召开，每季度至少一次。'),
        L('Материалы по проекту направляются членам комитета не позднее 5 рабочих дней до заседания.', 'Project materials are sent to members at least 5 working days before the meeting.', 'Proje belgeleri toplantıdan en az 5 iş günü önce üyelere gönderilir.', '项目材料最迟于会议前5个工作日发送给委员。'),
        L('Инвестор вправе представить свой проект на заседании лично.', 'The investor may present the project at the meeting in person.', 'Yatırımcı, projesini toplantıda bizzat sunma hakkına sahiptir.', '投资者有权在会议上亲自介绍项目。'),
      ],
    },
    article(5, 'Решения комитета', 'Decisions', 'Komite kararları', '委员会的决定'),
    L(
      '1. Комитет правомочен, если на заседании присутствует больше половины его членов. Решения принимаются большинством голосов присутствующих и оформляются протоколом, который подписывает председатель.',
      '1. The committee has a quorum when more than half of its members are present. Decisions are taken by a majority of those present and recorded in minutes signed by the chair.',
      '1. Üyelerin yarısından fazlası toplantıda hazır bulunduğunda komite karar alma yetkisine sahiptir. Kararlar hazır bulunanların oy çokluğuyla alınır ve başkanın imzaladığı bir tutanakla kayda geçirilir.',
      '1. 出席会议的委员超过半数时，委员会方可议事。决定由出席委员多数票通过，并以主席签署的会议纪要形式记录。',
    ),
    L(
      '2. Агентство сообщает инвестору решение комитета в течение 10 рабочих дней после заседания.',
      '2. The agency informs the investor of the committee’s decision within 10 working days of the meeting.',
      '2. Ajans, komitenin kararını toplantıdan sonraki 10 iş günü içinde yatırımcıya bildirir.',
      '2. 投资发展署在会议后10个工作日内将委员会的决定通知投资者。',
    ),
    article(6, 'Обеспечение деятельности', 'Support of the committee’s work', 'Komitenin çalışmalarının desteklenmesi', '委员会工作的保障'),
    L(
      '1. Организационно-техническое обеспечение работы комитета осуществляет агентство развития инвестиционной деятельности Красноярского края; секретарь комитета — сотрудник агентства.',
      '1. The Krasnoyarsk Krai Investment Development Agency provides the committee’s organisational and technical support; the committee’s secretary is a member of the agency’s staff.',
      '1. Komitenin örgütsel ve teknik desteğini Krasnoyarsk Krayı Yatırım Geliştirme Ajansı sağlar; komite sekreteri Ajans çalışanıdır.',
      '1. 委员会的组织和技术保障工作由克拉斯诺亚尔斯克边疆区投资发展署负责；委员会秘书由投资发展署工作人员担任。',
    ),
  ],
});

export const committeeMembers = spec({
  name: 'investment-committee-members',
  kind: 'document',
  date: '2026-03-10T10:00:00+07:00',
  issuer: ISSUERS.government,
  title: L(
    'Состав инвестиционного комитета Красноярского края',
    'Members of the investment committee of Krasnoyarsk Krai',
    'Krasnoyarsk Krayı yatırım komitesinin üyeleri',
    '克拉斯诺亚尔斯克边疆区投资委员会成员',
  ),
  subtitle: L('По должностям', 'By position', 'Görevlere göre', '按职务列出'),
  blocks: [
    {
      shares: [0.3, 0.7],
      table: [
        [L('Роль в комитете', 'Role', 'Komitedeki görevi', '委员会职务'), L('Должность', 'Position', 'Makam', '职务')],
        [L('Председатель', 'Chair', 'Başkan', '主席'), L('Губернатор Красноярского края', 'Governor of Krasnoyarsk Krai', 'Krasnoyarsk Krayı Valisi', '克拉斯诺亚尔斯克边疆区行政长官')],
        [L('Заместитель председателя', 'Deputy chair', 'Başkan yardımcısı', '副主席'), L('Первый заместитель председателя Правительства края', 'First Deputy Chair of the krai’s Government', 'Kray Hükümeti Başkanının birinci yardımcısı', '边疆区政府第一副主席')],
        [L('Секретарь', 'Secretary', 'Sekreter', '秘书'), L('Сотрудник агентства развития инвестиционной деятельности края', 'A member of staff of the krai’s investment development agency', 'Kray Yatırım Geliştirme Ajansı çalışanı', '边疆区投资发展署工作人员')],
        [L('Член комитета', 'Member', 'Üye', '委员'), L('Министр экономики и регионального развития края', 'Minister of Economy and Regional Development of the krai', 'Kray Ekonomi ve Bölgesel Kalkınma Bakanı', '边疆区经济和地区发展部部长')],
        [L('Член комитета', 'Member', 'Üye', '委员'), L('Министр промышленности и торговли края', 'Minister of Industry and Trade of the krai', 'Kray Sanayi ve Ticaret Bakanı', '边疆区工业和贸易部部长')],
        [L('Член комитета', 'Member', 'Üye', '委员'), L('Министр финансов края', 'Minister of Finance of the krai', 'Kray Maliye Bakanı', '边疆区财政部部长')],
        [L('Член комитета', 'Member', 'Üye', '委员'), L('Руководитель агентства развития инвестиционной деятельности края', 'Head of the krai’s investment development agency', 'Kray Yatırım Geliştirme Ajansı Başkanı', '边疆区投资发展署署长')],
        [L('Член комитета', 'Member', 'Üye', '委员'), L('Уполномоченный по защите прав предпринимателей в крае', 'Business Ombudsman of the krai', 'Kray İş İnsanlarının Haklarını Koruma Ombudsmanı', '边疆区企业家权益保护专员')],
        [L('Член комитета', 'Member', 'Üye', '委员'), L('Представитель регионального отделения «Деловой России»', 'A representative of the regional branch of Business Russia', 'Delovaya Rossiya (İş Dünyası Rusya) bölge şubesinin temsilcisi', '“实业俄罗斯”地区分会代表')],
      ],
    },
    L(
      'Персональный состав комитета утверждается распоряжением Правительства края и публикуется на его официальном сайте.',
      'The committee’s members by name are approved by an order of the krai’s Government and published on its official website.',
      'Komitenin isim listesi Kray Hükümeti kararıyla onaylanır ve Hükümetin resmî internet sitesinde yayımlanır.',
      '委员会的具体人员名单由边疆区政府令批准，并在政府官方网站公布。',
    ),
  ],
});

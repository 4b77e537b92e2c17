import { t } from '../localize';
import type { SeedCollection } from '../types';

type L = [ru: string, en: string, tr: string, zh: string];
type Item = { kind: 'guide' | 'algorithm' | 'video'; order: number; title: L; summary: L; body?: L; url?: string; linkLabel?: L; duration?: string };

const loc = (v: L | undefined) => (v ? t(...v) : undefined);

/** The cabinet's Study tab: guides, the investor's action algorithm, videos. */
const items: Item[] = [
  // ── The investor's action algorithm ───────────────────────────────────────────────────────────
  {
    kind: 'algorithm',
    order: 10,
    title: ['Шаг 1. Сформулируйте проект', 'Step 1. Describe the project', 'Adım 1. Projeyi tanımlayın', '第一步：描述项目'],
    summary: [
      'Опишите, что и где вы хотите производить, объём инвестиций, сроки и число рабочих мест.',
      'Describe what you want to produce and where, the investment volume, the timeline and the jobs created.',
      'Neyi nerede üretmek istediğinizi, yatırım hacmini, takvimi ve yaratılacak istihdamı açıklayın.',
      '说明您计划在何地生产何种产品、投资规模、实施期限以及新增就业岗位数量。',
    ],
    body: [
      'Подготовьте краткое описание проекта и оцените потребность в земле, электроэнергии, воде, тепле и транспорте: эти данные понадобятся для паспорта проекта и подбора площадки.',
      'Prepare a short description and estimate your needs for land, electricity, water, heat and transport: the project passport and the choice of a site depend on them.',
      'Kısa bir proje açıklaması hazırlayın ve arazi, elektrik, su, ısı ve ulaşım ihtiyacınızı tahmin edin: proje pasaportu ve saha seçimi bu verilere dayanır.',
      '准备项目概要，并估算对土地、电力、水、热力和交通的需求：项目护照和选址都取决于这些数据。',
    ],
  },
  {
    kind: 'algorithm',
    order: 20,
    title: ['Шаг 2. Подайте заявку на портале', 'Step 2. Submit an application on the portal', 'Adım 2. Portal üzerinden başvurun', '第二步：在门户提交申请'],
    summary: [
      'Через личный кабинет ответ приходит в течение 7 дней, через общую форму прямой линии — в течение 30 дней.',
      'Through the personal account the answer comes within 7 days; through the public direct-line form, within 30 days.',
      'Kişisel hesap üzerinden yanıt 7 gün içinde, genel doğrudan başvuru hattı formu üzerinden 30 gün içinde gelir.',
      '通过个人账户提交，7天内答复；通过公共直通热线表单提交，30天内答复。',
    ],
    body: [
      'К заявке можно приложить до 5 файлов (PDF, DOCX, XLSX, JPG, PNG). Пока заявка ожидает рассмотрения, вы можете заполнить и изменить паспорт проекта.',
      'You can attach up to 5 files (PDF, DOCX, XLSX, JPG, PNG). While the application is pending review, you can fill in and change the project passport.',
      'Başvuruya en fazla 5 dosya (PDF, DOCX, XLSX, JPG, PNG) ekleyebilirsiniz. Başvuru incelemeyi beklerken proje pasaportunu doldurabilir ve değiştirebilirsiniz.',
      '申请可附最多5个文件（PDF、DOCX、XLSX、JPG、PNG）。在申请等待审核期间，您可以填写和修改项目护照。',
    ],
    url: '/liniya-pryamih-obrasheniy',
    linkLabel: ['Подать проект', 'Submit a project', 'Proje gönder', '提交项目'],
  },
  {
    kind: 'algorithm',
    order: 30,
    title: ['Шаг 3. Получите персонального куратора', 'Step 3. Get a personal project manager', 'Adım 3. Kişisel bir proje yöneticisi edinin', '第三步：获得专属项目经理'],
    summary: [
      'Корпорация развития Енисейской Сибири сопровождает проект по принципу «одного окна».',
      'The Yenisei Siberia Development Corporation supports the project as a one-stop shop.',
      'Yenisey Sibirya Kalkınma Şirketi projeye tek durak ilkesiyle destek verir.',
      '叶尼塞西伯利亚发展公司以一站式服务为项目提供全程支持。',
    ],
    body: [
      'Куратор проверит заявку, проконсультирует по мерам поддержки и организует взаимодействие с органами власти и сетевыми компаниями.',
      'The manager reviews the application, advises on support measures and arranges the contacts with the authorities and utility companies.',
      'Proje yöneticisi başvuruyu inceler, destek tedbirleri hakkında danışmanlık yapar ve kamu kurumları ile altyapı şirketleriyle iletişimi sağlar.',
      '项目经理将审核申请、就扶持措施提供咨询，并协调与政府部门和电网等公用事业公司的对接。',
    ],
    url: '/investicionniy-standard/korporaciya-razvitiya-eniseyskoy-sibiri',
  },
  {
    kind: 'algorithm',
    order: 40,
    title: ['Шаг 4. Подберите площадку', 'Step 4. Choose a site', 'Adım 4. Bir saha seçin', '第四步：选择场地'],
    summary: [
      'Инвестиционные площадки, особая экономическая зона, территории опережающего развития и Арктическая зона.',
      'Investment sites, the special economic zone, the priority development area and the Arctic zone.',
      'Yatırım sahaları, özel ekonomik bölge, öncelikli kalkınma bölgeleri ve Arktik bölge.',
      '投资场地、经济特区、超前发展区和北极地区。',
    ],
    body: [
      'Сравните условия площадок и преференциальных режимов: доступные мощности, сроки подключения к сетям, льготы по налогам на прибыль, имущество и землю.',
      'Compare the sites and preferential regimes: available capacity, grid connection times, reliefs on profit, property and land taxes.',
      'Sahaları ve teşvik rejimlerini karşılaştırın: mevcut kapasite, şebekeye bağlanma süreleri, kurumlar, emlak ve arazi vergisi indirimleri.',
      '比较各场地和优惠制度：可用容量、接入电网的期限以及利润税、财产税和土地税优惠。',
    ],
    url: '/investicionnie-ploshadki',
  },
  {
    kind: 'algorithm',
    order: 50,
    title: ['Шаг 5. Рассчитайте меры поддержки', 'Step 5. Work out the support measures', 'Adım 5. Destek tedbirlerini hesaplayın', '第五步：测算扶持措施'],
    summary: [
      'Финансовая, налоговая и имущественная поддержка; калькулятор льгот подскажет подходящие меры.',
      'Financial, tax and property support; the benefits calculator suggests the measures that fit.',
      'Finansal, vergi ve mülk desteği; teşvik hesaplayıcısı uygun tedbirleri önerir.',
      '财政、税收和财产支持；优惠计算器会推荐适合的措施。',
    ],
    url: '/kalkulator-lgot',
    linkLabel: ['Калькулятор льгот', 'Benefits calculator', 'Teşvik hesaplayıcı', '优惠计算器'],
  },
  {
    kind: 'algorithm',
    order: 60,
    title: ['Шаг 6. Инвестиционный комитет и соглашение', 'Step 6. Investment committee and agreement', 'Adım 6. Yatırım komitesi ve anlaşma', '第六步：投资委员会与协议'],
    summary: [
      'Проект рассматривает инвестиционный комитет Красноярского края; по его решению заключается соглашение о сопровождении или о поддержке.',
      'The investment committee of Krasnoyarsk Krai considers the project; its decision leads to a support agreement.',
      'Proje Krasnoyarsk Krayı yatırım komitesi tarafından incelenir; kararı doğrultusunda bir destek anlaşması imzalanır.',
      '克拉斯诺亚尔斯克边疆区投资委员会审议项目，并根据其决定签订支持协议。',
    ],
    url: '/investicionniy-standard/investicionniy-komitet-krasnoyarskogo-kraya',
  },
  {
    kind: 'algorithm',
    order: 70,
    title: ['Шаг 7. Реализуйте проект', 'Step 7. Implement the project', 'Adım 7. Projeyi hayata geçirin', '第七步：实施项目'],
    summary: [
      'Куратор сопровождает проект до ввода в эксплуатацию: разрешения, подключение к сетям, мониторинг сроков.',
      'The manager stays with the project until it starts operating: permits, grid connections, deadlines.',
      'Proje yöneticisi, proje faaliyete geçene kadar destek verir: izinler, şebeke bağlantıları, süreler.',
      '项目经理将陪伴项目直至投产：许可审批、管网接入和进度监督。',
    ],
    url: '/investicionniy-standard/algorithm-realizacii-proekta',
  },
  // ── Guides ───────────────────────────────────────────────────────────────────────────────────
  {
    kind: 'guide',
    order: 110,
    title: ['Как работает личный кабинет инвестора', 'How the investor’s personal account works', 'Yatırımcının kişisel hesabı nasıl çalışır', '投资者个人账户使用指南'],
    summary: [
      'Проекты, обращения, паспорт проекта и избранное — в одном месте.',
      'Projects, appeals, the project passport and favourites in one place.',
      'Projeler, başvurular, proje pasaportu ve favoriler tek bir yerde.',
      '项目、诉求、项目护照和收藏集中在一处。',
    ],
    body: [
      'Во вкладке «Проекты» видны ваши заявки и их статусы; пока заявка ожидает рассмотрения, к ней можно заполнить паспорт проекта. Во вкладке «Обращения» — переписка с агентством. Во вкладке «Настройки» меняются личные данные, фото и пароль.',
      'The Projects tab lists your applications and their statuses; while an application is pending review you can fill in its project passport. The Appeals tab holds your correspondence with the agency. Settings is where you change your details, photo and password.',
      '“Projeler” sekmesinde proje başvurularınız ve durumları yer alır; proje başvurusu incelemeyi beklerken proje pasaportunu doldurabilirsiniz. “Başvurular” sekmesinde Ajansla yazışmalarınız bulunur. “Ayarlar”da kişisel bilgilerinizi, fotoğrafınızı ve şifrenizi değiştirirsiniz.',
      '“项目”栏目列出您的项目申请及其状态；项目申请等待审核期间，可以填写项目护照。“诉求”栏目保存您与投资发展署的往来沟通。在“设置”中可修改个人信息、照片和密码。',
    ],
  },
  {
    kind: 'guide',
    order: 120,
    title: ['Паспорт проекта: что подготовить', 'Project passport: what to prepare', 'Proje pasaportu: neler hazırlanmalı', '项目护照：需要准备什么'],
    summary: [
      'Сведения о компании, параметры проекта, источники финансирования, требования к площадке и ресурсам.',
      'Company details, project parameters, sources of financing, site and resource requirements.',
      'Şirket bilgileri, proje parametreleri, finansman kaynakları, saha ve kaynak gereksinimleri.',
      '公司信息、项目参数、资金来源、对场地和资源的要求。',
    ],
    body: [
      'Понадобятся ИНН, юридический и почтовый адреса, основной ОКВЭД, срок реализации и стоимость проекта, собственные и заёмные средства (млн руб.), а также потребность в электроэнергии, воде, водоотведении, тепле и паре с расстоянием до ближайших сетей.',
      'You will need the tax number (INN), legal and postal addresses, the main OKVED code, the timeline and total cost, own and borrowed funds (million roubles), and the needs for electricity, water, sewerage, heat and steam with the distance to the nearest networks.',
      'Vergi numarası (INN), yasal ve posta adresleri, ana OKVED kodu, proje süresi ve toplam maliyet, öz ve borç kaynaklar (milyon ruble) ile en yakın şebekelere olan mesafeyle birlikte elektrik, su, kanalizasyon, ısı ve buhar ihtiyaçları gerekecektir.',
      '您需要准备税号（INN）、法定地址和邮寄地址、主要OKVED代码、实施期限和总投资额、自有资金和借入资金（百万卢布），以及对电力、供水、排水、供热和蒸汽的需求和距最近管网的距离。',
    ],
  },
  {
    kind: 'guide',
    order: 130,
    title: ['Меры поддержки инвесторов', 'Support measures for investors', 'Yatırımcılar için destek tedbirleri', '投资者扶持措施'],
    summary: [
      'Финансовая, налоговая и имущественная поддержка, сопровождение проектов и государственно-частное партнёрство.',
      'Financial, tax and property support, project accompaniment and public-private partnership.',
      'Finansal, vergi ve mülk desteği, proje refakati ve kamu-özel iş birliği.',
      '财政、税收和财产扶持、项目全程服务以及政府和社会资本合作（PPP）。',
    ],
    url: '/meri-podderjki',
  },
  {
    kind: 'guide',
    order: 140,
    title: ['Инвестиционный стандарт края', 'The region’s investment standard', 'Bölgenin yatırım standardı', '边疆区投资标准'],
    summary: [
      'Инвестиционная декларация, свод инвестиционных правил, инвестиционный комитет и алгоритм реализации проекта.',
      'The investment declaration, the code of investment rules, the investment committee and the project implementation roadmap.',
      'Yatırım beyannamesi, yatırım kuralları derlemesi, yatırım komitesi ve proje uygulama yol haritası.',
      '投资宣言、投资规则汇编、投资委员会和项目实施流程。',
    ],
    url: '/investicionniy-standard',
  },
  // ── Videos: links to the portal's video gallery, no player is loaded in the cabinet ────────────
  {
    kind: 'video',
    order: 210,
    title: ['Как получить поддержку в «одном окне»', 'One-stop shop support explained', '“Tek durak” desteği nasıl alınır', '如何通过一站式服务获得支持'],
    summary: [
      'Коротко о том, как устроено сопровождение проектов.',
      'A short introduction to project accompaniment.',
      'Proje refakatinin nasıl işlediğine dair kısa bir tanıtım.',
      '简要介绍项目全程服务的运作方式。',
    ],
    url: '/video-gallery',
    duration: '0:12',
  },
  {
    kind: 'video',
    order: 220,
    title: ['Красноярский край: инвестиционный потенциал', 'Krasnoyarsk Krai: investment potential', 'Krasnoyarsk Krayı: yatırım potansiyeli', '克拉斯诺亚尔斯克边疆区：投资潜力'],
    summary: [
      'Ресурсы, энергетика и отрасли региона.',
      'The region’s resources, energy and industries.',
      'Bölgenin kaynakları, enerjisi ve sektörleri.',
      '地区的资源、能源和产业。',
    ],
    url: '/video-gallery',
    duration: '0:12',
  },
  {
    kind: 'video',
    order: 230,
    title: ['Арктическая зона Красноярского края', 'The Arctic zone of Krasnoyarsk Krai', 'Krasnoyarsk Krayı’nın Arktik bölgesi', '克拉斯诺亚尔斯克边疆区北极地区'],
    summary: [
      'Преференции для резидентов Арктической зоны.',
      'Preferences for residents of the Arctic zone.',
      'Arktik bölgedeki yerleşik şirketlere sağlanan teşvikler.',
      '北极地区入驻企业享受的优惠。',
    ],
    url: '/video-gallery',
    duration: '0:12',
  },
];

export const studyMaterials: SeedCollection = {
  collection: 'study-materials',
  key: 'title',
  docs: items.map((item) => ({
    kind: item.kind,
    order: item.order,
    title: loc(item.title),
    summary: loc(item.summary),
    ...(item.body ? { body: loc(item.body) } : {}),
    ...(item.url ? { url: item.url } : {}),
    ...(item.linkLabel ? { linkLabel: loc(item.linkLabel) } : {}),
    ...(item.duration ? { duration: item.duration } : {}),
  })),
};

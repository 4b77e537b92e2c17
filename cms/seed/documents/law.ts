/** The legal documents: the krai's public-private partnership law and procedure, the federal Arctic zone laws, an investment rule. */
import { article, ISSUERS, L, spec } from './four';

export const gchpLaw = spec({
  name: 'gchp-law',
  kind: 'document',
  date: '2026-02-05T10:00:00+07:00',
  issuer: ISSUERS.assembly,
  title: L(
    'Закон Красноярского края о государственно-частном партнёрстве',
    'Law of Krasnoyarsk Krai on public-private partnership',
    'Krasnoyarsk Krayı kamu-özel iş birliği yasası',
    '克拉斯诺亚尔斯克边疆区政府和社会资本合作法',
  ),
  subtitle: L('Редакция 2026 года', '2026 edition', '2026 sürümü', '2026年版'),
  blocks: [
    article(1, 'Предмет регулирования', 'Scope', 'Düzenlemenin konusu', '调整对象'),
    L(
      'Настоящий Закон определяет полномочия органов государственной власти Красноярского края в сфере государственно-частного партнёрства и концессионных соглашений и формы участия края в таких проектах в соответствии с Федеральным законом от 13.07.2015 № 224-ФЗ.',
      'This Law sets out the powers of the state authorities of Krasnoyarsk Krai in public-private partnership and concession agreements, and the forms of the krai’s participation in such projects, in accordance with Federal Law No. 224-FZ of 13 July 2015.',
      'Bu Yasa, 13.07.2015 tarihli ve 224-FZ sayılı Federal Yasa uyarınca Krasnoyarsk Krayı devlet organlarının kamu-özel iş birliği ve imtiyaz sözleşmeleri alanındaki yetkilerini ve Kray’ın bu projelere katılım biçimlerini belirler.',
      '本法根据2015年7月13日第224-FZ号联邦法，规定克拉斯诺亚尔斯克边疆区国家权力机关在政府和社会资本合作及特许经营协议领域的职权，以及边疆区参与此类项目的形式。',
    ),
    article(2, 'Формы участия края', 'Forms of the krai’s participation', 'Kray’ın katılım biçimleri', '边疆区的参与形式'),
    {
      ul: [
        L('Софинансирование создания объекта из бюджета края.', 'Co-financing the construction of the facility from the krai’s budget.', 'Tesisin yapımının Kray bütçesinden ortak finansmanı.', '由边疆区预算共同出资建设设施。'),
        L('Предоставление земельных участков и имущества края.', 'Providing land plots and property of the krai.', 'Kray’a ait arazi ve mülklerin tahsis edilmesi.', '提供边疆区的土地和财产。'),
        L('Плата концедента и возмещение части затрат на эксплуатацию.', 'Grantor payments and reimbursement of part of the operating costs.', 'İmtiyaz verenin ödemeleri ve işletme giderlerinin bir kısmının karşılanması.', '授予方付费以及补偿部分运营费用。'),
        L('Государственные гарантии края по обязательствам частного партнёра.', 'Krai guarantees of the private partner’s obligations.', 'Özel ortağın yükümlülükleri için Kray güvenceleri.', '边疆区为私营合作方的债务提供担保。'),
      ],
    },
    article(3, 'Полномочия Правительства края', 'Powers of the krai’s Government', 'Kray Hükümetinin yetkileri', '边疆区政府的职权'),
    L(
      'Правительство края принимает решения о реализации проектов, определяет уполномоченный орган и утверждает порядок рассмотрения предложений частных инициаторов.',
      'The krai’s Government decides on implementing projects, designates the authorised body and approves the procedure for reviewing proposals from private initiators.',
      'Kray Hükümeti projelerin uygulanmasına karar verir, yetkili kurumu belirler ve özel girişimcilerin önerilerinin değerlendirilme usulünü onaylar.',
      '边疆区政府决定项目的实施，指定授权机构，并批准私营发起方项目建议书的审议程序。',
    ),
    article(4, 'Уполномоченный орган', 'Authorised body', 'Yetkili kurum', '授权机构'),
    L(
      'Уполномоченный орган оценивает эффективность проекта и его сравнительное преимущество, ведёт реестр соглашений и контролирует их исполнение. Сопровождение инвесторов по принципу «одного окна» обеспечивает агентство развития инвестиционной деятельности края.',
      'The authorised body assesses the project’s efficiency and comparative advantage, keeps the register of agreements and monitors their performance. The krai’s investment development agency supports investors through a one-stop shop.',
      'Yetkili kurum projenin verimliliğini ve karşılaştırmalı üstünlüğünü değerlendirir, sözleşmelerin sicilini tutar ve uygulanmalarını denetler. Yatırımcılara tek durak ilkesiyle Kray Yatırım Geliştirme Ajansı eşlik eder.',
      '授权机构评估项目的效益和比较优势，登记协议并监督其履行。边疆区投资发展署按“一站式服务”原则为投资者提供陪同服务。',
    ),
    article(5, 'Публичность', 'Transparency', 'Kamuya açıklık', '信息公开'),
    L(
      'Решения о реализации проектов, конкурсная документация и сведения об исполнении соглашений публикуются на инвестиционном портале края и на официальном сайте torgi.gov.ru.',
      'Decisions to implement projects, tender documents and information on the performance of agreements are published on the krai’s investment portal and at torgi.gov.ru.',
      'Projelerin uygulanmasına ilişkin kararlar, ihale belgeleri ve sözleşmelerin uygulanmasına dair bilgiler Kray’ın yatırım portalında ve torgi.gov.ru sitesinde yayımlanır.',
      '项目实施决定、招标文件以及协议履行情况在边疆区投资门户网站和 torgi.gov.ru 网站上公布。',
    ),
    article(6, 'Вступление в силу', 'Entry into force', 'Yürürlük', '生效'),
    L(
      'Настоящий Закон вступает в силу через десять дней после его официального опубликования.',
      'This Law enters into force ten days after its official publication.',
      'Bu Yasa, resmî olarak yayımlanmasından on gün sonra yürürlüğe girer.',
      '本法自正式公布之日起十日后生效。',
    ),
  ],
});

export const gchpProcedure = spec({
  name: 'gchp-procedure',
  kind: 'document',
  date: '2026-02-12T10:00:00+07:00',
  issuer: ISSUERS.government,
  title: L(
    'Порядок рассмотрения предложений о государственно-частном партнёрстве',
    'Procedure for reviewing public-private partnership proposals',
    'Kamu-özel iş birliği (KÖİ) önerilerinin değerlendirilme usulü',
    '政府和社会资本合作（PPP）项目建议书审议程序',
  ),
  blocks: [
    { h2: L('1. Общие положения', '1. General provisions', '1. Genel hükümler', '一、总则') },
    L(
      '1.1. Порядок устанавливает, как частный инициатор направляет предложение о реализации проекта государственно-частного партнёрства или концессии и как край его рассматривает.',
      '1.1. This procedure sets out how a private initiator submits a proposal for a public-private partnership or concession project and how the krai reviews it.',
      '1.1. Bu usul, özel girişimcinin bir kamu-özel iş birliği veya imtiyaz projesi önerisini nasıl sunacağını ve Kray’ın bu öneriyi nasıl değerlendireceğini belirler.',
      '1.1. 本程序规定私营发起方如何提交政府和社会资本合作或特许经营项目建议书，以及边疆区如何审议该建议书。',
    ),
    { h2: L('2. Что входит в предложение', '2. What a proposal contains', '2. Önerinin içeriği', '二、项目建议书的内容') },
    {
      ul: [
        L('Описание проекта и обоснование его актуальности.', 'A description of the project and why it is needed.', 'Projenin tanımı ve gerekçesi.', '项目说明及其必要性论证。'),
        L('Проект соглашения и предполагаемое распределение рисков между сторонами.', 'A draft agreement and the proposed sharing of risks between the parties.', 'Sözleşme taslağı ve risklerin taraflar arasında öngörülen paylaşımı.', '协议草案以及双方拟定的风险分担。'),
        L('Финансовая модель: объём и источники финансирования, срок окупаемости.', 'A financial model: the amount and sources of financing, the payback period.', 'Finansal model: finansmanın tutarı ve kaynakları, geri ödeme süresi.', '财务模型：融资规模和来源、投资回收期。'),
        L('Сведения об инициаторе и его опыте в сопоставимых проектах.', 'Information on the initiator and its experience with comparable projects.', 'Girişimci ve benzer projelerdeki deneyimi hakkında bilgiler.', '发起方及其在类似项目中的经验介绍。'),
      ],
    },
    { h2: L('3. Этапы и сроки рассмотрения', '3. Stages and deadlines', '3. Değerlendirme aşamaları ve süreleri', '三、审议阶段和期限') },
    {
      shares: [0.5, 0.2, 0.3],
      table: [
        [L('Этап', 'Stage', 'Aşama', '阶段'), L('Срок', 'Deadline', 'Süre', '期限'), L('Кто', 'Who', 'Sorumlu', '负责方')],
        [L('Предварительная консультация инициатора', 'Preliminary consultation with the initiator', 'Girişimciyle ön görüşme', '与发起方的初步咨询'), L('до 10 дней', 'up to 10 days', '10 güne kadar', '不超过10天'), L('Агентство', 'Agency', 'Ajans', '投资发展署')],
        [L('Рассмотрение предложения и решение о возможности проекта', 'Review of the proposal and decision on whether the project is feasible', 'Önerinin değerlendirilmesi ve projenin uygulanabilirliğine ilişkin karar', '审议项目建议书并就项目可行性作出决定'), L('до 90 дней', 'up to 90 days', '90 güne kadar', '不超过90天'), L('Уполномоченный орган', 'Authorised body', 'Yetkili kurum', '授权机构')],
        [L('Оценка эффективности и сравнительного преимущества', 'Assessment of efficiency and comparative advantage', 'Verimlilik ve karşılaştırmalı üstünlük değerlendirmesi', '效益和比较优势评估'), L('до 60 дней', 'up to 60 days', '60 güne kadar', '不超过60天'), L('Уполномоченный орган', 'Authorised body', 'Yetkili kurum', '授权机构')],
        [L('Размещение предложения на torgi.gov.ru', 'Publication of the proposal at torgi.gov.ru', 'Önerinin torgi.gov.ru’da yayımlanması', '在 torgi.gov.ru 上公布项目建议书'), L('10 дней', '10 days', '10 gün', '10天'), L('Уполномоченный орган', 'Authorised body', 'Yetkili kurum', '授权机构')],
        [L('Приём заявлений иных лиц', 'Expressions of interest from other parties', 'Diğer tarafların ilgi beyanlarının alınması', '接收其他方的参与申请'), L('45 дней', '45 days', '45 gün', '45天'), L('Уполномоченный орган', 'Authorised body', 'Yetkili kurum', '授权机构')],
      ],
    },
    { h2: L('4. Решение', '4. Decision', '4. Karar', '四、决定') },
    L(
      '4.1. Если за 45 дней иные лица не заявили о готовности участвовать в проекте, соглашение заключается с инициатором без конкурса; иначе проводится конкурс.',
      '4.1. If no other party expresses interest within 45 days, the agreement is signed with the initiator without a tender; otherwise a tender is held.',
      '4.1. 45 gün içinde başka bir taraf projeye katılmak istediğini bildirmezse sözleşme ihalesiz olarak girişimciyle imzalanır; aksi hâlde ihale düzenlenir.',
      '4.1. 如果45天内没有其他方表示愿意参与项目，则不经招标直接与发起方签订协议；否则进行招标。',
    ),
    L(
      '4.2. Отказ в реализации проекта направляется инициатору с указанием причин; инициатор вправе доработать предложение и подать его повторно.',
      '4.2. A refusal is sent to the initiator with its reasons; the initiator may revise the proposal and submit it again.',
      '4.2. Ret kararı gerekçeleriyle birlikte girişimciye gönderilir; girişimci önerisini düzelterek yeniden sunabilir.',
      '4.2. 拒绝实施项目的决定连同理由一并发送给发起方；发起方有权修改项目建议书后重新提交。',
    ),
  ],
});

const arcticNote = L(
  'Справка агентства для инвесторов: основные положения закона. Официальный текст опубликован на официальном интернет-портале правовой информации publication.pravo.gov.ru.',
  'The agency’s summary for investors: the law’s main provisions. The official text is published on the official legal information portal, publication.pravo.gov.ru.',
  'Ajansın yatırımcılar için hazırladığı özet: yasanın temel hükümleri. Resmî metin, resmî hukuki bilgi portalı publication.pravo.gov.ru’da yayımlanmıştır.',
  '投资发展署为投资者编写的摘要：该法的主要规定。官方文本发布于官方法律信息门户 publication.pravo.gov.ru。',
);

const federalLaw = (n: number) =>
  L(
    `Федеральный закон от 13.07.2020 № ${n}-ФЗ`,
    `Federal Law No. ${n}-FZ of 13 July 2020`,
    `13.07.2020 tarihli ve ${n}-FZ sayılı Federal Yasa`,
    `2020年7月13日第${n}-FZ号联邦法`,
  );

export const arcticLaws = [
  spec({
    name: 'arctic-law-193-fz',
    kind: 'document',
    date: '2026-01-28T10:00:00+07:00',
    issuer: ISSUERS.agency,
    title: federalLaw(193),
    subtitle: L(
      'О государственной поддержке предпринимательской деятельности в Арктической зоне Российской Федерации',
      'On state support for business in the Arctic zone of the Russian Federation',
      'Rusya Federasyonu Arktik bölgesinde girişimciliğe devlet desteği hakkında',
      '关于对俄罗斯联邦北极地区经营活动的国家扶持',
    ),
    blocks: [
      arcticNote,
      { h2: L('Что регулирует закон', 'What the law covers', 'Yasanın kapsamı', '该法的调整范围') },
      L(
        'Закон вводит в Арктической зоне особый правовой режим для предпринимателей — статус резидента Арктической зоны — и определяет меры государственной поддержки новых инвестиционных проектов.',
        'The law introduces a special legal regime for businesses in the Arctic zone, the status of Arctic zone resident, and sets out state support for new investment projects.',
        'Yasa, Arktik bölgede girişimciler için özel bir hukuki rejim olan Arktik bölgede yerleşik şirket statüsünü getirir ve yeni yatırım projelerine yönelik devlet desteğini belirler.',
        '该法在北极地区为企业建立特殊法律制度，即北极地区入驻企业资格，并规定对新投资项目的国家扶持措施。',
      ),
      { h2: L('Кто может стать резидентом', 'Who can become a resident', 'Kimler yerleşik şirket olabilir', '谁可以成为入驻企业') },
      {
        ul: [
          L('Организация или индивидуальный предприниматель, зарегистрированные в Арктической зоне.', 'A company or sole trader registered in the Arctic zone.', 'Arktik bölgede kayıtlı bir şirket veya şahıs işletmesi.', '在北极地区注册的企业或个体经营者。'),
          L('Новый инвестиционный проект с капитальными вложениями не менее 1 млн рублей.', 'A new investment project with capital investment of at least 1 million roubles.', 'En az 1 milyon ruble sermaye yatırımı içeren yeni bir yatırım projesi.', '资本投资不少于100万卢布的新投资项目。'),
          L('Соглашение об осуществлении деятельности с управляющей компанией.', 'An agreement on doing business signed with the management company.', 'Yönetim şirketiyle imzalanmış bir faaliyet sözleşmesi.', '与管理公司签订的经营活动协议。'),
        ],
      },
      { h2: L('Что получает резидент', 'What a resident gets', 'Yerleşik şirkete sağlanan teşvikler', '入驻企业享有的优惠') },
      {
        ul: [
          L('Налоговые льготы по Налоговому кодексу (Федеральный закон № 194-ФЗ) и пониженные страховые взносы.', 'Tax incentives under the Tax Code (Federal Law No. 194-FZ) and reduced insurance premiums.', 'Vergi Kanunu kapsamında vergi teşvikleri (194-FZ sayılı Federal Yasa) ve indirimli sigorta primleri.', '依据《税法典》享受税收优惠（第194-FZ号联邦法）以及降低的保险费率。'),
          L('Земельные участки в аренду без торгов.', 'Land plots leased without an auction.', 'İhalesiz arazi kiralama.', '无需招标即可租赁土地。'),
          L('Режим свободной таможенной зоны.', 'A free customs zone regime.', 'Serbest gümrük bölgesi rejimi.', '自由关税区制度。'),
          L('Особый порядок государственного контроля: проверки только по согласованию с управляющей компанией.', 'Special rules for state inspections: only by agreement with the management company.', 'Devlet denetimleri için özel usul: denetimler yalnızca yönetim şirketinin onayıyla yapılır.', '国家监管的特殊程序：检查须事先与管理公司协商。'),
        ],
      },
      { h2: L('Управляющая компания', 'Management company', 'Yönetim şirketi', '管理公司') },
      L(
        'Функции управляющей компании выполняет АО «Корпорация развития Дальнего Востока и Арктики»; агентство помогает инвестору подготовить заявку.',
        'The Far East and Arctic Development Corporation acts as the management company; the agency helps investors prepare their application.',
        'Yönetim şirketi görevini Uzak Doğu ve Arktik Kalkınma Şirketi üstlenir; Ajans, yatırımcıların başvurularını hazırlamalarına yardımcı olur.',
        '管理公司职能由远东和北极发展集团股份公司履行；投资发展署协助投资者准备申请。',
      ),
    ],
  }),
  spec({
    name: 'arctic-law-194-fz',
    kind: 'document',
    date: '2026-01-28T10:00:00+07:00',
    issuer: ISSUERS.agency,
    title: federalLaw(194),
    subtitle: L(
      'Об изменениях Налогового кодекса для резидентов Арктической зоны',
      'Amendments to the Tax Code for Arctic zone residents',
      'Arktik bölgedeki yerleşik şirketler için Vergi Kanunu değişiklikleri',
      '针对北极地区入驻企业的税法修订',
    ),
    blocks: [
      arcticNote,
      { h2: L('Налоговые льготы резидента', 'A resident’s tax incentives', 'Yerleşik şirketin vergi teşvikleri', '入驻企业的税收优惠') },
      {
        shares: [0.35, 0.65],
        table: [
          [L('Налог', 'Tax', 'Vergi', '税种'), L('Льгота', 'Incentive', 'Teşvik', '优惠')],
          [L('Налог на прибыль', 'Profit tax', 'Kurumlar vergisi', '利润税'), L('0 % в федеральный бюджет на 10 лет с первой прибыли; пониженная ставка в бюджет края по его закону', '0% to the federal budget for 10 years from the first profit; a reduced rate to the krai’s budget under its law', 'İlk kârdan itibaren 10 yıl boyunca federal bütçeye %0; Kray bütçesine Kray kanunuyla indirimli oran', '自首次盈利起10年内联邦部分税率为0%；边疆区部分按边疆区法律适用较低税率')],
          [L('Страховые взносы', 'Insurance premiums', 'Sigorta primleri', '保险费'), L('7,6 % на 10 лет для новых рабочих мест', '7.6% for 10 years for new jobs', 'Yeni istihdam için 10 yıl boyunca %7,6', '新增就业岗位10年内费率为7.6%')],
          [L('НДПИ', 'Mineral extraction tax', 'Maden çıkarma vergisi', '矿产开采税'), L('понижающий коэффициент для новых месторождений', 'a reducing coefficient for new deposits', 'Yeni yataklar için indirim katsayısı', '新矿床适用降低系数')],
          [L('НДС', 'VAT', 'KDV', '增值税'), L('ускоренный (заявительный) возврат', 'fast-track refund on application', 'Başvuru üzerine hızlandırılmış iade', '申报制快速退税')],
        ],
      },
      { h2: L('Условия применения', 'Conditions', 'Uygulama koşulları', '适用条件') },
      L(
        'Льготы применяются к доходам от деятельности по соглашению с управляющей компанией при раздельном учёте доходов и расходов.',
        'The incentives apply to income from the activity covered by the agreement with the management company, with income and expenses accounted for separately.',
        'Teşvikler, yönetim şirketiyle yapılan sözleşme kapsamındaki faaliyetten elde edilen gelire, gelir ve giderlerin ayrı muhasebeleştirilmesi şartıyla uygulanır.',
        '优惠适用于与管理公司所签协议范围内经营活动的收入，且须对收入和支出分别核算。',
      ),
    ],
  }),
  spec({
    name: 'arctic-law-195-fz',
    kind: 'document',
    date: '2026-01-28T10:00:00+07:00',
    issuer: ISSUERS.agency,
    title: federalLaw(195),
    subtitle: L(
      'О внесении изменений в отдельные законодательные акты в связи с режимом Арктической зоны',
      'Amendments to certain laws in connection with the Arctic zone regime',
      'Arktik bölge rejimi nedeniyle bazı yasalarda yapılan değişiklikler',
      '因北极地区制度而修订部分法律',
    ),
    blocks: [
      arcticNote,
      { h2: L('Что меняет закон', 'What the law changes', 'Yasanın getirdiği değişiklikler', '该法的修订内容') },
      L(
        'Закон согласует с режимом Арктической зоны другие федеральные законы, чтобы меры поддержки резидентов действовали на практике.',
        'The law brings other federal laws into line with the Arctic zone regime so that the support for residents works in practice.',
        'Yasa, yerleşik şirketlere yönelik desteğin uygulamada işlemesi için diğer federal yasaları Arktik bölge rejimiyle uyumlu hâle getirir.',
        '该法使其他联邦法律与北极地区制度相衔接，确保对入驻企业的扶持措施切实可行。',
      ),
      {
        ul: [
          L('Земельное законодательство: аренда участков резидентами без торгов.', 'Land law: residents lease plots without an auction.', 'Arazi mevzuatı: yerleşik şirketler arazileri ihalesiz kiralar.', '土地法：入驻企业无需招标即可租赁土地。'),
          L('Законодательство о государственном контроле: особый порядок проверок резидентов.', 'The law on state inspections: special rules for inspecting residents.', 'Devlet denetimi mevzuatı: yerleşik şirketlerin denetiminde özel usul.', '国家监管法：对入驻企业检查的特殊程序。'),
          L('Таможенное законодательство: свободная таможенная зона на территории Арктической зоны.', 'Customs law: a free customs zone within the Arctic zone.', 'Gümrük mevzuatı: Arktik bölge sınırları içinde serbest gümrük bölgesi.', '海关法：在北极地区范围内设立自由关税区。'),
          L('Трудовое законодательство: привлечение иностранных работников без учёта квот.', 'Labour law: hiring foreign workers outside the quotas.', 'Çalışma mevzuatı: kotalardan bağımsız olarak yabancı işçi istihdamı.', '劳动法：聘用外籍员工不受配额限制。'),
        ],
      },
    ],
  }),
];

export const powerGridRule = spec({
  name: 'invest-rules-power-grid',
  kind: 'document',
  date: '2026-03-02T10:00:00+07:00',
  issuer: ISSUERS.agency,
  title: L(
    'Инвестиционное правило: подключение к электрическим сетям',
    'Investment rule: connection to the power grid',
    'Yatırım kuralı: elektrik şebekesine bağlantı',
    '投资规则：接入电网',
  ),
  subtitle: L(
    'Срок — до 90 дней · Ответственные — сетевые организации края',
    'Term: up to 90 days · Responsible: the krai’s grid companies',
    'Süre: 90 güne kadar · Sorumlu: Kray’ın şebeke şirketleri',
    '期限：不超过90天 · 负责方：边疆区电网公司',
  ),
  blocks: [
    L(
      'Правило описывает шаги, которые проходит инвестор, чтобы подключить объект к электрическим сетям, и сроки каждого шага.',
      'This rule describes the steps an investor takes to connect a facility to the power grid, and the deadline of each step.',
      'Bu kural, yatırımcının bir tesisi elektrik şebekesine bağlamak için izlediği adımları ve her adımın süresini açıklar.',
      '本规则说明投资者将设施接入电网需经过的步骤以及各步骤的期限。',
    ),
    {
      shares: [0.45, 0.3, 0.25],
      table: [
        [L('Шаг', 'Step', 'Adım', '步骤'), L('Кто выполняет', 'Who', 'Sorumlu', '执行方'), L('Срок', 'Deadline', 'Süre', '期限')],
        [L('1. Заявка в личном кабинете сетевой организации', '1. Application in the grid company’s online account', '1. Şebeke şirketinin çevrim içi hesabından başvuru', '1. 在电网公司个人账户中提交申请'), L('Инвестор', 'Investor', 'Yatırımcı', '投资者'), L('—', '—', '—', '—')],
        [L('2. Договор и технические условия', '2. Contract and technical specifications', '2. Sözleşme ve teknik şartlar', '2. 合同和技术条件'), L('Сетевая организация', 'Grid company', 'Şebeke şirketi', '电网公司'), L('до 10 рабочих дней', 'up to 10 working days', '10 iş gününe kadar', '不超过10个工作日')],
        [L('3. Строительство сетей до границы участка', '3. Building the grid up to the plot boundary', '3. Şebekenin arsa sınırına kadar inşası', '3. 将电网建设至地块边界'), L('Сетевая организация', 'Grid company', 'Şebeke şirketi', '电网公司'), L('в пределах общего срока', 'within the overall term', 'genel süre içinde', '在总期限内')],
        [L('4. Проверка выполнения условий и акт о подключении', '4. Inspection and connection certificate', '4. Koşulların kontrolü ve bağlantı tutanağı', '4. 检查条件落实情况并签署接入证明'), L('Сетевая организация и инвестор', 'Grid company and investor', 'Şebeke şirketi ve yatırımcı', '电网公司和投资者'), L('до 5 рабочих дней', 'up to 5 working days', '5 iş gününe kadar', '不超过5个工作日')],
      ],
    },
    { h2: L('Что подготовить', 'What to prepare', 'Hazırlanması gerekenler', '需要准备的材料') },
    {
      ul: [
        L('Правоустанавливающие документы на земельный участок.', 'Title documents for the land plot.', 'Arazinin tapu ve mülkiyet belgeleri.', '土地权属文件。'),
        L('План расположения энергопринимающих устройств.', 'A layout plan of the power-receiving equipment.', 'Enerji alıcı cihazların yerleşim planı.', '受电设备布置图。'),
        L('Требуемую максимальную мощность и категорию надёжности.', 'The required maximum capacity and reliability category.', 'Gereken azami güç ve güvenilirlik kategorisi.', '所需最大功率和供电可靠性等级。'),
      ],
    },
    L(
      'Если срок нарушен, сообщите об этом через линию прямых обращений на портале: агентство поможет решить вопрос с сетевой организацией.',
      'If a deadline is missed, tell us through the direct line on the portal: the agency will help settle the matter with the grid company.',
      'Bir süre aşılırsa portaldaki doğrudan başvuru hattı üzerinden bize bildirin: Ajans, sorunu şebeke şirketiyle çözmenize yardımcı olur.',
      '如果期限被延误，请通过门户网站的直通热线告知我们：投资发展署将协助您与电网公司解决问题。',
    ),
  ],
});

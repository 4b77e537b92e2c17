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
    { slug: 'exhibition', order: 40, name: t('Выставка', 'Exhibition', 'Fuar', '展览会') },
    { slug: 'webinar', order: 50, name: t('Вебинар', 'Webinar', 'Web semineri', '网络研讨会') },
  ],
};

export const eventCities: SeedCollection = {
  collection: 'event-cities',
  key: 'slug',
  docs: [
    { slug: 'krasnoyarsk', order: 10, name: t('Красноярск', 'Krasnoyarsk', 'Krasnoyarsk', '克拉斯诺亚尔斯克') },
    { slug: 'norilsk', order: 20, name: t('Норильск', 'Norilsk', 'Norilsk', '诺里尔斯克') },
    { slug: 'achinsk', order: 30, name: t('Ачинск', 'Achinsk', 'Açinsk', '阿钦斯克') },
    { slug: 'zheleznogorsk', order: 40, name: t('Железногорск', 'Zheleznogorsk', 'Jeleznogorsk', '热列兹诺戈尔斯克') },
    { slug: 'minusinsk', order: 50, name: t('Минусинск', 'Minusinsk', 'Minusinsk', '米努辛斯克') },
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
  source = t('Инвестиционный портал Красноярского края', 'Investment Portal of Krasnoyarsk Krai', 'Krasnoyarsk Krayı Yatırım Portalı', '克拉斯诺亚尔斯克边疆区投资门户网站'),
  photoSource = t('Пресс-служба агентства', 'Agency press office', 'Ajansın basın servisi', '投资发展署新闻处'),
) => ({ slug, publishedAt: `${date}T09:00:00.000Z`, title, excerpt, content, image: picture, source, photoSource });

export const newsItems: SeedCollection = {
  collection: 'news',
  key: 'slug',
  drafts: true,
  docs: [
    news(
      'portfel-kip-eniseyskaya-sibir-prevysil-160-iniciativ',
      '2026-11-18',
      img('news-kip-portfolio', 'river', 'Енисей на закате', 'The Yenisei at sunset', 'Gün batımında Yenisey', '夕阳下的叶尼塞河'),
      t(
        'Портфель КИП «Енисейская Сибирь» превысил 160 инициатив',
        'Yenisei Siberia portfolio tops 160 initiatives',
        'Yenisey Sibirya portföyü 160 girişimi aştı',
        '“叶尼塞西伯利亚”综合投资项目组合超过160项',
      ),
      t(
        'Комплексный инвестиционный проект объединяет более 160 инициатив на сумму около 2,6 трлн рублей со сроком реализации 10–15 лет.',
        'The integrated investment project brings together over 160 initiatives worth about 2.6 trillion roubles over 10–15 years.',
        'Entegre yatırım projesi, 10–15 yıl içinde hayata geçirilecek, toplam değeri yaklaşık 2,6 trilyon ruble olan 160’tan fazla girişimi bir araya getiriyor.',
        '该综合投资项目汇集160多项倡议，总额约2.6万亿卢布，实施期10至15年。',
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
          { ul: ['mining and mineral processing', 'timber industry', 'energy and infrastructure', 'agriculture and tourism'] },
          'More about the project in the [Yenisei Siberia](/projects/cip-eniseyskaya-sybir) section.',
        ),
        rt(
          '“Yenisey Sibirya” entegre yatırım projesi, Krasnoyarsk Krayı, Hakasya Cumhuriyeti ve Tıva Cumhuriyeti’nin ortak programıdır. Projenin portföyü, toplam değeri yaklaşık **2,6 trilyon ruble** olan **160’tan fazla girişime** ulaştı; uygulama süresi 10–15 yıl olarak öngörülüyor.',
          { h2: 'Portföydeki sektörler' },
          { ul: ['madencilik ve maden işleme', 'orman ürünleri sanayii', 'enerji ve altyapı', 'tarım ve turizm'] },
          'Proje hakkında ayrıntılı bilgi [Yenisey Sibirya](/projects/cip-eniseyskaya-sybir) bölümünde.',
        ),
        rt(
          '“叶尼塞西伯利亚”综合投资项目是克拉斯诺亚尔斯克边疆区、哈卡斯共和国和图瓦共和国的联合计划。项目组合现已超过**160项倡议**，总额约**2.6万亿卢布**，实施期为10至15年。',
          { h2: '项目组合涉及的行业' },
          { ul: ['矿产开采与加工', '林业工业', '能源与基础设施', '农业与旅游'] },
          '详情请见[“叶尼塞西伯利亚”综合投资项目](/projects/cip-eniseyskaya-sybir)栏目。',
        ),
      ),
    ),
    news(
      'oez-krasnoyarskaya-tehnologicheskaya-dolina-prinimaet-rezidentov',
      '2026-11-12',
      img('news-sez', 'industry', 'Производственные корпуса особой экономической зоны', 'Production buildings of the special economic zone', 'Özel ekonomik bölgedeki üretim binaları', '经济特区的生产厂房'),
      t(
        'ОЭЗ «Красноярская технологическая долина» принимает новых резидентов',
        'Krasnoyarsk Technology Valley SEZ welcomes new residents',
        'Krasnoyarsk Teknoloji Vadisi ÖEB yeni yerleşik şirketler kabul ediyor',
        '克拉斯诺亚尔斯克技术谷经济特区接纳新入驻企业',
      ),
      t(
        'Для резидентов особой экономической зоны доступно 32,9 Гкал/ч тепловой мощности и льготный налоговый режим на 5 лет.',
        'Residents of the special economic zone get 32.9 Gcal/h of available heat capacity and preferential tax terms for 5 years.',
        'Özel ekonomik bölgenin yerleşik şirketleri 32,9 Gcal/saat ısı kapasitesinden ve 5 yıllık vergi avantajlarından yararlanıyor.',
        '经济特区入驻企业可使用32.9吉卡/小时的供热容量，并享受5年税收优惠。',
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
          'Applications go to the management company; the Yenisei Siberia Development Corporation supports each project through its one-stop shop.',
        ),
        rt(
          'Sanayi ve üretim tipi “Krasnoyarsk Teknoloji Vadisi” özel ekonomik bölgesi yeni üretim tesislerine hazır. Sahada **32,9 Gcal/saat** ısı kapasitesi mevcut; elektrik ve su bağlantıları yapılmış durumda.',
          'Yerleşik şirketler **5 yıl** boyunca kurumlar vergisi, emlak vergisi ve arazi vergisinde indirimden ve serbest gümrük bölgesi rejiminden yararlanıyor.',
          'Başvuruları yönetim şirketi kabul ediyor; projelere tek durak ilkesiyle Yenisey Sibirya Kalkınma Şirketi destek veriyor.',
        ),
        rt(
          '工业生产型经济特区“克拉斯诺亚尔斯克技术谷”已做好迎接新生产项目的准备。园区可用供热容量为**32.9吉卡/小时**，电力和供水已接通。',
          '入驻企业可在**5年**内享受利润税、财产税和土地税优惠，并适用自由关税区制度。',
          '申请由管理公司受理；叶尼塞西伯利亚发展公司按“一站式”原则为项目提供全程服务。',
        ),
      ),
    ),
    news(
      'investkomitet-odobril-tri-proekta-v-lesopererabotke',
      '2026-11-05',
      img('news-timber', 'taiga', 'Лесопильное производство в Приангарье', 'Sawmill in the Angara region', 'Angara bölgesinde bir kereste fabrikası', '安加拉河流域的锯木厂'),
      t(
        'Инвестиционный комитет одобрил три проекта в лесопереработке',
        'Investment committee approves three timber-processing projects',
        'Yatırım komitesi üç orman ürünleri projesini onayladı',
        '投资委员会批准三个木材加工项目',
      ),
      t(
        'Проекты в Лесосибирске и Богучанском районе предусматривают глубокую переработку древесины и создание более 600 рабочих мест.',
        'Projects in Lesosibirsk and the Boguchany district provide for deep wood processing and over 600 jobs.',
        'Lesosibirsk ve Boguçanı ilçesindeki projeler, ileri düzey ağaç işlemeyi ve 600’ü aşkın yeni istihdamı öngörüyor.',
        '列索西比尔斯克和博古恰内区的项目涉及木材深加工，将创造600多个就业岗位。',
      ),
      t(
        rt(
          'Инвестиционный комитет Красноярского края рассмотрел три проекта глубокой переработки древесины: производство пеллет, клеёного бруса и фанеры. Инициаторы получат статус приоритетных инвестиционных проектов и сопровождение агентства.',
          'Общий объём инвестиций в три проекта — около 9 млрд рублей. Два производства разместятся в Лесосибирске, где есть железнодорожный тупик и речной причал, третье — в Богучанском районе рядом с Богучанской ГЭС.',
          'Красноярский край обладает одними из крупнейших в России запасов древесины, а Лесосибирск остаётся центром лесопереработки Приангарья.',
        ),
        rt(
          'The investment committee of Krasnoyarsk Krai has reviewed three deep wood-processing projects: pellets, glued laminated timber and plywood. Their initiators will get priority investment project status and the agency’s support.',
          'The three projects add up to about 9 billion roubles of investment. Two plants will be built in Lesosibirsk, which has a rail siding and a river berth; the third in the Boguchany district near the Boguchany hydropower plant.',
          'Krasnoyarsk Krai has some of Russia’s largest timber reserves, and Lesosibirsk remains the wood-processing centre of the Angara region.',
        ),
        rt(
          'Krasnoyarsk Krayı yatırım komitesi, ileri düzey ağaç işlemeye yönelik üç projeyi inceledi: pelet, tutkallı lamine kereste ve kontrplak üretimi. Proje sahipleri öncelikli yatırım projesi statüsü alacak ve ajansın desteğinden yararlanacak.',
          'Üç projenin toplam yatırım tutarı yaklaşık 9 milyar ruble. İki tesis demiryolu bağlantı hattı ve nehir iskelesi bulunan Lesosibirsk’te, üçüncüsü ise Boguçanı hidroelektrik santralinin yakınında, Boguçanı ilçesinde kurulacak.',
          'Krasnoyarsk Krayı, Rusya’nın en büyük orman varlıklarından birine sahip; Lesosibirsk ise Angara bölgesinin ağaç işleme merkezi olmayı sürdürüyor.',
        ),
        rt(
          '克拉斯诺亚尔斯克边疆区投资委员会审议了三个木材深加工项目：燃料颗粒、胶合木和胶合板生产。项目发起方将获得优先投资项目地位，并由投资发展署提供全程服务。',
          '三个项目总投资约90亿卢布。其中两座工厂将建在拥有铁路专用线和河运码头的列索西比尔斯克，第三座位于博古恰内区，靠近博古恰内水电站。',
          '克拉斯诺亚尔斯克边疆区的森林资源储量位居俄罗斯前列，列索西比尔斯克仍是安加拉河流域的木材加工中心。',
        ),
      ),
    ),
    news(
      'v-achinske-otkrylas-ploshadka-dlya-malogo-biznesa',
      '2026-10-29',
      img('news-achinsk', 'city', 'Промышленная зона Ачинска', 'Achinsk industrial area', 'Açinsk sanayi bölgesi', '阿钦斯克工业区'),
      t(
        'В Ачинске открылась производственная площадка для малого бизнеса',
        'A production site for small businesses opens in Achinsk',
        'Açinsk’te küçük işletmeler için üretim sahası açıldı',
        '阿钦斯克为小企业开放生产场地',
      ),
      t(
        'Площадка с подведёнными сетями предоставляется субъектам МСП в аренду на льготных условиях.',
        'The site, with utilities in place, is leased to small and medium-sized businesses on preferential terms.',
        'Altyapısı hazır saha, KOBİ’lere uygun koşullarla kiralanıyor.',
        '该场地已接通管网，以优惠条件租给中小企业。',
      ),
      t(
        rt(
          'В Ачинске начала работу производственная площадка «Ачинск-Южный» площадью 12 га на месте бывшего завода железобетонных изделий. На территории есть подстанция 35/6 кВ со свободной мощностью 4,5 МВт, водопровод и собственный железнодорожный тупик.',
          'Малые и средние предприятия могут арендовать участки и помещения по льготной ставке. Городской канализации на площадке нет, поэтому резидентам помогут подобрать решение для локальной очистки стоков.',
        ),
        rt(
          'The 12-hectare Achinsk South production site has opened on the grounds of a former precast-concrete plant. It has a 35/6 kV substation with 4.5 MW free, a water main and its own rail siding.',
          'Small and medium-sized businesses can lease plots and premises at a preferential rate. There is no public sewer on the site, so tenants will get help choosing a local wastewater treatment solution.',
        ),
        rt(
          'Açinsk’te eski bir prefabrik beton fabrikasının yerinde 12 hektarlık “Açinsk Güney” üretim sahası faaliyete geçti. Sahada 4,5 MW boş kapasiteli 35/6 kV trafo merkezi, su hattı ve kendi demiryolu bağlantı hattı bulunuyor.',
          'Küçük ve orta ölçekli işletmeler arsa ve binaları indirimli bedelle kiralayabilir. Sahada şehir kanalizasyonu olmadığından kiracılara yerel atık su arıtma çözümü seçiminde yardımcı olunacak.',
        ),
        rt(
          '阿钦斯克南部生产场地在原钢筋混凝土构件厂旧址上启用，面积12公顷。场内有35/6千伏变电站（可用容量4.5兆瓦）、供水管网和自有铁路专用线。',
          '中小企业可按优惠租金租用地块和厂房。场地未接入市政排水管网，投资发展署将协助承租企业选择就地污水处理方案。',
        ),
      ),
    ),
    news(
      'obnovlyonniy-kalkulyator-lgot',
      '2026-10-21',
      img('news-calculator', 'field', 'Поля юга Красноярского края', 'Fields in the south of the region', 'Bölgenin güneyinde tarlalar', '边疆区南部的田野'),
      t('Калькулятор льгот подскажет подходящие меры поддержки', 'The benefits calculator suggests the support that fits', 'Teşvik hesaplayıcısı uygun destekleri öneriyor', '优惠计算器为您推荐合适的扶持措施'),
      t('Укажите объём инвестиций, ОКВЭД, статус МСП и вид поддержки — калькулятор подберёт меры.', 'Enter the investment volume, OKVED code, SME status and support type to get a list of measures.', 'Yatırım hacmini, OKVED kodunu, KOBİ durumunu ve destek türünü girin; hesaplayıcı size uygun tedbirleri listelesin.', '输入投资额、经济活动分类代码（OKVED）、中小企业身份和支持类型，计算器即可列出适用措施。'),
      t(
        rt('На портале обновлён [калькулятор льгот](/kalkulator-lgot): он учитывает объём инвестиций, код ОКВЭД, принадлежность к субъектам МСП и желаемый вид поддержки.', 'Калькулятор подбирает займы Фонда развития промышленности, субсидии на оборудование, статус регионального инвестиционного проекта, резидентство ОЭЗ и Арктической зоны и показывает для каждой меры её размер и ссылку на условия.'),
        rt('The portal’s [benefits calculator](/kalkulator-lgot) has been updated: it takes into account the investment volume, the OKVED code, SME status and the type of support you need.', 'It matches Industrial Development Fund loans, equipment subsidies, regional investment project status and SEZ or Arctic zone residency, and shows the size of each measure with a link to its terms.'),
        rt('Portaldaki [teşvik hesaplayıcısı](/kalkulator-lgot) güncellendi: yatırım hacmini, OKVED kodunu, KOBİ statüsünü ve ihtiyaç duyulan destek türünü dikkate alıyor.', 'Hesaplayıcı Sanayi Geliştirme Fonu kredilerini, ekipman hibelerini, bölgesel yatırım projesi statüsünü, ÖEB ve Arktik bölgede yerleşik şirket statüsünü eşleştiriyor; her tedbirin tutarını ve koşullarına bağlantıyı gösteriyor.'),
        rt('门户网站的[优惠计算器](/kalkulator-lgot)已更新：它会综合考虑投资额、OKVED代码、是否属于中小企业以及所需的支持类型。', '计算器可匹配工业发展基金贷款、设备补贴、地区投资项目地位、经济特区和北极地区入驻资格，并显示每项措施的额度及其条件链接。'),
      ),
    ),
    news(
      'rezidenty-arkticheskoy-zony-v-norilske',
      '2026-10-14',
      img('news-arctic', 'arctic', 'Зимний Норильск', 'Norilsk in winter', 'Kışın Norilsk', '冬日的诺里尔斯克'),
      t('Число резидентов Арктической зоны в крае растёт', 'More Arctic zone residents in the region', 'Bölgede Arktik bölgedeki yerleşik şirketlerin sayısı artıyor', '边疆区北极地区入驻企业数量持续增长'),
      t('Резиденты Арктической зоны в Норильске и на Таймыре получают пониженные страховые взносы и налоговые льготы.', 'Arctic zone residents in Norilsk and Taimyr pay reduced insurance premiums and taxes.', 'Norilsk ve Taymır’daki Arktik bölgedeki yerleşik şirketler daha düşük sosyal sigorta primi ve vergi ödüyor.', '诺里尔斯克和泰梅尔的北极地区入驻企业享受社会保险费和税收减免。'),
      t(
        rt(
          'В Арктическую зону Российской Федерации входят Норильск, Таймырский Долгано-Ненецкий и Туруханский районы, а также часть Эвенкии. Резиденты получают пониженный тариф страховых взносов 7,6 % на 10 лет, льготы по налогу на прибыль и земельные участки без торгов.',
          'Среди новых резидентов — пекарня в Норильске, рыбоперерабатывающее предприятие в Туруханском районе и туроператор на плато Путорана. Агентство помогает подготовить заявку и бизнес-план для Корпорации развития Дальнего Востока и Арктики.',
        ),
        rt(
          'The Arctic zone of the Russian Federation includes Norilsk, the Taimyr Dolgano-Nenets and Turukhansk districts and part of Evenkia. Residents pay insurance premiums at a reduced rate of 7.6% for 10 years, get profit tax relief and land without a tender.',
          'New residents include a bakery in Norilsk, a fish processor in the Turukhansk district and a tour operator on the Putorana Plateau. The agency helps prepare the application and business plan for the Far East and Arctic Development Corporation.',
        ),
        rt(
          'Rusya Federasyonu Arktik bölgesine Norilsk, Taymır Dolgan-Nenets ve Turuhansk ilçeleri ile Evenkiya’nın bir kısmı dahildir. Yerleşik şirketler 10 yıl boyunca %7,6 indirimli sosyal sigorta primi öder, kurumlar vergisi indiriminden yararlanır ve ihalesiz arazi tahsisi alır.',
          'Yeni yerleşik şirketler arasında Norilsk’te bir fırın, Turuhansk ilçesinde bir balık işleme tesisi ve Putorana Platosu’nda bir tur operatörü bulunuyor. Ajans, Uzak Doğu ve Arktik Kalkınma Şirketi’ne sunulacak başvurunun ve iş planının hazırlanmasına yardımcı oluyor.',
        ),
        rt(
          '俄罗斯联邦北极地区包括诺里尔斯克、泰梅尔多尔干-涅涅茨区、图鲁汉斯克区以及埃文基的部分地区。入驻企业10年内按7.6%的优惠费率缴纳社会保险费，享受利润税优惠，并可不经招标获得土地。',
          '新入驻企业包括诺里尔斯克的一家面包厂、图鲁汉斯克区的一家鱼类加工企业和普托拉纳高原的一家旅游运营商。投资发展署协助企业准备提交给远东和北极发展公司的申请和商业计划。',
        ),
      ),
    ),
    news(
      'krasnoyarskiy-ekonomicheskiy-forum-itogi-sessii',
      '2026-10-07',
      img('news-forum', 'city', 'Конгресс-холл на набережной Енисея', 'Congress hall on the Yenisei embankment', 'Yenisey kıyısındaki kongre salonu', '叶尼塞河畔的会议中心'),
      t('Итоги инвестиционной сессии Красноярского экономического форума', 'Results of the investment session at the Krasnoyarsk Economic Forum', 'Krasnoyarsk Ekonomi Forumu yatırım oturumunun sonuçları', '克拉斯诺亚尔斯克经济论坛投资会议成果'),
      t('Участники обсудили переработку сырья в крае и подписали соглашения о намерениях.', 'Participants discussed local processing of raw materials and signed letters of intent.', 'Katılımcılar hammaddelerin bölgede işlenmesini görüştü ve niyet mektupları imzaladı.', '与会者讨论了原材料就地加工问题，并签署了意向协议。'),
      t(
        rt('На сессии форума обсуждались проекты глубокой переработки металлов и древесины, развитие Северного морского пути и логистики по Енисею.', 'По итогам сессии подписаны пять соглашений о намерениях: о строительстве лесопильного комплекса, завода алюминиевых профилей, тепличного комбината и двух складских терминалов.'),
        rt('The forum session discussed deep processing of metals and timber, the Northern Sea Route and logistics on the Yenisei.', 'Five letters of intent were signed: for a sawmill complex, an aluminium profile plant, a greenhouse complex and two warehouse terminals.'),
        rt('Forum oturumunda metallerin ve ağacın ileri düzey işlenmesi, Kuzey Deniz Yolu’nun geliştirilmesi ve Yenisey üzerindeki lojistik ele alındı.', 'Oturum sonunda beş niyet mektubu imzalandı: bir kereste kompleksi, bir alüminyum profil fabrikası, bir sera kompleksi ve iki depo terminali için.'),
        rt('论坛会议讨论了金属和木材深加工、北方海航道开发以及叶尼塞河物流等议题。', '会议期间共签署五份意向协议，涉及锯材综合体、铝型材厂、温室综合体和两个仓储码头的建设。'),
      ),
    ),
    news(
      'frp-zaym-na-modernizaciyu-v-jeleznogorske',
      '2026-09-30',
      img('news-frp', 'industry', 'Цех машиностроительного предприятия', 'Engineering plant workshop', 'Bir makine fabrikasının atölyesi', '机械制造企业车间'),
      t('Фонд развития промышленности выдал заём на модернизацию в Железногорске', 'Industrial Development Fund lends for modernisation in Zheleznogorsk', 'Sanayi Geliştirme Fonu Jeleznogorsk’taki modernizasyon için kredi verdi', '工业发展基金向热列兹诺戈尔斯克企业发放现代化改造贷款'),
      t('Льготный заём под 1–3 % годовых направлен на закупку оборудования.', 'The soft loan at 1–3% a year pays for new equipment.', 'Yıllık %1–3 faizli uygun kredi ekipman alımına ayrıldı.', '年利率1%至3%的优惠贷款用于采购设备。'),
      t(
        rt('Региональный фонд развития промышленности совместно с федеральным фондом профинансировал модернизацию машиностроительного производства на территории ТОСЭР «Железногорск».', 'Заём в 80 млн рублей сроком на 5 лет пойдёт на станки с числовым программным управлением; предприятие увеличит выпуск комплектующих для энергетики и создаст 45 рабочих мест.'),
        rt('The regional Industrial Development Fund, together with the federal fund, has financed the modernisation of an engineering plant in the Zheleznogorsk priority development area.', 'The 5-year loan of 80 million roubles will buy CNC machine tools; the plant will make more components for the power industry and create 45 jobs.'),
        rt('Bölgesel Sanayi Geliştirme Fonu, federal fonla birlikte Jeleznogorsk öncelikli kalkınma bölgesindeki bir makine üretim tesisinin modernizasyonunu finanse etti.', '5 yıl vadeli 80 milyon rublelik kredi CNC tezgâhlarına harcanacak; işletme enerji sektörü için parça üretimini artıracak ve 45 kişiye istihdam sağlayacak.'),
        rt('地区工业发展基金与联邦基金共同为热列兹诺戈尔斯克超前发展区内一家机械制造企业的现代化改造提供了资金。', '这笔期限5年、金额8000万卢布的贷款将用于购置数控机床；企业将扩大能源行业零部件产量，并新增45个就业岗位。'),
      ),
    ),
    news(
      'investpredlojeniya-na-vystavke-v-kitae',
      '2026-09-22',
      img('news-china', 'river', 'Речной порт на Енисее', 'River port on the Yenisei', 'Yenisey üzerinde bir nehir limanı', '叶尼塞河上的河港'),
      t('Край представил инвестиционные предложения на выставке в Китае', 'The region presents investment offers at an exhibition in China', 'Bölge Çin’deki bir fuarda yatırım tekliflerini sundu', '克拉斯诺亚尔斯克边疆区在中国展会上推介投资提案'),
      t('Делегация представила проекты в лесопереработке, агропромышленном комплексе и туризме.', 'The delegation presented projects in timber, agriculture and tourism.', 'Heyet orman ürünleri, tarım ve turizm projelerini tanıttı.', '代表团介绍了木材加工、农业和旅游领域的项目。'),
      t(
        rt('Делегация Красноярского края провела более 30 деловых встреч с компаниями КНР. Партнёрам представлены инвестиционные предложения в лесопереработке, агропромышленном комплексе и туризме.', 'Наибольший интерес вызвали производство топливных пеллет в Лесосибирске и глубокая переработка зерна в Назарово. Китайские компании пригласили на Красноярский экономический форум.'),
        rt('The Krasnoyarsk Krai delegation held over 30 business meetings with Chinese companies and presented investment offers in timber processing, agriculture and tourism.', 'The fuel pellet plant in Lesosibirsk and deep grain processing in Nazarovo drew the most interest. The Chinese companies were invited to the Krasnoyarsk Economic Forum.'),
        rt('Krasnoyarsk Krayı heyeti Çinli şirketlerle 30’dan fazla iş görüşmesi yaptı ve orman ürünleri, tarım ve turizm alanlarındaki yatırım tekliflerini sundu.', 'En çok ilgiyi Lesosibirsk’teki yakıt peleti üretimi ve Nazarovo’daki ileri tahıl işleme projesi gördü. Çinli şirketler Krasnoyarsk Ekonomi Forumu’na davet edildi.'),
        rt('克拉斯诺亚尔斯克边疆区代表团与中国企业举行了30多场商务会谈，介绍了木材加工、农业和旅游领域的投资项目。', '列索西比尔斯克燃料颗粒厂和纳扎罗沃粮食深加工项目最受关注。中国企业受邀参加克拉斯诺亚尔斯克经济论坛。'),
      ),
    ),
    news(
      'delegaciya-iz-turcii-obsudila-proekty-apk',
      '2026-09-15',
      img('news-turkey', 'field', 'Тепличный комплекс', 'Greenhouse complex', 'Sera kompleksi', '温室综合体'),
      t('Делегация из Турции обсудила проекты в агропромышленном комплексе', 'A Turkish delegation discusses agricultural projects', 'Türk heyeti tarım projelerini görüştü', '土耳其代表团洽谈农业项目'),
      t('Речь шла о тепличных комплексах и переработке сельхозпродукции на юге края.', 'The talks covered greenhouses and food processing in the south of the region.', 'Görüşmelerde bölgenin güneyindeki seralar ve tarım ürünlerinin işlenmesi ele alındı.', '会谈涉及边疆区南部的温室综合体和农产品加工。'),
      t(
        rt('Турецкие компании проявили интерес к строительству тепличных комплексов в Минусинской котловине и к переработке зерна.', 'Гостям показали агроплощадку «Минусинск» площадью 60 га: на ней есть линия 10 кВ и артезианские скважины, а котельную для теплиц инвестор строит сам. Стороны договорились подготовить финансовую модель проекта к весне.'),
        rt('Turkish companies showed interest in building greenhouse complexes in the Minusinsk basin and in grain processing.', 'The guests visited the 60-hectare Minusinsk agricultural site, which has a 10 kV line and artesian wells; the investor builds the greenhouses’ boiler house. Both sides agreed to prepare the project’s financial model by spring.'),
        rt('Türk şirketleri Minusinsk havzasında sera kompleksleri kurulmasına ve tahıl işlemeye ilgi gösterdi.', 'Konuklar 60 hektarlık Minusinsk tarım sahasını ziyaret etti: sahada 10 kV hat ve artezyen kuyuları var, seraların kazan dairesini ise yatırımcı kuruyor. Taraflar projenin finansal modelini bahara kadar hazırlama konusunda anlaştı.'),
        rt('土耳其企业对在米努辛斯克盆地建设温室综合体和粮食加工表现出兴趣。', '客人参观了面积60公顷的米努辛斯克农业场地：场地有10千伏线路和自流井，温室所需锅炉房由投资者自建。双方商定于春季前完成项目财务模型。'),
      ),
    ),
    news(
      'konkurs-subsidiy-dlya-msp-na-oborudovanie',
      '2026-09-08',
      img('news-sme', 'city', 'Малое производство', 'A small factory', 'Küçük bir üretim tesisi', '小型工厂'),
      t('Открыт приём заявок на субсидии МСП для покупки оборудования', 'Applications open for SME equipment subsidies', 'KOBİ’ler için ekipman hibesi başvuruları başladı', '中小企业设备补贴开始受理申请'),
      t('Субсидия возмещает часть затрат на приобретение оборудования и лизинговые платежи.', 'The subsidy covers part of the cost of equipment and leasing payments.', 'Hibe, ekipman alım maliyetlerinin ve leasing ödemelerinin bir kısmını karşılıyor.', '补贴可报销部分设备购置费用和融资租赁付款。'),
      t(
        rt('Субъекты малого и среднего предпринимательства могут подать заявку на возмещение части затрат на оборудование. Консультации — в центре «Мой бизнес».', 'Субсидия покрывает до 50 % стоимости оборудования или первого лизингового платежа. Приём заявок продлится до 30 октября.'),
        rt('Small and medium-sized businesses can apply for reimbursement of part of their equipment costs. Advice is available at the My Business centre.', 'The subsidy covers up to 50% of the equipment cost or of the first leasing payment. Applications are accepted until 30 October.'),
        rt('Küçük ve orta ölçekli işletmeler ekipman maliyetlerinin bir kısmının geri ödenmesi için başvurabilir. Danışmanlık “Benim İşim” merkezinde veriliyor.', 'Hibe, ekipman bedelinin veya ilk leasing ödemesinin %50’sine kadarını karşılıyor. Başvurular 30 Ekim’e kadar kabul ediliyor.'),
        rt('中小企业可申请报销部分设备购置费用，“我的企业”中心提供咨询。', '补贴最高可覆盖设备价款或首期租赁付款的50%。申请截止日期为10月30日。'),
      ),
    ),
    news(
      'obnovlyon-svod-investicionnih-pravil',
      '2026-09-01',
      img('news-rules', 'taiga', 'Тайга весной', 'Taiga in spring', 'İlkbaharda tayga', '春天的泰加林'),
      t('Обновлён свод инвестиционных правил края', 'The region’s code of investment rules is updated', 'Bölgenin yatırım kuralları kodu güncellendi', '边疆区投资规则汇编更新'),
      t('Сроки подключения к сетям и получения разрешений на строительство сокращены.', 'Deadlines for grid connections and building permits are shorter now.', 'Şebeke bağlantısı ve yapı ruhsatı süreleri kısaltıldı.', '接入管网和办理施工许可的期限已缩短。'),
      t(
        rt('В [своде инвестиционных правил](/investicionniy-standard/svod-investicionnih-pravil) обновлены сроки и перечень документов для подключения к инженерным сетям, предоставления земельных участков и получения разрешений на строительство.', 'Разрешение на строительство теперь выдаётся за 5 рабочих дней, регистрация прав на недвижимость занимает до 7 рабочих дней.'),
        rt('The [code of investment rules](/investicionniy-standard/svod-investicionnih-pravil) has new deadlines and document lists for utility connections, land allocation and building permits.', 'A building permit is now issued within 5 working days, and registering property rights takes up to 7 working days.'),
        rt('[Yatırım kuralları kodunda](/investicionniy-standard/svod-investicionnih-pravil) altyapı şebekelerine bağlantı, arazi tahsisi ve yapı ruhsatı için süreler ve belge listeleri güncellendi.', 'Yapı ruhsatı artık 5 iş gününde veriliyor; taşınmaz hakkının tescili en fazla 7 iş günü sürüyor.'),
        rt('[投资规则汇编](/investicionniy-standard/svod-investicionnih-pravil)更新了接入市政管网、土地供应和办理施工许可的期限及所需文件清单。', '施工许可现在5个工作日内即可办结，不动产权登记最长7个工作日。'),
      ),
    ),
    news(
      'soglashenie-o-stroitelstve-logisticheskogo-centra',
      '2026-08-25',
      img('news-logistics', 'river', 'Грузовой терминал', 'Freight terminal', 'Yük terminali', '货运码头'),
      t('Подписано соглашение о строительстве логистического центра', 'Agreement signed to build a logistics centre', 'Lojistik merkezi inşası için anlaşma imzalandı', '物流中心建设协议签署'),
      t('Мультимодальный центр свяжет железную дорогу и речной транспорт по Енисею.', 'The multimodal hub will link the railway with river transport on the Yenisei.', 'Çok modlu merkez, demiryolunu Yenisey üzerindeki nehir taşımacılığına bağlayacak.', '该多式联运中心将把铁路与叶尼塞河水运连接起来。'),
      t(
        rt('Логистический центр в Красноярской агломерации объединит железнодорожные, автомобильные и речные перевозки и упростит доставку грузов на Север по Енисею.', 'Инвестиции оцениваются в 4 млрд рублей. В первую очередь построят склады класса А и контейнерный терминал; запуск намечен на 2029 год.'),
        rt('The logistics centre in the Krasnoyarsk agglomeration will bring together rail, road and river transport and make it easier to ship freight north along the Yenisei.', 'The investment is estimated at 4 billion roubles. Class A warehouses and a container terminal come first; the launch is planned for 2029.'),
        rt('Krasnoyarsk aglomerasyonundaki lojistik merkezi demiryolu, karayolu ve nehir taşımacılığını bir araya getirecek ve Yenisey üzerinden kuzeye yük sevkiyatını kolaylaştıracak.', 'Yatırımın 4 milyar ruble olması öngörülüyor. İlk aşamada A sınıfı depolar ve bir konteyner terminali inşa edilecek; açılış 2029 için planlanıyor.'),
        rt('克拉斯诺亚尔斯克城市群的物流中心将整合铁路、公路和河运，使经叶尼塞河向北方运送货物更加便捷。', '项目投资估计为40亿卢布。一期将建设A级仓库和集装箱码头，计划于2029年投入运营。'),
      ),
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
      img('event-kef', 'city', 'Красноярск, набережная Енисея', 'Krasnoyarsk, the Yenisei embankment', 'Krasnoyarsk, Yenisey kıyısı', '克拉斯诺亚尔斯克叶尼塞河滨'),
      t('Красноярский экономический форум', 'Krasnoyarsk Economic Forum', 'Krasnoyarsk Ekonomi Forumu', '克拉斯诺亚尔斯克经济论坛'),
      t('МВДЦ «Сибирь», ул. Авиаторов, 19', 'Siberia International Exhibition and Business Centre, 19 Aviatorov Street', 'Sibirya Uluslararası Fuar ve İş Merkezi, Aviatorov Caddesi 19', '“西伯利亚”国际会展商务中心（阿维亚托罗夫街19号）'),
      t('Главная деловая площадка Сибири: инвестиции, промышленность, экспорт.', 'Siberia’s main business event: investment, industry, exports.', 'Sibirya’nın başlıca iş etkinliği: yatırım, sanayi, ihracat.', '西伯利亚主要商务活动：投资、工业、出口。'),
      t(
        rt('Пленарное заседание, отраслевые сессии и подписание инвестиционных соглашений. Работает стенд инвестиционного портала: специалисты агентства подберут площадку и меры поддержки для вашего проекта.'),
        rt('A plenary session, industry panels and the signing of investment agreements. Visit the investment portal stand, where the agency’s specialists will match a site and support measures to your project.'),
        rt('Genel oturum, sektör oturumları ve yatırım anlaşmalarının imzalanması. Yatırım portalı standını ziyaret edin: ajansın uzmanları projeniz için uygun saha ve destek tedbirlerini seçecek.'),
        rt('全体会议、行业分论坛和投资协议签约仪式。欢迎莅临投资门户展台，投资发展署专家将为您的项目匹配场地和扶持措施。'),
      ),
    ),
    event('seminar-mery-podderjki-msp-achinsk', '2026-12-10', 4, 'seminar', 'achinsk',
      img('event-sme-seminar', 'city', 'Зал семинара', 'Seminar hall', 'Seminer salonu', '研讨会会场'),
      t('Семинар «Меры поддержки для субъектов МСП»', 'Seminar: support measures for small and medium-sized businesses', 'Seminer: KOBİ’ler için destek tedbirleri', '研讨会：中小企业扶持措施'),
      t('Администрация г. Ачинска', 'Achinsk City Administration', 'Açinsk Belediyesi', '阿钦斯克市政府'),
      t('Гранты, льготные займы и гарантии для малого и среднего бизнеса.', 'Grants, soft loans and guarantees for small and medium-sized businesses.', 'Küçük ve orta ölçekli işletmeler için hibeler, uygun krediler ve kefaletler.', '面向中小企业的补助、优惠贷款和担保。'),
      t(
        rt('Эксперты центра «Мой бизнес» и регионального фонда развития промышленности расскажут о мерах поддержки и ответят на вопросы.'),
        rt('Experts from the My Business centre and the regional Industrial Development Fund will present the support measures and answer questions.'),
        rt('“Benim İşim” merkezi ve bölgesel Sanayi Geliştirme Fonu uzmanları destek tedbirlerini anlatacak ve soruları yanıtlayacak.'),
        rt('“我的企业”中心和地区工业发展基金的专家将介绍扶持措施并现场答疑。'),
      ),
    ),
    event('konferenciya-taymyr-investicii-v-arktiku', '2027-03-16', 8, 'conference', 'norilsk',
      img('event-arctic', 'arctic', 'Таймыр зимой', 'Taimyr in winter', 'Kışın Taymır', '冬日的泰梅尔'),
      t('Конференция «Таймыр: инвестиции в Арктику»', 'Conference: Taimyr — investing in the Arctic', 'Konferans: Taymır — Arktik’e yatırım', '会议：泰梅尔——投资北极'),
      t('Норильск, Дом культуры', 'Norilsk, House of Culture', 'Norilsk, Kültür Evi', '诺里尔斯克文化宫'),
      t('Преференции Арктической зоны и проекты на Северном морском пути.', 'Arctic zone incentives and projects along the Northern Sea Route.', 'Arktik bölge teşvikleri ve Kuzey Deniz Yolu üzerindeki projeler.', '北极地区优惠政策与北方海航道沿线项目。'),
      t(
        rt('Обсуждение режима резидентов Арктической зоны, логистики Северного морского пути и проектов в Норильском промышленном районе.'),
        rt('A discussion of the Arctic zone resident regime, Northern Sea Route logistics and projects in the Norilsk industrial district.'),
        rt('Arktik bölgenin yerleşik şirket rejimi, Kuzey Deniz Yolu lojistiği ve Norilsk sanayi bölgesindeki projeler ele alınacak.'),
        rt('会议将讨论北极地区入驻企业制度、北方海航道物流以及诺里尔斯克工业区的项目。'),
      ),
    ),
    event('vebinar-kak-stat-rezidentom-oez', '2026-12-03', 2, 'webinar', 'online',
      img('event-sez-webinar', 'industry', 'Особая экономическая зона', 'Special economic zone', 'Özel ekonomik bölge', '经济特区'),
      t('Вебинар «Как стать резидентом ОЭЗ»', 'Webinar: how to become a SEZ resident', 'Web semineri: ÖEB’de nasıl yerleşik şirket olunur', '网络研讨会：如何成为经济特区入驻企业'),
      t('Онлайн', 'Online', 'Çevrimiçi', '线上'),
      t('Требования к резидентам, льготы на 5 лет и 32,9 Гкал/ч тепловой мощности.', 'Resident requirements, 5-year incentives and 32.9 Gcal/h of heat capacity.', 'Yerleşik şirket statüsünün koşulları, 5 yıllık avantajlar ve 32,9 Gcal/saat ısı kapasitesi.', '入驻条件、5年优惠及32.9吉卡/小时供热容量。'),
      t(
        rt('Управляющая компания ОЭЗ «Красноярская технологическая долина» расскажет о порядке подачи заявки и о соглашении об осуществлении деятельности.'),
        rt('The management company of the Krasnoyarsk Technology Valley SEZ will explain how to apply and what the agreement on activity in the zone involves.'),
        rt('Krasnoyarsk Teknoloji Vadisi ÖEB yönetim şirketi başvuru sürecini ve bölgede faaliyet anlaşmasını anlatacak.'),
        rt('克拉斯诺亚尔斯克技术谷经济特区管理公司将介绍申请程序以及在特区开展经营活动的协议。'),
      ),
    ),
    event('vystavka-sibir-promyshlennost-i-tehnologii', '2027-02-09', 24 * 3, 'exhibition', 'krasnoyarsk',
      img('event-expo', 'industry', 'Выставочный павильон', 'Exhibition hall', 'Fuar salonu', '展馆'),
      t('Выставка «Сибирь. Промышленность и технологии»', 'Exhibition: Siberia — Industry and Technology', 'Fuar: Sibirya — Sanayi ve Teknoloji', '“西伯利亚：工业与技术”展览会'),
      t('МВДЦ «Сибирь»', 'Siberia International Exhibition and Business Centre', 'Sibirya Uluslararası Fuar ve İş Merkezi', '“西伯利亚”国际会展商务中心'),
      t('Оборудование, технологии и поставщики для промышленных предприятий.', 'Equipment, technology and suppliers for industry.', 'Sanayi kuruluşları için ekipman, teknoloji ve tedarikçiler.', '面向工业企业的设备、技术和供应商。'),
      t(
        rt('Экспозиция машиностроения, металлургии, энергетики и цифровых решений для промышленности.'),
        rt('Exhibits from engineering, metallurgy, the power industry and digital solutions for manufacturing.'),
        rt('Makine imalatı, metalurji, enerji ve sanayi için dijital çözümler alanlarında ürünler sergilenecek.'),
        rt('展出机械制造、冶金、能源以及工业数字化解决方案。'),
      ),
    ),
    event('den-investora-v-jeleznogorske', '2026-12-17', 6, 'forum', 'zheleznogorsk',
      img('event-zheleznogorsk', 'taiga', 'Железногорск', 'Zheleznogorsk', 'Jeleznogorsk', '热列兹诺戈尔斯克'),
      t('День инвестора в Железногорске', 'Investor Day in Zheleznogorsk', 'Jeleznogorsk’ta Yatırımcı Günü', '热列兹诺戈尔斯克投资者日'),
      t('Железногорск, бизнес-инкубатор', 'Zheleznogorsk business incubator', 'Jeleznogorsk iş kuluçka merkezi', '热列兹诺戈尔斯克企业孵化器'),
      t('Площадки и льготы ТОСЭР «Железногорск» для новых производств.', 'Sites and incentives of the Zheleznogorsk priority development area for new production.', 'Jeleznogorsk öncelikli kalkınma bölgesinde yeni üretim için sahalar ve avantajlar.', '热列兹诺戈尔斯克超前发展区为新建生产项目提供的场地和优惠。'),
      t(
        rt('Экскурсия по свободным площадкам территории опережающего развития, встречи с резидентами и администрацией города. Железногорск — закрытый город: пропуск оформляется по заявке не позднее чем за 10 дней.'),
        rt('A tour of the available sites of the priority development area and meetings with residents and the town administration. Zheleznogorsk is a closed town: request your pass at least 10 days in advance.'),
        rt('Öncelikli kalkınma bölgesindeki boş sahaların gezilmesi, yerleşik şirketler ve şehir yönetimiyle görüşmeler. Jeleznogorsk kapalı bir şehirdir: giriş izni için en az 10 gün önceden başvurulmalıdır.'),
        rt('参观超前发展区的空置场地，与入驻企业和市政府会面。热列兹诺戈尔斯克为封闭城市，请至少提前10天申请通行证。'),
      ),
    ),
    event('agropromyshlenniy-forum-minusinsk', '2027-06-04', 8, 'forum', 'minusinsk',
      img('event-agro', 'field', 'Минусинская котловина', 'Minusinsk basin', 'Minusinsk havzası', '米努辛斯克盆地'),
      t('Агропромышленный форум юга Красноярского края', 'Agricultural forum of the south of the region', 'Krasnoyarsk Krayı Güney Tarım Forumu', '克拉斯诺亚尔斯克边疆区南部农业论坛'),
      t('Минусинск, городской выставочный центр', 'Minusinsk exhibition centre', 'Minusinsk fuar merkezi', '米努辛斯克市展览中心'),
      t('Тепличные комплексы, переработка зерна и сельский туризм.', 'Greenhouses, grain processing and rural tourism.', 'Sera kompleksleri, tahıl işleme ve kırsal turizm.', '温室综合体、粮食加工和乡村旅游。'),
      t(
        rt('Форум собирает фермеров, переработчиков и инвесторов юга края: выставка техники, сессия о субсидиях и встречи с покупателями из торговых сетей.'),
        rt('The forum brings together farmers, processors and investors from the south of the region, with a machinery show, a session on subsidies and meetings with retail buyers.'),
        rt('Forum, bölgenin güneyindeki çiftçileri, işleyicileri ve yatırımcıları bir araya getiriyor: makine sergisi, hibeler oturumu ve perakende zincirlerinin alıcılarıyla görüşmeler.'),
        rt('论坛汇聚边疆区南部的农户、加工企业和投资者，设有农机展、补贴政策专场以及与零售连锁采购商的对接会。'),
      ),
    ),
    // Past events: the list marks them and offers no registration.
    event('investicionnaya-sessiya-kef-2026', '2026-10-06', 6, 'forum', 'krasnoyarsk',
      img('event-kef-session', 'river', 'Конгресс-холл на набережной Енисея', 'Congress hall on the Yenisei embankment', 'Yenisey kıyısındaki kongre salonu', '叶尼塞河畔的会议中心'),
      t('Инвестиционная сессия Красноярского экономического форума', 'Investment session of the Krasnoyarsk Economic Forum', 'Krasnoyarsk Ekonomi Forumu yatırım oturumu', '克拉斯诺亚尔斯克经济论坛投资会议'),
      t('Конгресс-холл СФУ, Красноярск', 'Siberian Federal University congress hall, Krasnoyarsk', 'Sibirya Federal Üniversitesi kongre salonu, Krasnoyarsk', '克拉斯诺亚尔斯克西伯利亚联邦大学会议中心'),
      t('Переработка сырья в крае, Северный морской путь и логистика по Енисею.', 'Local processing of raw materials, the Northern Sea Route and logistics on the Yenisei.', 'Hammaddelerin bölgede işlenmesi, Kuzey Deniz Yolu ve Yenisey lojistiği.', '原材料就地加工、北方海航道和叶尼塞河物流。'),
      t(
        rt('Участники обсудили проекты глубокой переработки металлов и древесины и подписали соглашения о намерениях.'),
        rt('Participants discussed deep processing of metals and timber and signed letters of intent.'),
        rt('Katılımcılar metallerin ve ağacın ileri düzey işlenmesine yönelik projeleri görüştü ve niyet mektupları imzaladı.'),
        rt('与会者讨论了金属和木材深加工项目，并签署了意向协议。'),
      ),
    ),
    event('seminar-status-rezidenta-arkticheskoy-zony', '2026-09-17', 3, 'seminar', 'online',
      img('event-arctic-seminar', 'arctic', 'Северное сияние над тундрой', 'Northern lights over the tundra', 'Tundra üzerinde kutup ışıkları', '苔原上空的北极光'),
      t('Семинар «Как получить статус резидента Арктической зоны»', 'Seminar: how to become an Arctic zone resident', 'Seminer: Arktik bölgede yerleşik şirket statüsü nasıl alınır', '研讨会：如何成为北极地区入驻企业'),
      t('Онлайн', 'Online', 'Çevrimiçi', '线上'),
      t('Требования к резидентам, льготы по страховым взносам и налогам, порядок подачи заявки.', 'Resident requirements, insurance premium and tax incentives, how to apply.', 'Yerleşik şirket statüsünün koşulları, sigorta primi ve vergi avantajları, başvuru süreci.', '入驻条件、社会保险费和税收优惠、申请程序。'),
      t(
        rt('Специалисты Корпорации развития Енисейской Сибири рассказали о порядке получения статуса резидента и ответили на вопросы.'),
        rt('Specialists of the Yenisei Siberia Development Corporation explained how to obtain resident status and answered questions.'),
        rt('Yenisey Sibirya Kalkınma Şirketi uzmanları yerleşik şirket statüsünün nasıl alınacağını anlattı ve soruları yanıtladı.'),
        rt('叶尼塞西伯利亚发展公司的专家介绍了获得入驻企业资格的程序，并解答了问题。'),
      ),
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
    story('pelletnoe-proizvodstvo-v-lesosibirske', '2026-10-01', img('story-pellets', 'taiga', 'Склад пеллет', 'Pellet warehouse', 'Pelet deposu', '燃料颗粒仓库'), {
      title: t('Отходы лесопиления стали экспортным товаром', 'Sawmill waste becomes an export product', 'Kereste atıkları ihracat ürününe dönüştü', '锯木废料变身出口商品'),
      company: t('Лесопромышленная компания, Лесосибирск', 'Timber company, Lesosibirsk', 'Orman ürünleri şirketi, Lesosibirsk', '列索西比尔斯克一家林业企业'),
      industry: t('Лесопереработка', 'Timber processing', 'Ağaç işleme', '木材加工'),
      excerpt: t('Завод перерабатывает опилки в топливные пеллеты и поставляет их в Европу и Азию.', 'The plant turns sawdust into fuel pellets for Europe and Asia.', 'Tesis talaşı yakıt peletine dönüştürüp Avrupa ve Asya’ya gönderiyor.', '工厂将锯末加工成燃料颗粒，销往欧洲和亚洲。'),
      quote: t('Сопровождение агентства сократило подготовку проекта почти вдвое.', 'The agency’s support nearly halved our project preparation time.', 'Ajansın desteği projenin hazırlık süresini neredeyse yarıya indirdi.', '投资发展署的全程服务让我们的项目筹备时间缩短了近一半。'),
      quoteAuthor: t('Генеральный директор компании', 'CEO of the company', 'Şirketin genel müdürü', '公司总经理'),
      content: t(
        rt(
          'Лесосибирские лесопильные заводы ежегодно оставляли сотни тысяч кубометров опилок и щепы, которые вывозили в отвалы или сжигали. В 2023 году компания обратилась в агентство с идеей пеллетного завода мощностью 60 тыс. тонн в год на бывшей площадке лесозавода у Енисея.',
          'Агентство подобрало площадку с железнодорожным тупиком и свободной электрической мощностью, помогло получить статус приоритетного инвестиционного проекта и льготу по налогу на имущество, а также заём регионального фонда развития промышленности на сушильные барабаны и грануляторы.',
          'Завод запущен через 22 месяца после первого обращения. Создано 120 рабочих мест, котельная предприятия работает на собственных отходах, а пеллеты уходят по железной дороге в порты Балтики и через погранпереходы в Китай.',
        ),
        rt(
          'Every year the sawmills of Lesosibirsk left hundreds of thousands of cubic metres of sawdust and chips that were dumped or burnt. In 2023 the company came to the agency with the idea of a 60,000-tonne-a-year pellet plant on a former sawmill site by the Yenisei.',
          'The agency found a site with a rail siding and spare power capacity, helped the project obtain priority investment project status and property tax relief, and arranged a regional Industrial Development Fund loan for dryers and pellet mills.',
          'The plant started 22 months after the first contact. It employs 120 people, its boiler house burns its own waste, and the pellets go by rail to Baltic ports and across the border to China.',
        ),
        rt(
          'Lesosibirsk’teki kereste fabrikaları her yıl yüz binlerce metreküp talaş ve yonga bırakıyor, bunlar döküm sahalarına atılıyor ya da yakılıyordu. Şirket 2023’te, Yenisey kıyısındaki eski bir kereste fabrikası sahasında yılda 60 bin ton kapasiteli pelet tesisi fikriyle ajansa başvurdu.',
          'Ajans demiryolu bağlantı hattı ve boş elektrik kapasitesi olan bir saha buldu, projenin öncelikli yatırım projesi statüsü ve emlak vergisi indirimi almasına yardım etti, kurutucular ve pelet presleri için bölgesel Sanayi Geliştirme Fonu’ndan kredi sağladı.',
          'Tesis ilk başvurudan 22 ay sonra faaliyete geçti. 120 kişiye istihdam sağlanıyor, tesisin kazan dairesi kendi atıklarıyla çalışıyor, peletler ise demiryoluyla Baltık limanlarına ve sınır kapılarından Çin’e gönderiliyor.',
        ),
        rt(
          '列索西比尔斯克的锯木厂每年产生数十万立方米的锯末和木屑，过去只能堆放或焚烧。2023年，该公司带着在叶尼塞河畔原锯木厂场地建设年产6万吨燃料颗粒厂的设想找到投资发展署。',
          '投资发展署为其选定了拥有铁路专用线和富余电力容量的场地，协助项目获得优先投资项目地位和财产税优惠，并争取到地区工业发展基金贷款，用于购置烘干机和制粒机。',
          '工厂在首次接洽后22个月投产，创造了120个就业岗位。企业锅炉房以自身废料为燃料，燃料颗粒经铁路运往波罗的海港口，并经边境口岸出口中国。',
        ),
      ),
    }),
    story('teplichniy-kompleks-minusinsk', '2026-08-15', img('story-greenhouse', 'field', 'Теплица', 'Greenhouse', 'Sera', '温室'), {
      title: t('Тепличный комплекс круглый год снабжает край овощами', 'A greenhouse complex supplies vegetables all year round', 'Sera kompleksi bölgeye yıl boyu sebze sağlıyor', '温室综合体全年为边疆区供应蔬菜'),
      company: t('Агрохолдинг, Минусинский район', 'Agricultural holding, Minusinsk district', 'Tarım holdingi, Minusinsk ilçesi', '米努辛斯克区一家农业控股公司'),
      industry: t('Агропромышленный комплекс', 'Agriculture', 'Tarım', '农业'),
      excerpt: t('Комплекс площадью 10 га выращивает томаты и огурцы.', 'The 10-hectare complex grows tomatoes and cucumbers.', '10 hektarlık kompleks domates ve salatalık yetiştiriyor.', '这座占地10公顷的温室综合体种植番茄和黄瓜。'),
      content: t(
        rt(
          'Минусинская котловина — самая солнечная часть края, но зимой здесь до −40 °C. Агрохолдинг построил 10 га теплиц со светодиодной досветкой и собственной угольной котельной, чтобы выращивать томаты и огурцы круглый год.',
          'Проект получил субсидию на возмещение части затрат на строительство теплиц и льготный кредит; агентство помогло ускорить подключение к сетям в сроки свода инвестиционных правил.',
          'Сегодня комплекс выращивает около 6 тыс. тонн овощей в год и поставляет их в торговые сети Красноярска, Абакана и Кызыла. На предприятии работают 180 человек.',
        ),
        rt(
          'The Minusinsk basin is the sunniest part of the region, yet winter brings temperatures down to −40 °C. The holding built 10 hectares of greenhouses with LED lighting and its own coal-fired boiler house to grow tomatoes and cucumbers all year round.',
          'The project received a subsidy towards the cost of building the greenhouses and a soft loan; the agency helped speed up the utility connections within the deadlines of the code of investment rules.',
          'The complex now grows about 6,000 tonnes of vegetables a year for retail chains in Krasnoyarsk, Abakan and Kyzyl, and employs 180 people.',
        ),
        rt(
          'Minusinsk havzası bölgenin en güneşli yeridir, ancak kışın sıcaklık −40 °C’ye kadar düşer. Holding, domates ve salatalığı yıl boyu yetiştirmek için LED aydınlatmalı ve kendi kömürlü kazan dairesi olan 10 hektarlık sera kurdu.',
          'Proje, sera inşaat maliyetlerinin bir kısmını karşılayan bir hibe ve uygun koşullu kredi aldı; ajans, yatırım kuralları kodundaki süreler içinde şebeke bağlantılarının hızlandırılmasına yardımcı oldu.',
          'Kompleks bugün yılda yaklaşık 6 bin ton sebze üretiyor ve bunları Krasnoyarsk, Abakan ve Kızıl’daki perakende zincirlerine satıyor. İşletmede 180 kişi çalışıyor.',
        ),
        rt(
          '米努辛斯克盆地是边疆区日照最充足的地区，但冬季气温可低至−40 °C。该农业控股公司建设了10公顷配备LED补光和自有燃煤锅炉房的温室，全年种植番茄和黄瓜。',
          '项目获得了温室建设费用补贴和优惠贷款；投资发展署协助其在投资规则汇编规定的期限内加快接入管网。',
          '目前该综合体年产蔬菜约6000吨，供应克拉斯诺亚尔斯克、阿巴坎和克孜勒的零售连锁店，员工180人。',
        ),
      ),
    }),
    story('rezident-oez-elektronika', '2026-06-20', img('story-electronics', 'industry', 'Сборочный участок', 'Assembly line', 'Montaj hattı', '装配线'), {
      title: t('Первый резидент ОЭЗ запустил производство электроники', 'The first SEZ resident launches electronics production', 'ÖEB’nin ilk yerleşik şirketi elektronik üretimine başladı', '经济特区首家入驻企业电子产品投产'),
      company: t('Производитель электроники, Красноярск', 'Electronics maker, Krasnoyarsk', 'Elektronik üreticisi, Krasnoyarsk', '克拉斯诺亚尔斯克一家电子产品制造商'),
      industry: t('Приборостроение', 'Instrument making', 'Cihaz imalatı', '仪器制造'),
      excerpt: t('Резидентство дало льготы по налогам на 5 лет и готовую инфраструктуру.', 'Residency brought 5-year tax incentives and ready infrastructure.', 'Yerleşik şirket statüsü 5 yıllık vergi teşvikleri ve hazır altyapı sağladı.', '入驻资格带来了5年税收优惠和现成的基础设施。'),
      content: t(
        rt(
          'Компания выпускает контроллеры и датчики для энергетики и горнодобывающих предприятий. Раньше она арендовала цех в черте города и не могла расширяться; переезд в ОЭЗ «Красноярская технологическая долина» позволил построить собственный корпус площадью 6 тыс. м².',
          'Управляющая компания подвела к участку электричество, воду и тепло за свой счёт, а резидентство дало ставку налога на прибыль 2 % в региональный бюджет и нулевые налоги на имущество и землю на 5 лет.',
          'Через год после запуска выпуск вырос втрое, создано 90 рабочих мест для инженеров и монтажников. Компания планирует вторую очередь — линию поверхностного монтажа печатных плат.',
        ),
        rt(
          'The company makes controllers and sensors for power and mining companies. It used to rent a workshop in the city and had no room to grow; moving to the Krasnoyarsk Technology Valley SEZ let it build its own 6,000 m² building.',
          'The management company brought power, water and heat to the plot at its own cost, and residency gave a 2% regional profit tax rate and zero property and land tax for 5 years.',
          'A year after the launch, output has tripled and 90 jobs have been created for engineers and assemblers. The company is planning a second phase, a surface-mount line for printed circuit boards.',
        ),
        rt(
          'Şirket enerji ve madencilik şirketleri için kontrol cihazları ve sensörler üretiyor. Daha önce şehir içinde bir atölye kiralıyordu ve büyüyecek yeri yoktu; Krasnoyarsk Teknoloji Vadisi ÖEB’ye taşınınca 6 bin m²’lik kendi binasını inşa edebildi.',
          'Yönetim şirketi parsele elektrik, su ve ısı bağlantısını kendi bütçesiyle yaptı; yerleşik şirket statüsü ise 5 yıl boyunca bölgesel kurumlar vergisinde %2 oran ile sıfır emlak ve arazi vergisi sağladı.',
          'Açılıştan bir yıl sonra üretim üç katına çıktı; mühendisler ve montaj teknisyenleri için 90 kişilik istihdam yaratıldı. Şirket ikinci aşamayı, baskılı devre kartları için yüzey montaj hattını planlıyor.',
        ),
        rt(
          '该公司为能源和采矿企业生产控制器和传感器。此前它在市区租用车间，缺乏扩展空间；迁入克拉斯诺亚尔斯克技术谷经济特区后，建成了6000平方米的自有厂房。',
          '管理公司自费将电力、供水和供热接至地块；入驻资格使企业5年内地区利润税税率降至2%，并免缴财产税和土地税。',
          '投产一年后产量增长两倍，为工程师和装配工创造了90个就业岗位。公司正在筹划二期工程——印刷电路板表面贴装生产线。',
        ),
      ),
    }),
    story('turisticheskiy-kompleks-ergaki', '2026-05-12', img('story-ergaki', 'taiga', 'Горы Ергаки', 'The Ergaki mountains', 'Ergaki dağları', '埃尔加基山'), {
      title: t('Турбаза у Ергаков удвоила поток гостей', 'A lodge near Ergaki doubles its guests', 'Ergaki yakınındaki tatil tesisi misafir sayısını ikiye katladı', '埃尔加基附近的度假营地游客量翻番'),
      company: t('Туристический комплекс, Ермаковский район', 'Tourist lodge, Yermakovsky district', 'Turizm kompleksi, Yermakovski ilçesi', '叶尔马科夫斯基区一家旅游综合体'),
      industry: t('Туризм', 'Tourism', 'Turizm', '旅游'),
      excerpt: t('Новые домики и экотропы открыты при поддержке края.', 'New cabins and eco-trails opened with regional support.', 'Yeni dağ evleri ve doğa yürüyüşü parkurları bölgenin desteğiyle açıldı.', '在边疆区支持下，新木屋和生态步道相继开放。'),
      content: t(
        rt(
          'Природный парк «Ергаки» в Западном Саяне — одно из самых популярных туристических мест Сибири: более 100 тыс. гостей в год. Небольшая турбаза у трассы Р-257 «Енисей» принимала до 40 человек и работала только летом.',
          'Комплекс получил краевую субсидию на создание туристской инфраструктуры: построены 12 утеплённых домиков, баня, прокат снаряжения и 8 км маркированных экотроп вместе с дирекцией парка.',
          'Теперь база работает круглый год, зимой принимает горнолыжников и любителей снегоступов. За два сезона число гостей выросло вдвое, в штате 35 человек из соседних сёл.',
        ),
        rt(
          'The Ergaki nature park in the Western Sayan is one of Siberia’s most popular destinations, with over 100,000 visitors a year. A small lodge on the R-257 Yenisei highway used to take up to 40 guests and opened only in summer.',
          'The lodge received a regional subsidy for tourist infrastructure: 12 insulated cabins, a banya, equipment hire and, with the park’s management, 8 km of waymarked eco-trails.',
          'It now opens all year round and welcomes skiers and snowshoers in winter. Guest numbers have doubled over two seasons, and it employs 35 people from nearby villages.',
        ),
        rt(
          'Batı Sayan’daki Ergaki tabiat parkı, yılda 100 binden fazla ziyaretçisiyle Sibirya’nın en popüler turizm noktalarından biridir. R-257 “Yenisey” karayolu üzerindeki küçük tesis en fazla 40 misafir alıyor ve yalnızca yazın açık oluyordu.',
          'Tesis turizm altyapısı için bölgesel hibe aldı: 12 yalıtımlı dağ evi, bir Rus hamamı, ekipman kiralama noktası ve park yönetimiyle birlikte 8 km işaretli doğa yürüyüşü parkuru yapıldı.',
          'Tesis artık yıl boyu açık; kışın kayakçıları ve kar ayakkabısı meraklılarını ağırlıyor. İki sezonda misafir sayısı ikiye katlandı; çevre köylerden 35 kişi çalışıyor.',
        ),
        rt(
          '西萨彦岭的埃尔加基自然公园是西伯利亚最受欢迎的旅游目的地之一，年接待游客逾10万人次。R-257“叶尼塞”公路旁的一座小型度假营地过去最多接待40人，且仅在夏季营业。',
          '该营地获得了边疆区旅游基础设施补贴：建成12栋保温木屋、一座俄式浴室和装备租赁点，并与公园管理处共同修建了8公里有标识的生态步道。',
          '如今营地全年开放，冬季接待滑雪和雪鞋徒步爱好者。两个季度内游客量翻了一番，员工35人，均来自附近村庄。',
        ),
      ),
    }),
    story('molochniy-zavod-kansk', '2026-03-03', img('story-dairy', 'field', 'Молочная ферма', 'Dairy farm', 'Süt çiftliği', '奶牛场'), {
      title: t('Молочный завод в Канске вышел на проектную мощность', 'A dairy in Kansk reaches full capacity', 'Kansk’taki süt fabrikası tam kapasiteye ulaştı', '坎斯克乳品厂达到设计产能'),
      company: t('Молочный завод, Канск', 'Dairy plant, Kansk', 'Süt fabrikası, Kansk', '坎斯克一家乳品厂'),
      industry: t('Пищевая промышленность', 'Food industry', 'Gıda sanayii', '食品工业'),
      excerpt: t('Завод перерабатывает 100 тонн молока в сутки.', 'The plant processes 100 tonnes of milk a day.', 'Fabrika günde 100 ton süt işliyor.', '工厂日处理鲜奶100吨。'),
      content: t(
        rt(
          'Завод в Канске, построенный в 1970-х годах, перерабатывал не больше 30 тонн молока в сутки, и фермеры восточных районов края возили сырьё за 200 км в Красноярск.',
          'На льготный заём регионального фонда развития промышленности под 3 % годовых предприятие заменило линии пастеризации и розлива и построило цех твёрдых сыров. Агентство помогло оформить заявку и подобрать субсидию на компенсацию процентов.',
          'Завод вышел на 100 тонн молока в сутки, закупает сырьё у 40 хозяйств Канского, Иланского и Абанского районов и выпускает 12 сортов сыра.',
        ),
        rt(
          'Built in the 1970s, the Kansk dairy processed no more than 30 tonnes of milk a day, and farmers in the eastern districts hauled their milk 200 km to Krasnoyarsk.',
          'With a regional Industrial Development Fund loan at 3% a year, the plant replaced its pasteurising and bottling lines and built a hard-cheese shop. The agency helped with the application and found a subsidy towards the interest.',
          'The plant now processes 100 tonnes of milk a day, buys from 40 farms in the Kansk, Ilansky and Abansky districts and makes 12 kinds of cheese.',
        ),
        rt(
          '1970’lerde kurulan Kansk süt fabrikası günde en fazla 30 ton süt işleyebiliyordu; bölgenin doğu ilçelerindeki çiftçiler sütlerini 200 km uzaktaki Krasnoyarsk’a taşıyordu.',
          'Fabrika, bölgesel Sanayi Geliştirme Fonu’ndan yıllık %3 faizli uygun krediyle pastörizasyon ve dolum hatlarını yeniledi ve bir sert peynir üretim bölümü kurdu. Ajans başvurunun hazırlanmasına yardım etti ve faiz giderleri için bir hibe buldu.',
          'Fabrika bugün günde 100 ton süt işliyor, Kansk, İlanski ve Abanski ilçelerindeki 40 çiftlikten süt alıyor ve 12 çeşit peynir üretiyor.',
        ),
        rt(
          '坎斯克乳品厂建于20世纪70年代，过去日处理鲜奶不超过30吨，边疆区东部各区的农户只能把鲜奶运到200公里外的克拉斯诺亚尔斯克。',
          '企业利用地区工业发展基金年利率3%的优惠贷款更换了巴氏杀菌和灌装生产线，并新建了硬质奶酪车间。投资发展署协助准备申请材料，并为其匹配了贷款贴息补贴。',
          '目前工厂日处理鲜奶100吨，向坎斯克区、伊兰斯基区和阿班斯基区的40家农场收购原奶，生产12种奶酪。',
        ),
      ),
    }),
    story('logistika-severnogo-zavoza', '2026-01-25', img('story-logistics', 'arctic', 'Баржи на Енисее', 'Barges on the Yenisei', 'Yenisey’de mavnalar', '叶尼塞河上的驳船'), {
      title: t('Резидент Арктической зоны обновил флот для северного завоза', 'An Arctic zone resident renews its fleet for northern deliveries', 'Arktik bölgedeki bir yerleşik şirket kuzey sevkiyatları için filosunu yeniledi', '北极地区入驻企业为北方物资运输更新船队'),
      company: t('Транспортная компания, Дудинка', 'Shipping company, Dudinka', 'Nakliye şirketi, Dudinka', '杜金卡一家航运公司'),
      industry: t('Логистика', 'Logistics', 'Lojistik', '物流'),
      excerpt: t('Пониженные страховые взносы помогли закупить новые суда.', 'Lower insurance premiums helped buy new vessels.', 'Düşük sigorta primleri yeni gemilerin alınmasına yardımcı oldu.', '降低的社会保险费帮助企业购置了新船。'),
      content: t(
        rt(
          'Компания из Дудинки перевозит по Енисею продовольствие, топливо и стройматериалы для посёлков Таймыра. Навигация на севере длится около четырёх месяцев, и старые баржи не успевали сделать нужное число рейсов.',
          'Получив статус резидента Арктической зоны, компания платит страховые взносы по ставке 7,6 % вместо 30 % и освобождена от федеральной части налога на прибыль. Сэкономленные средства и лизинг позволили купить два толкача и шесть барж-площадок.',
          'За навигацию 2025 года компания доставила на 40 % больше грузов, чем годом ранее, и создала 60 рабочих мест в Дудинке.',
        ),
        rt(
          'The Dudinka company carries food, fuel and building materials along the Yenisei to the settlements of Taimyr. The northern navigation season lasts about four months, and its old barges could not make enough trips.',
          'As an Arctic zone resident, the company pays insurance premiums at 7.6% instead of 30% and is exempt from the federal part of the profit tax. The savings and a lease paid for two pusher tugs and six deck barges.',
          'In the 2025 navigation season the company delivered 40% more freight than a year earlier and created 60 jobs in Dudinka.',
        ),
        rt(
          'Dudinka merkezli şirket, Yenisey üzerinden Taymır yerleşimlerine gıda, yakıt ve inşaat malzemesi taşıyor. Kuzeyde seyir dönemi yaklaşık dört ay sürüyor ve eski mavnalar gereken sayıda sefer yapamıyordu.',
          'Arktik bölgede yerleşik şirket statüsü alan şirket sosyal sigorta primlerini %30 yerine %7,6 oranında ödüyor ve kurumlar vergisinin federal payından muaf. Sağlanan tasarruf ve leasing ile iki itici römorkör ve altı güverte mavnası alındı.',
          '2025 seyir döneminde şirket bir önceki yıla göre %40 daha fazla yük taşıdı ve Dudinka’da 60 kişiye istihdam sağladı.',
        ),
        rt(
          '这家杜金卡公司经叶尼塞河为泰梅尔各居民点运送食品、燃料和建材。北方通航期仅约四个月，旧驳船难以完成所需航次。',
          '获得北极地区入驻企业资格后，公司社会保险费率由30%降至7.6%，并免缴利润税联邦部分。节省的资金加上融资租赁，使公司购置了两艘顶推船和六艘甲板驳船。',
          '2025年通航期，公司货运量同比增长40%，并在杜金卡创造了60个就业岗位。',
        ),
      ),
    }),
  ],
};

/** Every item has its demo video; an item added without one shows the first. */
const demoVideo = (slug: string) => ((DEMO_VIDEOS as readonly string[]).includes(slug) ? slug : DEMO_VIDEOS[0]);

type Video = { slug: string; palette: Palette; title: [ru: string, en: string, tr: string, zh: string]; description: [ru: string, en: string, tr: string, zh: string] };

/** The gallery: each description says what its 12-second demo video and captions show (cms/seed/media/videos). */
const VIDEOS: Video[] = [
  {
    slug: 'krasnoyarskiy-kray-investicionnyi-potencial',
    palette: 'river',
    title: ['Красноярский край: инвестиционный потенциал', 'Krasnoyarsk Krai: investment potential', 'Krasnoyarsk Krayı: yatırım potansiyeli', '克拉斯诺亚尔斯克边疆区：投资潜力'],
    description: [
      'Второй по площади регион России в трёх кадрах: Енисей, лес, металлы и энергия — ресурсы, на которых инвесторы строят свои проекты.',
      'Russia’s second-largest region in three scenes: the Yenisei, forests, metals and energy, the resources investors build their projects on.',
      'Rusya’nın yüzölçümü bakımından ikinci büyük bölgesi üç sahnede: Yenisey, ormanlar, metaller ve enerji; yatırımcıların projelerini üzerine kurduğu kaynaklar.',
      '三个镜头展现俄罗斯面积第二大的地区：叶尼塞河、森林、金属与能源——投资者赖以发展项目的资源。',
    ],
  },
  {
    slug: 'oez-krasnoyarskaya-tehnologicheskaya-dolina',
    palette: 'industry',
    title: ['ОЭЗ «Красноярская технологическая долина»', 'Krasnoyarsk Technology Valley SEZ', 'Krasnoyarsk Teknoloji Vadisi ÖEB', '克拉斯诺亚尔斯克技术谷经济特区'],
    description: [
      'Индустриальный парк особой экономической зоны: готовые участки с сетями, налоговые льготы для резидентов и режим свободной таможенной зоны.',
      'The industrial park of the special economic zone: serviced plots, tax incentives for residents and a free customs zone regime.',
      'Özel ekonomik bölgenin sanayi parkı: altyapısı hazır parseller, yerleşik şirketlere vergi avantajları ve serbest gümrük bölgesi rejimi.',
      '经济特区工业园：基础设施齐备的地块、入驻企业税收优惠和自由关税区制度。',
    ],
  },
  {
    slug: 'arkticheskaya-zona-krasnoyarskogo-kraya',
    palette: 'arctic',
    title: ['Арктическая зона Красноярского края', 'The Arctic zone of Krasnoyarsk Krai', 'Krasnoyarsk Krayı’nın Arktik bölgesi', '克拉斯诺亚尔斯克边疆区北极地区'],
    description: [
      'Норильск, Дудинка и Диксон на Северном морском пути и главная льгота резидентов Арктической зоны — страховые взносы 7,6 %.',
      'Norilsk, Dudinka and Dikson on the Northern Sea Route, and the main incentive of Arctic zone residents: insurance premiums of 7.6%.',
      'Kuzey Deniz Yolu üzerindeki Norilsk, Dudinka ve Dikson ile Arktik bölgedeki yerleşik şirketlerin başlıca avantajı: %7,6 sosyal sigorta primi.',
      '北方海航道上的诺里尔斯克、杜金卡和季克森，以及北极地区入驻企业的主要优惠——7.6%的社会保险费率。',
    ],
  },
  {
    slug: 'kak-poluchit-podderjku-v-odnom-okne',
    palette: 'city',
    title: ['Как получить поддержку в «одном окне»', 'One-stop shop support explained', 'Tek durak desteği nasıl alınır', '如何通过“一站式”服务获得支持'],
    description: [
      'Три шага к поддержке: заявка на портале, сопровождение проекта и подбор мер поддержки. Ответ — в течение 5 рабочих дней.',
      'Three steps to support: an application on the portal, project support and the choice of support measures. You get an answer within 5 working days.',
      'Desteğe üç adım: portal üzerinden başvuru, proje refakati ve destek tedbirlerinin seçimi. Yanıt 5 iş günü içinde verilir.',
      '获得支持只需三步：在门户网站提交申请、项目全程服务、匹配扶持措施。5个工作日内答复。',
    ],
  },
  {
    slug: 'istoriya-uspeha-lesopererabotka',
    palette: 'taiga',
    title: ['История успеха: лесопереработка', 'Success story: timber processing', 'Başarı öyküsü: ağaç işleme', '成功案例：木材加工'],
    description: [
      'Завод в Лесосибирске превращает отходы лесопиления в экспортные пеллеты; льготный заём регионального фонда дал городу рабочие места на годы вперёд.',
      'A Lesosibirsk plant turns sawmill waste into export pellets; a soft loan from the regional fund has given the town jobs for years to come.',
      'Lesosibirsk’teki bir tesis kereste atıklarını ihraç edilen pelete dönüştürüyor; bölgesel fonun uygun kredisi şehre uzun yıllar sürecek istihdam kazandırdı.',
      '列索西比尔斯克的工厂将锯木废料加工成出口燃料颗粒；地区基金的优惠贷款为当地带来了长期就业。',
    ],
  },
  {
    slug: 'agropromyshlenniy-yug-kraya',
    palette: 'field',
    title: ['Агропромышленный юг края', 'The agricultural south of the region', 'Bölgenin tarımsal güneyi', '边疆区南部农业区'],
    description: [
      'Минусинская котловина: зерно, молоко и овощи перерабатываются на месте, а фермеры и переработчики получают субсидии и гранты.',
      'The Minusinsk basin: grain, milk and vegetables are processed locally, and farmers and processors receive subsidies and grants.',
      'Minusinsk havzası: tahıl, süt ve sebze yerinde işleniyor; çiftçiler ve işleyiciler hibe ve destek alıyor.',
      '米努辛斯克盆地：粮食、牛奶和蔬菜就地加工，农户和加工企业可获得补贴和资助。',
    ],
  },
];

export const videos: SeedCollection = {
  collection: 'video-gallery',
  key: 'slug',
  drafts: true,
  docs: VIDEOS.map(({ slug, palette, title, description }, i) => ({
    slug,
    title: t(...title),
    description: t(...description),
    // The item's committed demo video (cms/seed/videos.ts: 12 s each, hence the durations) and its captions in each language.
    videoUrl: fileUrl(`${demoVideo(slug)}.mp4`),
    captions: LOCALES.map((language) => ({ language, file: file(`${demoVideo(slug)}.${language}.vtt`) })),
    duration: '0:12',
    publishedAt: new Date(Date.UTC(2026, 9 - i, 1, 9)).toISOString(),
    preview: img(`video-${slug}`, palette, ...title),
  })),
};

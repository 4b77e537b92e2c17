import type { Palette } from '../images';
import { img, ref, rt, t } from '../localize';
import type { SeedCollection } from '../types';

type L = [ru: string, en: string, tr: string, zh: string];
/** A value that reads the same in every language (years, periods). */
const same = (value: string) => t(value, value, value, value);

export const cip: SeedCollection = {
  collection: 'cip',
  key: 'slug',
  drafts: true,
  docs: [
    {
      slug: 'boguchanskiy-alyuminievyy-zavod', order: 10,
      title: t('Богучанский алюминиевый завод', 'Boguchany Aluminium Smelter', 'Boguçanı Alüminyum İzabe Tesisi', '博古恰内铝厂'),
      investor: t('РУСАЛ и РусГидро (проект БЭМО)', 'RUSAL and RusHydro (BEMO project)', 'RUSAL ve RusHidro (BEMO projesi)', '俄铝与俄罗斯水电公司（BEMO项目）'),
      implementationPeriod: same('2006–2030'),
      investmentSize: t('более 100 млрд ₽', 'over 100 billion roubles', '100 milyar rubleden fazla', '逾1000亿卢布'),
      stage: t('Эксплуатация, наращивание мощности', 'In operation, ramping up', 'Faaliyette, kapasite artırılıyor', '运营中，产能爬坡'),
      industry: t('Металлургия', 'Metallurgy', 'Metalurji', '冶金'),
      excerpt: t('Алюминиевый завод на энергии Богучанской ГЭС в Нижнем Приангарье.', 'An aluminium smelter powered by the Boguchany hydropower plant in the Lower Angara region.', 'Aşağı Angara bölgesinde, Boguçanı hidroelektrik santralinin enerjisiyle çalışan alüminyum izabe tesisi.', '位于下安加拉地区、由博古恰内水电站供电的铝厂。'),
      content: t(
        rt('Завод входит в Богучанское энерго-металлургическое объединение вместе с Богучанской ГЭС мощностью около 3 ГВт. Первая очередь мощностью 298 тыс. тонн алюминия в год работает с 2015 года.'),
        rt('The smelter is part of the Boguchany Energy and Metals Complex together with the Boguchany hydropower plant of about 3 GW. Its first phase, with a capacity of 298,000 tonnes of aluminium a year, has operated since 2015.'),
        rt('Tesis, yaklaşık 3 GW gücündeki Boguçanı hidroelektrik santraliyle birlikte Boguçanı Enerji ve Metalurji Kompleksi’nin parçasıdır. Yılda 298 bin ton alüminyum kapasiteli birinci aşama 2015’ten beri faaliyette.'),
        rt('该铝厂与装机容量约3吉瓦的博古恰内水电站共同组成博古恰内能源冶金联合体。年产29.8万吨铝的一期工程自2015年起投产运营。'),
      ),
      image: img('cip-aluminium', 'industry', 'Алюминиевое производство', 'Aluminium production', 'Alüminyum üretimi', '铝生产'),
    },
    {
      slug: 'vankorskiy-klaster', order: 20,
      title: t('Развитие Ванкорского кластера', 'Vankor cluster development', 'Vankor kümesinin geliştirilmesi', '万科尔油气产业集群开发'),
      investor: t('ПАО «НК «Роснефть»', 'Rosneft', 'Rosneft', '俄罗斯石油公司'),
      implementationPeriod: same('2009–2035'),
      investmentSize: t('более 1 трлн ₽', 'over 1 trillion roubles', '1 trilyon rubleden fazla', '逾1万亿卢布'),
      stage: t('Эксплуатация и расширение', 'In operation, expanding', 'Faaliyette, genişletiliyor', '运营中，持续扩建'),
      industry: t('Нефтегазодобыча', 'Oil and gas', 'Petrol ve doğal gaz', '油气开采'),
      excerpt: t('Группа нефтегазовых месторождений на севере края.', 'A group of oil and gas fields in the north of the region.', 'Bölgenin kuzeyinde bir grup petrol ve doğal gaz sahası.', '边疆区北部的油气田群。'),
      content: t(
        rt('Ванкорское месторождение в Туруханском районе разрабатывается с 2009 года и стало основой нефтегазового кластера на севере края.'),
        rt('The Vankor field in the Turukhansk district has been in production since 2009 and has become the core of an oil and gas cluster in the north of the region.'),
        rt('Turuhansk ilçesindeki Vankor sahası 2009’dan beri işletiliyor ve bölgenin kuzeyindeki petrol ve doğal gaz kümesinin temelini oluşturuyor.'),
        rt('图鲁汉斯克区的万科尔油田自2009年起开发，已成为边疆区北部油气产业集群的核心。'),
      ),
      image: img('cip-oil', 'arctic', 'Север Красноярского края', 'The north of the region', 'Bölgenin kuzeyi', '边疆区北部'),
    },
    {
      slug: 'syradasayskoe-mestorojdenie-uglya', order: 30,
      title: t('Освоение Сырадасайского угольного месторождения', 'Syradasay coal deposit', 'Sıradasay kömür yatağının işletilmesi', '瑟拉达赛煤矿开发'),
      investor: t('АО «Северная звезда»', 'Severnaya Zvezda', 'Severnaya Zvezda', '北极星公司'),
      implementationPeriod: same('2019–2030'),
      investmentSize: t('около 70 млрд ₽', 'about 70 billion roubles', 'yaklaşık 70 milyar ruble', '约700亿卢布'),
      stage: t('Строительство', 'Under construction', 'İnşaat aşamasında', '建设中'),
      industry: t('Угледобыча', 'Coal mining', 'Kömür madenciliği', '煤炭开采'),
      excerpt: t('Добыча коксующегося угля на Таймыре с вывозом по Северному морскому пути.', 'Coking coal in Taimyr, shipped via the Northern Sea Route.', 'Taymır’da koklaşabilir kömür üretimi ve Kuzey Deniz Yolu üzerinden sevkiyat.', '在泰梅尔开采炼焦煤，经北方海航道外运。'),
      content: t(
        rt('Проект включает угольный разрез, обогатительную фабрику и морской терминал на Енисейском заливе.'),
        rt('The project includes an open-pit mine, a preparation plant and a sea terminal on the Yenisei Gulf.'),
        rt('Proje bir açık ocak, bir lavvar tesisi ve Yenisey Körfezi’nde bir deniz terminalini kapsıyor.'),
        rt('项目包括露天煤矿、选煤厂和叶尼塞湾海运码头。'),
      ),
      image: img('cip-coal', 'arctic', 'Таймырская тундра', 'Taimyr tundra', 'Taymır tundrası', '泰梅尔苔原'),
    },
    {
      slug: 'olimpiadinskoe-mestorojdenie', order: 40,
      title: t('Развитие Олимпиадинского золоторудного месторождения', 'Olimpiada gold deposit', 'Olimpiada altın yatağının geliştirilmesi', '奥林匹亚金矿开发'),
      investor: t('ПАО «Полюс»', 'Polyus', 'Polyus', '极地黄金公司'),
      implementationPeriod: same('2018–2028'),
      investmentSize: t('около 40 млрд ₽', 'about 40 billion roubles', 'yaklaşık 40 milyar ruble', '约400亿卢布'),
      stage: t('Эксплуатация', 'In operation', 'Faaliyette', '运营中'),
      industry: t('Золотодобыча', 'Gold mining', 'Altın madenciliği', '黄金开采'),
      excerpt: t('Одно из крупнейших золоторудных месторождений России в Северо-Енисейском районе.', 'One of Russia’s largest gold deposits, in the Severo-Yeniseysky district.', 'Rusya’nın en büyük altın yataklarından biri, Severo-Yeniseyski ilçesinde.', '俄罗斯最大的金矿之一，位于北叶尼塞斯基区。'),
      content: t(
        rt('Расширение мощностей по переработке руды и модернизация горно-обогатительного комбината.'),
        rt('Expansion of ore processing capacity and modernisation of the mining and processing plant.'),
        rt('Cevher işleme kapasitesinin artırılması ve maden-zenginleştirme tesisinin modernizasyonu.'),
        rt('扩大矿石处理能力，并对采选联合企业进行现代化改造。'),
      ),
      image: img('cip-gold', 'taiga', 'Енисейский кряж', 'Yenisei Ridge', 'Yenisey sırtı', '叶尼塞山脊'),
    },
    {
      slug: 'yujniy-klaster-norilskogo-rayona', order: 50,
      title: t('Южный кластер Норильского промышленного района', 'Southern cluster of the Norilsk industrial district', 'Norilsk sanayi bölgesinin güney kümesi', '诺里尔斯克工业区南部集群'),
      investor: t('ПАО «ГМК «Норильский никель»', 'Nornickel', 'Nornickel', '诺里尔斯克镍业公司'),
      implementationPeriod: same('2018–2030'),
      investmentSize: t('более 80 млрд ₽', 'over 80 billion roubles', '80 milyar rubleden fazla', '逾800亿卢布'),
      stage: t('Строительство', 'Under construction', 'İnşaat aşamasında', '建设中'),
      industry: t('Цветная металлургия', 'Non-ferrous metallurgy', 'Demir dışı metalurji', '有色冶金'),
      excerpt: t('Развитие добычи вкрапленных руд Норильского месторождения.', 'Mining of disseminated ores of the Norilsk deposit.', 'Norilsk yatağındaki saçınımlı cevherlerin üretimi.', '开采诺里尔斯克矿床的浸染状矿石。'),
      content: t(
        rt('Проект предусматривает строительство рудника, обогатительной фабрики и инфраструктуры.'),
        rt('The project provides for a new mine, a concentrator and the infrastructure to serve them.'),
        rt('Proje bir maden ocağı, bir zenginleştirme tesisi ve bunlara hizmet edecek altyapının inşasını öngörüyor.'),
        rt('项目包括建设矿山、选矿厂及配套基础设施。'),
      ),
      image: img('cip-nickel', 'arctic', 'Промышленный Норильск', 'Industrial Norilsk', 'Sanayi kenti Norilsk', '工业城市诺里尔斯克'),
    },
    {
      slug: 'lesopromyshlenniy-kompleks-angara', order: 60,
      title: t('Лесопромышленный комплекс в Нижнем Приангарье', 'Lower Angara timber complex', 'Aşağı Angara orman ürünleri kompleksi', '下安加拉林业综合体'),
      investor: t('Частный инвестор', 'Private investor', 'Özel yatırımcı', '私人投资者'),
      implementationPeriod: same('2022–2029'),
      investmentSize: t('около 25 млрд ₽', 'about 25 billion roubles', 'yaklaşık 25 milyar ruble', '约250亿卢布'),
      stage: t('Проектирование', 'Design', 'Proje tasarımı', '设计阶段'),
      industry: t('Лесопромышленный комплекс', 'Timber industry', 'Orman ürünleri sanayii', '林业工业'),
      excerpt: t('Глубокая переработка древесины: пиломатериалы, пеллеты, клеёные конструкции.', 'Deep wood processing: sawn timber, pellets and glued structures.', 'İleri düzey ağaç işleme: kereste, pelet ve tutkallı yapı elemanları.', '木材深加工：锯材、燃料颗粒和胶合结构材。'),
      content: t(
        rt('Комплекс будет использовать расчётную лесосеку Богучанского и Кежемского районов.'),
        rt('The complex will draw on the allowable annual cut of the Boguchany and Kezhma districts.'),
        rt('Kompleks, Boguçanı ve Kejma ilçelerinin yıllık izin verilen kesim hacmini kullanacak.'),
        rt('该综合体将利用博古恰内区和克热姆区的年允许采伐量。'),
      ),
      image: img('cip-timber', 'taiga', 'Ангарская тайга', 'Angara taiga', 'Angara taygası', '安加拉泰加林'),
    },
    {
      slug: 'krasnoyarskaya-tehnologicheskaya-dolina', order: 70,
      title: t('ОЭЗ «Красноярская технологическая долина»', 'Krasnoyarsk Technology Valley SEZ', 'Krasnoyarsk Teknoloji Vadisi ÖEB', '克拉斯诺亚尔斯克技术谷经济特区'),
      investor: t('Красноярский край, резиденты ОЭЗ', 'Krasnoyarsk Krai and SEZ residents', 'Krasnoyarsk Krayı ve ÖEB yerleşik şirketleri', '克拉斯诺亚尔斯克边疆区及经济特区入驻企业'),
      implementationPeriod: same('2023–2035'),
      investmentSize: t('около 20 млрд ₽', 'about 20 billion roubles', 'yaklaşık 20 milyar ruble', '约200亿卢布'),
      stage: t('Приём резидентов', 'Accepting residents', 'Yerleşik şirket kabulü sürüyor', '正在招募入驻企业'),
      industry: t('Обрабатывающие производства', 'Manufacturing', 'İmalat sanayii', '制造业'),
      excerpt: t('Площадка для производств с готовой инфраструктурой и 32,9 Гкал/ч тепла.', 'A site for manufacturing with ready infrastructure and 32.9 Gcal/h of heat.', 'Hazır altyapıya ve 32,9 Gcal/saat ısı kapasitesine sahip üretim sahası.', '基础设施齐备、供热容量32.9吉卡/小时的生产园区。'),
      content: t(
        rt('Резиденты особой экономической зоны получают льготный налоговый режим на 5 лет.'),
        rt('Residents of the special economic zone get a preferential tax regime for 5 years.'),
        rt('Özel ekonomik bölgenin yerleşik şirketleri 5 yıl boyunca vergi avantajlarından yararlanır.'),
        rt('经济特区入驻企业可享受5年税收优惠制度。'),
      ),
      image: img('cip-sez', 'industry', 'Технологическая долина', 'Technology Valley', 'Teknoloji Vadisi', '技术谷'),
    },
  ],
};

export const investProjectTypes: SeedCollection = {
  collection: 'invest-project-types',
  key: 'slug',
  docs: [
    { slug: 'promyshlennost', order: 10, name: t('Промышленность', 'Industry', 'Sanayi', '工业') },
    { slug: 'apk', order: 20, name: t('Агропромышленный комплекс', 'Agriculture', 'Tarım', '农业') },
    { slug: 'les', order: 30, name: t('Лесопромышленный комплекс', 'Timber industry', 'Orman ürünleri sanayii', '林业工业') },
    { slug: 'turizm', order: 40, name: t('Туризм', 'Tourism', 'Turizm', '旅游') },
    { slug: 'infrastruktura', order: 50, name: t('Инфраструктура и логистика', 'Infrastructure and logistics', 'Altyapı ve lojistik', '基础设施与物流') },
  ],
};

type Offer = { title: L; resourceBase: L; territory: L; investmentVolume: L; excerpt: L; content: L[] };

const offer = (slug: string, type: string, palette: Palette, lat: number, lng: number, fields: Offer, order: number) => ({
  slug,
  order,
  type: ref('invest-project-types', type),
  coordinates: { lat, lng },
  image: img(`offer-${slug}`, palette, ...fields.title),
  title: t(...fields.title),
  resourceBase: t(...fields.resourceBase),
  territory: t(...fields.territory),
  investmentVolume: t(...fields.investmentVolume),
  excerpt: t(...fields.excerpt),
  content: t(...([0, 1, 2, 3] as const).map((i) => rt(...fields.content.map((paragraph) => paragraph[i]))) as [ReturnType<typeof rt>, ReturnType<typeof rt>, ReturnType<typeof rt>, ReturnType<typeof rt>]),
});

export const investProjects: SeedCollection = {
  collection: 'invest-projects',
  key: 'slug',
  drafts: true,
  docs: [
    offer('pelletnoe-proizvodstvo-lesosibirsk', 'les', 'taiga', 58.2358, 92.4828, {
      title: ['Производство топливных пеллет в Лесосибирске', 'Fuel pellet plant in Lesosibirsk', 'Lesosibirsk’te yakıt peleti üretimi', '列索西比尔斯克燃料颗粒厂'],
      resourceBase: ['Отходы лесопиления предприятий Лесосибирска — более 1 млн м³ в год', 'Sawmill waste of Lesosibirsk mills, over 1 million m³ a year', 'Lesosibirsk kereste fabrikalarının atıkları, yılda 1 milyon m³’ten fazla', '列索西比尔斯克各锯木厂的锯木废料，每年逾100万立方米'],
      territory: ['г. Лесосибирск', 'Lesosibirsk', 'Lesosibirsk', '列索西比尔斯克市'],
      investmentVolume: ['1,2 млрд ₽', '1.2 billion roubles', '1,2 milyar ruble', '12亿卢布'],
      excerpt: ['Экспортно ориентированное производство гранул из древесных отходов.', 'Export-oriented production of pellets from wood waste.', 'Ağaç atıklarından ihracata yönelik pelet üretimi.', '以木材废料为原料、面向出口的颗粒燃料生产。'],
      content: [
        ['Рядом — железнодорожная станция и речной порт на Енисее.', 'A railway station and a river port on the Yenisei are close by.', 'Yakınında bir demiryolu istasyonu ve Yenisey üzerinde bir nehir limanı var.', '附近有火车站和叶尼塞河河港。'],
        ['Площадка бывшего лесозавода: свободно 10 МВт, водопровод и котельная на отходах деревообработки.', 'The former sawmill site has 10 MW free, a water main and a boiler house fired with wood waste.', 'Eski kereste fabrikası sahasında 10 MW boş kapasite, su hattı ve ağaç atıklarıyla çalışan kazan dairesi bulunuyor.', '原锯木厂场地有10兆瓦可用电力容量、供水管网和以木材废料为燃料的锅炉房。'],
      ],
    }, 10),
    offer('teplichniy-kompleks-minusinsk', 'apk', 'field', 53.7104, 91.6873, {
      title: ['Тепличный комплекс в Минусинской котловине', 'Greenhouse complex in the Minusinsk basin', 'Minusinsk havzasında sera kompleksi', '米努辛斯克盆地温室综合体'],
      resourceBase: ['Самое большое число солнечных дней в крае, плодородные почвы', 'The sunniest part of the region, with fertile soils', 'Bölgenin en güneşli yeri, verimli topraklar', '边疆区日照最充足的地区，土壤肥沃'],
      territory: ['Минусинский район', 'Minusinsk district', 'Minusinsk ilçesi', '米努辛斯克区'],
      investmentVolume: ['3,5 млрд ₽', '3.5 billion roubles', '3,5 milyar ruble', '35亿卢布'],
      excerpt: ['Круглогодичное выращивание овощей для рынка Сибири.', 'Year-round vegetables for the Siberian market.', 'Sibirya pazarı için yıl boyu sebze yetiştiriciliği.', '面向西伯利亚市场的全年蔬菜种植。'],
      content: [
        ['Земельный участок 20 га рядом с агроплощадкой «Минусинск»: линия 10 кВ со свободной мощностью 3 МВт и артезианские скважины.', 'A 20-hectare plot next to the Minusinsk agricultural site, with a 10 kV line offering 3 MW and artesian wells.', 'Minusinsk tarım sahasının yanında 20 hektarlık arsa: 3 MW boş kapasiteli 10 kV hat ve artezyen kuyuları.', '20公顷地块，毗邻米努辛斯克农业场地：10千伏线路可用容量3兆瓦，另有自流井。'],
        ['Газа в районе нет: теплицам нужна собственная котельная на угле или древесной щепе.', 'There is no mains gas in the district, so the greenhouses need their own boiler house fired with coal or wood chips.', 'İlçede doğal gaz şebekesi yok; seraların kömür veya odun yongasıyla çalışan kendi kazan dairesi gerekir.', '该区没有管道天然气，温室需自建燃煤或木屑锅炉房。'],
      ],
    }, 20),
    offer('turkompleks-ergaki', 'turizm', 'taiga', 52.8167, 93.3167, {
      title: ['Туристический комплекс у природного парка «Ергаки»', 'Tourist complex at the Ergaki nature park', 'Ergaki tabiat parkında turizm kompleksi', '埃尔加基自然公园旅游综合体'],
      resourceBase: ['Горный массив Западного Саяна, более 100 тыс. туристов в год', 'The Western Sayan mountains, over 100,000 visitors a year', 'Batı Sayan dağları, yılda 100 binden fazla turist', '西萨彦岭山地，年接待游客逾10万人次'],
      territory: ['Ермаковский район', 'Yermakovsky district', 'Yermakovski ilçesi', '叶尔马科夫斯基区'],
      investmentVolume: ['800 млн ₽', '800 million roubles', '800 milyon ruble', '8亿卢布'],
      excerpt: ['Гостиница, глэмпинг и горнолыжная трасса.', 'A hotel, glamping and a ski slope.', 'Otel, glamping ve kayak pisti.', '酒店、豪华露营和滑雪道。'],
      content: [
        ['Участок у федеральной трассы Р-257 «Енисей».', 'The plot lies on the R-257 Yenisei federal highway.', 'Arsa R-257 “Yenisey” federal karayolu üzerinde.', '地块位于R-257“叶尼塞”联邦公路旁。'],
        ['Турпоток к Ергакам растёт на 10–15 % в год, а номеров в районе не хватает в высокий сезон.', 'Visitor numbers at Ergaki grow by 10–15% a year, and the district runs short of rooms in the high season.', 'Ergaki’ye gelen turist sayısı yılda %10–15 artıyor; yüksek sezonda ilçede oda sıkıntısı yaşanıyor.', '前往埃尔加基的游客量每年增长10%至15%，旺季当地客房供不应求。'],
      ],
    }, 30),
    offer('pererabotka-moloka-kansk', 'apk', 'field', 56.205, 95.719, {
      title: ['Переработка молока в Канском районе', 'Dairy processing in the Kansk district', 'Kansk ilçesinde süt işleme', '坎斯克区乳品加工'],
      resourceBase: ['Молочные фермы восточной группы районов, 150 т молока в сутки', 'Dairy farms of the eastern districts, 150 tonnes of milk a day', 'Doğu ilçelerindeki süt çiftlikleri, günde 150 ton süt', '东部各区奶牛场，日产鲜奶150吨'],
      territory: ['Канский район', 'Kansk district', 'Kansk ilçesi', '坎斯克区'],
      investmentVolume: ['1,8 млрд ₽', '1.8 billion roubles', '1,8 milyar ruble', '18亿卢布'],
      excerpt: ['Производство сыров и сухого молока.', 'Cheese and milk powder production.', 'Peynir ve süt tozu üretimi.', '生产奶酪和奶粉。'],
      content: [
        ['Есть свободные производственные помещения и подъездные пути.', 'Vacant production premises and access roads are available.', 'Boş üretim binaları ve erişim yolları mevcut.', '有空置生产厂房和进场道路。'],
        ['Сырьё закупается у хозяйств Канского, Иланского и Абанского районов в радиусе 80 км.', 'Milk comes from farms in the Kansk, Ilansky and Abansky districts within 80 km.', 'Süt, 80 km yarıçap içindeki Kansk, İlanski ve Abanski ilçelerinin çiftliklerinden alınıyor.', '原奶采购自方圆80公里内坎斯克区、伊兰斯基区和阿班斯基区的农场。'],
      ],
    }, 40),
    offer('stroymaterialy-achinsk', 'promyshlennost', 'industry', 56.2694, 90.4993, {
      title: ['Производство строительных материалов в Ачинске', 'Building materials plant in Achinsk', 'Açinsk’te yapı malzemeleri üretimi', '阿钦斯克建材厂'],
      resourceBase: ['Месторождения известняка и нефелиновых руд', 'Limestone and nepheline ore deposits', 'Kireçtaşı ve nefelin cevheri yatakları', '石灰石和霞石矿床'],
      territory: ['г. Ачинск', 'Achinsk', 'Açinsk', '阿钦斯克市'],
      investmentVolume: ['2,4 млрд ₽', '2.4 billion roubles', '2,4 milyar ruble', '24亿卢布'],
      excerpt: ['Сухие строительные смеси и газобетон.', 'Dry mixes and aerated concrete.', 'Kuru harç ve gazbeton.', '干混砂浆和加气混凝土。'],
      content: [
        ['Площадка рядом с Транссибирской магистралью.', 'The site is next to the Trans-Siberian Railway.', 'Saha Trans-Sibirya Demiryolu’nun yanında.', '场地紧邻西伯利亚大铁路。'],
        ['Сырьё — известняк местных карьеров; тепло можно получать от ТЭЦ «РУСАЛ Ачинск».', 'Limestone comes from local quarries; heat can be supplied by the RUSAL Achinsk CHP plant.', 'Hammadde yerel ocaklardan çıkan kireçtaşı; ısı RUSAL Açinsk termik santralinden sağlanabilir.', '原料为当地采石场的石灰石；可由俄铝阿钦斯克热电厂供热。'],
      ],
    }, 50),
    offer('pererabotka-zerna-nazarovo', 'apk', 'field', 56.0104, 90.4011, {
      title: ['Глубокая переработка зерна в Назарово', 'Grain deep processing in Nazarovo', 'Nazarovo’da ileri tahıl işleme', '纳扎罗沃粮食深加工'],
      resourceBase: ['Зерно Назаровской и Ачинской групп районов — около 600 тыс. т в год', 'Grain of the Nazarovo and Achinsk districts, about 600,000 tonnes a year', 'Nazarovo ve Açinsk ilçelerinin tahılı, yılda yaklaşık 600 bin ton', '纳扎罗沃和阿钦斯克各区出产的粮食，每年约60万吨'],
      territory: ['Назаровский район', 'Nazarovo district', 'Nazarovo ilçesi', '纳扎罗沃区'],
      investmentVolume: ['6 млрд ₽', '6 billion roubles', '6 milyar ruble', '60亿卢布'],
      excerpt: ['Производство крахмала, глютена и кормовых добавок.', 'Starch, gluten and feed additives.', 'Nişasta, glüten ve yem katkı maddeleri üretimi.', '生产淀粉、谷朊粉和饲料添加剂。'],
      content: [
        ['Возможна поддержка в форме соглашения о защите и поощрении капиталовложений.', 'Support is possible under an agreement on the protection and promotion of investment.', 'Sermaye yatırımlarının korunması ve teşvikine ilişkin bir anlaşma kapsamında destek mümkündür.', '可通过签订投资保护与促进协议获得支持。'],
        ['Рядом — железнодорожная станция Назарово и Назаровская ГРЭС как источник пара и электроэнергии.', 'Nazarovo railway station and the Nazarovo power plant, a source of steam and electricity, are nearby.', 'Yakınında Nazarovo demiryolu istasyonu ve buhar ile elektrik kaynağı olarak Nazarovo termik santrali var.', '附近有纳扎罗沃火车站，纳扎罗沃国营地区发电站可供应蒸汽和电力。'],
      ],
    }, 60),
    offer('turklaster-stolby', 'turizm', 'city', 55.9667, 92.75, {
      title: ['Туристический кластер у национального парка «Красноярские Столбы»', 'Tourist cluster at the Krasnoyarsk Pillars national park', 'Krasnoyarsk Sütunları milli parkında turizm kümesi', '克拉斯诺亚尔斯克石柱国家公园旅游集群'],
      resourceBase: ['Национальный парк «Красноярские Столбы» — около 500 тыс. посетителей в год', 'The Krasnoyarsk Pillars national park, about 500,000 visitors a year', 'Krasnoyarsk Sütunları milli parkı, yılda yaklaşık 500 bin ziyaretçi', '克拉斯诺亚尔斯克石柱国家公园，年接待游客约50万人次'],
      territory: ['г. Красноярск', 'Krasnoyarsk', 'Krasnoyarsk', '克拉斯诺亚尔斯克市'],
      investmentVolume: ['1,5 млрд ₽', '1.5 billion roubles', '1,5 milyar ruble', '15亿卢布'],
      excerpt: ['Гостиница, визит-центр и канатная дорога.', 'A hotel, a visitor centre and a cable car.', 'Otel, ziyaretçi merkezi ve teleferik.', '酒店、游客中心和索道。'],
      content: [
        ['Рядом — фанпарк «Бобровый лог».', 'The Bobrovy Log fun park is next door.', 'Hemen yanında Bobrovıy Log eğlence parkı var.', '毗邻“海狸谷”游乐公园。'],
        ['До центра Красноярска 15 минут на автомобиле; участок подключён к городским сетям.', 'Central Krasnoyarsk is 15 minutes away by car, and the plot is connected to the city utilities.', 'Krasnoyarsk merkezine arabayla 15 dakika; arsa şehir şebekelerine bağlı.', '距克拉斯诺亚尔斯克市中心车程15分钟，地块已接入城市管网。'],
      ],
    }, 70),
    offer('logisticheskiy-centr-krasnoyarsk', 'infrastruktura', 'river', 56.0153, 92.8932, {
      title: ['Мультимодальный логистический центр', 'Multimodal logistics centre', 'Çok modlu lojistik merkezi', '多式联运物流中心'],
      resourceBase: ['Транссиб, федеральные трассы и речной порт на Енисее', 'The Trans-Siberian Railway, federal highways and a river port on the Yenisei', 'Trans-Sibirya Demiryolu, federal karayolları ve Yenisey üzerinde nehir limanı', '西伯利亚大铁路、联邦公路和叶尼塞河河港'],
      territory: ['Красноярская агломерация', 'Krasnoyarsk agglomeration', 'Krasnoyarsk aglomerasyonu', '克拉斯诺亚尔斯克城市群'],
      investmentVolume: ['4 млрд ₽', '4 billion roubles', '4 milyar ruble', '40亿卢布'],
      excerpt: ['Склады класса А и контейнерный терминал.', 'Class A warehouses and a container terminal.', 'A sınıfı depolar ve konteyner terminali.', 'A级仓库和集装箱码头。'],
      content: [
        ['Точка сборки грузов для северного завоза.', 'A consolidation hub for deliveries to the Far North.', 'Uzak Kuzey’e yapılacak sevkiyatlar için yük konsolidasyon merkezi.', '面向极北地区物资运输的货物集散中心。'],
        ['Соглашение о строительстве подписано в 2026 году; запуск первой очереди намечен на 2029 год.', 'The construction agreement was signed in 2026; the first phase is due to open in 2029.', 'İnşaat anlaşması 2026’da imzalandı; ilk aşamanın 2029’da açılması planlanıyor.', '建设协议已于2026年签署，一期计划于2029年投入运营。'],
      ],
    }, 80),
  ],
};

type Perspective = { slug: string; palette: Palette; title: L; industry: L; location: L; volume: L; excerpt: L; content: L[] };

/** Projects the agency has prepared and is looking for an investor for: what, where, what the site offers, what is needed. */
const PERSPECTIVE: Perspective[] = [
  {
    slug: 'gorno-obogatitelniy-kombinat-angara',
    palette: 'industry',
    title: ['Горно-обогатительный комбинат в Нижнем Приангарье', 'Mining and processing plant in the Lower Angara region', 'Aşağı Angara bölgesinde maden zenginleştirme tesisi', '下安加拉地区采选联合企业'],
    industry: ['Горнодобыча', 'Mining', 'Madencilik', '采矿'],
    location: ['Кежемский район', 'Kezhma district', 'Kejma ilçesi', '克热姆区'],
    volume: ['около 50 млрд ₽', 'about 50 billion roubles', 'yaklaşık 50 milyar ruble', '约500亿卢布'],
    excerpt: ['Добыча и обогащение железных руд Ангаро-Питского бассейна рядом с Богучанской ГЭС.', 'Mining and beneficiation of Angara-Pit basin iron ores near the Boguchany hydropower plant.', 'Boguçanı hidroelektrik santralinin yakınında Angara-Pit havzası demir cevherlerinin çıkarılması ve zenginleştirilmesi.', '在博古恰内水电站附近开采和选别安加拉-皮特盆地铁矿石。'],
    content: [
      [
        'Ангаро-Питский железорудный бассейн — один из крупнейших неосвоенных в России: разведанные запасы превышают 1 млрд тонн. Проект предполагает карьер, обогатительную фабрику мощностью 10 млн тонн руды в год и производство окатышей.',
        'The Angara-Pit iron ore basin is one of the largest undeveloped basins in Russia, with proven reserves of over 1 billion tonnes. The project envisages an open pit, a concentrator for 10 million tonnes of ore a year and pellet production.',
        'Angara-Pit demir cevheri havzası Rusya’nın işletilmemiş en büyük havzalarından biridir; kanıtlanmış rezervler 1 milyar tonu aşıyor. Proje bir açık ocak, yılda 10 milyon ton cevher kapasiteli zenginleştirme tesisi ve pelet üretimini öngörüyor.',
        '安加拉-皮特铁矿盆地是俄罗斯最大的未开发铁矿盆地之一，探明储量超过10亿吨。项目规划建设露天矿、年处理1000万吨矿石的选矿厂和球团生产线。',
      ],
      [
        'Электроэнергию даст Богучанская ГЭС; до железной дороги Карабула — Решоты около 100 км, продукцию можно вывозить и по Ангаре в навигацию.',
        'Power will come from the Boguchany hydropower plant; the Karabula–Reshoty railway is about 100 km away, and products can also go by the Angara during navigation.',
        'Elektrik Boguçanı hidroelektrik santralinden sağlanacak; Karabula–Reşotı demiryoluna yaklaşık 100 km mesafe var, ürünler seyir döneminde Angara nehri üzerinden de taşınabilir.',
        '电力由博古恰内水电站供应；距卡拉布拉—列硕特铁路约100公里，通航期产品也可经安加拉河外运。',
      ],
      [
        'Агентство подготовит геологическую информацию, сопроводит получение лицензии и поможет оформить статус регионального инвестиционного проекта.',
        'The agency will provide the geological data, support the licensing process and help obtain regional investment project status.',
        'Ajans jeolojik verileri hazırlayacak, ruhsat sürecinde destek verecek ve bölgesel yatırım projesi statüsünün alınmasına yardımcı olacak.',
        '投资发展署将提供地质资料，协助办理采矿许可证，并帮助项目获得地区投资项目地位。',
      ],
    ],
  },
  {
    slug: 'zavod-po-proizvodstvu-faneri',
    palette: 'taiga',
    title: ['Завод по производству фанеры', 'Plywood mill', 'Kontrplak fabrikası', '胶合板厂'],
    industry: ['Лесопереработка', 'Timber processing', 'Ağaç işleme', '木材加工'],
    location: ['Енисейский район', 'Yeniseysk district', 'Yeniseysk ilçesi', '叶尼塞斯克区'],
    volume: ['5 млрд ₽', '5 billion roubles', '5 milyar ruble', '50亿卢布'],
    excerpt: ['Фанера из берёзы и хвойных пород мощностью 120 тыс. м³ в год для строительного рынка и экспорта.', 'A 120,000 m³-a-year plywood mill using birch and softwood for construction and export.', 'İnşaat pazarı ve ihracat için huş ve iğne yapraklı ağaçlardan yılda 120 bin m³ kontrplak.', '以桦木和针叶材为原料，年产12万立方米胶合板，供应建筑市场并出口。'],
    content: [
      [
        'Енисейский район обладает расчётной лесосекой более 3 млн м³ в год, при этом значительная часть древесины вывозится без переработки. Завод мощностью 120 тыс. м³ фанеры в год закроет этот разрыв.',
        'The Yeniseysk district has an allowable annual cut of over 3 million m³, yet much of the timber leaves unprocessed. A mill producing 120,000 m³ of plywood a year would close that gap.',
        'Yeniseysk ilçesinin yıllık izin verilen kesim hacmi 3 milyon m³’ü aşıyor, ancak kerestenin önemli bir kısmı işlenmeden dışarı çıkıyor. Yılda 120 bin m³ kontrplak üretecek bir fabrika bu açığı kapatacak.',
        '叶尼塞斯克区年允许采伐量超过300万立方米，但大部分木材未经加工即外运。年产12万立方米胶合板的工厂将填补这一空白。',
      ],
      [
        'Для проекта подобран участок у Лесосибирска с железнодорожным тупиком и речным причалом; лесосырьевую базу можно получить в аренду без торгов как приоритетный инвестиционный проект в области освоения лесов.',
        'A plot near Lesosibirsk with a rail siding and a river berth has been chosen; as a priority forest development project, the investor can lease forest land without a tender.',
        'Proje için Lesosibirsk yakınında demiryolu bağlantı hattı ve nehir iskelesi olan bir arsa seçildi; orman kaynakları, orman işletmeciliğinde öncelikli yatırım projesi olarak ihalesiz kiralanabilir.',
        '项目已在列索西比尔斯克附近选定拥有铁路专用线和河运码头的地块；作为森林开发领域优先投资项目，原料林地可不经招标租赁。',
      ],
      [
        'Окупаемость — около 7 лет. Возможны льготный заём фонда развития промышленности и снижение арендной платы за лес на 50 %.',
        'Payback is about 7 years. An Industrial Development Fund soft loan and a 50% reduction in forest rent are available.',
        'Geri ödeme süresi yaklaşık 7 yıl. Sanayi Geliştirme Fonu’ndan uygun kredi ve orman kirasında %50 indirim mümkün.',
        '投资回收期约7年。可申请工业发展基金优惠贷款，林地租金可减免50%。',
      ],
    ],
  },
  {
    slug: 'gidroponnaya-ferma-norilsk',
    palette: 'arctic',
    title: ['Гидропонная ферма в Норильске', 'Hydroponic farm in Norilsk', 'Norilsk’te hidroponik çiftlik', '诺里尔斯克水培农场'],
    industry: ['Сельское хозяйство', 'Agriculture', 'Tarım', '农业'],
    location: ['г. Норильск', 'Norilsk', 'Norilsk', '诺里尔斯克市'],
    volume: ['900 млн ₽', '900 million roubles', '900 milyon ruble', '9亿卢布'],
    excerpt: ['Свежая зелень и овощи для 180-тысячного города за Полярным кругом вместо доставки самолётом.', 'Fresh greens and vegetables for a city of 180,000 above the Arctic Circle instead of air deliveries.', 'Kuzey Kutup Dairesi’nin ötesindeki 180 bin nüfuslu kent için uçakla taşıma yerine taze yeşillik ve sebze.', '为北极圈内18万人口的城市就地供应新鲜蔬菜，取代空运。'],
    content: [
      [
        'Норильск не связан с «большой землёй» круглогодичной дорогой, и свежие овощи доставляют самолётом, поэтому они в 2–3 раза дороже, чем в Красноярске. Гидропонная ферма площадью 2 га под светодиодным освещением может выращивать до 1 200 тонн зелени и овощей в год.',
        'Norilsk has no year-round road to the mainland, and fresh vegetables arrive by air at two to three times Krasnoyarsk prices. A 2-hectare hydroponic farm under LED lighting could grow up to 1,200 tonnes of greens and vegetables a year.',
        'Norilsk’in anakarayla yıl boyu açık bir karayolu bağlantısı yok; taze sebzeler uçakla geliyor ve Krasnoyarsk’takinden 2–3 kat pahalı. LED aydınlatmalı 2 hektarlık hidroponik çiftlik yılda 1.200 tona kadar yeşillik ve sebze yetiştirebilir.',
        '诺里尔斯克没有通往内地的全年公路，新鲜蔬菜靠空运，价格是克拉斯诺亚尔斯克的2至3倍。一座采用LED照明、面积2公顷的水培农场每年可产出最多1200吨叶菜和蔬菜。',
      ],
      [
        'Площадка «Кайеркан» даёт всё нужное: 5 МВт электроэнергии, тепло, воду и газ от НТЭК и «Норильсктрансгаза». Резидент Арктической зоны платит страховые взносы 7,6 % и получает льготы по налогу на прибыль.',
        'The Kayerkan site offers everything needed: 5 MW of power, heat, water and gas from NTEK and Norilsktransgaz. As an Arctic zone resident, the farm would pay 7.6% insurance premiums and get profit tax relief.',
        'Kayerkan sahası gereken her şeyi sağlıyor: NTEK ve Norilsktransgaz’dan 5 MW elektrik, ısı, su ve doğal gaz. Arktik bölgede yerleşik şirket olarak çiftlik %7,6 sosyal sigorta primi öder ve kurumlar vergisi indiriminden yararlanır.',
        '凯尔坎场地可满足全部需求：诺里尔斯克-泰梅尔能源公司和诺里尔斯克输气公司提供5兆瓦电力以及供热、供水和天然气。作为北极地区入驻企业，农场按7.6%缴纳社会保险费，并享受利润税优惠。',
      ],
      [
        'Сбыт гарантирован: агентство договорилось о предварительных объёмах с торговыми сетями и столовыми предприятий Норильска.',
        'Sales are secured: the agency has agreed preliminary volumes with Norilsk retail chains and company canteens.',
        'Satış garanti altında: ajans Norilsk’teki perakende zincirleri ve şirket yemekhaneleriyle ön alım miktarları konusunda anlaştı.',
        '销路有保障：投资发展署已与诺里尔斯克的零售连锁店和企业食堂商定了初步采购量。',
      ],
    ],
  },
  {
    slug: 'solnechnaya-elektrostanciya-yug',
    palette: 'field',
    title: ['Солнечная электростанция на юге края', 'Solar power plant in the south of the region', 'Bölgenin güneyinde güneş enerjisi santrali', '边疆区南部太阳能电站'],
    industry: ['Энергетика', 'Energy', 'Enerji', '能源'],
    location: ['Минусинский район', 'Minusinsk district', 'Minusinsk ilçesi', '米努辛斯克区'],
    volume: ['2 млрд ₽', '2 billion roubles', '2 milyar ruble', '20亿卢布'],
    excerpt: ['Солнечная электростанция мощностью 25 МВт в самой солнечной части края.', 'A 25 MW solar plant in the sunniest part of the region.', 'Bölgenin en güneşli kesiminde 25 MW gücünde güneş enerjisi santrali.', '在边疆区日照最充足的地区建设25兆瓦太阳能电站。'],
    content: [
      [
        'Минусинская котловина получает более 300 солнечных дней в году — больше, чем многие южные регионы России. Станция мощностью 25 МВт будет вырабатывать около 32 млн кВт·ч в год.',
        'The Minusinsk basin gets over 300 sunny days a year, more than many southern regions of Russia. A 25 MW plant would generate about 32 million kWh a year.',
        'Minusinsk havzası yılda 300’den fazla güneşli gün alıyor; bu, Rusya’nın birçok güney bölgesinden daha fazla. 25 MW gücündeki santral yılda yaklaşık 32 milyon kWh elektrik üretecek.',
        '米努辛斯克盆地年日照天数超过300天，多于俄罗斯许多南部地区。25兆瓦电站年发电量约3200万千瓦时。',
      ],
      [
        'Для станции подходят 50 га земель рядом с подстанцией 110 кВ. Проект может участвовать в отборе по программе поддержки возобновляемой энергетики с гарантированной доходностью.',
        'Fifty hectares next to a 110 kV substation are suitable for the plant. The project can enter the renewable energy support programme’s selection, which guarantees a return.',
        'Santral için 110 kV trafo merkezinin yanındaki 50 hektarlık arazi uygun. Proje, getiri garantili yenilenebilir enerji destek programının seçimine katılabilir.',
        '110千伏变电站旁的50公顷土地适合建站。项目可参加有保障收益的可再生能源支持计划遴选。',
      ],
      [
        'Агентство поможет с отводом земли и техническими условиями на подключение к сетям «Россети Сибирь».',
        'The agency will help with land allocation and the technical conditions for connecting to the Rosseti Siberia grid.',
        'Ajans arazi tahsisi ve Rosseti Sibir şebekesine bağlantı için teknik şartların alınması konusunda yardımcı olacak.',
        '投资发展署将协助办理用地手续，并取得接入西伯利亚电网公司电网的技术条件。',
      ],
    ],
  },
  {
    slug: 'zavod-kremniya-i-polikremniya',
    palette: 'industry',
    title: ['Производство кремния и поликремния', 'Silicon and polysilicon production', 'Silisyum ve polisilisyum üretimi', '硅及多晶硅生产'],
    industry: ['Химическая промышленность', 'Chemicals', 'Kimya sanayii', '化学工业'],
    location: ['г. Железногорск', 'Zheleznogorsk', 'Jeleznogorsk', '热列兹诺戈尔斯克市'],
    volume: ['12 млрд ₽', '12 billion roubles', '12 milyar ruble', '120亿卢布'],
    excerpt: ['Поликремний для солнечной энергетики и электроники на территории опережающего развития.', 'Polysilicon for solar power and electronics in a priority development area.', 'Öncelikli kalkınma bölgesinde güneş enerjisi ve elektronik için polisilisyum.', '在超前发展区生产用于太阳能和电子产业的多晶硅。'],
    content: [
      [
        'В Железногорске сохранились компетенции и часть оборудования для получения кремния высокой чистоты. Проект предполагает производство 2,5 тыс. тонн поликремния в год для солнечных модулей и электроники.',
        'Zheleznogorsk has retained the skills and some of the equipment for making high-purity silicon. The project envisages 2,500 tonnes of polysilicon a year for solar modules and electronics.',
        'Jeleznogorsk’ta yüksek saflıkta silisyum üretimine ilişkin uzmanlık ve ekipmanın bir kısmı korunuyor. Proje, güneş modülleri ve elektronik için yılda 2.500 ton polisilisyum üretimini öngörüyor.',
        '热列兹诺戈尔斯克保留了生产高纯硅的技术积累和部分设备。项目计划年产2500吨多晶硅，用于太阳能组件和电子产品。',
      ],
      [
        'Резидент ТОСЭР «Железногорск» платит налог на прибыль 5 % в первые 5 лет, страховые взносы 7,6 % и не платит налог на имущество. Технопарк даёт 8 МВт электроэнергии, воду и тепло.',
        'A resident of the Zheleznogorsk priority development area pays 5% profit tax for the first 5 years, 7.6% insurance premiums and no property tax. The technology park provides 8 MW of power, water and heat.',
        'Jeleznogorsk öncelikli kalkınma bölgesinin yerleşik şirketi ilk 5 yıl %5 kurumlar vergisi ve %7,6 sosyal sigorta primi öder, emlak vergisi ödemez. Teknopark 8 MW elektrik, su ve ısı sağlıyor.',
        '热列兹诺戈尔斯克超前发展区入驻企业前5年利润税率为5%，社会保险费率为7.6%，免缴财产税。科技园可提供8兆瓦电力以及供水和供热。',
      ],
      [
        'Для выхода на полную мощность понадобится отдельная подстанция: агентство подготовит технические условия вместе с сетевой компанией города.',
        'Full capacity will need a dedicated substation; the agency will prepare the technical conditions with the town’s grid company.',
        'Tam kapasite için ayrı bir trafo merkezi gerekecek; ajans teknik şartları şehrin elektrik şebekesi şirketiyle birlikte hazırlayacak.',
        '满负荷生产需要专用变电站，投资发展署将与市电网公司共同制定技术条件。',
      ],
    ],
  },
  {
    slug: 'rechnoy-kruiz-po-eniseyu',
    palette: 'river',
    title: ['Речные круизы по Енисею', 'Yenisei river cruises', 'Yenisey nehir gezileri', '叶尼塞河游轮旅游'],
    industry: ['Туризм', 'Tourism', 'Turizm', '旅游'],
    location: ['Красноярск — Дудинка', 'Krasnoyarsk to Dudinka', 'Krasnoyarsk–Dudinka', '克拉斯诺亚尔斯克至杜金卡'],
    volume: ['3 млрд ₽', '3 billion roubles', '3 milyar ruble', '30亿卢布'],
    excerpt: ['Современный круизный теплоход на маршруте длиной 2 000 км от Красноярска до Заполярья.', 'A modern cruise ship on a 2,000 km route from Krasnoyarsk to the Arctic.', 'Krasnoyarsk’tan Kuzey Kutup bölgesine 2.000 km’lik rotada modern bir yolcu gemisi.', '在克拉斯诺亚尔斯克至北极圈的2000公里航线上运营现代化游轮。'],
    content: [
      [
        'Круиз от Красноярска до Дудинки проходит через тайгу, Енисейск, Туруханск и Полярный круг. Сегодня на линии работают теплоходы 1950-х годов, и билеты распродаются за полгода.',
        'The cruise from Krasnoyarsk to Dudinka passes through the taiga, Yeniseysk, Turukhansk and the Arctic Circle. The ships now on the route date from the 1950s, and tickets sell out six months ahead.',
        'Krasnoyarsk’tan Dudinka’ya uzanan gezi tayga, Yeniseysk, Turuhansk ve Kuzey Kutup Dairesi’nden geçiyor. Hatta şu anda 1950’lerden kalma gemiler çalışıyor ve biletler altı ay önceden tükeniyor.',
        '从克拉斯诺亚尔斯克到杜金卡的游轮航线穿越泰加林，途经叶尼塞斯克、图鲁汉斯克并跨越北极圈。目前航线上运营的仍是20世纪50年代的船只，船票提前半年售罄。',
      ],
      [
        'Проект предполагает строительство или модернизацию теплохода на 200 пассажиров и береговой инфраструктуры в Енисейске и Туруханске.',
        'The project envisages building or refitting a 200-passenger ship and shore facilities in Yeniseysk and Turukhansk.',
        'Proje 200 yolculu bir geminin inşasını veya modernizasyonunu ve Yeniseysk ile Turuhansk’ta kıyı tesislerini öngörüyor.',
        '项目计划新建或改造一艘可载客200人的游轮，并在叶尼塞斯克和图鲁汉斯克建设岸上设施。',
      ],
      [
        'Возможны субсидия на создание туристской инфраструктуры и статус резидента Арктической зоны для операционной компании в Дудинке.',
        'A tourist infrastructure subsidy is available, and the operating company in Dudinka can become an Arctic zone resident.',
        'Turizm altyapısı için hibe alınabilir; Dudinka’daki işletme şirketi Arktik bölgede yerleşik şirket statüsü alabilir.',
        '可申请旅游基础设施补贴，设在杜金卡的运营公司可获得北极地区入驻企业资格。',
      ],
    ],
  },
];

export const perspectiveProjects: SeedCollection = {
  collection: 'perspective-projects',
  key: 'slug',
  drafts: true,
  docs: PERSPECTIVE.map(({ slug, palette, title, industry, location, volume, excerpt, content }, i) => ({
    slug,
    order: (i + 1) * 10,
    title: t(...title),
    industry: t(...industry),
    location: t(...location),
    investmentVolume: t(...volume),
    implementationPeriod: same('2027–2032'),
    excerpt: t(...excerpt),
    content: t(...([0, 1, 2, 3] as const).map((l) => rt(...content.map((paragraph) => paragraph[l]))) as [ReturnType<typeof rt>, ReturnType<typeof rt>, ReturnType<typeof rt>, ReturnType<typeof rt>]),
    image: img(`perspective-${slug}`, palette, ...title),
  })),
};

type Resident = { slug: string; name: L; activity: L; location: L; investment: L; jobs: number };

const RESIDENTS: Resident[] = [
  { slug: 'taymyrskaya-toplivnaya-kompaniya', name: ['Таймырская топливная компания', 'Taimyr Fuel Company', 'Taymır Yakıt Şirketi', '泰梅尔燃料公司'], activity: ['Поставка топлива', 'Fuel supply', 'Yakıt tedariki', '燃料供应'], location: ['г. Дудинка', 'Dudinka', 'Dudinka', '杜金卡市'], investment: ['1,1 млрд ₽', '1.1 billion roubles', '1,1 milyar ruble', '11亿卢布'], jobs: 85 },
  { slug: 'norilskiy-hlebozavod', name: ['Норильский хлебозавод', 'Norilsk Bakery', 'Norilsk Ekmek Fabrikası', '诺里尔斯克面包厂'], activity: ['Пищевая промышленность', 'Food industry', 'Gıda sanayii', '食品工业'], location: ['г. Норильск', 'Norilsk', 'Norilsk', '诺里尔斯克市'], investment: ['320 млн ₽', '320 million roubles', '320 milyon ruble', '3.2亿卢布'], jobs: 60 },
  { slug: 'arkticheskaya-logistika', name: ['Арктическая логистика', 'Arctic Logistics', 'Arktik Lojistik', '北极物流公司'], activity: ['Речные и морские перевозки', 'River and sea shipping', 'Nehir ve deniz taşımacılığı', '内河及海上运输'], location: ['г. Дудинка', 'Dudinka', 'Dudinka', '杜金卡市'], investment: ['2,3 млрд ₽', '2.3 billion roubles', '2,3 milyar ruble', '23亿卢布'], jobs: 140 },
  { slug: 'turuhanskaya-rybnaya-kompaniya', name: ['Туруханская рыбная компания', 'Turukhansk Fish Company', 'Turuhansk Balık Şirketi', '图鲁汉斯克渔业公司'], activity: ['Рыбопереработка', 'Fish processing', 'Balık işleme', '鱼类加工'], location: ['Туруханский район', 'Turukhansk district', 'Turuhansk ilçesi', '图鲁汉斯克区'], investment: ['150 млн ₽', '150 million roubles', '150 milyon ruble', '1.5亿卢布'], jobs: 35 },
  { slug: 'severnaya-turisticheskaya-kompaniya', name: ['Северная туристическая компания', 'Northern Tours', 'Kuzey Turizm Şirketi', '北方旅游公司'], activity: ['Арктический туризм', 'Arctic tourism', 'Arktik turizmi', '北极旅游'], location: ['плато Путорана', 'Putorana Plateau', 'Putorana Platosu', '普托拉纳高原'], investment: ['200 млн ₽', '200 million roubles', '200 milyon ruble', '2亿卢布'], jobs: 25 },
  { slug: 'igarskiy-lesnoy-terminal', name: ['Игарский лесной терминал', 'Igarka Timber Terminal', 'Igarka Kereste Terminali', '伊加尔卡木材码头'], activity: ['Лесопереработка и перевалка', 'Timber processing and handling', 'Kereste işleme ve aktarma', '木材加工与转运'], location: ['г. Игарка', 'Igarka', 'Igarka', '伊加尔卡市'], investment: ['700 млн ₽', '700 million roubles', '700 milyon ruble', '7亿卢布'], jobs: 90 },
];

export const arcticResidents: SeedCollection = {
  collection: 'arctic-residents',
  key: 'slug',
  drafts: true,
  docs: RESIDENTS.map(({ slug, name, activity, location, investment, jobs }, i) => ({
    slug,
    order: (i + 1) * 10,
    name: t(...name),
    activity: t(...activity),
    location: t(...location),
    investment: t(...investment),
    jobs,
    residentSince: new Date(Date.UTC(2021 + (i % 5), (i * 3) % 12, 15)).toISOString(),
    excerpt: t(
      `${name[0]}: ${activity[0].toLowerCase()}, ${location[0]}.`,
      `${name[1]}: ${activity[1].toLowerCase()}, ${location[1]}.`,
      `${name[2]}: ${activity[2].toLocaleLowerCase('tr')}, ${location[2]}.`,
      `${name[3]}：${activity[3]}，${location[3]}。`,
    ),
    content: t(
      rt('Резидент Арктической зоны Российской Федерации: пониженные страховые взносы (7,6 % на 10 лет), льготы по налогу на прибыль и налогу на имущество.'),
      rt('A resident of the Arctic zone of the Russian Federation: reduced insurance premiums (7.6% for 10 years) and profit and property tax relief.'),
      rt('Rusya Federasyonu Arktik bölgesinde yerleşik şirket: indirimli sosyal sigorta primi (10 yıl boyunca %7,6), kurumlar vergisi ve emlak vergisi indirimleri.'),
      rt('俄罗斯联邦北极地区入驻企业：享受降低的社会保险费率（10年内7.6%）以及利润税和财产税优惠。'),
    ),
    logo: img(`arctic-${slug}`, 'arctic', ...name),
  })),
};

import { ref, t } from '../localize';
import type { SeedCollection } from '../types';

export const investmentSizes: SeedCollection = {
  collection: 'calc-investment-sizes',
  key: 'name',
  docs: [
    ['до 50 млн ₽', 'up to 50 million roubles', '50 milyon rubleye kadar', '5000万卢布以下', 0, 50],
    ['от 50 до 200 млн ₽', '50 to 200 million roubles', '50–200 milyon ruble', '5000万至2亿卢布', 50, 200],
    ['от 200 млн до 1 млрд ₽', '200 million to 1 billion roubles', '200 milyon–1 milyar ruble', '2亿至10亿卢布', 200, 1000],
    ['свыше 1 млрд ₽', 'over 1 billion roubles', '1 milyar rubleden fazla', '10亿卢布以上', 1000, undefined],
  ].map(([ru, en, tr, zh, min, max], i) => ({ order: (i + 1) * 10, name: t(ru as string, en as string, tr as string, zh as string), min, max })),
};

export const okved: SeedCollection = {
  collection: 'calc-okved',
  key: 'code',
  docs: [
    ['01', 'Растениеводство и животноводство', 'Crop and animal production', 'Bitkisel ve hayvansal üretim', '种植业和畜牧业'],
    ['10', 'Производство пищевых продуктов', 'Manufacture of food products', 'Gıda ürünleri imalatı', '食品制造'],
    ['16', 'Обработка древесины и производство изделий из дерева', 'Manufacture of wood and wood products', 'Ağaç işleme ve ağaç ürünleri imalatı', '木材加工和木制品制造'],
    ['24', 'Производство металлургическое', 'Manufacture of basic metals', 'Ana metal sanayii', '金属冶炼'],
    ['25', 'Производство готовых металлических изделий', 'Manufacture of fabricated metal products', 'Fabrikasyon metal ürünleri imalatı', '金属制品制造'],
    ['28', 'Производство машин и оборудования', 'Manufacture of machinery and equipment', 'Makine ve ekipman imalatı', '机械设备制造'],
    ['35', 'Обеспечение электрической энергией, газом и паром', 'Electricity, gas and steam supply', 'Elektrik, gaz ve buhar temini', '电力、燃气和蒸汽供应'],
    ['52', 'Складское хозяйство и транспортная деятельность', 'Warehousing and transport support', 'Depolama ve taşımacılığı destekleyici faaliyetler', '仓储和运输辅助活动'],
    ['55', 'Деятельность по предоставлению мест для временного проживания', 'Accommodation', 'Konaklama', '住宿服务'],
    ['62', 'Разработка компьютерного программного обеспечения', 'Computer programming', 'Bilgisayar programlama', '计算机软件开发'],
  ].map(([code, ru, en, tr, zh], i) => ({ order: (i + 1) * 10, code, name: t(ru!, en, tr, zh) })),
};

export const subjectMsp: SeedCollection = {
  collection: 'calc-subject-msp',
  key: 'name',
  docs: [
    { order: 10, name: t('Да, субъект МСП', 'Yes, a small or medium business', 'Evet, KOBİ', '是，中小企业'), isMsp: true },
    { order: 20, name: t('Нет', 'No', 'Hayır', '否'), isMsp: false },
  ],
};

export const supportTypes: SeedCollection = {
  collection: 'calc-support-types',
  key: 'name',
  docs: [
    ['Налоговые льготы', 'Tax incentives', 'Vergi teşvikleri', '税收优惠'],
    ['Субсидии', 'Subsidies', 'Hibeler', '补贴'],
    ['Займы и гарантии', 'Loans and guarantees', 'Krediler ve kefaletler', '贷款和担保'],
    ['Имущественная поддержка', 'Property support', 'Mülk desteği', '财产扶持'],
    ['Сопровождение проекта', 'Project support', 'Proje refakati', '项目全程服务'],
  ].map(([ru, en, tr, zh], i) => ({ order: (i + 1) * 10, name: t(ru!, en, tr, zh) })),
};

const size = (ru: string) => ref('calc-investment-sizes', ru);
const code = (c: string) => ref('calc-okved', c);
const msp = (ru: string) => ref('calc-subject-msp', ru);
const type = (ru: string) => ref('calc-support-types', ru);
const YES = 'Да, субъект МСП';
const ALL_SIZES = ['до 50 млн ₽', 'от 50 до 200 млн ₽', 'от 200 млн до 1 млрд ₽', 'свыше 1 млрд ₽'];

export const calcSupportMeasures: SeedCollection = {
  collection: 'calc-support-measures',
  key: 'name',
  docs: [
    {
      name: t('Займ фонда развития промышленности', 'Industrial Development Fund loan', 'Sanayi Geliştirme Fonu kredisi', '工业发展基金贷款'),
      description: t('Льготный заём на модернизацию и новые производства.', 'A soft loan for modernisation and new production.', 'Modernizasyon ve yeni üretim için uygun koşullu kredi.', '用于现代化改造和新建生产项目的优惠贷款。'),
      benefit: t('от 5 до 100 млн ₽ под 1–5 %', '5–100 million roubles at 1–5%', '%1–5 faizle 5–100 milyon ruble', '500万至1亿卢布，年利率1%至5%'),
      link: '/meri-podderjki/finansovaya-podderjka',
      investmentSizes: [size('от 50 до 200 млн ₽'), size('от 200 млн до 1 млрд ₽')],
      okved: ['10', '16', '24', '25', '28'].map(code),
      subjectMsp: [msp(YES), msp('Нет')],
      supportTypes: [type('Займы и гарантии')],
    },
    {
      name: t('Субсидия на оборудование для МСП', 'SME equipment subsidy', 'KOBİ’ler için ekipman hibesi', '中小企业设备补贴'),
      description: t('Возмещение части затрат на оборудование.', 'Reimbursement of part of the equipment cost.', 'Ekipman maliyetinin bir kısmının geri ödenmesi.', '报销部分设备费用。'),
      benefit: t('до 50 % затрат', 'up to 50% of costs', 'maliyetin %50’sine kadar', '最高报销50%'),
      link: '/meri-podderjki/finansovaya-podderjka',
      investmentSizes: [size('до 50 млн ₽'), size('от 50 до 200 млн ₽')],
      okved: ['01', '10', '16', '25', '55', '62'].map(code),
      subjectMsp: [msp(YES)],
      supportTypes: [type('Субсидии')],
    },
    {
      name: t('Региональный инвестиционный проект', 'Regional investment project', 'Bölgesel yatırım projesi', '地区投资项目'),
      description: t('Пониженная ставка налога на прибыль.', 'A reduced profit tax rate.', 'İndirimli kurumlar vergisi oranı.', '优惠利润税率。'),
      benefit: t('ставка налога на прибыль от 10 %', 'profit tax from 10%', '%10’dan başlayan kurumlar vergisi', '利润税率10%起'),
      link: '/meri-podderjki/nalogovie-i-gosudarstvennie-preferencii',
      investmentSizes: [size('от 50 до 200 млн ₽'), size('от 200 млн до 1 млрд ₽'), size('свыше 1 млрд ₽')],
      okved: ['10', '16', '24', '25', '28', '35'].map(code),
      subjectMsp: [msp(YES), msp('Нет')],
      supportTypes: [type('Налоговые льготы')],
    },
    {
      name: t('Резидентство ОЭЗ «Красноярская технологическая долина»', 'Krasnoyarsk Technology Valley SEZ residency', 'Krasnoyarsk Teknoloji Vadisi ÖEB’de yerleşik şirket statüsü', '克拉斯诺亚尔斯克技术谷经济特区入驻资格'),
      description: t('Льготы по налогам на 5 лет и готовая инфраструктура.', '5-year tax incentives and ready infrastructure.', '5 yıllık vergi teşvikleri ve hazır altyapı.', '5年税收优惠和现成的基础设施。'),
      benefit: t('налог на имущество 0 % на 5 лет', '0% property tax for 5 years', '5 yıl %0 emlak vergisi', '5年财产税为0%'),
      link: '/investicionnie-ploshadki/preferencialnie-zoni/oez',
      investmentSizes: [size('от 200 млн до 1 млрд ₽'), size('свыше 1 млрд ₽')],
      okved: ['25', '28', '62'].map(code),
      subjectMsp: [msp(YES), msp('Нет')],
      supportTypes: [type('Налоговые льготы'), type('Имущественная поддержка')],
    },
    {
      name: t('Резидентство Арктической зоны', 'Arctic zone residency', 'Arktik bölgede yerleşik şirket statüsü', '北极地区入驻资格'),
      description: t('Пониженные страховые взносы и налог на прибыль.', 'Lower insurance premiums and profit tax.', 'Daha düşük sosyal sigorta primi ve kurumlar vergisi.', '降低的社会保险费和利润税。'),
      benefit: t('страховые взносы 7,6 % на 10 лет', '7.6% insurance premiums for 10 years', '10 yıl boyunca %7,6 sosyal sigorta primi', '10年内社会保险费率7.6%'),
      link: '/arctics',
      investmentSizes: ALL_SIZES.map(size),
      okved: ['01', '10', '24', '35', '52', '55'].map(code),
      subjectMsp: [msp(YES), msp('Нет')],
      supportTypes: [type('Налоговые льготы')],
    },
    {
      name: t('Сопровождение по принципу «одного окна»', 'One-stop shop project support', 'Tek durak proje desteği', '一站式项目服务'),
      description: t('Персональный менеджер проекта.', 'A personal project manager.', 'Kişisel proje yöneticisi.', '专属项目经理。'),
      benefit: t('бесплатно', 'free of charge', 'ücretsiz', '免费'),
      link: '/meri-podderjki/soprovojdenie-proektov',
      investmentSizes: ALL_SIZES.map(size),
      okved: ['01', '10', '16', '24', '25', '28', '35', '52', '55', '62'].map(code),
      subjectMsp: [msp(YES), msp('Нет')],
      supportTypes: [type('Сопровождение проекта'), type('Имущественная поддержка')],
    },
  ].map((doc, i) => ({ ...doc, order: (i + 1) * 10 })),
};

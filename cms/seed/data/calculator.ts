import { ref, t } from '../localize';
import type { SeedCollection } from '../types';

export const investmentSizes: SeedCollection = {
  collection: 'calc-investment-sizes',
  key: 'name',
  docs: [
    ['до 50 млн ₽', 'up to 50 million roubles', 0, 50],
    ['от 50 до 200 млн ₽', '50 to 200 million roubles', 50, 200],
    ['от 200 млн до 1 млрд ₽', '200 million to 1 billion roubles', 200, 1000],
    ['свыше 1 млрд ₽', 'over 1 billion roubles', 1000, undefined],
  ].map(([ru, en, min, max], i) => ({ order: (i + 1) * 10, name: t(ru as string, en as string), min, max })),
};

export const okved: SeedCollection = {
  collection: 'calc-okved',
  key: 'code',
  docs: [
    ['01', 'Растениеводство и животноводство', 'Crop and animal production'],
    ['10', 'Производство пищевых продуктов', 'Manufacture of food products'],
    ['16', 'Обработка древесины и производство изделий из дерева', 'Manufacture of wood products'],
    ['24', 'Производство металлургическое', 'Manufacture of basic metals'],
    ['25', 'Производство готовых металлических изделий', 'Manufacture of fabricated metal products'],
    ['28', 'Производство машин и оборудования', 'Manufacture of machinery and equipment'],
    ['35', 'Обеспечение электрической энергией, газом и паром', 'Electricity, gas and steam supply'],
    ['52', 'Складское хозяйство и транспортная деятельность', 'Warehousing and transport support'],
    ['55', 'Деятельность по предоставлению мест для временного проживания', 'Accommodation'],
    ['62', 'Разработка компьютерного программного обеспечения', 'Computer programming'],
  ].map(([code, ru, en], i) => ({ order: (i + 1) * 10, code, name: t(ru!, en) })),
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
    ['Налоговые льготы', 'Tax incentives'],
    ['Субсидии', 'Subsidies'],
    ['Займы и гарантии', 'Loans and guarantees'],
    ['Имущественная поддержка', 'Property support'],
    ['Сопровождение проекта', 'Project support'],
  ].map(([ru, en], i) => ({ order: (i + 1) * 10, name: t(ru!, en) })),
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
      name: t('Займ фонда развития промышленности', 'Industrial Development Fund loan'),
      description: t('Льготный заём на модернизацию и новые производства.', 'A soft loan for modernisation and new production.'),
      benefit: t('от 5 до 100 млн ₽ под 1–5 %', '5–100 million roubles at 1–5%'),
      link: '/meri-podderjki/finansovaya-podderjka',
      investmentSizes: [size('от 50 до 200 млн ₽'), size('от 200 млн до 1 млрд ₽')],
      okved: ['10', '16', '24', '25', '28'].map(code),
      subjectMsp: [msp(YES), msp('Нет')],
      supportTypes: [type('Займы и гарантии')],
    },
    {
      name: t('Субсидия на оборудование для МСП', 'SME equipment subsidy'),
      description: t('Возмещение части затрат на оборудование.', 'Reimbursement of part of the equipment cost.'),
      benefit: t('до 50 % затрат', 'up to 50% of costs'),
      link: '/meri-podderjki/finansovaya-podderjka',
      investmentSizes: [size('до 50 млн ₽'), size('от 50 до 200 млн ₽')],
      okved: ['01', '10', '16', '25', '55', '62'].map(code),
      subjectMsp: [msp(YES)],
      supportTypes: [type('Субсидии')],
    },
    {
      name: t('Региональный инвестиционный проект', 'Regional investment project'),
      description: t('Пониженная ставка налога на прибыль.', 'A reduced profit tax rate.'),
      benefit: t('ставка налога на прибыль от 10 %', 'profit tax from 10%'),
      link: '/meri-podderjki/nalogovie-i-gosudarstvennie-preferencii',
      investmentSizes: [size('от 50 до 200 млн ₽'), size('от 200 млн до 1 млрд ₽'), size('свыше 1 млрд ₽')],
      okved: ['10', '16', '24', '25', '28', '35'].map(code),
      subjectMsp: [msp(YES), msp('Нет')],
      supportTypes: [type('Налоговые льготы')],
    },
    {
      name: t('Резидентство ОЭЗ «Красноярская технологическая долина»', 'Krasnoyarsk Technology Valley SEZ residency'),
      description: t('Льготы по налогам на 5 лет и готовая инфраструктура.', '5-year tax incentives and ready infrastructure.'),
      benefit: t('налог на имущество 0 % на 5 лет', '0% property tax for 5 years'),
      link: '/investicionnie-ploshadki/preferencialnie-zoni/oez',
      investmentSizes: [size('от 200 млн до 1 млрд ₽'), size('свыше 1 млрд ₽')],
      okved: ['25', '28', '62'].map(code),
      subjectMsp: [msp(YES), msp('Нет')],
      supportTypes: [type('Налоговые льготы'), type('Имущественная поддержка')],
    },
    {
      name: t('Резидентство Арктической зоны', 'Arctic zone residency'),
      description: t('Пониженные страховые взносы и налог на прибыль.', 'Lower insurance premiums and profit tax.'),
      benefit: t('страховые взносы 7,6 % на 10 лет', '7.6% insurance premiums for 10 years'),
      link: '/arctics',
      investmentSizes: ALL_SIZES.map(size),
      okved: ['01', '10', '24', '35', '52', '55'].map(code),
      subjectMsp: [msp(YES), msp('Нет')],
      supportTypes: [type('Налоговые льготы')],
    },
    {
      name: t('Сопровождение по принципу «одного окна»', 'One-window project support'),
      description: t('Персональный менеджер проекта.', 'A personal project manager.'),
      benefit: t('бесплатно', 'free of charge'),
      link: '/meri-podderjki/soprovojdenie-proektov',
      investmentSizes: ALL_SIZES.map(size),
      okved: ['01', '10', '16', '24', '25', '28', '35', '52', '55', '62'].map(code),
      subjectMsp: [msp(YES), msp('Нет')],
      supportTypes: [type('Сопровождение проекта'), type('Имущественная поддержка')],
    },
  ].map((doc, i) => ({ ...doc, order: (i + 1) * 10 })),
};

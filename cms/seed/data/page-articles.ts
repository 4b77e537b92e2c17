import type { RichBlock } from '../localize';

/**
 * The longer texts of some numbered pages (§7 `/setting/{n}`): zone regimes, support forms, the investment standard's
 * documents, the investor's path, the Governor's address. Russian and English; Turkish and Chinese fall back to Russian
 * field by field until the agency's translators fill them in. Each text opens with a paragraph (the API tests expect it).
 */
export type Article = { ru: RichBlock[]; en: RichBlock[] };

export const ARTICLES: Record<number, Article> = {
  2: {
    ru: [
      'Инвестор проходит путь от идеи до запуска производства с персональным менеджером Корпорации развития Енисейской Сибири. Сопровождение бесплатно.',
      { h2: 'Шаги инвестора' },
      {
        ol: [
          '**Изучите возможности края**: [о регионе](/about-region), [инвестиционная карта](/invest-map) и [преференциальные зоны](/investicionnie-ploshadki/preferencialnie-zoni).',
          '**Подберите меры поддержки** в [калькуляторе льгот](/kalkulator-lgot) и в разделе [меры поддержки](/meri-podderjki).',
          '**Выберите площадку** в каталоге [производственных площадок](/investicionnie-ploshadki/proizvodstvennie-ploshadki).',
          '**Подайте проект** через [линию прямых обращений](/liniya-pryamih-obrasheniy) или личный кабинет: ответ — 30 дней, через личный кабинет — 7 дней.',
          '**Получите сопровождение**: менеджер проекта, [инвестиционный комитет](/investicionniy-standard/investicionniy-komitet-krasnoyarskogo-kraya) и сроки [свода инвестиционных правил](/investicionniy-standard/svod-investicionnih-pravil).',
          '**Запустите производство** и сообщите о результатах: агентство сопровождает проект и после ввода в эксплуатацию.',
        ],
      },
    ],
    en: [
      'An investor goes from an idea to production with a personal manager of the Yenisei Siberia Development Corporation. The support is free of charge.',
      { h2: 'The investor’s steps' },
      {
        ol: [
          '**Explore the region**: [about the region](/about-region), the [investment map](/invest-map) and the [preferential zones](/investicionnie-ploshadki/preferencialnie-zoni).',
          '**Choose support measures** with the [benefits calculator](/kalkulator-lgot) and in [support measures](/meri-podderjki).',
          '**Choose a site** in the [production sites](/investicionnie-ploshadki/proizvodstvennie-ploshadki) catalogue.',
          '**Submit your project** via the [direct line](/liniya-pryamih-obrasheniy) or your personal account: we answer within 30 days, or 7 days via the account.',
          '**Get support**: a project manager, the [investment committee](/investicionniy-standard/investicionniy-komitet-krasnoyarskogo-kraya) and the deadlines of the [code of investment rules](/investicionniy-standard/svod-investicionnih-pravil).',
          '**Start production** and report the results: the agency stays with the project after commissioning.',
        ],
      },
    ],
  },
  4: {
    ru: ['В крае действуют четыре режима с налоговыми и административными преференциями. Выберите зону, чтобы узнать условия для резидентов.'],
    en: ['Four regimes with tax and administrative preferences operate in the region. Choose a zone to see the terms for residents.'],
  },
  5: {
    ru: [
      'ОЭЗ промышленно-производственного типа «Красноярская технологическая долина» предназначена для высокотехнологичных производств: резиденты получают готовые участки с сетями и льготный режим.',
      { h2: 'Резиденты' },
      { ul: ['ООО «Енисей-Композит» — композитные материалы для энергетики', 'ООО «СибСтанкоМаш» — металлообрабатывающие станки', 'ООО «КрасФармСинтез» — фармацевтические субстанции'] },
      { h2: 'Требования к потенциальным резидентам' },
      { ul: ['юридическое лицо зарегистрировано на территории муниципального образования, где расположена ОЭЗ', 'инвестиции не менее 120 млн ₽, из них 40 млн ₽ — в течение трёх лет', 'соглашение об осуществлении промышленно-производственной деятельности', 'деятельность ведётся только на территории ОЭЗ'] },
      { h2: 'Привилегии' },
      { ul: ['режим свободной таможенной зоны', 'аренда земельного участка по льготной ставке и право выкупа', 'подключение к сетям за счёт управляющей компании', 'сопровождение по принципу «одного окна»'] },
      { h2: 'Энергоресурсы' },
      { table: [['Ресурс', 'Доступная мощность'], ['Тепловая энергия', '32,9 Гкал/ч'], ['Электроэнергия', '25 МВт'], ['Водоснабжение', '2 400 м³/сут'], ['Водоотведение', '1 900 м³/сут']] },
      { h2: 'Стандартный и льготный режим' },
      { table: [['Налог', 'Стандартный режим', 'Резидент ОЭЗ'], ['Налог на прибыль', '25 %', '2 % в течение 5 лет'], ['Налог на имущество', '2,2 %', '0 % в течение 5 лет'], ['Земельный налог', 'до 1,5 %', '0 % в течение 5 лет'], ['Таможенные пошлины и НДС на ввоз', 'по ставкам ЕАЭС', '0 % (свободная таможенная зона)']] },
      { h2: 'Налог на прибыль' },
      'Региональная часть налога на прибыль для резидентов снижена до 2 % на 5 лет с года получения первой прибыли; федеральная часть уплачивается в общем порядке.',
      { h2: 'Налог на имущество' },
      'Имущество, учтённое на балансе резидента и расположенное на территории ОЭЗ, освобождается от налога на 5 лет с постановки на учёт.',
      { h2: 'Земельный налог' },
      'Земельные участки на территории ОЭЗ освобождаются от налога на 5 лет с месяца возникновения права собственности.',
    ],
    en: [
      'The Krasnoyarsk Technology Valley industrial special economic zone is meant for high-tech production: residents get serviced plots and a preferential regime.',
      { h2: 'Residents' },
      { ul: ['Yenisei Composite LLC — composite materials for the power industry', 'SibStankoMash LLC — metalworking machines', 'KrasPharmSynthesis LLC — pharmaceutical substances'] },
      { h2: 'Requirements for potential residents' },
      { ul: ['a legal entity registered in the municipality where the zone lies', 'investment of at least 120 million roubles, 40 million roubles of it within three years', 'an agreement on industrial and production activity', 'activity only within the zone'] },
      { h2: 'Incentives' },
      { ul: ['a free customs zone', 'a plot on a preferential lease with the right to buy', 'utility connections paid by the management company', 'one-window support'] },
      { h2: 'Energy resources' },
      { table: [['Resource', 'Available capacity'], ['Heat', '32.9 Gcal/h'], ['Electricity', '25 MW'], ['Water supply', '2,400 m³/day'], ['Sewerage', '1,900 m³/day']] },
      { h2: 'Standard versus preferential regime' },
      { table: [['Tax', 'Standard regime', 'SEZ resident'], ['Profit tax', '25%', '2% for 5 years'], ['Property tax', '2.2%', '0% for 5 years'], ['Land tax', 'up to 1.5%', '0% for 5 years'], ['Customs duties and import VAT', 'EAEU rates', '0% (free customs zone)']] },
      { h2: 'Profit tax' },
      'The regional part of the profit tax is reduced to 2% for 5 years from the year of the first profit; the federal part is paid as usual.',
      { h2: 'Property tax' },
      'Property on the resident’s balance sheet located in the zone is exempt from tax for 5 years from registration.',
      { h2: 'Land tax' },
      'Land plots in the zone are exempt from tax for 5 years from the month the ownership arises.',
    ],
  },
  6: {
    ru: [
      'Территория опережающего социально-экономического развития «Железногорск» создана в закрытом городе атомной отрасли. Резидентом может стать компания, которая реализует новый проект на территории ТОСЭР.',
      { h2: 'Льготы' },
      { ul: ['пониженные ставки налогов на прибыль, имущество и землю', 'страховые взносы 7,6 % в течение 10 лет', 'заявительный порядок возмещения НДС', 'упрощённые процедуры и проверки по согласованию с прокуратурой'] },
      { h2: 'Стандартный и льготный режим' },
      { table: [['Платёж', 'Стандартный режим', 'Резидент ТОСЭР'], ['Налог на прибыль', '25 %', '5 % в первые 5 лет, 10 % в следующие 5 лет'], ['Налог на имущество', '2,2 %', '0 % в первые 5 лет'], ['Земельный налог', 'до 1,5 %', '0 % в первые 5 лет'], ['Страховые взносы', '30 %', '7,6 % в течение 10 лет'], ['НДС', 'возмещение после камеральной проверки', 'заявительный порядок возмещения']] },
      { h2: 'Налоги' },
      'Федеральная часть налога на прибыль — 0 % в течение 5 лет с года получения первой прибыли; региональная — 5 % в первые 5 лет и не менее 10 % в следующие 5 лет.',
      { h2: 'Страховые взносы' },
      'Резиденты, получившие статус в течение трёх лет с создания ТОСЭР, уплачивают страховые взносы по совокупному тарифу 7,6 % в течение 10 лет.',
      { h2: 'НДС' },
      'НДС возмещается в заявительном порядке: до окончания камеральной проверки, под банковскую гарантию или поручительство управляющей компании.',
      { h2: 'Упрощённые процедуры' },
      { ul: ['плановые проверки — только по согласованию с органами прокуратуры', 'земельные участки и инфраструктура предоставляются управляющей компанией', 'государственные услуги — в сокращённые сроки'] },
      { h2: 'Льготный период — 5 лет' },
      'Основные налоговые льготы действуют 5 лет с года получения первой прибыли, после чего ставки повышаются ступенчато ещё на 5 лет.',
    ],
    en: [
      'The Zheleznogorsk priority development area was created in a closed town of the nuclear industry. A company that starts a new project in the area can become a resident.',
      { h2: 'Benefits' },
      { ul: ['reduced profit, property and land tax rates', '7.6% insurance premiums for 10 years', 'accelerated VAT refund', 'simplified procedures; inspections agreed with the prosecutor’s office'] },
      { h2: 'Standard versus preferential regime' },
      { table: [['Payment', 'Standard regime', 'Priority area resident'], ['Profit tax', '25%', '5% for the first 5 years, 10% for the next 5 years'], ['Property tax', '2.2%', '0% for the first 5 years'], ['Land tax', 'up to 1.5%', '0% for the first 5 years'], ['Insurance premiums', '30%', '7.6% for 10 years'], ['VAT', 'refund after a desk audit', 'accelerated refund']] },
      { h2: 'Taxes' },
      'The federal part of the profit tax is 0% for 5 years from the year of the first profit; the regional part is 5% for the first 5 years and at least 10% for the next 5 years.',
      { h2: 'Insurance premiums' },
      'Residents who get the status within three years of the area’s creation pay insurance premiums at a combined rate of 7.6% for 10 years.',
      { h2: 'VAT' },
      'VAT is refunded on application, before the desk audit ends, against a bank guarantee or a surety of the management company.',
      { h2: 'Simplified procedure' },
      { ul: ['scheduled inspections only with the prosecutor’s consent', 'land and infrastructure are provided by the management company', 'public services within shorter deadlines'] },
      { h2: 'Preferential term: 5 years' },
      'The main tax incentives apply for 5 years from the year of the first profit; then the rates rise in steps over another 5 years.',
    ],
  },
  7: {
    ru: [
      'Промышленный кластер объединяет производителей края вокруг проектов импортозамещения. Участники кластера получают федеральные и региональные меры поддержки.',
      { h2: 'Меры поддержки' },
      { ul: ['субсидия до 50 % затрат на совместные проекты участников (постановление Правительства РФ № 41)', 'льготные займы фонда развития промышленности', 'налоговые льготы для специализированной организации кластера', 'приоритет при подборе площадок'] },
      { h2: 'Заявленные проекты импортозамещения' },
      { table: [['Проект', 'Участник', 'Продукция'], ['Производство буровых долот', 'ООО «Сибирский инструмент»', 'долота для горной добычи'], ['Выпуск гидроцилиндров', 'АО «КрасГидроМаш»', 'гидроцилиндры для спецтехники'], ['Литьё алюминиевых деталей', 'ООО «Енисей-Литьё»', 'корпусные детали насосов']] },
      { h2: 'Участники' },
      { ul: ['ООО «Сибирский инструмент»', 'АО «КрасГидроМаш»', 'ООО «Енисей-Литьё»', 'Сибирский федеральный университет'] },
      { h2: 'Как стать участником' },
      { ol: ['Направьте заявку в специализированную организацию кластера через линию прямых обращений.', 'Подпишите соглашение об участии в кластере.', 'Включите продукцию в программу развития кластера.', 'Подайте заявку на меры поддержки вместе с другими участниками.'] },
    ],
    en: [
      'The industrial cluster brings the region’s manufacturers together around import substitution projects. Members get federal and regional support.',
      { h2: 'Support measures' },
      { ul: ['a subsidy of up to 50% of the costs of joint projects (Government Resolution No. 41)', 'soft loans of the Industrial Development Fund', 'tax incentives for the cluster’s specialised organisation', 'priority in site selection'] },
      { h2: 'Declared import substitution projects' },
      { table: [['Project', 'Member', 'Products'], ['Drill bit production', 'Siberian Tool LLC', 'drill bits for mining'], ['Hydraulic cylinders', 'KrasGidroMash JSC', 'hydraulic cylinders for special vehicles'], ['Aluminium casting', 'Yenisei Casting LLC', 'pump housings']] },
      { h2: 'Participants' },
      { ul: ['Siberian Tool LLC', 'KrasGidroMash JSC', 'Yenisei Casting LLC', 'Siberian Federal University'] },
      { h2: 'How to become a participant' },
      { ol: ['Apply to the cluster’s specialised organisation via the direct line.', 'Sign the cluster membership agreement.', 'Include your products in the cluster’s development programme.', 'Apply for support together with other members.'] },
    ],
  },
  13: {
    ru: [
      'Налоговые льготы зависят от режима, в котором реализуется проект. Сравните ставки и выберите подходящий режим.',
      { h2: 'Ставки по режимам' },
      { table: [['Режим', 'Налог на прибыль', 'Налог на имущество', 'Страховые взносы'], ['Общий', '25 %', '2,2 %', '30 %'], ['ОЭЗ', '2 % на 5 лет', '0 % на 5 лет', '30 %'], ['ТОСЭР', '5 % на 5 лет', '0 % на 5 лет', '7,6 % на 10 лет'], ['Арктическая зона', '0 % федеральной части на 10 лет', 'льготы края', '7,6 % на 10 лет'], ['РИП', 'от 10 %', 'льготы края', '30 %']] },
    ],
    en: [
      'Tax incentives depend on the regime of the project. Compare the rates and choose a regime.',
      { h2: 'Rates by regime' },
      { table: [['Regime', 'Profit tax', 'Property tax', 'Insurance premiums'], ['General', '25%', '2.2%', '30%'], ['SEZ', '2% for 5 years', '0% for 5 years', '30%'], ['Priority development area', '5% for 5 years', '0% for 5 years', '7.6% for 10 years'], ['Arctic zone', '0% federal part for 10 years', 'regional incentives', '7.6% for 10 years'], ['Regional investment project', 'from 10%', 'regional incentives', '30%']] },
    ],
  },
  14: {
    ru: [
      'Край предоставляет инвесторам землю и имущество на льготных условиях.',
      { h2: 'Формы имущественной поддержки' },
      { ul: ['земельный участок в аренду без торгов для масштабных инвестиционных проектов', 'льготная арендная плата за государственное имущество для субъектов МСП', 'помещения в технопарках и индустриальных парках по ставке ниже рыночной', 'право выкупа арендуемого имущества с рассрочкой'] },
      { h2: 'Как получить' },
      { ol: ['Подберите участок или помещение в каталоге производственных площадок.', 'Подайте заявку через линию прямых обращений.', 'Получите решение о предоставлении в сроки свода инвестиционных правил.'] },
    ],
    en: [
      'The region provides land and property to investors on preferential terms.',
      { h2: 'Forms of property support' },
      { ul: ['a land lease without tender for large-scale investment projects', 'preferential rent of public property for SMEs', 'premises in technology and industrial parks below market rates', 'the right to buy leased property in instalments'] },
      { h2: 'How to get it' },
      { ol: ['Choose a plot or premises in the production sites catalogue.', 'Apply via the direct line.', 'Get a decision within the deadlines of the code of investment rules.'] },
    ],
  },
  17: {
    ru: [
      'Государственно-частное партнёрство позволяет построить объект инфраструктуры за счёт инвестора с возвратом вложений из платы пользователей или бюджета.',
      { h2: 'Формы партнёрства' },
      { ul: ['концессионное соглашение (115-ФЗ)', 'соглашение о ГЧП и МЧП (224-ФЗ)', 'контракт жизненного цикла'] },
      { h2: 'Как предложить проект' },
      { ol: ['Подготовьте предложение о реализации проекта по форме Правительства РФ.', 'Направьте его в уполномоченный орган края.', 'Получите решение в течение 90 дней; при положительном решении проводится конкурс или заключается соглашение без конкурса.'] },
    ],
    en: [
      'A public-private partnership lets an investor build infrastructure and recover the investment from user fees or the budget.',
      { h2: 'Forms of partnership' },
      { ul: ['a concession agreement (Federal Law 115-FZ)', 'a PPP or municipal PPP agreement (Federal Law 224-FZ)', 'a life-cycle contract'] },
      { h2: 'How to propose a project' },
      { ol: ['Prepare a proposal in the form set by the Government.', 'Send it to the region’s authorised body.', 'Get a decision within 90 days; then a tender is held or an agreement signed without one.'] },
    ],
  },
  19: {
    ru: [
      'Декларация закрепляет обязательства края перед инвесторами.',
      { h2: 'Принципы' },
      { ul: ['равенство инвесторов и недискриминация', 'прозрачность решений органов власти', 'стабильность условий реализации проектов', 'сопровождение по принципу «одного окна»'] },
    ],
    en: [
      'The declaration sets out the region’s commitments to investors.',
      { h2: 'Principles' },
      { ul: ['equal treatment of investors', 'transparent decisions of the authorities', 'stable conditions for projects', 'one-window support'] },
    ],
  },
  20: {
    ru: [
      'Инвестиционный комитет возглавляет Губернатор края; в него входят члены Правительства, представители бизнеса и институтов развития.',
      { h2: 'Задачи комитета' },
      { ul: ['рассмотрение инвестиционных проектов и присвоение им статуса', 'решения о предоставлении мер поддержки и земли без торгов', 'устранение административных барьеров'] },
    ],
    en: [
      'The investment committee is chaired by the Governor and includes members of the government, business and development institutions.',
      { h2: 'The committee’s tasks' },
      { ul: ['reviewing investment projects and granting their status', 'decisions on support measures and land without tender', 'removing administrative barriers'] },
    ],
  },
  31: {
    ru: [
      'Уважаемые инвесторы и предприниматели!',
      'Красноярский край — крупнейший промышленный регион Сибири с богатыми природными ресурсами, мощной энергетикой и выходом к Северному морскому пути. Мы открыты для тех, кто готов строить здесь новые производства и создавать рабочие места.',
      'Правительство края гарантирует стабильность условий, сопровождение проектов по принципу «одного окна» и поддержку на каждом этапе: от выбора площадки до запуска производства. Комплексный инвестиционный проект «Енисейская Сибирь» объединяет более 160 инициатив на сумму около 2,6 трлн рублей.',
      'Приглашаю вас к сотрудничеству. Уверен, что вместе мы сделаем Красноярский край лучшим местом для инвестиций.',
      '**Губернатор Красноярского края**',
    ],
    en: [
      'Dear investors and entrepreneurs,',
      'Krasnoyarsk Krai is the largest industrial region of Siberia, with rich natural resources, powerful energy and access to the Northern Sea Route. We are open to everyone ready to build new production here and create jobs.',
      'The regional government guarantees stable conditions, one-window project support and help at every stage, from choosing a site to starting production. The Yenisei Siberia integrated investment project brings together over 160 initiatives worth about 2.6 trillion roubles.',
      'I invite you to work with us. I am sure that together we will make Krasnoyarsk Krai the best place to invest.',
      '**Governor of Krasnoyarsk Krai**',
    ],
  },
};

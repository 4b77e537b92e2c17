/**
 * Demo project submissions and appeals of the last four months, so that the public response-time monitoring and the
 * staff's work queue have something to show on a fresh database. Days are counted back from the seeding moment:
 * `arrived` days ago; `firstAnswer` and `closed` days after arrival (absent: not yet). Texts are the senders' own,
 * in Russian, as the agency receives them.
 */
export type DemoOutcome = { arrived: number; firstAnswer?: number; closed?: number };

export type DemoRequest = DemoOutcome & {
  title: string;
  description: string;
  contactName: string;
  closedAs?: 'accepted' | 'rejected';
  comment?: string;
};

export type DemoAppeal = DemoOutcome & { message: string; answer?: string };

/** The address part of every demo sender: the seed finds its own items by it (never a real mailbox). */
export const DEMO_SENDER_DOMAIN = 'demo-senders.example.org';

export const demoRequests: DemoRequest[] = [
  { arrived: 112, firstAnswer: 9, closed: 24, closedAs: 'accepted', title: 'Цех глубокой переработки древесины в Лесосибирске', description: 'Производство клееного бруса и пеллет, 120 рабочих мест.', contactName: 'Соколов Андрей Викторович', comment: 'Проект принят к сопровождению, куратор свяжется с вами.' },
  { arrived: 104, firstAnswer: 14, closed: 27, closedAs: 'rejected', title: 'Туристический комплекс на берегу Енисея', description: 'Гостиница на 80 номеров и причал.', contactName: 'Ким Елена Сергеевна', comment: 'Участок находится в водоохранной зоне; предлагаем рассмотреть площадки в Дивногорске.' },
  { arrived: 96, firstAnswer: 31, closed: 36, closedAs: 'accepted', title: 'Тепличный комплекс в Минусинске', description: 'Овощи закрытого грунта, 12 га.', contactName: 'Петров Игорь Николаевич', comment: 'Проект принят; рекомендуем подать заявку на статус резидента ТОСЭР.' },
  { arrived: 83, firstAnswer: 6, closed: 17, closedAs: 'accepted', title: 'Завод по производству металлоконструкций', description: 'Сварные конструкции для строительства, Красноярск, промплощадка «Северная».', contactName: 'Волков Дмитрий Александрович', comment: 'Проект принят к сопровождению.' },
  { arrived: 71, firstAnswer: 12, closed: 21, closedAs: 'rejected', title: 'Майнинговый центр обработки данных', description: 'Дата-центр мощностью 40 МВт.', contactName: 'Лебедев Артём Олегович', comment: 'Региональные меры поддержки на этот вид деятельности не распространяются.' },
  { arrived: 63, firstAnswer: 26, closed: 41, closedAs: 'accepted', title: 'Молочная ферма на 1 200 голов в Ужурском районе', description: 'Роботизированная ферма с переработкой молока.', contactName: 'Орлова Наталья Павловна', comment: 'Проект принят; подготовлен перечень мер поддержки.' },
  { arrived: 52, firstAnswer: 7, title: 'Логистический центр у аэропорта Емельяново', description: 'Склад класса А на 30 000 м².', contactName: 'Никитин Сергей Юрьевич' },
  { arrived: 42, firstAnswer: 8, closed: 19, closedAs: 'accepted', title: 'Производство строительной керамики в Ачинске', description: 'Кирпич и керамогранит, 60 рабочих мест.', contactName: 'Захарова Ольга Игоревна', comment: 'Проект принят к сопровождению.' },
  { arrived: 33, firstAnswer: 10, title: 'Горнолыжный курорт в Ергаках', description: 'Подъёмники, трассы и гостиница.', contactName: 'Морозов Павел Андреевич' },
  { arrived: 19, title: 'Фабрика по производству мебели из массива', description: 'Мебель из сибирской сосны на экспорт.', contactName: 'Ибрагимов Руслан Маратович' },
  { arrived: 11, firstAnswer: 4, title: 'Рыбоводное хозяйство на Красноярском водохранилище', description: 'Садковое выращивание форели.', contactName: 'Белова Анна Дмитриевна' },
  { arrived: 4, title: 'Завод по выпуску полимерной упаковки', description: 'Плёнка и тара для пищевых производств.', contactName: 'Григорьев Максим Евгеньевич' },
];

export const demoAppeals: DemoAppeal[] = [
  { arrived: 108, firstAnswer: 3, closed: 3, message: 'Какие льготы по налогу на имущество действуют для новых производств?', answer: 'Для новых производств действует льготная ставка налога на имущество; подробности — в разделе «Налоговая поддержка».' },
  { arrived: 99, firstAnswer: 6, closed: 6, message: 'Можно ли получить земельный участок без торгов для масштабного проекта?', answer: 'Да, по распоряжению Губернатора для масштабных инвестиционных проектов; направьте паспорт проекта в агентство.' },
  { arrived: 91, firstAnswer: 10, closed: 10, message: 'Прошу разъяснить порядок получения статуса резидента Арктической зоны.', answer: 'Заявка подаётся в АО «Корпорация развития Дальнего Востока и Арктики»; агентство поможет её подготовить.' },
  { arrived: 85, firstAnswer: 2, closed: 2, message: 'Есть ли свободные площадки с подключением к газу в Красноярске?', answer: 'Да, смотрите фильтр «Газ» на инвестиционной карте; мы направили вам подборку из трёх площадок.' },
  { arrived: 77, firstAnswer: 5, closed: 5, message: 'Как подать заявку на льготный заём Фонда развития промышленности?', answer: 'Заявка подаётся через сайт фонда; агентство проводит предварительную консультацию.' },
  { arrived: 66, firstAnswer: 4, closed: 12, message: 'Прошу сообщить контакты куратора по проекту тепличного комплекса.', answer: 'Куратор проекта свяжется с вами в течение двух рабочих дней.' },
  { arrived: 58, firstAnswer: 4, closed: 4, message: 'Какие документы нужны для инвестиционного комитета?', answer: 'Паспорт проекта, бизнес-план и финансовая модель; шаблоны — в разделе «Инвестиционный стандарт».' },
  { arrived: 47, firstAnswer: 6, closed: 6, message: 'Будет ли в этом году форум для инвесторов в Красноярске?', answer: 'Да, даты и регистрация — в разделе «События».' },
  { arrived: 38, firstAnswer: 1, closed: 1, message: 'Не открывается карта площадок на телефоне.', answer: 'Спасибо, ошибка исправлена; обновите страницу.' },
  { arrived: 30, firstAnswer: 8, closed: 8, message: 'Прошу разъяснить условия соглашения о защите и поощрении капиталовложений.', answer: 'СЗПК заключается при инвестициях от 200 млн рублей; подробная консультация назначена.' },
  { arrived: 23, firstAnswer: 3, closed: 3, message: 'Есть ли субсидии на покупку оборудования для малого бизнеса?', answer: 'Да, до 50 % затрат; условия — в разделе «Финансовая поддержка».' },
  { arrived: 15, firstAnswer: 5, closed: 5, message: 'Какие площадки подходят для пищевого производства в Канске?', answer: 'Мы подготовили подборку площадок в Канске и направим её вам на почту.' },
  { arrived: 8, firstAnswer: 2, closed: 2, message: 'Как записаться на консультацию в агентство?', answer: 'Позвоните по телефону горячей линии или оставьте обращение здесь — мы перезвоним.' },
  { arrived: 5, message: 'Прошу помочь с подключением площадки к электросетям.' },
  { arrived: 1, message: 'Какие меры поддержки действуют для экспортёров?' },
];

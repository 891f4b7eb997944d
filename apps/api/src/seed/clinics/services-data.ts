/** Clinic services and their categories (Russian texts; prices in kopecks, durations in minutes). */

export type TServiceCategorySeed = {
  id: number;
  slug: string;
  name: string;
  description: string;
  sort: number;
};
export type TServiceSeed = {
  id: number;
  slug: string;
  categoryId: number;
  name: string;
  announce: string;
  description: string;
  price: number;
  durationMinutes: number;
  isForChildren: boolean;
  sort: number;
};

export const SERVICE_CATEGORIES: readonly TServiceCategorySeed[] = [
  {
    id: 1,
    slug: "diagnostika-zreniya",
    name: "Диагностика зрения",
    description: "Проверка остроты зрения, рефракции и здоровья глаз для взрослых и детей.",
    sort: 10,
  },
  {
    id: 2,
    slug: "kontaktnaya-korrekciya",
    name: "Контактная коррекция",
    description: "Подбор контактных линз, обучение и контрольные осмотры.",
    sort: 20,
  },
  {
    id: 3,
    slug: "kontrol-miopii",
    name: "Контроль миопии",
    description:
      "Замедление прогрессирования близорукости у детей: MiSight 1 day, ортокератология, наблюдение.",
    sort: 30,
  },
  {
    id: 4,
    slug: "ochkovaya-korrekciya",
    name: "Очковая коррекция",
    description: "Подбор очков по рецепту и ремонт оправ в мастерской.",
    sort: 40,
  },
];

const rub = (n: number) => n * 100;

export const SERVICES: readonly TServiceSeed[] = [
  {
    id: 1,
    slug: "proverka-zreniya-vzroslym",
    categoryId: 1,
    name: "Проверка зрения для взрослых",
    announce: "Острота зрения, рефракция и рекомендации врача",
    description:
      "Врач проверит остроту зрения, измерит рефракцию на авторефрактометре и подберёт коррекцию. Вы получите рецепт на очки или рекомендации по контактным линзам.",
    price: rub(1500),
    durationMinutes: 30,
    isForChildren: false,
    sort: 10,
  },
  {
    id: 2,
    slug: "proverka-zreniya-detyam",
    categoryId: 1,
    name: "Проверка зрения для детей",
    announce: "Для детей с 3 лет, в игровой форме",
    description:
      "Детский офтальмолог проверит зрение ребёнка в спокойной игровой форме: острота зрения, рефракция, бинокулярное зрение. Приходите вместе с одним из родителей.",
    price: rub(1500),
    durationMinutes: 30,
    isForChildren: true,
    sort: 20,
  },
  {
    id: 3,
    slug: "kompleksnaya-diagnostika",
    categoryId: 1,
    name: "Комплексная диагностика зрения",
    announce: "Полное обследование с измерением внутриглазного давления",
    description:
      "Расширенное обследование: рефракция, внутриглазное давление, осмотр переднего отрезка глаза и глазного дна, заключение врача-офтальмолога.",
    price: rub(3500),
    durationMinutes: 60,
    isForChildren: false,
    sort: 30,
  },
  {
    id: 4,
    slug: "podbor-kontaktnyh-linz",
    categoryId: 2,
    name: "Подбор контактных линз",
    announce: "Диагностика, пробные линзы и рецепт",
    description:
      "Врач измерит параметры глаза, подберёт линзы по материалу и режиму ношения, наденет пробную пару и проверит посадку. Стоимость пробных линз входит в услугу.",
    price: rub(2000),
    durationMinutes: 60,
    isForChildren: false,
    sort: 10,
  },
  {
    id: 5,
    slug: "obuchenie-nadevaniyu-linz",
    categoryId: 2,
    name: "Обучение надеванию и снятию линз",
    announce: "Для тех, кто впервые носит линзы",
    description:
      "Оптометрист покажет, как надевать, снимать и хранить линзы, и проследит, чтобы у вас всё получилось самостоятельно.",
    price: 0,
    durationMinutes: 30,
    isForChildren: false,
    sort: 20,
  },
  {
    id: 6,
    slug: "kontrolnyj-osmotr",
    categoryId: 2,
    name: "Контрольный осмотр после подбора линз",
    announce: "Через 1–2 недели после начала ношения",
    description:
      "Врач проверит, как линзы сидят на глазу и как глаза переносят ношение, и при необходимости скорректирует подбор.",
    price: rub(800),
    durationMinutes: 30,
    isForChildren: false,
    sort: 30,
  },
  {
    id: 7,
    slug: "konsultaciya-kontrol-miopii",
    categoryId: 3,
    name: "Консультация по контролю миопии у детей",
    announce: "Как замедлить прогрессирование близорукости",
    description:
      "Детский офтальмолог оценит рефракцию и длину глаза, расскажет о методах контроля миопии (линзы MiSight 1 day, ортокератология, очки с периферической дефокусировкой) и составит план наблюдения.",
    price: rub(2500),
    durationMinutes: 60,
    isForChildren: true,
    sort: 10,
  },
  {
    id: 8,
    slug: "podbor-misight",
    categoryId: 3,
    name: "Подбор линз MiSight 1 day",
    announce: "Однодневные линзы для контроля миопии у детей",
    description:
      "Подбор однодневных контактных линз MiSight 1 day для детей от 8 лет, обучение ребёнка и родителей, план контрольных визитов.",
    price: rub(3000),
    durationMinutes: 60,
    isForChildren: true,
    sort: 20,
  },
  {
    id: 9,
    slug: "ortokeratologiya",
    categoryId: 3,
    name: "Подбор ортокератологических линз",
    announce: "Ночные линзы: чёткое зрение днём без очков",
    description:
      "Топография роговицы, подбор ночных ортокератологических линз и первая примерка. Подходит детям и взрослым с миопией до −6 дптр.",
    price: rub(6000),
    durationMinutes: 90,
    isForChildren: false,
    sort: 30,
  },
  {
    id: 10,
    slug: "podbor-ochkov",
    categoryId: 4,
    name: "Подбор очков",
    announce: "Рецепт и помощь в выборе оправы",
    description:
      "Оптометрист проверит зрение, выпишет рецепт и поможет выбрать оправу и линзы под ваши задачи: для дали, для чтения, для компьютера.",
    price: rub(1000),
    durationMinutes: 30,
    isForChildren: false,
    sort: 10,
  },
  {
    id: 11,
    slug: "remont-ochkov-v-masterskoj",
    categoryId: 4,
    name: "Ремонт очков",
    announce: "Замена винтов и носоупоров, правка оправы",
    description:
      "Мастер-оптик заменит винты и носоупоры, выправит оправу и подгонит очки по лицу. Сложный ремонт оценит на месте.",
    price: rub(500),
    durationMinutes: 30,
    isForChildren: false,
    sort: 20,
  },
  {
    id: 12,
    slug: "podgonka-opravy",
    categoryId: 4,
    name: "Подгонка оправы по лицу",
    announce: "Чтобы очки не давили и не сползали",
    description: "Мастер-оптик подгонит заушники и носоупоры, чтобы очки сидели удобно.",
    price: 0,
    durationMinutes: 15,
    isForChildren: false,
    sort: 30,
  },
];

/** Services by the role that provides them. */
export const SERVICES_BY_ROLE = {
  ophthalmologist: [1, 2, 3, 4, 6, 7, 9],
  childOphthalmologist: [2, 7, 8, 9],
  optometrist: [1, 4, 5, 6, 10],
  optician: [10, 11, 12],
} as const;

import type { TVacancyEmploymentType } from "@optika/api-contract";

/** Vacancies of /vakansii: salary in rubles a month (converted to kopecks when seeded). */
export type TVacancyData = {
  title: string;
  city: string;
  salary: readonly [from: number | null, to: number | null];
  duties: readonly string[];
  requirements: readonly string[];
  conditions: readonly string[];
  /** schema.org employment types (JobPosting) */
  employmentTypes: readonly TVacancyEmploymentType[];
  /** published this many days before the seed day */
  postedDaysAgo: number;
};

const COMMON_CONDITIONS = [
  "Официальное оформление с первого дня",
  "Скидка сотрудника 40% на очки и линзы",
  "Обучение в корпоративной академии",
];

export const VACANCIES: readonly TVacancyData[] = [
  {
    title: "Врач-офтальмолог",
    city: "Екатеринбург",
    salary: [150_000, 220_000],
    duties: [
      "Приём взрослых и детей",
      "Подбор очковой и контактной коррекции",
      "Диагностика и наблюдение пациентов с миопией",
    ],
    requirements: [
      "Высшее медицинское образование, действующий сертификат или аккредитация",
      "Опыт работы от 1 года",
    ],
    conditions: [...COMMON_CONDITIONS, "График 2/2 или 5/2 на выбор"],
    employmentTypes: ["FULL_TIME"],
    postedDaysAgo: 12,
  },
  {
    title: "Оптометрист",
    city: "Екатеринбург",
    salary: [80_000, 120_000],
    duties: ["Проверка остроты зрения и рефракции", "Подбор контактных линз", "Консультации покупателей"],
    requirements: [
      "Среднее специальное образование по специальности «Медицинская оптика»",
      "Внимательность и доброжелательность",
    ],
    conditions: [...COMMON_CONDITIONS, "Сменный график"],
    employmentTypes: ["FULL_TIME"],
    postedDaysAgo: 20,
  },
  {
    title: "Продавец-консультант салона оптики",
    city: "Челябинск",
    salary: [55_000, 75_000],
    duties: ["Консультации по оправам и солнцезащитным очкам", "Оформление заказов", "Выкладка товара"],
    requirements: ["Опыт продаж приветствуется", "Грамотная речь"],
    conditions: [...COMMON_CONDITIONS, "Бонусы от продаж"],
    employmentTypes: ["FULL_TIME", "PART_TIME"],
    postedDaysAgo: 5,
  },
  {
    title: "Мастер-оптик (сборщик очков)",
    city: "Екатеринбург",
    salary: [70_000, 95_000],
    duties: ["Изготовление очков на автоматическом оборудовании", "Ремонт и подгонка оправ"],
    requirements: ["Опыт работы мастером-оптиком от 1 года или профильное образование"],
    conditions: [...COMMON_CONDITIONS, "Работа в мастерской, график 5/2"],
    employmentTypes: ["FULL_TIME"],
    postedDaysAgo: 33,
  },
  {
    title: "Администратор клиники",
    city: "Тюмень",
    salary: [50_000, 65_000],
    duties: ["Запись пациентов на приём", "Встреча посетителей", "Работа с кассой"],
    requirements: ["Уверенный пользователь ПК", "Клиентоориентированность"],
    conditions: [...COMMON_CONDITIONS, "График 2/2"],
    employmentTypes: ["FULL_TIME"],
    postedDaysAgo: 8,
  },
  {
    title: "Оператор контакт-центра",
    city: "Екатеринбург",
    salary: [45_000, 60_000],
    duties: ["Приём входящих звонков", "Запись в клиники", "Консультации по заказам"],
    requirements: ["Грамотная речь", "Готовность к обучению"],
    conditions: [...COMMON_CONDITIONS, "Возможна частичная удалённая работа"],
    employmentTypes: ["FULL_TIME", "PART_TIME"],
    postedDaysAgo: 15,
  },
  {
    title: "Детский офтальмолог",
    city: "Пермь",
    salary: [160_000, null],
    duties: ["Приём детей от 3 лет", "Подбор методов контроля миопии", "Ортокератология"],
    requirements: ["Сертификат по офтальмологии", "Опыт работы с детьми"],
    conditions: [...COMMON_CONDITIONS, "Помощь с переездом"],
    employmentTypes: ["FULL_TIME"],
    postedDaysAgo: 41,
  },
];

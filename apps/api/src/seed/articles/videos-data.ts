/** Videos of /video: title, description, duration and an embeddable player address (RuTube). */
export type TVideoData = { title: string; description: string; seconds: number; id: string };

export const VIDEOS: readonly TVideoData[] = [
  {
    title: "Как надеть контактную линзу: пошаговая инструкция",
    description: "Оптометрист показывает, как надеть линзу с первого раза.",
    seconds: 214,
    id: "a1b2c3d4e5f60718293a4b5c6d7e8f90",
  },
  {
    title: "Как снять контактную линзу",
    description: "Безопасный способ снять мягкую линзу без ногтей и пинцета.",
    seconds: 158,
    id: "b2c3d4e5f60718293a4b5c6d7e8f90a1",
  },
  {
    title: "Уход за контейнером для линз",
    description: "Почему контейнер нужно сушить и менять каждый месяц.",
    seconds: 131,
    id: "c3d4e5f60718293a4b5c6d7e8f90a1b2",
  },
  {
    title: "Как проходит проверка зрения",
    description: "Что происходит на приёме у офтальмолога: от таблицы до осмотра глазного дна.",
    seconds: 402,
    id: "d4e5f60718293a4b5c6d7e8f90a1b2c3",
  },
  {
    title: "Гимнастика для глаз за пять минут",
    description: "Простые упражнения для тех, кто много работает за компьютером.",
    seconds: 305,
    id: "e5f60718293a4b5c6d7e8f90a1b2c3d4",
  },
  {
    title: "Как выбрать оправу по форме лица",
    description: "Стилист и оптик разбирают примеры на реальных покупателях.",
    seconds: 486,
    id: "f60718293a4b5c6d7e8f90a1b2c3d4e5",
  },
  {
    title: "Контроль миопии у детей",
    description: "Детский офтальмолог рассказывает о современных методах.",
    seconds: 612,
    id: "0718293a4b5c6d7e8f90a1b2c3d4e5f6",
  },
  {
    title: "Прогрессивные линзы: как привыкнуть",
    description: "Советы для первых дней в прогрессивных очках.",
    seconds: 273,
    id: "18293a4b5c6d7e8f90a1b2c3d4e5f607",
  },
  {
    title: "Как мы изготавливаем очки",
    description: "Экскурсия по мастерской: от заготовки линзы до готовых очков.",
    seconds: 358,
    id: "293a4b5c6d7e8f90a1b2c3d4e5f60718",
  },
  {
    title: "Солнцезащитные очки: поляризация и UV400",
    description: "Чем отличаются фильтры и как проверить очки в салоне.",
    seconds: 247,
    id: "3a4b5c6d7e8f90a1b2c3d4e5f6071829",
  },
  {
    title: "Синдром сухого глаза: вопросы врачу",
    description: "Офтальмолог отвечает на частые вопросы о сухости глаз.",
    seconds: 529,
    id: "4b5c6d7e8f90a1b2c3d4e5f60718293a",
  },
  {
    title: "Первые очки ребёнка",
    description: "Как выбрать детскую оправу и помочь ребёнку привыкнуть.",
    seconds: 296,
    id: "5c6d7e8f90a1b2c3d4e5f60718293a4b",
  },
  {
    title: "Линзы и спорт",
    description: "Почему линзы удобнее очков на тренировке и что выбрать для бассейна.",
    seconds: 188,
    id: "6d7e8f90a1b2c3d4e5f60718293a4b5c",
  },
];

export const VIDEO_EMBED_BASE = "https://rutube.ru/play/embed/";

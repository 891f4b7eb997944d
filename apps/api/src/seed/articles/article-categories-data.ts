/** Article sections of /stat and /charity, in menu order. `products`: which catalogue category related products come from. */
export type TArticleCategoryData = {
  section: "stat" | "charity";
  slug: string;
  name: string;
  description: string;
  motif: "eye" | "lens" | "frame" | "child" | "heart";
  colors: { background: string; accent: string };
  products: "linzy" | "opravy" | "aksessuary" | "solncezashchitnye-ochki";
  /** closing paragraph of every article of the category (HTML) */
  closing: string;
};

export const ARTICLE_CATEGORIES: readonly TArticleCategoryData[] = [
  {
    section: "stat",
    slug: "zdorove-glaz",
    name: "Здоровье глаз",
    description: "Как устроено зрение, что ему вредит и когда пора к офтальмологу.",
    motif: "eye",
    colors: { background: "#2f6f8f", accent: "#f2c14e" },
    products: "aksessuary",
    closing:
      'Проверить зрение можно в любой нашей клинике: приём офтальмолога занимает около сорока минут. <a href="/zapis">Запишитесь онлайн</a> — подберём удобное время.',
  },
  {
    section: "stat",
    slug: "uhod-za-linzami",
    name: "Уход за линзами",
    description: "Растворы, контейнеры и привычки, которые берегут глаза при ношении линз.",
    motif: "lens",
    colors: { background: "#3a7d6b", accent: "#9be0c8" },
    products: "aksessuary",
    closing:
      'Растворы и контейнеры есть в <a href="/catalog/aksessuary">каталоге аксессуаров</a>, а консультант в салоне покажет, как правильно надевать и снимать линзы.',
  },
  {
    section: "stat",
    slug: "vybor-opravy",
    name: "Выбор оправы",
    description: "Форма лица, материалы, размеры и стиль: как найти свою оправу.",
    motif: "frame",
    colors: { background: "#6b4f8f", accent: "#f4a6c0" },
    products: "opravy",
    closing:
      'Примерить оправы можно в салоне или выбрать в <a href="/catalog/opravy">каталоге</a>: линзы по рецепту изготовим за несколько дней.',
  },
  {
    section: "stat",
    slug: "detskoe-zrenie",
    name: "Детское зрение",
    description: "Близорукость у школьников, первые очки и контроль миопии.",
    motif: "child",
    colors: { background: "#d0713b", accent: "#ffe08a" },
    products: "linzy",
    closing:
      'Детский офтальмолог проверит зрение ребёнка и расскажет о методах контроля миопии. <a href="/zapis">Запишитесь на приём</a> в удобную клинику.',
  },
  {
    section: "stat",
    slug: "och",
    name: "Очки",
    description: "Всё об очках: линзы, покрытия, солнцезащитные и компьютерные очки.",
    motif: "frame",
    colors: { background: "#35506b", accent: "#8ecae6" },
    products: "solncezashchitnye-ochki",
    closing:
      'Подобрать очки по рецепту помогут оптики-консультанты в наших салонах; солнцезащитные модели есть в <a href="/catalog/solncezashchitnye-ochki">каталоге</a>.',
  },
  {
    section: "charity",
    slug: "pomoshch-detyam",
    name: "Помощь детям",
    description: "Бесплатные очки и проверка зрения для детей из детских домов и многодетных семей.",
    motif: "heart",
    colors: { background: "#b24a5a", accent: "#ffd3dc" },
    products: "opravy",
    closing:
      "Если вы знаете семью или учреждение, которым нужна помощь, напишите нам через форму сотрудничества внизу страницы.",
  },
  {
    section: "charity",
    slug: "starshemu-pokoleniyu",
    name: "Старшему поколению",
    description: "Акции для ветеранов и пенсионеров, выездные проверки зрения в домах престарелых.",
    motif: "heart",
    colors: { background: "#4f6d3a", accent: "#d9ed92" },
    products: "opravy",
    closing:
      "Расписание выездных дней публикуем заранее; записаться на бесплатную проверку можно по телефону контакт-центра.",
  },
];

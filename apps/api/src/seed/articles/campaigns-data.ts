/**
 * Marketing promotions. Dates are days relative to the seed day (negative: in the past), so some
 * are always running, some ended and some ahead, whenever the seed runs. `products`: a catalogue
 * category whose first products join the promotion.
 */
export type TCampaignData = {
  slug: string;
  title: string;
  lead: string;
  startsIn: number;
  endsIn: number;
  conditions: readonly string[];
  body: string;
  products: "linzy" | "opravy" | "aksessuary" | "solncezashchitnye-ochki" | null;
  motif: "percent" | "lens" | "frame" | "eye";
  colors: { background: string; accent: string };
};

export const CAMPAIGNS: readonly TCampaignData[] = [
  {
    slug: "vtoraya-para-linz-v-podarok",
    title: "Вторая упаковка линз в подарок",
    lead: "Купите две упаковки контактных линз и получите третью бесплатно.",
    startsIn: -10,
    endsIn: 20,
    conditions: [
      "Акция действует на линзы ACUVUE, Biofinity и Dailies одной марки.",
      "Подарок — упаковка с наименьшей ценой в чеке.",
      "Не суммируется с другими акциями и бонусами.",
    ],
    body: '<h2>Запас линз на полгода</h2><p>Линзы нужны постоянно, поэтому выгоднее покупать сразу несколько упаковок. Оформите заказ на сайте с самовывозом или доставкой — подарок добавится в корзину автоматически.</p><p>Если вы ещё не знаете свои параметры, <a href="/zapis">запишитесь на подбор линз</a>.</p>',
    products: "linzy",
    motif: "lens",
    colors: { background: "#1f6f8b", accent: "#ffd166" },
  },
  {
    slug: "skidka-30-na-opravy",
    title: "Скидка 30% на оправы при заказе очков",
    lead: "Закажите очки по рецепту — оправа обойдётся на треть дешевле.",
    startsIn: -5,
    endsIn: 40,
    conditions: [
      "Скидка 30% на оправу при заказе линз для очков в этом же чеке.",
      "Действует на оправы из каталога, кроме брендов Ray-Ban и Tom Ford.",
      "Срок изготовления очков — от 1 до 5 дней.",
    ],
    body: "<h2>Новые очки — выгоднее</h2><p>Выберите оправу в салоне или в каталоге, принесите рецепт или пройдите проверку зрения у нас. Мастер изготовит очки и подгонит оправу бесплатно.</p>",
    products: "opravy",
    motif: "frame",
    colors: { background: "#6b4f8f", accent: "#ffd6e0" },
  },
  {
    slug: "besplatnaya-proverka-zreniya",
    title: "Бесплатная проверка зрения при покупке очков",
    lead: "Проверка зрения у оптометриста — в подарок к заказу очков.",
    startsIn: -30,
    endsIn: 60,
    conditions: [
      "Стоимость проверки зрения возвращается при заказе очков в течение 14 дней.",
      "Предъявите чек за проверку при оформлении заказа.",
    ],
    body: "<h2>Точный рецепт — залог комфорта</h2><p>Оптометрист проверит остроту зрения, подберёт коррекцию и выпишет рецепт. Приём занимает около 30 минут.</p>",
    products: null,
    motif: "eye",
    colors: { background: "#2f6f8f", accent: "#9be0c8" },
  },
  {
    slug: "solncezashchitnye-ochki-minus-20",
    title: "Минус 20% на солнцезащитные очки",
    lead: "Готовимся к солнечному сезону заранее: скидка на всю коллекцию.",
    startsIn: 15,
    endsIn: 75,
    conditions: [
      "Скидка 20% на все солнцезащитные очки в каталоге.",
      "Действует в салонах и при заказе на сайте.",
    ],
    body: "<h2>Защита от ультрафиолета</h2><p>Все очки коллекции задерживают 100% ультрафиолета. Поляризационные модели убирают блики от воды и снега.</p>",
    products: "solncezashchitnye-ochki",
    motif: "percent",
    colors: { background: "#d0713b", accent: "#ffe08a" },
  },
  {
    slug: "rastvor-v-podarok",
    title: "Раствор в подарок к линзам плановой замены",
    lead: "При покупке линз на месяц — флакон раствора 360 мл бесплатно.",
    startsIn: -3,
    endsIn: 27,
    conditions: [
      "Подарок — к каждой паре упаковок месячных или двухнедельных линз.",
      "Количество подарков ограничено.",
    ],
    body: "<h2>Всё для ухода в одном заказе</h2><p>Раствор очищает и дезинфицирует линзы, в комплекте — новый контейнер. Меняйте его с каждым флаконом.</p>",
    products: "aksessuary",
    motif: "lens",
    colors: { background: "#3a7d6b", accent: "#d9ed92" },
  },
  {
    slug: "chernaya-pyatnica",
    title: "Чёрная пятница в салонах оптики",
    lead: "Три дня скидок до 50% на оправы и солнцезащитные очки.",
    startsIn: -40,
    endsIn: -37,
    conditions: ["Скидки до 50% на отмеченные товары.", "Акция проводилась в салонах и на сайте."],
    body: "<h2>Спасибо, что были с нами</h2><p>Акция завершена. Следите за новыми предложениями на этой странице.</p>",
    products: "opravy",
    motif: "percent",
    colors: { background: "#222831", accent: "#f2c14e" },
  },
  {
    slug: "shkolnaya-pora",
    title: "Школьная пора: скидка 25% на детские очки",
    lead: "Подготовьте ребёнка к учебному году: проверка зрения и очки со скидкой.",
    startsIn: -90,
    endsIn: -60,
    conditions: [
      "Скидка 25% на детские оправы и линзы для очков.",
      "Для детей до 16 лет при предъявлении свидетельства о рождении.",
    ],
    body: "<h2>Хорошее зрение — хорошие оценки</h2><p>Акция завершена. Записаться к детскому офтальмологу можно в любое время.</p>",
    products: "opravy",
    motif: "eye",
    colors: { background: "#d0713b", accent: "#ffd3dc" },
  },
  {
    slug: "novogodnie-sertifikaty",
    title: "Новогодние подарочные сертификаты с бонусом",
    lead: "Купите сертификат на 5 000 ₽ и получите 500 бонусов на свою карту.",
    startsIn: 10,
    endsIn: 45,
    conditions: [
      "Бонусы начисляются на карту покупателя в течение суток после оплаты.",
      'Сертификаты продаются на странице <a href="/sertifikaty">подарочных сертификатов</a>.',
    ],
    body: "<h2>Подарок, который точно пригодится</h2><p>Сертификат можно потратить на линзы, очки, аксессуары и услуги клиник. Срок действия — год.</p>",
    products: null,
    motif: "percent",
    colors: { background: "#b24a5a", accent: "#ffe08a" },
  },
  {
    slug: "trade-in-opravy",
    title: "Трейд-ин: сдайте старую оправу — получите скидку",
    lead: "Принесите старые очки и получите 1 000 ₽ скидки на новую оправу.",
    startsIn: -60,
    endsIn: -20,
    conditions: ["Одна сданная оправа — одна скидка.", "Скидка действует на оправы от 5 000 ₽."],
    body: "<h2>Вторая жизнь очков</h2><p>Акция завершена. Собранные оправы мы передали в благотворительные программы.</p>",
    products: "opravy",
    motif: "frame",
    colors: { background: "#35506b", accent: "#8ecae6" },
  },
];

export const ochkiMessages = {
  home: "Главная",
  glasses: "Очки",
  title: "Очки и оправы",
  lead: "Оправы для очков с диоптриями и солнцезащитные очки известных брендов. Линзы для очков подберём и изготовим в салоне после проверки зрения.",
  description:
    "Оправы и солнцезащитные очки Ray-Ban, Vogue, Carrera, Polaroid и других брендов: мужские, женские и детские модели с примеркой в салоне.",
  categoriesHeading: "Разделы",
  popularIn: (name: string) => `Популярное: ${name}`,
  showAll: (name: string) => `Все ${name.toLowerCase()}`,
} as const;

export const messages = {
  nav: "Разделы сайта",
  secondNav: "Покупателям",
  contactCentre: "Контакт-центр",
  address: "Головной офис",
  socials: "Подпишитесь на наши соц. сети",
  vacancies: "Вакансии",
  cooperation: "Сотрудничество",
};

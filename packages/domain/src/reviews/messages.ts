/** Messages of the review and question forms (the shared ones are the forms' own). */
export const reviewMessages = {
  clinicRequired: "Выберите клинику или салон",
  ratingRequired: "Поставьте оценку от 1 до 5",
  topicRequired: "Выберите тему вопроса",
  contactRequired: "Укажите телефон или e-mail",
  textMax: "Не более 2000 символов",
  nameMax: "Не более 100 символов",
  /** the suggestion-sent notification's message after a review */
  reviewSent: "Отзыв отправлен и появится на сайте после проверки модератором.",
  /** … and after a question */
  questionSent: "Вопрос отправлен. Специалист ответит, и ответ появится на сайте после проверки.",
  moderationUnauthorized: "Нужен токен модератора",
  moderationDisabled: "Модерация отключена",
  reviewNotFound: "Отзыв не найден",
  questionNotFound: "Вопрос не найден",
  answerRequired: "Для публикации вопроса нужен ответ специалиста",
  specialistNotFound: "Специалист не найден",
} as const;

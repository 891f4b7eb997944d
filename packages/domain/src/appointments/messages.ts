/** Texts of clinics and appointments (services, specialists, booking, quick request, messages). */
export const appointmentMessages = {
  slotTaken: "Это время уже занято, выберите другое",
  slotPast: "Это время уже прошло, выберите другое",
  slotOutsideHours: "В это время специалист не принимает, выберите другое время",
  slotBeyondHorizon: "Запись открыта только на 60 дней вперёд",
  slotOffGrid: "Запись возможна только на время из списка свободных",
  noSpecialistFree: "Это время уже занято, выберите другое",
  serviceUnknown: "Услуга не найдена",
  serviceCategoryUnknown: "Категория услуг не найдена",
  storeUnknown: "Клиника не найдена",
  specialistUnknown: "Специалист не найден",
  serviceNotInStore: "Эта услуга не оказывается в выбранной клинике",
  specialistNotInStore: "Этот специалист не принимает в выбранной клинике",
  specialistNoService: "Этот специалист не оказывает выбранную услугу",
  appointmentUnknown: "Запись не найдена",
  consentRequired: "Необходимо согласие на обработку персональных данных",
  rangeTooLong: "Можно выбрать не больше 31 дня",
  rangeReversed: "Дата окончания раньше даты начала",
  dateFormat: "Дата должна быть в формате ГГГГ-ММ-ДД",
  dateTimeFormat: "Время записи должно быть датой и временем ISO 8601 с часовым поясом",
  serviceId: "Идентификатор услуги должен быть целым положительным числом",
  storeId: "Идентификатор клиники должен быть целым положительным числом",
  specialistId: "Идентификатор специалиста должен быть целым положительным числом",
  cityId: "Идентификатор города должен быть целым положительным числом",
  appointmentId: "Некорректный номер записи",
  nameRequired: "Обязательно к заполнению",
  nameMin: "Поле должно содержать минимум 2 символа",
  tooLong: "Слишком длинное значение",
  badCharacters: "Недопустимые символы",
  unauthorized: "Пользователь не авторизован",
  cannotCancel: "Эту запись уже нельзя отменить",
  cancelled: "Запись отменена",
  booked: "Вы записаны",
  quickSent: "Заявка успешно отправлена",
  anySpecialist: "Любой специалист",
} as const;

/** SMS texts (the API fills them in). */
export const appointmentSmsTexts = {
  confirmation: (p: { service: string; date: string; time: string; address: string }) =>
    `Вы записаны: ${p.service}, ${p.date} в ${p.time}, ${p.address}. Отменить запись можно в личном кабинете.`,
  reminder: (p: { service: string; date: string; time: string; address: string }) =>
    `Напоминаем: завтра, ${p.date} в ${p.time}, ${p.service}, ${p.address}. Ждём вас!`,
} as const;

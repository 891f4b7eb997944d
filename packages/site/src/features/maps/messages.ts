/** The texts of the map beside a list of clinics or pickup points. */
export const mapMessages = {
  showMap: "Показать на карте",
  hideMap: "Скрыть карту",
  mapLoading: "Загружаем карту…",
  mapFailed: "Карта не загрузилась. Все адреса есть в списке.",
} as const;

export const messages = {
  copied: "Ссылка скопирована",
  copyFailed: "Ошибка копирования",
  copyHint: (address: string) => `${address} — нажмите, чтобы скопировать`,
};

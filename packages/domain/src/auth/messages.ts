export const authMessages = {
  requestCode: "Запросить код",
  signIn: "Войти",
  register: "Зарегистрироваться",
  personalAccount: "Личный кабинет",
  authorization: "Авторизация",
  callSent: "Звонок отправлен",
} as const;

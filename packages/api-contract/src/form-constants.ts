// The plain values of POST /form/send, in a module without zod: the storefront's client code imports
// them without pulling the schemas (and zod) into its bundle.

/** The `type` of a form: the cooperation enquiry (footer) and the out-of-stock lens request (quick-buy). */
export const FORM_TYPES = {
  cooperation: "Сотрудничество",
  lensRequest: "Заявка на линзы",
} as const;
export type TFormType = (typeof FORM_TYPES)[keyof typeof FORM_TYPES];

/** Largest attachment in bytes (413 beyond). */
export const FORM_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What an attachment may be, judged by its content: PDF, Word (.doc, .docx), JPEG, PNG. */
export const FORM_ATTACHMENT_KINDS = ["pdf", "doc", "docx", "jpg", "png"] as const;
export type TFormAttachmentKind = (typeof FORM_ATTACHMENT_KINDS)[number];
/** The multipart field of the file. */
export const FORM_ATTACHMENT_FIELD = "attachments";

/** Texts of POST /form/send (the domain's field messages come from `@optika/domain/forms`). */
export const FORM_SEND_MESSAGES = {
  sent: "Заявка успешно отправлена",
  unknownType: "Неизвестный тип заявки",
  tooLong: "Слишком длинное значение",
  badCharacters: "Недопустимые символы",
  fileTooLarge: "Файл слишком большой: можно приложить файл не больше 10 МБ",
  fileType: "Можно приложить только файл PDF, DOC, DOCX, JPG или PNG",
  oneFile: "Можно приложить только один файл",
  productId: "Идентификатор товара должен быть целым положительным числом",
  modificationId: "Идентификатор модификации должен быть целым положительным числом",
  productUnknown: "Товар не найден",
  modificationUnknown: "Такого варианта товара нет",
} as const;

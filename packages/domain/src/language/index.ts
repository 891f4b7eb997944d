export { pluralRu, type TPluralForms } from "./plural-ru.ts";

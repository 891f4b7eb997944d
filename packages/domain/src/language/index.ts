export { nameInitials } from "./name-initials.ts";
export { pluralRu, type TPluralForms } from "./plural-ru.ts";

export const messages = {
  nav: "Навигационная цепочка",
};

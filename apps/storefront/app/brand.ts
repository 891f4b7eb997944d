import type { TBrand } from "@optika/site";
// a file, not a data URI in every page and in the JS: structured data needs the logo's address
import logo from "./assets/logo.svg?no-inline";

export const brand: TBrand = {
  id: "main",
  name: "Оптика",
  themeColor: "#0b6e66",
  logo: { src: logo, width: 160, height: 40 },
  isPartner: false,
};

import type { TBrand } from "@optika/site";
// a file, not a data URI in every page and in the JS: structured data needs the logo's address
import logo from "./assets/logo.svg?no-inline";

export const brand: TBrand = {
  id: "partner",
  name: "JJ Vision",
  themeColor: "#0a3f8f",
  logo: { src: logo, width: 172, height: 40 },
  isPartner: true,
};

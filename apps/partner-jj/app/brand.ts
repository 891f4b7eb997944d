import type { TBrand } from "@optika/site";
import logo from "./assets/logo.svg";

export const brand: TBrand = {
  id: "partner",
  name: "JJ Vision",
  themeColor: "#0a3f8f",
  logo: { src: logo, width: 172, height: 40 },
  isPartner: true,
};

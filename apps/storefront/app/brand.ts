import type { TBrand } from "@optika/site";
import logo from "./assets/logo.svg";

export const brand: TBrand = {
  id: "main",
  name: "Оптика",
  themeColor: "#0b6e66",
  logo: { src: logo, width: 160, height: 40 },
  isPartner: false,
};

export { CityModal, type ICityModalProps } from "./CityModal.tsx";
export type { ICityOption, IRegionOption, TCityModalLayout } from "./types.ts";

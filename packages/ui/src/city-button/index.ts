export { CityButton, type ICityButtonProps } from "./CityButton.tsx";

export { CitySuggestion, type ICitySuggestionProps } from "./CitySuggestion.tsx";

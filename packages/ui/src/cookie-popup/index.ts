export { CookiePopup, type ICookiePopupProps } from "./CookiePopup.tsx";

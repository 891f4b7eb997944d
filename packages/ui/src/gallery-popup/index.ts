export { GalleryPopup, type IGalleryPopupImage, type IGalleryPopupProps } from "./GalleryPopup.tsx";

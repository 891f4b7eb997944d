export { buildImageSet, type TImageSet, type TImageSource } from "./image-set.ts";
export {
  buildImageUrl,
  IMAGE_DEFAULTS,
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_MAX_DIMENSION,
  IMAGE_URL_PREFIX,
  parseImageModifier,
  type TImageFit,
  type TImageFormat,
  type TImageModifier,
  type TImageOptions,
} from "./image-url.ts";
export {
  findImageVariant,
  IMAGE_VARIANTS,
  type TImageVariant,
} from "./image-variants.ts";

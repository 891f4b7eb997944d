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
} from "./image-url";
export {
  findImageVariant,
  IMAGE_VARIANTS,
  type TImageVariant,
} from "./image-variants";
export { preferredImageFormat } from "./preferred-image-format";

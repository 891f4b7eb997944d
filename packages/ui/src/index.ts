export {
  AuthDialog,
  authFormMessages,
  type IAuthDialogProps,
  type ILoginFormProps,
  type IPhoneSignInFormProps,
  type IRegistrationFormProps,
  type IRequestPasswordFormProps,
  isLoginDisabled,
  isRegistrationDisabled,
  LoginForm,
  PhoneSignInForm,
  RegistrationForm,
  RequestPasswordForm,
  type TAuthFieldErrors,
  type TLoginValues,
  type TPhoneSignInStage,
  type TRegistrationValues,
} from "./auth-forms/index.ts";
export { Badge, type IBadgeProps, type TBadgeTone } from "./badge/Badge.tsx";
export { BannerSlider, type IBannerSlide, type IBannerSliderProps } from "./banner-slider/BannerSlider.tsx";
export * from "./booking/index.ts";
export { Breadcrumbs, type IBreadcrumbItem, type IBreadcrumbsProps } from "./breadcrumbs/Breadcrumbs.tsx";
export { Button, type IButtonProps, type TButtonSize, type TButtonVariant } from "./button/Button.tsx";
export { CallToAction, type ICallToActionProps } from "./call-to-action/CallToAction.tsx";
export {
  CartLine,
  type ICartLineParameter,
  type ICartLineProps,
} from "./cart-line/CartLine.tsx";
export { CityButton, type ICityButtonProps } from "./city-button/index.ts";
export {
  CityModal,
  type ICityModalProps,
  type ICityOption,
  type IRegionOption,
  type TCityModalLayout,
} from "./city-modal/index.ts";
export { CitySuggestion, type ICitySuggestionProps } from "./city-suggestion/index.ts";
export * from "./clinics/index.ts";
export { Container, type IContainerProps } from "./container/Container.tsx";
export { CooperationDialog, type ICooperationDialogProps } from "./cooperation-form/CooperationDialog.tsx";
export {
  CooperationForm,
  type ICooperationFormProps,
  type TCooperationFieldErrors,
  type TCooperationValues,
} from "./cooperation-form/CooperationForm.tsx";
export { CooperationThanks, type ICooperationThanksProps } from "./cooperation-form/CooperationThanks.tsx";
export { cooperationFormMessages } from "./cooperation-form/messages.ts";
export { EmptyState, type IEmptyStateProps } from "./empty-state/EmptyState.tsx";
export {
  FacetList,
  type IFacet,
  type IFacetListProps,
  type IFacetValue,
} from "./facet-list/FacetList.tsx";
export { FaqList, type IFaqItem, type IFaqListProps } from "./faq-list/FaqList.tsx";
export { FilterSheet, type IFilterSheetProps } from "./filter-sheet/FilterSheet.tsx";
export { PlainPhoneInput, type TPhoneInput } from "./form/PlainPhoneInput.tsx";
export { Gallery, type IGalleryImage, type IGalleryProps } from "./gallery/Gallery.tsx";
export { IconButton, type IIconButtonProps } from "./icon-button/IconButton.tsx";
export * from "./icons/index.ts";
export { type ILoadingBarProps, LoadingBar } from "./loading-bar/LoadingBar.tsx";
export { type ILoadingProgress, useLoadingProgress } from "./loading-bar/use-loading-progress.ts";
export { type IPaginationProps, Pagination } from "./pagination/Pagination.tsx";
export { type IPictureProps, type IPictureSource, Picture } from "./picture/Picture.tsx";
export { type IPriceProps, Price } from "./price/Price.tsx";
export {
  type IProductCardProduct,
  type IProductCardProps,
  ProductCard,
} from "./product-card/ProductCard.tsx";
export { type IProductGridProps, ProductGrid } from "./product-grid/ProductGrid.tsx";
export { type IQuantityStepperProps, QuantityStepper } from "./quantity-stepper/QuantityStepper.tsx";
export { type IRatingStarsProps, RatingStars } from "./rating-stars/RatingStars.tsx";
export { type IScrollToTopProps, ScrollToTop } from "./scroll-to-top/ScrollToTop.tsx";
export {
  type ISearchEmptyProps,
  type ISearchHit,
  type ISearchHitListProps,
  type ISearchPageFormProps,
  type ISearchResultSectionProps,
  SearchEmpty,
  SearchHitList,
  SearchPageForm,
  SearchResultSection,
} from "./search-results/index.ts";
export {
  FooterSubscriptionForm,
  type IFooterSubscriptionFormProps,
} from "./site-footer/FooterSubscriptionForm.tsx";
export { type ISiteFooterProps, SiteFooter } from "./site-footer/SiteFooter.tsx";
export {
  type ISiteHeaderProps,
  type ISiteLink,
  type ISiteMenuItem,
  type ISitePhone,
  SiteHeader,
} from "./site-header/SiteHeader.tsx";
export {
  type ISocialLink,
  type ISocialLinksProps,
  SocialLinks,
  type TNotify,
  type TSocialKind,
} from "./social-links/SocialLinks.tsx";
export { type IStackProps, Stack, type TSpace } from "./stack/Stack.tsx";
export { fontPreloads } from "./styles/fonts.ts";
export { type ISummaryRowProps, SummaryList, SummaryRow } from "./summary-list/SummaryList.tsx";
export { type ITagProps, Tag } from "./tag/Tag.tsx";
export {
  DefaultUiLink,
  type IUiLinkProviderProps,
  type TUiLinkComponent,
  type TUiLinkComponentProps,
  type TUiLinkProps,
  UiLink,
  UiLinkProvider,
  useUiLink,
} from "./ui-link/UiLink.tsx";
export { type IVideoEmbedProps, VideoEmbed } from "./video-embed/VideoEmbed.tsx";
export { type IVisuallyHiddenProps, VisuallyHidden } from "./visually-hidden/VisuallyHidden.tsx";
export { type IWishlistToggleProps, WishlistToggle } from "./wishlist-toggle/WishlistToggle.tsx";

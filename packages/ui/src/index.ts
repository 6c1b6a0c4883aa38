// The shop's UI kit: the Chakra system, its provider and shared presentational pieces.
export { getSystem, breakpoints } from './theme/system';
export { primary, secondary } from './theme/palette';
export { contrastRatio } from './theme/contrast';
export { UiProvider } from './UiProvider';
export { globalStyles, withoutGlobalStyles } from './theme/global-css';
export {
  StrokeIcon,
  MenuIcon,
  ChevronRightIcon,
  AlertIcon,
  ArrowUpIcon,
  UserIcon,
  EyeIcon,
  EyeOffIcon,
  type IconProps,
} from './icons/Icons';
export { SocialIcon, type SocialIconProps } from './icons/SocialIcon';
export { ScrollToTop, SCROLL_TO_TOP_THRESHOLD, type ScrollToTopProps } from './ScrollToTop';
export { Price, type PriceProps } from './price/Price';
export { formatPrice, DEFAULT_PRICE_DECIMALS } from './price/format-price';
export { QuantityStepper, parseTypedQuantity, type QuantityStepperProps } from './quantity/QuantityStepper';
export { CartIcon, HeartIcon, TrashIcon, CloseIcon } from './icons/CommerceIcons';
export { ProductLabels, type ProductLabelKind, type ProductLabelsProps } from './catalogue/ProductLabels';
export { RatingStars, type RatingStarsProps } from './catalogue/RatingStars';
export { ProductImage, type ProductImageProps, type ProductImageSource } from './catalogue/ProductImage';
export { Pagination, type PaginationProps } from './catalogue/Pagination';
export { paginationItems, type PaginationItem } from './catalogue/pagination-items';

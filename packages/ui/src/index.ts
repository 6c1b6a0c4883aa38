// The shop's UI kit: the Chakra system, its provider and shared presentational pieces.
export { system, breakpoints } from './theme/system';
export { primary, secondary } from './theme/palette';
export { contrastRatio } from './theme/contrast';
export { UiProvider } from './UiProvider';
export { MenuIcon, ChevronRightIcon, AlertIcon, type IconProps } from './icons/Icons';
export { SocialIcon, type SocialIconProps } from './icons/SocialIcon';

export { FooterPromotions } from './storefront/FooterPromotions';
export { PromotionLinks } from './storefront/PromotionLinks';
export { PromotionsDialogButton } from './storefront/PromotionsDialogButton';
export { promotionPath, useActivePromotions } from './storefront/usePromotions';

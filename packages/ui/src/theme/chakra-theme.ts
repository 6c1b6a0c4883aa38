// Chakra's default theme (tokens, text and layer styles, global CSS) with only the recipes the shop
// uses: the full default config ships the styles of ~90 components. A component whose recipe is
// missing renders unstyled without an error, so apps/web/src/test/chakra-recipes.test.ts fails
// when a Chakra component is used without its recipe here: add it to `recipes` or `slotRecipes`.
import { defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  drawerSlotRecipe,
  globalCss,
  headingRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

export const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      drawer: drawerSlotRecipe,
    },
  },
});

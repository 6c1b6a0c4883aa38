// The active promotions of the signed-in user (spec §6: the list loads only when logged in).
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useViewer } from '../../../lib/viewer/useViewer';

export const ActivePromotionsQuery = graphql(`
  query ActivePromotions($language: Language!) {
    promotions(language: $language) {
      code
      title
    }
  }
`);

export function useActivePromotions(): readonly { code: string; title: string }[] {
  const { viewer } = useViewer();
  const { data } = useQuery(ActivePromotionsQuery, {
    variables: { language: toLanguage(useLocale()) },
    skip: !viewer,
  });
  return viewer ? (data?.promotions ?? []) : [];
}

/** Spec §2: a promotion's page is /offerte?promo={code}&n=1. */
export function promotionPath(code: string): string {
  return `/offerte?promo=${encodeURIComponent(code)}&n=1`;
}

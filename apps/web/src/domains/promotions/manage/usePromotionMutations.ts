// The promotions' documents and changes. Each change answers the whole promotion
// (PromotionRecord_all), which the cache merges into the record on screen (ManagedPromotion is keyed
// by its code); the list, the audit log and what the storefront caches of promotions and prices are
// dropped, so they are read again when next shown.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { getFragmentData, graphql } from '../../../gql';
import type { ManagedPromotionInput } from '../../../gql/graphql';
import { forgetRootFields, useRecordChange } from '../../../app/manage/page/record-changes';

export const PromotionRecord_all = graphql(`
  fragment PromotionRecord_all on ManagedPromotion {
    code
    offer
    titleIt
    titleEn
    descriptionIt
    descriptionEn
    from
    to
    active
    state
    discountPercent
    minOrder
    giftEvery
    giftQty
    products {
      code
      description
      netPrice
    }
    categories {
      code
      name
    }
    brands {
      code
      name
    }
    clients {
      code
      name
    }
    priceLists
    position
    imageUrl
  }
`);

export const PromotionRecordQuery = graphql(`
  query PromotionRecord($code: String!, $language: Language!) {
    managedPromotion(code: $code, language: $language) {
      ...PromotionRecord_all
    }
  }
`);

const CreatePromotionMutation = graphql(`
  mutation CreateManagedPromotion($code: String!, $input: ManagedPromotionInput!) {
    createManagedPromotion(code: $code, input: $input) {
      ...PromotionRecord_all
    }
  }
`);
const UpdatePromotionMutation = graphql(`
  mutation UpdateManagedPromotion($code: String!, $input: ManagedPromotionInput!) {
    updateManagedPromotion(code: $code, input: $input) {
      ...PromotionRecord_all
    }
  }
`);
const ActivatePromotionMutation = graphql(`
  mutation ActivateManagedPromotion($code: String!) {
    activateManagedPromotion(code: $code) {
      ...PromotionRecord_all
    }
  }
`);
const DeactivatePromotionMutation = graphql(`
  mutation DeactivateManagedPromotion($code: String!) {
    deactivateManagedPromotion(code: $code) {
      ...PromotionRecord_all
    }
  }
`);

/** What shows promotions or prices elsewhere: read again when next shown. */
export function forgetPromotionLists(cache: ApolloCache): void {
  forgetRootFields(cache, ['managedPromotions', 'auditLog', 'promotions', 'products', 'product']);
}

/** Saves a promotion (`creating`: a new one) and answers its code; throws what the form shows. */
export function useSavePromotion() {
  const [create] = useMutation(CreatePromotionMutation);
  const [update] = useMutation(UpdatePromotionMutation);
  return useCallback(
    async (creating: boolean, code: string, input: ManagedPromotionInput): Promise<string | null> => {
      if (creating) {
        const result = await create({ variables: { code, input }, update: forgetPromotionLists });
        return result.data
          ? getFragmentData(PromotionRecord_all, result.data.createManagedPromotion).code
          : null;
      }
      await update({ variables: { code, input }, update: forgetPromotionLists });
      return code;
    },
    [create, update],
  );
}

export const useActivatePromotion = () => useRecordChange(ActivatePromotionMutation, forgetPromotionLists);
export const useDeactivatePromotion = () =>
  useRecordChange(DeactivatePromotionMutation, forgetPromotionLists);

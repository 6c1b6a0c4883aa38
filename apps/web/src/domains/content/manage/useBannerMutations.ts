// The banners' documents and changes. Each change answers the banner (BannerRecord_all), which the
// cache merges into the record on screen (ManagedBanner is keyed by its id); the list and the audit
// log are dropped from the cache, and so are the storefront's banner queries, so that the header and
// the home page of this tab show the change too.
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { getFragmentData, graphql } from '../../../gql';
import type { ManagedBannerInput } from '../../../gql/graphql';
import { forgetRootFields } from '../../../app/manage/page/record-changes';

export const BannerRecord_all = graphql(`
  fragment BannerRecord_all on ManagedBanner {
    id
    placement
    titleIt
    titleEn
    textIt
    textEn
    link
    imageUrl
    from
    to
    position
    active
    state
  }
`);

export const BannerRecordQuery = graphql(`
  query BannerRecord($id: ID!) {
    managedBanner(id: $id) {
      ...BannerRecord_all
    }
  }
`);

const CreateBannerMutation = graphql(`
  mutation CreateManagedBanner($input: ManagedBannerInput!) {
    createManagedBanner(input: $input) {
      ...BannerRecord_all
    }
  }
`);
const UpdateBannerMutation = graphql(`
  mutation UpdateManagedBanner($id: ID!, $input: ManagedBannerInput!) {
    updateManagedBanner(id: $id, input: $input) {
      ...BannerRecord_all
    }
  }
`);
const DeleteBannerMutation = graphql(`
  mutation DeleteManagedBanner($id: ID!) {
    deleteManagedBanner(id: $id)
  }
`);

/** What shows a banner elsewhere: read again when next shown. */
export function forgetBannerLists(cache: ApolloCache): void {
  forgetRootFields(cache, ['managedBanners', 'auditLog', 'banners', 'homeBanners']);
}

/** Saves a banner (a new one when `id` is null) and answers its id; throws what the form shows. */
export function useSaveBanner() {
  const [create] = useMutation(CreateBannerMutation);
  const [update] = useMutation(UpdateBannerMutation);
  return useCallback(
    async (id: string | null, input: ManagedBannerInput): Promise<string | null> => {
      if (id === null) {
        const result = await create({ variables: { input }, update: forgetBannerLists });
        return result.data ? getFragmentData(BannerRecord_all, result.data.createManagedBanner).id : null;
      }
      await update({ variables: { id, input }, update: forgetBannerLists });
      return id;
    },
    [create, update],
  );
}

export function useDeleteBanner() {
  const [remove, state] = useMutation(DeleteBannerMutation);
  const run = useCallback(
    async (id: string) => {
      await remove({
        variables: { id },
        update: (cache) => {
          cache.evict({ id: cache.identify({ __typename: 'ManagedBanner', id }) });
          forgetBannerLists(cache);
        },
      });
    },
    [remove],
  );
  return [run, state.loading] as const;
}

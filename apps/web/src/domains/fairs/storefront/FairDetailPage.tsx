// /fieredetail/{code}: a fair of the signed-in type F user (from viewer.fairs; place and dates from
// useFairDetails); any other code is a page that does not exist for them (404).
import { Card, Heading, Stack } from '@chakra-ui/react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router-dom';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { NotFoundPage } from '../../../app/errors/NotFoundPage';
import { shopMessages } from '../../../i18n/shop-messages';
import { FairList } from './FairList';
import { RequireUser } from '../../users/index';
import { LabelledValues } from '../../users/index';
import { accountMessages } from '../../users/index';
import { useFairDetails } from './useFairDetails';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

/** "10 mar 2026 – 13 mar 2026" in the page's language; dates are calendar days (no time zone). */
function fairDates(intl: IntlShape, startsOn: string | null, endsOn: string | null): string | null {
  if (!startsOn || !endsOn) return null;
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return intl.formatDateTimeRange(day(startsOn), day(endsOn), { dateStyle: 'medium', timeZone: 'UTC' });
}

export function FairDetailPage() {
  const { code = '' } = useParams();
  const intl = useIntl();
  const locale = useLocale();
  const details = useFairDetails(code, toLanguage(locale));
  return (
    <RequireUser types={['F']}>
      {(viewer) => {
        const fair = viewer.fairs.find((candidate) => candidate.code === code);
        if (!fair) return <NotFoundPage />;
        const name = fair.description || fair.code;
        const rows: [MessageDescriptor, string | null][] = [
          [accountMessages.fairCode, fair.code],
          [accountMessages.fairPlace, details?.place ?? null],
          [accountMessages.fairDates, fairDates(intl, details?.startsOn ?? null, details?.endsOn ?? null)],
        ];
        return (
          <Stack gap="6" py={{ base: 2, lg: 4 }} width="full">
            <title>{`${intl.formatMessage(accountMessages.fairTitle, { name })} – ${intl.formatMessage(shopMessages.shopName)}`}</title>
            <Heading as="h1" size={{ base: '2xl', lg: '3xl' }} color="primary.fg">
              {name}
            </Heading>
            <Card.Root variant="outline">
              <Card.Body>
                <LabelledValues rows={rows} />
              </Card.Body>
            </Card.Root>
            {viewer.fairs.length > 1 && (
              <FairList
                fairs={viewer.fairs.filter((other) => other.code !== fair.code)}
                heading="otherFairs"
              />
            )}
            <ShopLink to="/reservedarea" fontWeight="semibold">
              {intl.formatMessage(accountMessages.backToArea)}
            </ShopLink>
          </Stack>
        );
      }}
    </RequireUser>
  );
}

// The header's search row: the search box and, beside it, the advanced-filter button. The filter
// dialog's code loads on the first click.
import { Suspense, useState } from 'react';
import { Button, Flex } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { FilterIcon } from './icons';
import { searchMessages } from './messages';
import { SearchBox } from './SearchBox';
import { shellMessages } from '../../../../i18n/shell-messages';
import { lazyComponent } from '../../../../lib/lazy-component';

const FilterDialog = lazyComponent(() => import('./FilterDialog'));

export function HeaderSearch() {
  const intl = useIntl();
  const location = useLocation();
  // Like every dialog of the shop, it belongs to the page where it was opened (spec §4).
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = openedAt === location.key;
  return (
    <Flex
      gap="2"
      align="center"
      flex={{ base: '1 1 100%', lg: '1' }}
      order={{ base: 1, lg: 0 }}
      maxW={{ lg: '40rem' }}
      mx={{ lg: 'auto' }}
      minW="0"
    >
      <SearchBox />
      <Button
        variant="outline"
        colorPalette="primary"
        flexShrink={0}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={intl.formatMessage(searchMessages.filterButtonLabel)}
        onClick={() => {
          setLoaded(true);
          setOpenedAt(location.key);
        }}
      >
        <FilterIcon />
        <Flex as="span" hideBelow="sm">
          {intl.formatMessage(shellMessages.filters)}
        </Flex>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <FilterDialog open={open} onOpenChange={(next) => setOpenedAt(next ? location.key : null)} />
        </Suspense>
      )}
    </Flex>
  );
}

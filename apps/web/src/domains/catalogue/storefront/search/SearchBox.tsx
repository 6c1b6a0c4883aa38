// The header's search box (spec §2, §5, §9): an ARIA combobox. A term is required; from 3 characters
// suggestions appear (debounced), grouped as items, categories and suppliers. Arrows move through
// them, Enter or a click opens the chosen one, Escape closes the list (and clears the box when it
// is already closed). Enter without a chosen suggestion, or the button, opens /search for the term.
import { Suspense, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Flex, Input, Link, Text, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { getFragmentData } from '../../../../gql';
import { stripLocale, toLanguage } from '../../../../i18n/locale';
import { useLocale } from '../../../../i18n/useLocale';
import { useViewer } from '../../../../lib/viewer/useViewer';
import { SearchIcon } from './icons';
import { searchMessages } from './messages';
import { moveActive, suggestionGroups, termSearchPath } from './suggestion-options';
import { wantsSuggestions } from './suggestion-requests';
import { SuggestionList, SuggestionList_suggestions, type ListOption } from './SuggestionList';
import { useSuggestions } from './useSuggestions';
import { shellMessages } from '../../../../i18n/shell-messages';
import { lazyComponent } from '../../../../lib/lazy-component';

// The cart panel (and the cart code behind it) loads only for signed-in users with suggestions open.
const SuggestionCartPanel = lazyComponent(() => import('./SuggestionCartPanel'));

export function SearchBox() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const { viewer } = useViewer();
  const inputRef = useRef<HTMLInputElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // On the search page the box shows the term of the URL (back/forward, shared links).
  const onSearchPage = stripLocale(location.pathname) === '/search';
  const urlTerm = onSearchPage ? (new URLSearchParams(location.search).get('search_term') ?? '') : null;
  const [value, setValue] = useState(urlTerm ?? '');
  const [seenUrlTerm, setSeenUrlTerm] = useState(urlTerm);
  if (urlTerm !== seenUrlTerm) {
    setSeenUrlTerm(urlTerm);
    if (urlTerm !== null) setValue(urlTerm);
  }
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  const { term, suggestions, loading } = useSuggestions(value, toLanguage(locale), Boolean(viewer));
  const groups = useMemo(() => {
    const data = getFragmentData(SuggestionList_suggestions, suggestions);
    return data ? suggestionGroups<(typeof data.items)[number]>(data, locale) : [];
  }, [suggestions, locale]);
  const options: ListOption[] = useMemo(() => groups.flatMap((g) => g.options), [groups]);

  // New suggestions: nothing is active until an arrow key says so.
  const [activeFor, setActiveFor] = useState<{ of: unknown; index: number }>({ of: null, index: -1 });
  const active = activeFor.of === suggestions ? activeFor.index : -1;
  const setActive = (index: number) => setActiveFor({ of: suggestions, index });
  const open = focused && !dismissed && wantsSuggestions(value);
  const activeIndex = open && active < options.length ? active : -1;

  const close = () => {
    setDismissed(true);
    setActive(-1);
  };
  const choose = (option: ListOption) => {
    close();
    void navigate(option.href);
  };
  const submit = () => {
    const input = inputRef.current;
    if (!value.trim()) {
      input?.setCustomValidity(intl.formatMessage(searchMessages.required));
      input?.reportValidity();
      return;
    }
    close();
    void navigate(termSearchPath(value, locale));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!wantsSuggestions(value)) return;
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        return;
      }
      setActive(moveActive(activeIndex, options.length, event.key));
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else if (value) {
        event.preventDefault();
        setValue('');
      }
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) choose(option);
      else submit();
    }
  };

  // The product the cart panel offers: the highlighted one, else the first.
  const activeOption = options[activeIndex];
  const cartItem = viewer
    ? ((activeOption?.kind === 'item' ? activeOption.item : undefined) ??
      options.find((o) => o.kind === 'item')?.item)
    : undefined;
  const count = options.length;
  let status = '';
  if (open && count > 0) status = intl.formatMessage(searchMessages.count, { count });
  else if (open && loading) status = intl.formatMessage(shellMessages.searching);
  else if (open && term) status = intl.formatMessage(searchMessages.none, { term });

  return (
    <Box
      as="form"
      role="search"
      aria-label={intl.formatMessage(searchMessages.region)}
      onSubmit={(event) => {
        event.preventDefault();
        // Enter in the cart panel's quantity field is not a search.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter === submitRef.current || document.activeElement === inputRef.current) submit();
      }}
      flex="1"
      minW="0"
    >
      <Box
        ref={wrapperRef}
        position="relative"
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        display="flex"
      >
        <VisuallyHidden asChild>
          <label htmlFor={`${id}-input`}>{intl.formatMessage(shellMessages.searchByCodeOrDescription)}</label>
        </VisuallyHidden>
        <Input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          name="search_term"
          required
          autoComplete="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={intl.formatMessage(searchMessages.placeholder)}
          value={value}
          onChange={(event) => {
            event.currentTarget.setCustomValidity('');
            setValue(event.currentTarget.value);
            setDismissed(false);
          }}
          onKeyDown={onKeyDown}
          // The browser's own "fill out this field" speaks the browser's language, not the shop's.
          onInvalid={(event) =>
            event.currentTarget.setCustomValidity(intl.formatMessage(searchMessages.required))
          }
          borderEndRadius="0"
          bg="bg"
        />
        <Button
          ref={submitRef}
          type="submit"
          colorPalette="primary"
          borderStartRadius="0"
          px="3"
          flexShrink={0}
        >
          <SearchIcon />
          <VisuallyHidden>{intl.formatMessage(shellMessages.search)}</VisuallyHidden>
        </Button>
        <Box
          hidden={!open}
          position="absolute"
          top="100%"
          insetStart="0"
          // On a desktop the list may be wider than the box (room for the cart panel beside it).
          insetEnd={{ base: '0', lg: 'auto' }}
          w={{ lg: 'max(100%, 46rem)' }}
          mt="1"
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          borderColor="border"
          borderRadius="md"
          boxShadow="lg"
          maxH="min(70vh, 34rem)"
          overflowY="auto"
          data-testid="search-suggestions"
        >
          <Flex direction={{ base: 'column', md: 'row' }}>
            <Box flex="1" minW="0">
              <Text role="status" px="3" py={status ? '2' : '0'} fontSize="sm" color="fg.muted">
                {status}
              </Text>
              <SuggestionList
                id={listId}
                groups={open ? groups : []}
                active={activeIndex}
                optionId={optionId}
                onChoose={choose}
                onHover={setActive}
                busy={open && loading}
              />
            </Box>
            {open && cartItem && (
              <Box w={{ md: '20rem' }} flexShrink={0} bg="gray.50">
                <Suspense fallback={null}>
                  <SuggestionCartPanel key={cartItem.code} item={cartItem} />
                </Suspense>
              </Box>
            )}
          </Flex>
          {open && term && (
            <Box borderTopWidth="1px" borderColor="border" px="3" py="2">
              <Link asChild fontSize="sm" color="primary.fg" fontWeight="medium">
                <RouterLink to={termSearchPath(value, locale)} onClick={close}>
                  {intl.formatMessage(searchMessages.allResults, { term: value.trim() })}
                </RouterLink>
              </Link>
            </Box>
          )}
        </Box>
      </Box>
    </Box>
  );
}

// The grid's search box and filters, bound to the URL state: text is applied 400 ms after the last
// keystroke (or at once on Enter), selects and dates when they change. Back/forward update the
// fields. Wraps to one field per line on a phone.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, chakra, Flex, Input } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { NativeSelect } from '../form/NativeSelect';
import type { GridFilter } from './define-grid';
import { gridMessages } from './messages';
import type { GridStateApi } from './useGridState';

const TYPING_DELAY_MS = 400;

export function FilterBar({
  grid,
  filters,
  searchLabel,
}: {
  grid: GridStateApi;
  filters: readonly GridFilter[];
  /** The search box's label; no search box without one. */
  searchLabel?: MessageDescriptor;
}) {
  const intl = useIntl();
  const { state } = grid;
  if (!searchLabel && filters.length === 0) return null;
  return (
    <Flex
      role="group"
      gap="3"
      wrap="wrap"
      align="flex-end"
      minW="0"
      aria-label={intl.formatMessage(gridMessages.filters)}
    >
      {searchLabel && (
        <TextField
          label={intl.formatMessage(searchLabel)}
          type="search"
          value={state.search}
          onCommit={grid.setSearch}
          flex="2"
        />
      )}
      {filters.map((filter) => {
        const label = intl.formatMessage(filter.label);
        switch (filter.kind) {
          case 'text':
            return (
              <TextField
                key={filter.name}
                label={label}
                value={state.filters[filter.name] ?? ''}
                onCommit={(value) => grid.setFilter(filter.name, value)}
              />
            );
          case 'select':
            return (
              <SelectField
                key={filter.name}
                label={label}
                value={state.filters[filter.name] ?? ''}
                options={filter.options.map((option) => ({
                  value: option.value,
                  label: typeof option.label === 'string' ? option.label : intl.formatMessage(option.label),
                }))}
                onChange={(value) => grid.setFilter(filter.name, value)}
              />
            );
          case 'dateRange':
            return (
              // Room for both days side by side (two fields and the gap): the pair moves to a row of
              // its own rather than stacking "from" over "to".
              <Flex key={filter.name} gap="2" flex="2" wrap="wrap" minW={{ base: 'full', sm: '17.5rem' }}>
                {(['From', 'To'] as const).map((end) => (
                  <LabelledField
                    key={end}
                    minW="8.5rem"
                    label={intl.formatMessage(end === 'From' ? gridMessages.dateFrom : gridMessages.dateTo, {
                      label,
                    })}
                  >
                    {(id) => (
                      <Input
                        id={id}
                        type="date"
                        size="sm"
                        h="10"
                        value={state.filters[`${filter.name}${end}`] ?? ''}
                        onChange={(event) => grid.setFilter(`${filter.name}${end}`, event.target.value)}
                      />
                    )}
                  </LabelledField>
                ))}
              </Flex>
            );
          default:
            return null;
        }
      })}
      {grid.filtered && (
        <Button variant="ghost" size="sm" h="10" onClick={grid.clearFilters}>
          {intl.formatMessage(gridMessages.clearFilters)}
        </Button>
      )}
    </Flex>
  );
}

function LabelledField({
  label,
  children,
  flex = '1',
  minW = '10rem',
}: {
  label: string;
  children: (id: string) => ReactNode;
  flex?: string;
  /** The narrowest it gets from 480 px (on a phone it takes the whole row). */
  minW?: string;
}) {
  const id = useId();
  return (
    <Box flex={flex} minW={{ base: 'full', sm: minW }}>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      {children(id)}
    </Box>
  );
}

function TextField({
  label,
  value,
  onCommit,
  type = 'text',
  flex,
}: {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  type?: 'text' | 'search';
  flex?: string;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const committed = useRef(value);
  // The URL changed by itself (back/forward, "clear filters"): show its value.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  useEffect(() => {
    committed.current = value;
  }, [value]);
  useEffect(() => {
    if (text.trim() === committed.current.trim()) return undefined;
    const timer = setTimeout(() => {
      committed.current = text;
      onCommit(text);
    }, TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onCommit]);
  return (
    <LabelledField label={label} flex={flex}>
      {(id) => (
        <Input
          id={id}
          type={type}
          size="sm"
          h="10"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            committed.current = text;
            onCommit(text);
          }}
        />
      )}
    </LabelledField>
  );
}

function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  return (
    <LabelledField label={label}>
      {(id) => (
        <NativeSelect id={id} width="full" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{intl.formatMessage(gridMessages.filterAll)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </LabelledField>
  );
}

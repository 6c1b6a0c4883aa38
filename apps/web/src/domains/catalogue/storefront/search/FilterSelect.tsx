// One select of the advanced filter (Chakra's Select: a listbox popup whose height can be capped, as
// the brand select's 200 px of spec §9). The first option is 'All'.
import { useMemo } from 'react';
import { createListCollection, Select } from '@chakra-ui/react';

export interface FilterOption {
  value: string;
  label: string;
  /** Depth in a tree (categories): indents the option. */
  depth?: number;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** Height cap of the open list, in px. */
  maxListHeight?: number;
  name: string;
}

export function FilterSelect({
  label,
  value,
  options,
  onChange,
  maxListHeight = 300,
  name,
}: FilterSelectProps) {
  const collection = useMemo(() => createListCollection({ items: [...options] }), [options]);
  return (
    <Select.Root
      collection={collection}
      value={[value]}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next !== undefined) onChange(next);
      }}
      name={name}
      size="sm"
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger>
          <Select.ValueText />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Select.Positioner>
        <Select.Content maxH={`${maxListHeight}px`} data-testid={`filter-${name}-list`}>
          {collection.items.map((option) => (
            <Select.Item item={option} key={option.value} ps={`${0.5 + (option.depth ?? 0) * 1}rem`}>
              {option.label}
              <Select.ItemIndicator />
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  );
}

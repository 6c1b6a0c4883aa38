// A quantity field with − and + buttons. Presentational: the app decides the steps, the rounding
// and what a change does; typed text is committed on Enter or when the field loses focus.
import { useId, useState, type KeyboardEvent } from 'react';
import { Box, Group, IconButton, Input } from '@chakra-ui/react';

export interface QuantityStepperProps {
  /** The quantity shown (units of sale). */
  value: number;
  /** − was pressed. */
  onDecrease: () => void;
  /** + was pressed. */
  onIncrease: () => void;
  /** A typed quantity was committed (a whole number ≥ 0; the app rounds it). */
  onCommit: (typed: number) => void;
  /** Translated names: the field ("Quantity of AL001"), − and +. */
  labels: { field: string; decrease: string; increase: string };
  decreaseDisabled?: boolean;
  increaseDisabled?: boolean;
  /** While a change is on its way: presses are ignored, focus stays where it is. */
  busy?: boolean;
  /** The unit of sale shown after the number (PZ, CF…). */
  unit?: string;
  size?: 'sm' | 'md';
  /** Id of an element describing the field (e.g. a rounding message). */
  describedBy?: string;
}

/** Parses what the user typed: digits only (spaces ignored), else null. */
export function parseTypedQuantity(text: string): number | null {
  const trimmed = text.replace(/\s/g, '');
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  return Number(trimmed);
}

export function QuantityStepper({
  value,
  onDecrease,
  onIncrease,
  onCommit,
  labels,
  decreaseDisabled = false,
  increaseDisabled = false,
  busy = false,
  unit,
  size = 'md',
  describedBy,
}: QuantityStepperProps) {
  // What the user is typing, tied to the value it started from: a new value shows as it is.
  const [draft, setDraft] = useState<{ from: number; text: string } | null>(null);
  const text = draft && draft.from === value ? draft.text : String(value);
  const setText = (next: string) => setDraft({ from: value, text: next });
  const unitId = useId();

  const commit = () => {
    const typed = parseTypedQuantity(text);
    setDraft(null);
    if (typed !== null && typed !== value) onCommit(typed);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  };
  // aria-disabled instead of disabled while busy: a pressed button keeps the keyboard focus.
  const guard = (blocked: boolean, action: () => void) => () => {
    if (!blocked && !busy) action();
  };
  const buttonSize = size === 'sm' ? 'xs' : 'sm';
  return (
    <Group attached alignItems="stretch" aria-busy={busy || undefined}>
      <IconButton
        aria-label={labels.decrease}
        title={labels.decrease}
        variant="outline"
        size={buttonSize}
        minW={size === 'sm' ? '8' : '10'}
        h="auto"
        disabled={decreaseDisabled}
        aria-disabled={busy || undefined}
        onClick={guard(decreaseDisabled, onDecrease)}
      >
        <span aria-hidden="true">−</span>
      </IconButton>
      <Box position="relative">
        <Input
          aria-label={labels.field}
          aria-describedby={[unit ? unitId : undefined, describedBy].filter(Boolean).join(' ') || undefined}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          size={size === 'sm' ? 'sm' : 'md'}
          width={unit ? (size === 'sm' ? '20' : '24') : size === 'sm' ? '14' : '16'}
          textAlign="center"
          pe={unit ? '9' : undefined}
          rounded="none"
          fontVariantNumeric="tabular-nums"
        />
        {unit && (
          <Box
            id={unitId}
            position="absolute"
            insetEnd="2"
            top="50%"
            transform="translateY(-50%)"
            fontSize="xs"
            color="fg.muted"
            pointerEvents="none"
          >
            {unit}
          </Box>
        )}
      </Box>
      <IconButton
        aria-label={labels.increase}
        title={labels.increase}
        variant="outline"
        size={buttonSize}
        minW={size === 'sm' ? '8' : '10'}
        h="auto"
        disabled={increaseDisabled}
        aria-disabled={busy || undefined}
        onClick={guard(increaseDisabled, onIncrease)}
      >
        <span aria-hidden="true">+</span>
      </IconButton>
    </Group>
  );
}

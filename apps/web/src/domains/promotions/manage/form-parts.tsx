// Small pieces of the promotion form: a field whose label only screen readers need (a row of a list
// has its column heading on screen), the error of a whole list, a removable chip, and the frame of a
// list of chosen codes (categories, brands, clients).
import type { ReactNode } from 'react';
import { Field, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { fieldErrorText } from '../../../app/manage/form/zod-issues';
import { fieldMessages as f } from './messages';

/** The error of a list field: its own (`root` when rows are registered), else the first row's. */
export function listError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const value = error as { root?: FieldError; message?: string; type?: string } & Record<string, unknown>;
  if (value.root) return value.root;
  if (typeof value.message === 'string') return value as unknown as FieldError;
  for (const item of Object.values(value)) {
    const found = listError(item);
    if (found) return found;
  }
  return undefined;
}

/** A list's own error, under it. */
export function ListError({ error, id }: { error: FieldError | undefined; id?: string }) {
  const intl = useIntl();
  const text = fieldErrorText(intl, error);
  if (!text) return null;
  return (
    <Text id={id} color="red.700" fontSize="sm" data-testid="list-error">
      {text}
    </Text>
  );
}

/** A control in a row: the label is for screen readers (the columns are named above the rows). */
export function RowField({
  label,
  error,
  children,
  flex,
}: {
  label: string;
  error: FieldError | undefined;
  children: ReactNode;
  flex?: string;
}) {
  const intl = useIntl();
  const text = fieldErrorText(intl, error);
  return (
    <Field.Root invalid={Boolean(text)} flex={flex} minW="0">
      <Field.Label srOnly>{label}</Field.Label>
      {children}
      {text && <Field.ErrorText color="red.700">{text}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A chosen code with its name and the button that takes it away. */
export function Chip({
  code,
  name,
  removeLabel,
  onRemove,
}: {
  code: string;
  name: string;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <HStack
      as="span"
      gap="1"
      ps="2.5"
      pe="0.5"
      py="0.5"
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border"
      borderRadius="full"
      fontSize="sm"
      maxW="full"
      data-testid="chip"
      data-code={code}
    >
      <Text as="span" minW="0" overflowWrap="anywhere">
        {name && name !== code ? `${name} ` : ''}
        <Text as="span" color="fg.muted">
          {code}
        </Text>
      </Text>
      <IconButton size="2xs" variant="ghost" borderRadius="full" aria-label={removeLabel} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </IconButton>
    </HStack>
  );
}

/**
 * A list of chosen codes as a fieldset: its legend, the chosen ones as chips (or "none chosen"), the
 * list's error, then the way to add one (`children`).
 */
export function ChosenCodesFieldset({
  legend,
  testId,
  chosen,
  onRemove,
  error,
  errorId,
  children,
}: {
  legend: string;
  testId: string;
  /** The chosen ones (`key`: the field array's key). */
  chosen: ReadonlyArray<{ key: string; code: string; name: string }>;
  onRemove: (index: number) => void;
  error: FieldError | undefined;
  errorId?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack as="fieldset" gap="2" data-testid={testId}>
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        {legend}
      </Text>
      {chosen.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(f.noneChosen)}
        </Text>
      ) : (
        <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
          {chosen.map((field, index) => (
            <li key={field.key}>
              <Chip
                code={field.code}
                name={field.name}
                removeLabel={intl.formatMessage(f.remove, { name: field.name || field.code })}
                onRemove={() => onRemove(index)}
              />
            </li>
          ))}
        </Flex>
      )}
      <ListError error={error} id={errorId} />
      {children}
    </Stack>
  );
}

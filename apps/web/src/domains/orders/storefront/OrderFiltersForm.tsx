// The order history's filters (from, to, status). Applying writes them to the URL, page 1.
import { Button, Field, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ORDER_STATUSES, orderMessages as m } from './messages';
import type { OrderFilters } from './order-filters';

/** A day of the range: its label and a native date input. */
function DateField(props: {
  label: string;
  value: string;
  invalid?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root invalid={props.invalid}>
      <Field.Label>{props.label}</Field.Label>
      <Input type="date" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
    </Field.Root>
  );
}

export function OrderFiltersForm({
  filters,
  onApply,
}: {
  filters: OrderFilters;
  onApply: (filters: OrderFilters) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const [draft, setDraft] = useState(filters);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem(intl.formatMessage(m.badRange));
      return;
    }
    setProblem(null);
    onApply({ ...draft, page: 1 });
  };
  const reset = () => {
    const empty: OrderFilters = { from: '', to: '', status: '', page: 1 };
    setDraft(empty);
    setProblem(null);
    onApply(empty);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Fieldset.Root invalid={Boolean(problem)}>
        <Fieldset.Legend fontWeight="semibold">{intl.formatMessage(m.filtersHeading)}</Fieldset.Legend>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" alignItems={{ md: 'flex-end' }}>
          <DateField
            label={intl.formatMessage(m.from)}
            value={draft.from}
            invalid={Boolean(problem)}
            onChange={(from) => setDraft({ ...draft, from })}
          />
          <DateField
            label={intl.formatMessage(m.to)}
            value={draft.to}
            onChange={(to) => setDraft({ ...draft, to })}
          />
          <Field.Root>
            <Field.Label htmlFor={`${id}-status`}>{intl.formatMessage(m.status)}</Field.Label>
            <Input asChild appearance="auto" pe="2">
              <select
                id={`${id}-status`}
                value={draft.status}
                onChange={(e) => setDraft({ ...draft, status: e.target.value as OrderFilters['status'] })}
              >
                <option value="">{intl.formatMessage(m.anyStatus)}</option>
                {ORDER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {intl.formatMessage(m[status])}
                  </option>
                ))}
              </select>
            </Input>
          </Field.Root>
          <Stack direction="row" gap="2" flexShrink={0}>
            <Button type="submit" colorPalette="primary">
              {intl.formatMessage(m.apply)}
            </Button>
            <Button type="button" variant="outline" onClick={reset}>
              {intl.formatMessage(m.reset)}
            </Button>
          </Stack>
        </Stack>
        {problem && (
          <Text role="alert" color="red.700">
            {problem}
          </Text>
        )}
      </Fieldset.Root>
    </form>
  );
}

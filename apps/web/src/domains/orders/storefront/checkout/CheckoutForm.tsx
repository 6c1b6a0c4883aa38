// The order's details: delivery address, requested day, order type, notes, sale conditions.
// Controlled by the page, which keeps the values through failures and retries.
import { Checkbox, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CompanyData } from '../../../users/index';
import { checkoutMessages as m } from './messages';
import { SaleConditionsText } from './SaleConditionsText';

type Company = CompanyData;

export const NOTES_MAX = 1000;

export interface CheckoutValues {
  addressCode: string;
  deliveryDate: string;
  notes: string;
  accept: boolean;
}

export type CheckoutErrors = Partial<Record<keyof CheckoutValues, string>>;

interface CheckoutFormProps {
  company: Company | null;
  minDate: string;
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange: (values: CheckoutValues) => void;
}

export function CheckoutForm({ company, minDate, values, errors, onChange }: CheckoutFormProps) {
  const intl = useIntl();
  const id = useId();
  const set = <K extends keyof CheckoutValues>(key: K, value: CheckoutValues[K]) =>
    onChange({ ...values, [key]: value });
  const addresses = company?.deliveryAddresses ?? [];
  const office = company?.registeredOffice;
  const minLabel = intl.formatDate(new Date(`${minDate}T12:00:00Z`), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return (
    <Stack gap="5">
      <Heading as="h2" size="lg">
        {intl.formatMessage(m.detailsHeading)}
      </Heading>
      {addresses.length > 0 ? (
        <Field.Root>
          <Field.Label htmlFor={`${id}-address`}>{intl.formatMessage(m.address)}</Field.Label>
          {/* A native select with the input's look (the shop's Chakra system has no select recipe). */}
          <Input asChild appearance="auto" pe="2">
            <select
              id={`${id}-address`}
              value={values.addressCode}
              onChange={(e) => set('addressCode', e.target.value)}
            >
              {addresses.map((a) => (
                <option key={a.code} value={a.code}>
                  {`${a.isDefault ? intl.formatMessage(m.addressDefault, { name: a.name }) : a.name} – ${a.street}, ${a.postcode} ${a.city} (${a.province})`}
                </option>
              ))}
            </select>
          </Input>
        </Field.Root>
      ) : (
        office && (
          <Text>
            {intl.formatMessage(m.registeredOffice, {
              address: `${office.street}, ${office.postcode} ${office.city} (${office.province})`,
            })}
          </Text>
        )
      )}
      <Field.Root invalid={Boolean(errors.deliveryDate)}>
        <Field.Label>{intl.formatMessage(m.date)}</Field.Label>
        <Input
          type="date"
          min={minDate}
          value={values.deliveryDate}
          onChange={(e) => set('deliveryDate', e.target.value)}
          maxW="14rem"
        />
        {errors.deliveryDate ? (
          <Field.ErrorText color="red.700">{errors.deliveryDate}</Field.ErrorText>
        ) : (
          <Field.HelperText>{intl.formatMessage(m.dateHelp, { min: minLabel })}</Field.HelperText>
        )}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.notes)}>
        <Field.Label htmlFor={`${id}-notes`}>{intl.formatMessage(m.notes)}</Field.Label>
        <Input asChild h="auto" py="2">
          <textarea
            id={`${id}-notes`}
            value={values.notes}
            rows={3}
            onChange={(e) => set('notes', e.target.value)}
          />
        </Input>
        {errors.notes ? (
          <Field.ErrorText color="red.700">{errors.notes}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {intl.formatMessage(m.notesHelp, { length: values.notes.length, max: NOTES_MAX })}
          </Field.HelperText>
        )}
      </Field.Root>
      <Field.Root invalid={Boolean(errors.accept)} required>
        <Checkbox.Root
          checked={values.accept}
          onCheckedChange={(details) => set('accept', details.checked === true)}
          alignItems="flex-start"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label>{intl.formatMessage(m.accept)}</Checkbox.Label>
        </Checkbox.Root>
        <Field.ErrorText color="red.700">{errors.accept}</Field.ErrorText>
      </Field.Root>
      <SaleConditionsText />
    </Stack>
  );
}

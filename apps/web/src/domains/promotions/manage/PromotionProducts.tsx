// The products a promotion lists: one row per product (its code, the description the catalogue has
// for it, and for a net-price promotion its net price), rows added and removed in place. A code is
// looked up in the catalogue as it is typed, to show what it is; the API has the last word.
import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useFieldArray, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { RemoveLineButton } from '../../../app/manage/form/RemoveLineButton';
import { ListError, RowField } from './form-parts';
import { fieldMessages as f } from './messages';
import type { z } from 'zod';
import type { PromotionFormSchema, PromotionFormValues } from './promotion-form';
import { commonMessages } from '../../../i18n/common-messages';

const ProductNameQuery = graphql(`
  query PromotionProductName($code: String!, $language: Language!) {
    product(code: $code, language: $language) {
      code
      description
    }
  }
`);

interface RowErrors {
  code?: FieldError;
  netPrice?: FieldError;
  message?: string;
  type?: string;
}

type Form = UseFormReturn<PromotionFormValues, unknown, z.output<PromotionFormSchema>>;

/** What the catalogue calls the code typed on a row (the stored description until it changes). */
function ProductName({ form, index }: { form: Form; index: number }) {
  const intl = useIntl();
  const locale = useLocale();
  const code = (useWatch({ control: form.control, name: `products.${index}.code` }) ?? '').trim();
  const stored = form.getValues(`products.${index}.description`);
  const storedFor = form.formState.defaultValues?.products?.[index]?.code;
  const asked = useDebouncedValue(code.toUpperCase(), 350);
  const known = stored !== '' && storedFor?.toUpperCase() === code.toUpperCase();
  const { data, loading } = useQuery(ProductNameQuery, {
    variables: { code: asked, language: toLanguage(locale) },
    skip: known || asked.length < 2,
    fetchPolicy: 'cache-first',
  });
  let text = '';
  if (known) text = stored;
  else if (data && !loading && asked === code.toUpperCase())
    text = data.product?.description ?? intl.formatMessage(f.productNotFound);
  return (
    <Text fontSize="sm" color="fg.muted" lineClamp={2} minH="5" data-testid="product-name">
      {text}
    </Text>
  );
}

export function PromotionProducts({ form, netPrice }: { form: Form; netPrice: boolean }) {
  const intl = useIntl();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  // The list's errors: its own (`root`, or the whole field's when the server named the list) and its
  // rows' (by index: an array, or an object when the list's own error came first).
  const errors = form.formState.errors.products as
    | (Record<number, RowErrors | undefined> & { root?: FieldError; message?: string; type?: string })
    | undefined;
  const ownError = errors?.root ?? (errors?.message ? (errors as unknown as FieldError) : undefined);
  return (
    <Stack as="fieldset" gap="2" data-testid="promotion-products">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        {intl.formatMessage(commonMessages.products)}
      </Text>
      {fields.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(f.noProducts)}
        </Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2">
          {fields.map((field, index) => {
            const row = index + 1;
            const rowError = errors?.[index];
            return (
              <Box as="li" key={field.id} data-testid="product-row">
                <Flex gap="2" align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
                  <RowField
                    label={intl.formatMessage(f.productCode, { row })}
                    error={rowError?.code ?? (rowError?.message ? (rowError as FieldError) : undefined)}
                    flex="0 0 9rem"
                  >
                    <Input
                      {...form.register(`products.${index}.code`)}
                      size="sm"
                      autoComplete="off"
                      textTransform="uppercase"
                    />
                  </RowField>
                  <Box flex="1 1 8rem" minW="0" pt="1.5" order={{ base: 3, sm: 0 }}>
                    <ProductName form={form} index={index} />
                  </Box>
                  {netPrice && (
                    <RowField
                      label={intl.formatMessage(f.netPrice, { row })}
                      error={rowError?.netPrice}
                      flex="0 0 7rem"
                    >
                      <Input
                        {...form.register(`products.${index}.netPrice`)}
                        size="sm"
                        inputMode="decimal"
                        autoComplete="off"
                        textAlign="end"
                      />
                    </RowField>
                  )}
                  <RemoveLineButton
                    look="cross"
                    label={intl.formatMessage(f.removeProduct, { row })}
                    onRemove={() => remove(index)}
                  />
                </Flex>
              </Box>
            );
          })}
        </Stack>
      )}
      <ListError error={ownError} />
      <Button
        size="sm"
        variant="outline"
        alignSelf="flex-start"
        onClick={() => append({ code: '', netPrice: '', description: '' })}
      >
        {intl.formatMessage(f.addProduct)}
      </Button>
    </Stack>
  );
}

// Categories or brands of a promotion: the chosen ones as chips (each removable), and a select of the
// catalogue's with an Add button. The catalogue's lists come from the storefront's own queries
// (`categories`, as a tree shown indented, and `brands`).
import { useId, useState } from 'react';
import { Button, Field, Flex } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { graphql } from '../../../gql';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { NativeSelect } from '../../../app/manage/form/NativeSelect';
import { ChosenCodesFieldset, listError } from './form-parts';
import { fieldMessages as f } from './messages';
import type { PromotionFormSchema, PromotionFormValues } from './promotion-form';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

const CategoryChoicesQuery = graphql(`
  query PromotionCategoryChoices($language: Language!) {
    categories(language: $language) {
      code
      label
      children {
        code
        label
        children {
          code
          label
        }
      }
    }
  }
`);

const BrandChoicesQuery = graphql(`
  query PromotionBrandChoices {
    brands {
      code
      name
    }
  }
`);

type Form = UseFormReturn<PromotionFormValues, unknown, z.output<PromotionFormSchema>>;

interface Choice {
  code: string;
  name: string;
  /** 0 for a top category. */
  depth: number;
}

interface TreeNode {
  code: string;
  label: string;
  children?: readonly TreeNode[];
}

function flatten(nodes: readonly TreeNode[], depth = 0): Choice[] {
  return nodes.flatMap((node) => [
    { code: node.code, name: node.label, depth },
    ...flatten(node.children ?? [], depth + 1),
  ]);
}

function CodeListField({
  form,
  name,
  label,
  chooseLabel,
  choices,
}: {
  form: Form;
  name: 'categories' | 'brands';
  label: string;
  chooseLabel: string;
  choices: readonly Choice[];
}) {
  const intl = useIntl();
  const selectId = useId();
  const errorId = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name, keyName: 'key' });
  const [chosen, setChosen] = useState('');
  const taken = new Set(fields.map((field) => field.code));
  const error = listError(form.formState.errors[name]);
  const add = () => {
    const choice = choices.find((candidate) => candidate.code === chosen);
    if (!choice || taken.has(choice.code)) return;
    append({ code: choice.code, name: choice.name }, { shouldFocus: false });
    form.clearErrors(name);
    setChosen('');
  };
  return (
    <ChosenCodesFieldset
      legend={label}
      testId={`promotion-${name}`}
      chosen={fields}
      onRemove={remove}
      error={error}
      errorId={errorId}
    >
      <Flex gap="2" align="flex-end" wrap="wrap">
        <Field.Root flex="1 1 14rem" maxW="24rem" invalid={Boolean(error)}>
          <Field.Label htmlFor={selectId} fontSize="xs" color="fg.muted">
            {chooseLabel}
          </Field.Label>
          <NativeSelect
            id={selectId}
            width="full"
            h="8"
            value={chosen}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">–</option>
            {choices.map((choice) => (
              <option key={choice.code} value={choice.code} disabled={taken.has(choice.code)}>
                {`${'\u00a0\u00a0'.repeat(choice.depth)}${choice.name} (${choice.code})`}
              </option>
            ))}
          </NativeSelect>
        </Field.Root>
        <Button size="sm" variant="outline" onClick={add} disabled={!chosen}>
          {intl.formatMessage(manageCommonMessages.add)}
        </Button>
      </Flex>
    </ChosenCodesFieldset>
  );
}

export function CategoriesField({ form }: { form: Form }) {
  const intl = useIntl();
  const locale = useLocale();
  const { data } = useQuery(CategoryChoicesQuery, { variables: { language: toLanguage(locale) } });
  return (
    <CodeListField
      form={form}
      name="categories"
      label={intl.formatMessage(f.categories)}
      chooseLabel={intl.formatMessage(f.chooseCategory)}
      choices={data ? flatten(data.categories) : []}
    />
  );
}

export function BrandsField({ form }: { form: Form }) {
  const intl = useIntl();
  const { data } = useQuery(BrandChoicesQuery);
  return (
    <CodeListField
      form={form}
      name="brands"
      label={intl.formatMessage(commonMessages.brands)}
      chooseLabel={intl.formatMessage(f.chooseBrand)}
      choices={(data?.brands ?? []).map((brand) => ({ code: brand.code, name: brand.name, depth: 0 }))}
    />
  );
}

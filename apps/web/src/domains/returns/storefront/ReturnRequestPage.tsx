// /account/returns/new: the customer asks a return. The delivered lines that can still go back are
// grouped by delivery note; a line with a quantity (1 to what is left) is asked, with its reason. A
// message and a photo (JPEG, PNG or WebP, at most 5 MB, checked here first) are optional. The
// server's refusal is shown at its field (a line's quantity, the photo); nothing entered is lost.
import { useMemo, useState, type FormEvent } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { ReturnReason, ReturnableLinesQuery as ReturnableLinesData } from '../../../gql/graphql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { AccountSection } from '../../users/index';
import { returnMessages as m } from './messages';
import { PHOTO_ACCEPT, photoProblem, requestReturn, type ReturnRequestLine } from './request-return';
import { RETURNS_PATH, returnPath } from './return-paths';
import { ReturnableLinesQuery } from './returns-queries';
import { ChoiceSelect } from '../../../app/storefront-ui/ChoiceSelect';
import { LoadFailed } from '../../../app/storefront-ui/LoadFailed';
import { PageSpinner } from '../../../app/storefront-ui/PageSpinner';
import { TextareaField } from '../../../app/storefront-ui/TextareaField';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

type Returnable = ReturnableLinesData['returnableLines']['items'][number];
const REASONS: readonly ReturnReason[] = ['DAMAGED', 'WRONG_ITEM', 'FAULTY', 'NOT_ORDERED', 'OTHER'];
const keyOf = (line: { deliveryNote: string; line: number }) => `${line.deliveryNote}#${line.line}`;

interface Choice {
  quantity: string;
  reason: ReturnReason;
}

export function ReturnRequestPage() {
  const intl = useIntl();
  return <AccountSection title={intl.formatMessage(m.requestTitle)}>{() => <RequestForm />}</AccountSection>;
}

function RequestForm() {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(ReturnableLinesQuery, {
    variables: { pageSize: 500 },
    fetchPolicy: 'network-only',
  });
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [note, setNote] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const items = data?.returnableLines.items;
  const groups = useMemo(() => {
    const byNote = new Map<string, Returnable[]>();
    for (const item of items ?? [])
      byNote.set(item.deliveryNote, [...(byNote.get(item.deliveryNote) ?? []), item]);
    return [...byNote.values()];
  }, [items]);

  if (loading && !data) return <PageSpinner label={intl.formatMessage(m.loading)} />;
  if (!items)
    return (
      <LoadFailed
        message={intl.formatMessage(error ? m.loadFailed : m.notFound)}
        onRetry={refetch}
        size="sm"
      />
    );

  const choiceOf = (key: string): Choice => choices[key] ?? { quantity: '', reason: 'DAMAGED' };
  const choose = (key: string, change: Partial<Choice>) => {
    setChoices((all) => ({ ...all, [key]: { ...choiceOf(key), ...change } }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const pickPhoto = (file: File | null) => {
    setPhoto(file);
    const problem = file ? photoProblem(file) : null;
    setErrors(({ photo: _gone, ...rest }) =>
      problem ? { ...rest, photo: intl.formatMessage(m[problem]) } : rest,
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: Record<string, string> = {};
    const lines: Array<ReturnRequestLine & { key: string }> = [];
    for (const item of items) {
      const key = keyOf(item);
      const choice = choices[key];
      if (!choice || choice.quantity.trim() === '') continue;
      const quantity = Number(choice.quantity);
      if (!Number.isInteger(quantity) || quantity < 1 || quantity > item.left) {
        found[key] = intl.formatMessage(m.quantityRange, { left: item.left });
        continue;
      }
      lines.push({
        key,
        deliveryNote: item.deliveryNote,
        line: item.line,
        quantity,
        reason: choice.reason,
        note: '',
      });
    }
    const photoRule = photo ? photoProblem(photo) : null;
    if (photoRule) found.photo = intl.formatMessage(m[photoRule]);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    if (lines.length === 0) {
      setFormError(intl.formatMessage(m.chooseLine));
      return;
    }
    setSending(true);
    const outcome = await requestReturn({
      lines: lines.map(({ key: _key, ...line }) => line),
      note,
      photo,
    });
    setSending(false);
    if (outcome.ok) {
      client.cache.evict({ fieldName: 'returns' });
      client.cache.evict({ fieldName: 'returnableLines' });
      void navigate(localizePath(returnPath(outcome.id), locale));
      return;
    }
    if (outcome.kind === 'unreachable') {
      setFormError(intl.formatMessage(m.failed, { reason: intl.formatMessage(m.unreachable) }));
      return;
    }
    if (outcome.kind === 'quantityExceeded') {
      const { field, message } = outcome.exceeded;
      const target = lines[Number(/^lines\.(\d+)\./.exec(field)?.[1] ?? -1)]?.key;
      if (target) setErrors({ [target]: message });
      else setFormError(message);
      return;
    }
    const line = /^lines\.(\d+)\./.exec(outcome.field ?? '');
    const target = line ? lines[Number(line[1])]?.key : outcome.field === 'photo' ? 'photo' : undefined;
    if (target) setErrors({ [target]: outcome.message });
    else setFormError(outcome.message);
  };

  if (items.length === 0) return <Text role="status">{intl.formatMessage(m.noneReturnable)}</Text>;

  const day = (value: string) =>
    intl.formatDate(new Date(`${value.slice(0, 10)}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="return-request-form">
      <Stack gap="5">
        <Text>{intl.formatMessage(m.requestIntro)}</Text>
        {groups.map((group) => {
          const first = group[0] as Returnable;
          const headingId = `ddt-${first.deliveryNote.replace(/\W/g, '-')}`;
          return (
            <Card.Root key={first.deliveryNote} as="section" variant="outline" aria-labelledby={headingId}>
              <Card.Header>
                <Heading as="h2" size="md" id={headingId}>
                  {intl.formatMessage(m.deliveryNote, { number: first.deliveryNote, date: day(first.date) })}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {intl.formatMessage(m.ofOrder, { number: first.orderNumber })}
                </Text>
              </Card.Header>
              <Card.Body>
                <Stack gap="4">
                  {group.map((item) => {
                    const key = keyOf(item);
                    const choice = choiceOf(key);
                    const problem = errors[key];
                    return (
                      <Box
                        key={key}
                        borderTopWidth="1px"
                        pt="3"
                        data-testid="returnable-line"
                        data-product={item.productCode}
                        data-left={item.left}
                      >
                        <Text fontWeight="semibold">{`${item.productCode} · ${item.description}`}</Text>
                        <Text fontSize="sm" color="fg.muted" mb="2">
                          {intl.formatMessage(m.leftOf, {
                            delivered: item.delivered,
                            returned: item.returned,
                            left: item.left,
                            unit: item.unit,
                          })}
                        </Text>
                        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                          <Field.Root invalid={problem !== undefined}>
                            <Field.Label>{`${intl.formatMessage(m.quantity)} (${item.productCode})`}</Field.Label>
                            <Input
                              type="number"
                              inputMode="numeric"
                              min={1}
                              max={item.left}
                              value={choice.quantity}
                              onChange={(event) => choose(key, { quantity: event.target.value })}
                              data-testid="return-quantity"
                            />
                            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
                          </Field.Root>
                          <Field.Root>
                            <Field.Label>{`${intl.formatMessage(m.reason)} (${item.productCode})`}</Field.Label>
                            <ChoiceSelect
                              choices={REASONS}
                              labels={m}
                              value={choice.reason}
                              onChange={(reason) => choose(key, { reason })}
                              testId="return-reason"
                            />
                          </Field.Root>
                        </SimpleGrid>
                      </Box>
                    );
                  })}
                </Stack>
              </Card.Body>
            </Card.Root>
          );
        })}
        <TextareaField label={intl.formatMessage(m.note)} value={note} onChange={setNote} rows={3} />
        <Field.Root invalid={errors.photo !== undefined}>
          <Field.Label>{intl.formatMessage(m.photo)}</Field.Label>
          <Input
            type="file"
            accept={PHOTO_ACCEPT}
            p="1"
            onChange={(event) => pickPhoto(event.target.files?.[0] ?? null)}
            data-testid="return-photo-input"
          />
          {errors.photo ? (
            <Field.ErrorText>{errors.photo}</Field.ErrorText>
          ) : (
            <Field.HelperText>{intl.formatMessage(m.photoHelp)}</Field.HelperText>
          )}
        </Field.Root>
        {formError && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        <Stack direction="row" gap="3" align="center" wrap="wrap">
          <Button type="submit" loading={sending}>
            {intl.formatMessage(m.send)}
          </Button>
          <ShopLink to={RETURNS_PATH}>{intl.formatMessage(m.cancel)}</ShopLink>
        </Stack>
      </Stack>
    </form>
  );
}

// The quote request (lazy: RequestQuoteButton loads it on the first click): the lines with the
// wanted quantities (as typed until sent; a line can be left out), a note for the seller, and
// requestQuote. The cart is not touched. A refused quantity or code is shown at its line; after
// sending, a message links to the new request's page.
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  Field,
  Flex,
  Input,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { RequestQuoteMutation } from './quote-documents';
import { failureOf, type Failure } from './quote-format';
import { quoteDetailPath } from './quote-paths';
import { lineOfField, parseQuantity, type RequestLine } from './request-lines';
import { requestQuoteMessages as m } from './request-messages';
import { commonMessages } from '../../../i18n/common-messages';
import { ShopDialog } from '../../../app/storefront-ui/ShopDialog';
import { TextareaField } from '../../../app/storefront-ui/TextareaField';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

const NOTE_MAX = 2000;

interface Draft extends RequestLine {
  typed: string;
  error?: string;
}

export default function RequestQuoteDialog({
  open,
  lines,
  single,
  onOpenChange,
  onSent,
}: {
  open: boolean;
  lines: readonly RequestLine[];
  single: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a request was made and the dialog closed: the next one starts afresh. */
  onSent: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    lines.map((line) => ({ ...line, typed: String(Math.max(1, line.quantity)) })),
  );
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [request, { loading }] = useMutation(RequestQuoteMutation);

  const setDraft = (index: number, change: Partial<Draft>) =>
    setDrafts((all) => all.map((draft, i) => (i === index ? { ...draft, ...change } : draft)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setFailure(null);
    if (drafts.length === 0) {
      setFailure({ text: intl.formatMessage(m.noLines), field: 'lines' });
      return;
    }
    const quantities = drafts.map((draft) => parseQuantity(draft.typed));
    if (quantities.some((quantity) => quantity === null)) {
      setDrafts((all) =>
        all.map((draft, i) => ({
          ...draft,
          error: quantities[i] === null ? intl.formatMessage(m.badQuantity) : undefined,
        })),
      );
      return;
    }
    setDrafts((all) => all.map((draft) => ({ ...draft, error: undefined })));
    try {
      const { data } = await request({
        variables: {
          lines: drafts.map((draft, i) => ({ productCode: draft.code, quantity: quantities[i] ?? 1 })),
          note: note.trim() || null,
          language: toLanguage(locale),
        },
      });
      if (data) setSent(data.requestQuote.number);
    } catch (error) {
      const refused = failureOf(intl, error);
      const line = lineOfField(refused.field);
      if (line !== null && line < drafts.length) setDraft(line, { error: refused.text });
      else setFailure(refused);
    }
  };

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && sent) onSent();
  };
  const noteError = failure?.field === 'note' ? failure.text : null;
  const general = failure && failure.field !== 'note' ? failure.text : null;

  return (
    <ShopDialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={intl.formatMessage(m.title)}
      testId="request-quote-dialog"
    >
      {sent ? (
        <>
          <Dialog.Body>
            <Alert.Root status="success" data-testid="request-quote-sent">
              <Alert.Indicator />
              <Stack gap="2">
                <Alert.Description>{intl.formatMessage(m.sent, { number: sent })}</Alert.Description>
                <ShopLink to={quoteDetailPath(sent)} fontWeight="semibold" onClick={() => close(false)}>
                  {intl.formatMessage(m.viewRequest, { number: sent })}
                </ShopLink>
              </Stack>
            </Alert.Root>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => close(false)}>
              {intl.formatMessage(commonMessages.close)}
            </Button>
          </Dialog.Footer>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Dialog.Body>
            <Stack gap="4">
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage(single ? m.introProduct : m.intro)}
              </Text>
              <Stack as="ul" gap="3" listStyleType="none" data-testid="request-quote-lines">
                {drafts.map((draft, index) => (
                  <Flex
                    as="li"
                    key={draft.code}
                    gap="3"
                    align="flex-end"
                    wrap="wrap"
                    borderBottomWidth="1px"
                    pb="3"
                  >
                    <Box flex="1 1 12rem" minW="0">
                      <Text fontWeight="semibold" overflowWrap="anywhere">
                        {draft.description}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {draft.code}
                      </Text>
                    </Box>
                    <Field.Root invalid={Boolean(draft.error)} width={{ base: 'full', sm: '11rem' }}>
                      <Field.Label fontSize="sm">
                        {intl.formatMessage(m.quantityOf)}
                        {draft.unit && ` (${draft.unit})`}
                        {!single && <VisuallyHidden>{` – ${draft.code}`}</VisuallyHidden>}
                      </Field.Label>
                      <Input
                        value={draft.typed}
                        onChange={(event) => setDraft(index, { typed: event.target.value, error: undefined })}
                        inputMode="numeric"
                        autoComplete="off"
                        data-testid="request-quote-quantity"
                      />
                      {draft.error && <Field.ErrorText color="red.700">{draft.error}</Field.ErrorText>}
                    </Field.Root>
                    {drafts.length > 1 && (
                      <Button
                        variant="ghost"
                        size="sm"
                        colorPalette="red"
                        onClick={() => setDrafts((all) => all.filter((_, i) => i !== index))}
                      >
                        <span aria-hidden="true">✕</span>
                        <VisuallyHidden>{intl.formatMessage(m.remove, { code: draft.code })}</VisuallyHidden>
                      </Button>
                    )}
                  </Flex>
                ))}
              </Stack>
              <TextareaField
                label={intl.formatMessage(m.note)}
                value={note}
                onChange={setNote}
                error={noteError}
                rows={3}
                maxLength={NOTE_MAX}
                testId="request-quote-note"
              />
              {general && (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Description>{general}</Alert.Description>
                </Alert.Root>
              )}
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Button variant="outline" onClick={() => close(false)}>
              {intl.formatMessage(commonMessages.close)}
            </Button>
            <Button type="submit" colorPalette="primary" loading={loading}>
              {intl.formatMessage(commonMessages.sendTheRequest)}
            </Button>
          </Dialog.Footer>
        </form>
      )}
    </ShopDialog>
  );
}

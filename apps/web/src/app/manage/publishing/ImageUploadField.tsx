// A record's picture (a banner's, a promotion's): the current one as a thumbnail, a file input that
// uploads the chosen file at once (upload-image.ts) and a button that takes the picture away. The
// form saves only the URL; a refused or failed upload says why at the field, in the user's language,
// and leaves the picture and everything typed as they were. FormImageField binds it to a form's field.
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Spinner,
  Stack,
  Text,
  useFieldContext,
  type HTMLChakraProps,
} from '@chakra-ui/react';
import type { ContentImageFormatName } from '@shop/contract';
import { Controller, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { fieldErrorMessages } from '../form/messages';
import { fieldErrorText } from '../form/zod-issues';
import { contentMessages as m } from './messages';
import { IMAGE_ACCEPT, uploadContentImage, type UploadOutcome } from './upload-image';

type UploadState =
  { kind: 'idle' } | { kind: 'uploading' } | { kind: 'uploaded' } | { kind: 'failed'; text: string };

/** The file input with the Field's id, description and invalid state (as Chakra's Input takes them). */
function FieldFileInput(props: HTMLChakraProps<'input'>) {
  const field = useFieldContext();
  return <chakra.input type="file" {...(field?.getInputProps() as HTMLChakraProps<'input'>)} {...props} />;
}

export function ImageUploadField({
  format,
  label,
  value,
  onChange,
  error,
  hint,
  aspect,
  fit = 'cover',
  thumbWidth = '12rem',
  testId,
}: {
  format: ContentImageFormatName;
  label: string;
  /** The picture's URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** The form's error for the field (the server refused the URL on save). */
  error: FieldError | undefined;
  hint?: string;
  /** Width ÷ height of the thumbnail (the format's). */
  aspect: number;
  fit?: 'cover' | 'contain';
  thumbWidth?: string;
  testId?: string;
}) {
  const intl = useIntl();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const failureText = (outcome: Exclude<UploadOutcome, { ok: true }>) => {
    if (outcome.kind === 'unreachable') return intl.formatMessage(m.uploadUnreachable);
    const rule = outcome.rule as keyof typeof fieldErrorMessages | null;
    if (rule && rule in fieldErrorMessages && rule !== 'invalid')
      return intl.formatMessage(fieldErrorMessages[rule]);
    return outcome.message
      ? intl.formatMessage(m.uploadRefused, { reason: outcome.message })
      : intl.formatMessage(fieldErrorMessages.invalid);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file chosen again (after a failure) must fire `change` again.
    input.value = '';
    if (!file) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'uploading' });
    const outcome = await uploadContentImage(format, file, { signal: controller.signal });
    if (controller.signal.aborted) return;
    running.current = null;
    if (outcome.ok) {
      onChange(outcome.image.url);
      setState({ kind: 'uploaded' });
    } else {
      setState({ kind: 'failed', text: failureText(outcome) });
    }
  };

  const errorText = state.kind === 'failed' ? state.text : fieldErrorText(intl, error);
  return (
    <Field.Root invalid={Boolean(errorText)} data-testid={testId}>
      <Field.Label>{label}</Field.Label>
      <Flex gap="3" align="flex-start" wrap="wrap" width="full">
        <Box
          width={thumbWidth}
          maxW="full"
          aspectRatio={aspect}
          borderWidth="1px"
          borderStyle={value ? 'solid' : 'dashed'}
          borderColor="border.emphasized"
          borderRadius="md"
          overflow="hidden"
          bg="bg.muted"
          display="flex"
          alignItems="center"
          justifyContent="center"
          flexShrink={0}
        >
          {value ? (
            <chakra.img
              src={value}
              alt={intl.formatMessage(m.imagePreview)}
              width="full"
              height="full"
              objectFit={fit}
            />
          ) : (
            <Text fontSize="xs" color="fg.muted" px="2" textAlign="center">
              {intl.formatMessage(m.noImage)}
            </Text>
          )}
        </Box>
        <Stack gap="2" minW="0" flex="1 1 12rem">
          <FieldFileInput
            accept={IMAGE_ACCEPT}
            onChange={(event) => void upload(event)}
            disabled={state.kind === 'uploading'}
            fontSize="sm"
            maxW="full"
          />
          {value && (
            <Button
              size="xs"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => {
                onChange('');
                setState({ kind: 'idle' });
              }}
              disabled={state.kind === 'uploading'}
            >
              {intl.formatMessage(m.removeImage)}
            </Button>
          )}
          <Text role="status" fontSize="sm" color="fg.muted" display="flex" gap="2" alignItems="center">
            {state.kind === 'uploading' && (
              <>
                <Spinner size="xs" />
                {intl.formatMessage(m.uploading)}
              </>
            )}
            {state.kind === 'uploaded' && intl.formatMessage(m.uploaded)}
          </Text>
        </Stack>
      </Flex>
      {hint && !errorText && <Field.HelperText>{hint}</Field.HelperText>}
      {errorText && <Field.ErrorText color="red.700">{errorText}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The picture field of a form: ImageUploadField bound to the form's URL field (react-hook-form). */
export function FormImageField<Values extends FieldValues, Context, Transformed>({
  control,
  name,
  ...props
}: Omit<Parameters<typeof ImageUploadField>[0], 'value' | 'onChange'> & {
  control: Control<Values, Context, Transformed>;
  name: Path<Values>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageUploadField {...props} value={field.value} onChange={(url) => field.onChange(url)} />
      )}
    />
  );
}

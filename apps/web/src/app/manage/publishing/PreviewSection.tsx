// The frame of a preview beside a form (a banner, the storefront's configuration): the heading
// "Anteprima" with the choice of the preview's language beside it, then the preview.
import type { ReactNode } from 'react';
import { Flex, Heading, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Language } from '../../../gql/graphql';
import { NativeSelect } from '../form/NativeSelect';
import { contentMessages as m } from './messages';

export function PreviewSection({
  headingId,
  headingAs = 'h2',
  testId,
  language,
  onLanguage,
  children,
}: {
  headingId: string;
  headingAs?: 'h2' | 'h3';
  testId: string;
  language: Language;
  onLanguage: (language: Language) => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId} data-testid={testId}>
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as={headingAs} size="md" id={headingId}>
          {intl.formatMessage(m.preview)}
        </Heading>
        <NativeSelect
          h="8"
          value={language}
          onChange={(event) => onLanguage(event.target.value === 'EN' ? 'EN' : 'IT')}
          aria-label={intl.formatMessage(m.previewLanguage)}
        >
          <option value="IT">{intl.formatMessage(m.italian)}</option>
          <option value="EN">{intl.formatMessage(m.english)}</option>
        </NativeSelect>
      </Flex>
      {children}
    </Stack>
  );
}

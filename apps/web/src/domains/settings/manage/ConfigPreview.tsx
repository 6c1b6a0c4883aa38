// How the storefront would show a tipo's entries (configPreview: nothing is saved), in Italian or
// English: the menu as a bar, the footer as columns, a notice as a notice, a help box as a box.
import { useState, type ReactNode } from 'react';
import { Alert, Box, chakra, Flex, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import type { ConfigPreviewQuery, Language } from '../../../gql/graphql';
import { PreviewSection } from '../../../app/manage/publishing/PreviewSection';
import { entryMessages as m } from './messages';
import type { ConfigEntry } from './useConfigEntryMutations';

const ConfigPreviewDocument = graphql(`
  query ConfigPreview($language: Language!, $kinds: [String!]!, $entries: [ConfigEntryDraft!]!) {
    configPreview(language: $language, kinds: $kinds, entries: $entries) {
      menu {
        key
        title
        link
      }
      leftMenu {
        key
        title
        link
      }
      bottomMenu {
        column
        lines {
          key
          title
          text
          link
          social
          isSectionTitle
        }
      }
      footer {
        column
        lines {
          key
          title
          text
          link
          social
          isSectionTitle
        }
      }
      messages {
        topNotice {
          key
          title
          text
          link
        }
        cartMessage {
          key
          title
          text
          link
        }
      }
      help {
        contact {
          key
          title
          text
          link
        }
        video {
          key
          title
          text
          link
        }
        link {
          key
          title
          text
          link
        }
        html {
          key
          title
          text
          link
        }
        faq {
          key
          question
          answer
        }
      }
      policies {
        privacy {
          title
          summary
          link
        }
        cookies {
          title
          summary
          link
        }
      }
      registrationButtons {
        audience
        title
        text
        link
      }
      contactForm {
        key
        label
        hint
      }
    }
  }
`);

type Config = ConfigPreviewQuery['configPreview'];
interface Block {
  title: string;
  text: string;
  link: string;
}

export function ConfigPreview({
  tipo,
  entries,
  headingAs = 'h2',
}: {
  tipo: string;
  entries: readonly ConfigEntry[];
  headingAs?: 'h2' | 'h3';
}) {
  const intl = useIntl();
  const [language, setLanguage] = useState<Language>('IT');
  const drafts = entries.map((entry) => ({
    kind: tipo,
    key: entry.key,
    row: entry.row,
    column: entry.column,
    title: language === 'IT' ? entry.titleIt : entry.titleEn,
    text: language === 'IT' ? entry.textIt : entry.textEn,
    link: entry.link,
    icon: entry.icon,
    social: entry.social,
    isSectionTitle: entry.isSectionTitle,
  }));
  const { data, previousData, error } = useQuery(ConfigPreviewDocument, {
    variables: { language, kinds: [tipo], entries: drafts },
    fetchPolicy: 'network-only',
  });
  const config = (data ?? previousData)?.configPreview;
  let body: ReactNode;
  if (config) body = <PreviewOf tipo={tipo} config={config} />;
  else if (error)
    body = (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{intl.formatMessage(m.previewFailed)}</Alert.Title>
      </Alert.Root>
    );
  else body = <Skeleton height="16" aria-hidden="true" />;
  return (
    <PreviewSection
      headingId={`preview-${tipo}-${headingAs}`}
      headingAs={headingAs}
      testId="config-preview"
      language={language}
      onLanguage={setLanguage}
    >
      <Box borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" borderRadius="md" p="3">
        {body}
      </Box>
    </PreviewSection>
  );
}

function PreviewOf({ tipo, config }: { tipo: string; config: Config }) {
  const intl = useIntl();
  const empty = (
    <Text fontSize="sm" color="fg.muted">
      {intl.formatMessage(m.previewEmpty)}
    </Text>
  );
  const block = (b: Block | null | undefined) => (b ? <BlockPreview block={b} /> : empty);
  /** The entries one to a line, or "empty". */
  const lines = <Item extends { key: string }>(items: readonly Item[], line: (item: Item) => ReactNode) =>
    items.length === 0 ? (
      empty
    ) : (
      <chakra.ul listStyleType="none" display="grid" gap="1" fontSize="sm">
        {items.map((item) => (
          <li key={item.key}>{line(item)}</li>
        ))}
      </chakra.ul>
    );
  switch (tipo) {
    case 'Menu':
      return config.menu.length === 0 ? (
        empty
      ) : (
        <Flex as="ul" listStyleType="none" gap="4" wrap="wrap" bg="primary.solid" color="white" px="3" py="2">
          {config.menu.map((item) => (
            <chakra.li key={item.key} fontWeight="semibold" fontSize="sm">
              {item.title}
            </chakra.li>
          ))}
        </Flex>
      );
    case 'LeftMenu':
      return lines(config.leftMenu, (item) => (
        <>
          {item.title} <LinkNote link={item.link} />
        </>
      ));
    case 'Footer':
    case 'BottomMenu': {
      const columns = tipo === 'Footer' ? config.footer : config.bottomMenu;
      return columns.length === 0 ? (
        empty
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" fontSize="sm">
          {columns.map((column) => (
            <chakra.ul key={column.column} listStyleType="none" display="grid" gap="1" alignContent="start">
              {column.lines.map((line) => (
                <li key={line.key}>
                  <Text as="span" fontWeight={line.isSectionTitle ? 'bold' : 'normal'}>
                    {line.social ? `[${line.social}] ` : ''}
                    {line.title}
                  </Text>
                  {line.text && <Text color="fg.muted">{line.text}</Text>}
                  {!line.isSectionTitle && <LinkNote link={line.link} />}
                </li>
              ))}
            </chakra.ul>
          ))}
        </SimpleGrid>
      );
    }
    case 'Msg01':
      return block(config.messages.topNotice);
    case 'Message':
      return block(config.messages.cartMessage);
    case 'Assistenza_Contatti':
      return block(config.help.contact);
    case 'Assistenza_Video':
      return block(config.help.video);
    case 'Assistenza_Url':
      return block(config.help.link);
    case 'Assistenza_Html':
      return block(config.help.html);
    case 'Assistenza_Faq':
      return config.help.faq.length === 0 ? (
        empty
      ) : (
        <chakra.dl display="grid" gap="2" fontSize="sm">
          {config.help.faq.map((item) => (
            <div key={item.key}>
              <chakra.dt fontWeight="semibold">{item.question}</chakra.dt>
              <chakra.dd whiteSpace="pre-wrap">{item.answer}</chakra.dd>
            </div>
          ))}
        </chakra.dl>
      );
    case 'PrivacyPolicy':
    case 'CookiePolicy': {
      const policy = tipo === 'PrivacyPolicy' ? config.policies.privacy : config.policies.cookies;
      return block(policy && { title: policy.title, text: policy.summary, link: policy.link });
    }
    case 'RegButtonPri':
    case 'RegButtonAzi':
    case 'RegButtonCli':
      return config.registrationButtons.length === 0 ? (
        empty
      ) : (
        <Flex gap="3" wrap="wrap">
          {config.registrationButtons.map((button) => (
            <Box key={button.audience} borderWidth="1px" borderRadius="md" p="2" fontSize="sm" maxW="16rem">
              <Text fontWeight="semibold">{button.title}</Text>
              {button.text && <Text color="fg.muted">{button.text}</Text>}
              <LinkNote link={button.link} />
            </Box>
          ))}
        </Flex>
      );
    case 'Form':
      return lines(config.contactForm, (field) => (
        <>
          {field.label}
          {field.hint && <Text color="fg.muted">{field.hint}</Text>}
        </>
      ));
    default:
      return empty;
  }
}

function BlockPreview({ block }: { block: Block }) {
  return (
    <Stack gap="1" fontSize="sm">
      {block.title && <Text fontWeight="semibold">{block.title}</Text>}
      {block.text && <Text whiteSpace="pre-wrap">{block.text}</Text>}
      <LinkNote link={block.link} />
    </Stack>
  );
}

/** Where an entry leads, as text (a preview's links go nowhere). */
function LinkNote({ link }: { link: string }) {
  if (!link) return null;
  return (
    <Text as="span" display="block" color="fg.muted" fontSize="xs" overflowWrap="anywhere">
      → {link}
    </Text>
  );
}

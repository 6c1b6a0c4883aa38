// The cookie consent dialog (spec §4, §9: max 600 px). Title, text and policy link come from the
// shop's CookiePolicy config entry; the labels from react-intl. Loaded lazily by the provider.
import { useId, useState } from 'react';
import { Button, CloseButton, Dialog, Link, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { CookieConsentDialogQuery } from './consent-documents';
import { localizePath, toLanguage } from '../../../../i18n/locale';
import { useLocale } from '../../../../i18n/useLocale';
import { consentMessages } from './messages';

/** Hidden while the page runs without JavaScript (the rule is in index.html). */
const NEEDS_JS = 'shop-needs-js';

interface CategorySwitchProps {
  label: string;
  help: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}

function CategorySwitch({ label, help, checked, disabled, onChange }: CategorySwitchProps) {
  const helpId = useId();
  return (
    <Stack gap="1">
      <Switch.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={(details) => onChange?.(details.checked)}
        colorPalette="primary"
      >
        <Switch.HiddenInput aria-describedby={helpId} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="semibold">{label}</Switch.Label>
      </Switch.Root>
      <Text id={helpId} fontSize="sm" color="fg.muted" ps="10">
        {help}
      </Text>
    </Stack>
  );
}

export interface CookieConsentDialogProps {
  /** Rendered where it stands, not in a portal: the server rendered it there (CookieConsentProvider). */
  inline?: boolean;
  /** The analytics switch's starting position: the stored choice, off for a first visit. */
  analytics: boolean;
  dismissible: boolean;
  onSave: (analytics: boolean) => void;
  onDismiss: () => void;
}

export default function CookieConsentDialog({
  inline = false,
  analytics,
  dismissible,
  onSave,
  onDismiss,
}: CookieConsentDialogProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [analyticsOn, setAnalyticsOn] = useState(analytics);
  const { data } = useQuery(CookieConsentDialogQuery, { variables: { language: toLanguage(locale) } });
  // Failing to load the policy texts must not block the choice: the translated labels suffice.
  const policy = data?.config.entries.find((entry) => entry.kind === 'CookiePolicy');
  const title = policy?.title || intl.formatMessage(consentMessages.title);

  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      // On a first visit it shows with the page, without the zoom-in: its text is the largest thing
      // painted, and an opacity animation would hold that paint back (LCP).
      motionPreset={dismissible ? 'scale' : 'none'}
      closeOnEscape={dismissible}
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open) onDismiss();
      }}
    >
      <Portal disabled={inline}>
        {/* Server-rendered, it waits for JavaScript (index.html): without it no choice can be saved. */}
        <Dialog.Backdrop className={inline ? NEEDS_JS : undefined} />
        <Dialog.Positioner px="3" className={inline ? NEEDS_JS : undefined}>
          <Dialog.Content maxW="600px" width="full">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description>
                  {intl.formatMessage(consentMessages.intro)}
                  {policy?.description ? ` ${policy.description}` : ''}
                </Dialog.Description>
                {policy?.link && (
                  <Link
                    href={localizePath(policy.link, locale)}
                    target="_blank"
                    rel="noopener"
                    color="primary.fg"
                    fontWeight="semibold"
                    alignSelf="flex-start"
                  >
                    {intl.formatMessage(consentMessages.policyLink, { title: policy.title })}
                  </Link>
                )}
                <CategorySwitch
                  label={intl.formatMessage(consentMessages.essential)}
                  help={intl.formatMessage(consentMessages.essentialHelp)}
                  checked
                  disabled
                />
                <CategorySwitch
                  label={intl.formatMessage(consentMessages.analytics)}
                  help={intl.formatMessage(consentMessages.analyticsHelp)}
                  checked={analyticsOn}
                  onChange={setAnalyticsOn}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="3">
              <Button variant="outline" colorPalette="primary" onClick={() => onSave(analyticsOn)}>
                {intl.formatMessage(consentMessages.saveSettings)}
              </Button>
              <Button colorPalette="primary" onClick={() => onSave(true)}>
                {intl.formatMessage(consentMessages.acceptAll)}
              </Button>
            </Dialog.Footer>
            {dismissible && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage(consentMessages.close)} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

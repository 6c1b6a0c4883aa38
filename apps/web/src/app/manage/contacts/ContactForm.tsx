// The form of one contact (new or existing): name, role, e-mail and phone, checked with the owner's
// contract rules.
import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { clientContactAddPayloadSchema } from '@shop/contract';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { FormButtons } from '../page/record-parts';
import { FormFailureAlert, FormField } from '../form/FormField';
import { textValues } from '../form/text-values';
import { UnsavedChangesGuard } from '../form/UnsavedChangesGuard';
import { fromContract, useManagementForm } from '../form/useManagementForm';
import { contactFieldMessages as f, contactMessages as c } from './messages';
import { manageCommonMessages } from '../common-messages';
import { commonMessages } from '../../../i18n/common-messages';

/** A contact as the lists show it. */
export interface Contact {
  id: string;
  name: string;
  role: string;
  email: string;
  phone: string;
}

/** The contact fields of an owner's add call (every owner's contract has the same ones). */
type ContactShape = Pick<
  (typeof clientContactAddPayloadSchema)['shape'],
  'nome' | 'ruolo' | 'email' | 'telefono'
>;

/** The contact form's schema: the owner contract's rules for nome, ruolo, email and telefono. */
export const contactFormSchema = (contract: { shape: ContactShape }) =>
  fromContract(z.object(contract.shape), { name: 'nome', role: 'ruolo', email: 'email', phone: 'telefono' });
export type ContactFormSchema = ReturnType<typeof contactFormSchema>;
export type ContactValues = z.output<ContactFormSchema>;

export function ContactForm({
  schema,
  contact,
  onSave,
  onClose,
}: {
  schema: ContactFormSchema;
  /** null: a new contact. */
  contact: Contact | null;
  onSave: (values: ContactValues) => Promise<unknown>;
  onClose: (saved: boolean) => void;
}) {
  const intl = useIntl();
  const { form, submit, submitting, failure } = useManagementForm({
    schema,
    defaultValues: textValues(contact, ['name', 'role', 'email', 'phone']),
    onSubmit: async (values) => {
      await onSave(values);
      onClose(true);
    },
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={intl.formatMessage(contact ? c.editForm : c.addForm)}
    >
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField label={intl.formatMessage(manageCommonMessages.name)} error={errors.name} required>
            <Input {...form.register('name')} autoComplete="off" />
          </FormField>
          <FormField label={intl.formatMessage(f.role)} error={errors.role}>
            <Input {...form.register('role')} autoComplete="off" />
          </FormField>
          <FormField label={intl.formatMessage(manageCommonMessages.eMail)} error={errors.email}>
            <Input {...form.register('email')} type="email" autoComplete="off" />
          </FormField>
          <FormField label={intl.formatMessage(commonMessages.phone)} error={errors.phone}>
            <Input {...form.register('phone')} type="tel" autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <FormFailureAlert failure={failure} />
        <FormButtons submitting={submitting} onCancel={() => onClose(false)} />
        <UnsavedChangesGuard when={form.formState.isDirty && !submitting} />
      </Stack>
    </form>
  );
}

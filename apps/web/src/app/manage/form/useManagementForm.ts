// The reserved area's forms: react-hook-form validated by a zod schema of the contract (fields
// named as the form names them: see fromContract), messages translated (zod-issues.ts), the
// server's field errors put at their field, nothing typed ever reset by a failure, and no second
// submit while one is on its way.
import { useRef, useState, type BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
import { formFailureOf, type FormFailure } from './server-errors';
import { issueToken, SERVER_ERROR } from './zod-issues';

export interface ManagementFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>> {
  schema: Schema;
  defaultValues: DefaultValues<z.input<Schema>>;
  /** Saves the validated values; throws (an Apollo error) when the save fails. */
  onSubmit: (values: z.output<Schema>) => Promise<unknown>;
  /** The gateway's field path → the form's field, when they differ ("input.Email" → "email"). */
  serverFields?: Readonly<Record<string, string>>;
}

export interface ManagementForm<Schema extends z.ZodType<FieldValues, FieldValues>> {
  form: UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;
  /** The <form>'s onSubmit. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  /** What went wrong with the last save that is not about one field (null: nothing). */
  failure: Exclude<FormFailure, { kind: 'field' }> | null;
}

export function useManagementForm<Schema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  onSubmit,
  serverFields = {},
}: ManagementFormOptions<Schema>): ManagementForm<Schema> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never, { error: issueToken as never }) as never,
    defaultValues,
    mode: 'onTouched',
  });
  const [failure, setFailure] = useState<ManagementForm<Schema>['failure']>(null);
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const fieldOf = (path: string) => {
    const name = serverFields[path] ?? path.replace(/^input\./, '');
    // A nested field (`voci.2.testo3En`, a field array's) counts when the form has it.
    return get(form.getValues(), name) !== undefined ? name : undefined;
  };
  const save = async (values: z.output<Schema>) => {
    if (busy.current) return; // a second Enter or click while saving
    busy.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      await onSubmit(values);
      // Saved: the values typed are the new baseline (no "unsaved changes" any more).
      form.reset(form.getValues(), { keepValues: true });
    } catch (error) {
      const result = formFailureOf(error, fieldOf);
      if (result.kind === 'field') {
        form.setError(
          result.field as Path<z.input<Schema>>,
          { type: SERVER_ERROR, message: result.message },
          { shouldFocus: true },
        );
      } else {
        setFailure(result);
      }
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(save)(event);
  return { form, submit, submitting, failure };
}

/**
 * A form schema from a contract schema whose fields have the REST contract's names:
 * `fromContract(clientContactPayloadSchema, { name: 'Nome', email: 'Email' })` validates the form's
 * `name` and `email` with the contract's own rules for Nome and Email.
 */
export function fromContract<Shape extends z.ZodRawShape, Names extends Record<string, keyof Shape>>(
  schema: z.ZodObject<Shape>,
  names: Names,
): z.ZodObject<{ [K in keyof Names]: Shape[Names[K]] }> {
  const shape = Object.fromEntries(
    Object.entries(names).map(([field, contractField]) => [field, schema.shape[contractField]]),
  );
  return z.object(shape) as never;
}

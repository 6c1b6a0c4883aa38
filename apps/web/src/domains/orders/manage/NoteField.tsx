// The note or reason a decision on an order asks for in its confirmation dialog (cancel, close the
// rest, approve, reject): a text area of up to 500 characters, required or not; a required one left
// empty shows `missingText` until something is typed.
import { useId, useState } from 'react';
import { Field, Textarea } from '@chakra-ui/react';

/** The note's text and whether a required one was found empty. */
export function useNote() {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  return {
    text,
    missing,
    change: (value: string) => {
      setText(value);
      if (value.trim()) setMissing(false);
    },
    /** Empty again, with no error (a dialog opening or closing). */
    clear: () => {
      setText('');
      setMissing(false);
    },
    /** True, and the error shown, when the note is required and empty. */
    lacking: (required: boolean) => {
      const lacks = required && !text.trim();
      if (lacks) setMissing(true);
      return lacks;
    },
  };
}

export function NoteField({
  note,
  label,
  required,
  missingText,
}: {
  note: ReturnType<typeof useNote>;
  label: string;
  required: boolean;
  missingText: string;
}) {
  const id = useId();
  return (
    <Field.Root invalid={note.missing} required={required}>
      <Field.Label htmlFor={id}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea
        id={id}
        value={note.text}
        maxLength={500}
        rows={3}
        onChange={(event) => note.change(event.target.value)}
      />
      {note.missing && <Field.ErrorText color="red.700">{missingText}</Field.ErrorText>}
    </Field.Root>
  );
}

// A yes/no field of a reserved-area form: Chakra's checkbox bound to the form's field (react-hook-form's
// Controller), the value true/false or, for the fields the REST contract keeps as 'S'/'N', 'S'/'N'.
import { Checkbox } from '@chakra-ui/react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export function CheckboxField<Values extends FieldValues, Context, Transformed>({
  control,
  name,
  label,
  yesNo = false,
  pb,
}: {
  control: Control<Values, Context, Transformed>;
  name: Path<Values>;
  label: string;
  /** The field holds 'S'/'N' rather than true/false. */
  yesNo?: boolean;
  pb?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={yesNo ? field.value === 'S' : field.value === true}
          onCheckedChange={(details) =>
            field.onChange(yesNo ? (details.checked === true ? 'S' : 'N') : details.checked === true)
          }
          name={field.name}
          pb={pb}
        >
          <Checkbox.HiddenInput onBlur={field.onBlur} />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}

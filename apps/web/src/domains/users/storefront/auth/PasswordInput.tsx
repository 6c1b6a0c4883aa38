// A password field with a show/hide toggle (a pressed/unpressed button, so its state is announced).
import { useState, type ComponentProps } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { EyeIcon, EyeOffIcon } from '@shop/ui';

interface PasswordInputProps extends Omit<ComponentProps<typeof Input>, 'type'> {
  toggleLabel: string;
}

export function PasswordInput({ toggleLabel, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputGroup
      endElement={
        <IconButton
          variant="ghost"
          size="sm"
          me="-2"
          aria-label={toggleLabel}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    >
      <Input type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  );
}

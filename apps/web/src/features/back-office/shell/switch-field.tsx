import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';

interface SwitchFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A boolean field of the form. */
  name: FieldPathByValue<T, boolean>;
  label: string;
  description?: string;
  color?: string;
}

/** An on/off field of a react-hook-form form, as a Mantine switch (size md, a comfortable touch target). */
export function SwitchField<T extends FieldValues>({ control, name, label, description, color }: SwitchFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          size="md"
          color={color}
          label={label}
          description={description}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
        />
      )}
    />
  );
}

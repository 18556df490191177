import { Group, Radio } from '@mantine/core';
// Radio lays its label out with InlineInput's styles: loaded here, not left to whichever screen loaded them first.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import choiceGroupCss from './choice-group.module.css';

interface ChoiceGroupProps<V extends string> {
  label: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
}

/** A few exclusive choices as radio buttons in boxes of at least 44 px, side by side and wrapping on a phone. */
export function ChoiceGroup<V extends string>({ label, value, options, onChange }: ChoiceGroupProps<V>) {
  return (
    <Radio.Group label={label} value={value} onChange={(next) => onChange(next as V)} size="md">
      <Group gap="xs" mt={6}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            className={choiceGroupCss.ajsChoice}
            data-checked={option.value === value || undefined}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

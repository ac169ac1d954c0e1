import {
  AUTOMATION_TRIGGERS,
  type AutomationTrigger,
  describeAutomation,
  MAX_OFFSET_HOURS,
  TRIGGER_LABELS,
} from '@innkeep/contract/message-templates';
import { Group, NumberInput, Select, Text } from '@mantine/core';

interface AutomationTimingProps {
  trigger: AutomationTrigger;
  onTrigger: (trigger: AutomationTrigger) => void;
  /** Hours before or after the trigger, as typed. */
  offset: number | string;
  onOffset: (offset: number | string) => void;
  errors: { trigger?: string; offset_hours?: string };
}

/** When an automation sends: a moment of the stay and hours from it, said back in words. */
export function AutomationTiming({ trigger, onTrigger, offset, onOffset, errors }: AutomationTimingProps) {
  const hours = typeof offset === 'number' ? offset : Number(offset) || 0;
  return (
    <>
      <Group align="start" gap="xs" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label="When"
          required
          data={AUTOMATION_TRIGGERS.map((t) => ({ value: t, label: TRIGGER_LABELS[t] }))}
          value={trigger}
          onChange={(v) => v && onTrigger(v as AutomationTrigger)}
          error={errors.trigger}
          allowDeselect={false}
          miw={220}
        />
        {/* 1000 hours stays as typed, never cut to 720 on blur: the form's check refuses it with the range. */}
        <NumberInput
          label="Hours"
          required
          min={0}
          max={MAX_OFFSET_HOURS}
          clampBehavior="none"
          allowDecimal={false}
          value={offset}
          onChange={onOffset}
          error={errors.offset_hours}
          miw={100}
        />
      </Group>
      <Text size="sm" c="dimmed">
        Sends {describeAutomation(trigger, hours)}, at the listing’s time zone, once per paid stay.
      </Text>
    </>
  );
}

import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { DurationColumn, SubscriptionPackage } from '@nivesh/contracts';
import { useStrings } from '@/lib/strings';
import { payable, pricesOf, rupeesText, savingPercent } from '../lib/plan-prices';
import { subscriptionsStrings } from '../strings';

interface DurationChoiceProps {
  readonly pkg: SubscriptionPackage;
  readonly value: DurationColumn;
  readonly onChange: (value: DurationColumn) => void;
}

/** 1 Month, 3 Months, 6 Months or 1 Year with its price in Rs. (spec 9). */
export function DurationChoice({ pkg, value, onChange }: DurationChoiceProps) {
  const t = useStrings(subscriptionsStrings);
  return (
    <Radio.Group
      value={value}
      onChange={(v) => onChange(v as DurationColumn)}
      label={t('duration.label')}
      name={`duration-${pkg.slug}`}
    >
      <Stack gap={6} mt={4}>
        {pricesOf(pkg).map((p) => {
          const saving = savingPercent(pkg, p.column);
          return (
            <Radio
              key={p.column}
              value={p.column}
              disabled={!payable(p.price)}
              aria-label={`${t(`duration.${p.column}`)} ${rupeesText(p.price)}`}
              label={
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" miw={70}>
                    {t(`duration.${p.column}`)}
                  </Text>
                  <Text size="sm" fw={600}>
                    {rupeesText(p.price)}
                  </Text>
                  {saving !== null && (
                    <Badge size="xs" variant="light" color="teal">
                      {t('duration.save', { percent: saving })}
                    </Badge>
                  )}
                </Group>
              }
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

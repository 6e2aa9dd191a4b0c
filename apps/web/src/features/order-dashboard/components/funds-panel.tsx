import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '@/components/market/change-text';
import { StatTiles } from '@/components/market/stat-tiles';
import { answerOf } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useFunds, useResetFunds } from '../api/order-dashboard-api';
import { useCommandAlert } from './use-command-alert';

/**
 * The paper account's virtual funds (issue 13): available funds of the capital, margin used by open
 * positions and orders, delivery invested, realised P&L; Reset funds asks first, and a refusal
 * (open orders, positions or holdings) shows spec 8's warning with the server's message.
 */
export function FundsPanel() {
  const { t } = useTranslation();
  const funds = useFunds();
  const reset = useResetFunds();
  const { run, notice } = useCommandAlert();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const answer = answerOf(funds.data);
  if (!answer)
    return funds.isError ? (
      <Text size="sm" c="dimmed">
        {t('funds.unavailable')}
      </Text>
    ) : null;
  const f = answer.funds;
  const confirm = async () => {
    setBusy(true);
    await run(reset);
    setBusy(false);
    setConfirming(false);
  };
  return (
    <Stack gap="xs" aria-label={t('funds.title')} component="section">
      <Group justify="space-between" gap="sm">
        <Text fw={600}>{t('funds.title')}</Text>
        <Button size="compact-sm" variant="light" onClick={() => setConfirming(true)}>
          {t('funds.reset')}
        </Button>
      </Group>
      <StatTiles
        columns={4}
        items={[
          {
            label: t('funds.available'),
            value: formatRupees(f.available),
            hint: t('funds.availableHint', { capital: formatRupees(f.capital) }),
          },
          {
            label: t('funds.usedMargin'),
            value: formatRupees(f.usedMargin),
            hint: t('funds.usedMarginHint', { leverage: f.intradayLeverage }),
          },
          { label: t('funds.invested'), value: formatRupees(f.invested), hint: t('funds.investedHint') },
          {
            label: t('funds.realised'),
            value: <ChangeText value={f.realised} format="rupees" />,
            hint: t('funds.realisedHint', { charges: formatRupees(f.charges) }),
          },
        ]}
      />
      {notice}
      <Modal
        opened={confirming}
        onClose={() => !busy && setConfirming(false)}
        title={t('funds.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('funds.confirm', { capital: formatRupees(f.capital) })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy}>
              {t('funds.cancel')}
            </Button>
            <Button color="red" onClick={confirm} disabled={busy}>
              {busy ? t('funds.wait') : t('funds.confirmReset')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

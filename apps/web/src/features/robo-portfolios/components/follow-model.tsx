import { Alert, Anchor, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { type RoboFollowAnswer, type RoboModelId, roboFollowAmountError } from '@nivesh/contracts';
import { IconLogin } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useSignedIn } from '@/components/session/signed-in-page';
import { appPath } from '@/config/paths';
import { errorMessage, isRefusal } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { useFollowModel } from '@/lib/portfolios/robo-follow-api';
import { loginHref } from '@/lib/session/auth-session';
import type { RoboText } from '../strings';

const DEFAULT_AMOUNT = 100_000;

function FollowResult({ answer, t }: { readonly answer: RoboFollowAnswer; readonly t: RoboText }) {
  const href = appPath('/portfolio-stock/{portfolio_id}').getHref({ portfolio_id: answer.portfolio.id });
  return (
    <Alert color="teal" variant="light" title={t('follow.done', { name: answer.portfolio.name })}>
      <Stack gap={4}>
        <Text size="sm">
          {t('follow.bought', {
            count: answer.buys.length,
            spent: formatRupees(answer.spent),
            cash: formatRupees(answer.follow.cash),
          })}
        </Text>
        <Anchor component={Link} to={href} size="sm">
          {t('follow.open', { name: answer.portfolio.name })}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * "Follow in a paper portfolio": the amount to put in, then a new portfolio of the user's own bought
 * at the model's latest weights (RoboPort/addRoboPortData). Signed out, a way to sign in instead.
 */
export function FollowModel({ model, name, t }: { model: RoboModelId; name: string; t: RoboText }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState<number | string>(DEFAULT_AMOUNT);
  const [problem, setProblem] = useState<string | null>(null);
  const follow = useFollowModel();
  const inputId = useId();
  if (!signedIn)
    return (
      <Button
        component={Link}
        to={loginHref(`${location.pathname}${location.search}`)}
        size="xs"
        variant="light"
        leftSection={<IconLogin size={14} aria-hidden="true" />}
      >
        {t('follow.signIn')}
      </Button>
    );
  if (!open)
    return (
      <Button size="xs" variant="light" onClick={() => setOpen(true)}>
        {t('follow.action')}
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typeof amount === 'number' ? amount : Number(amount);
    const error = amount === '' ? 'missing' : roboFollowAmountError(value);
    setProblem(error === null ? null : t('follow.amountBad'));
    if (error === null) follow.mutate({ model, amount: value });
  };
  const answer = follow.data;
  return (
    <Stack gap="xs" component="form" onSubmit={submit} aria-label={t('follow.formLabel', { name })}>
      <Text size="xs" c="dimmed">
        {t('follow.explain')}
      </Text>
      <Group align="flex-end" gap="xs">
        <NumberInput
          id={inputId}
          label={t('follow.amount')}
          value={amount}
          onChange={setAmount}
          min={1}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          prefix="₹"
          size="xs"
          w={160}
          error={problem}
        />
        <Button type="submit" size="xs" loading={follow.isPending}>
          {t('follow.submit')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setOpen(false)}>
          {t('follow.cancel')}
        </Button>
      </Group>
      {answer !== undefined &&
        (isRefusal(answer) ? (
          <Alert color="red" variant="light" title={t('follow.refused')}>
            {answer.message}
          </Alert>
        ) : (
          <FollowResult answer={answer} t={t} />
        ))}
      {follow.isError && (
        <Alert color="red" variant="light" title={t('follow.refused')}>
          {errorMessage(follow.error)}
        </Alert>
      )}
    </Stack>
  );
}

import { Alert, Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { normaliseMobile, otpSchema } from '@nivesh/contracts';
import { IconCode, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { parseFields, useFieldMessages } from '@/components/forms/use-field-messages';
import { paths } from '@/config/paths';
import { errorMessage, isRefusal } from '@/lib/api-client';
import {
  clearOtpRequest,
  forgetDevCode,
  type OtpRequestState,
  readOtpRequest,
  saveOtpRequest,
  savePendingRegistration,
} from '@/lib/session/auth-session';
import { saveUserData } from '@/lib/session/userdata-store';
import { useStrings } from '@/lib/strings';
import { useSendOtp } from '../api/send-otp';
import { useValidateOtp } from '../api/validate-otp';
import { useCountdown } from '../hooks/use-countdown';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { authStrings } from '../strings';
import { AuthCard } from './auth-card';

const otpForm = z.object({ otp: otpSchema });

function formatMobile(mobile: string): string {
  return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
}

/** Verifies the one-time password for the mobile number in the path. */
export function OtpPage() {
  const t = useStrings(authStrings);
  const params = useParams();
  const mobile = normaliseMobile(params.mobile ?? '');
  if (!mobile) {
    return (
      <AuthCard title={t('otp.title')}>
        <Alert variant="light" color="red">
          {t('otp.invalidLink')}
        </Alert>
        <Anchor component={Link} to={paths.login.getHref()}>
          {t('otp.goToSignIn')}
        </Anchor>
      </AuthCard>
    );
  }
  return <OtpForm key={mobile} mobile={mobile} />;
}

function OtpForm({ mobile }: { readonly mobile: string }) {
  const t = useStrings(authStrings);
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const validateOtp = useValidateOtp();
  const sendOtp = useSendOtp();
  const [request, setRequest] = useState<OtpRequestState | null>(() => readOtpRequest(mobile));
  const [code, setCode] = useState('');
  const fields = { otp: code };
  const { messageOf, attempt, reset } = useFieldMessages(parseFields(otpForm, fields).errors, fields);
  // A refusal or a failed call shows until the next try; before it, the code's own message.
  const [serverError, setServerError] = useState<string | null>(null);
  const error = serverError ?? messageOf('otp');
  // The resent-code notice, worded at render (the language can change while it shows).
  const [codeResent, setCodeResent] = useState(false);
  const secondsLeft = useCountdown(request?.resendAt ?? null);

  function verify(value: string) {
    if (validateOtp.isPending) return;
    setServerError(null);
    if (!parseFields(otpForm, { otp: value }).data) {
      attempt();
      return;
    }
    setCodeResent(false);
    validateOtp.mutate(
      { mobile, otp: value },
      {
        onSuccess: (answer) => {
          if (isRefusal(answer)) {
            setServerError(answer.message);
            setCode('');
            return;
          }
          clearOtpRequest(mobile);
          if (answer.registered) {
            saveUserData(answer.userdata);
            navigate(redirect ?? paths.home.getHref(), { replace: true });
            return;
          }
          savePendingRegistration({
            mobile: answer.mobile,
            registration_token: answer.registration_token,
            ...(redirect ? { redirect } : {}),
          });
          navigate(paths.registration.getHref(), { replace: true });
        },
        onError: (failure) => setServerError(errorMessage(failure)),
      },
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    verify(code);
  }

  function resend() {
    setServerError(null);
    reset();
    setCodeResent(false);
    sendOtp.mutate(mobile, {
      onSuccess: (answer) => {
        if (isRefusal(answer)) {
          setServerError(answer.message);
          return;
        }
        const next: OtpRequestState = {
          resendAt: Date.now() + answer.resendAfterSeconds * 1000,
          ...(answer.devCode ? { devCode: answer.devCode } : {}),
        };
        saveOtpRequest(mobile, next);
        setRequest(next);
        setCode('');
        setCodeResent(true);
      },
      onError: (failure) => setServerError(errorMessage(failure)),
    });
  }

  function dismissDevCode() {
    forgetDevCode(mobile);
    setRequest((current) => (current ? { resendAt: current.resendAt } : current));
  }

  return (
    <AuthCard
      title={t('otp.title')}
      subtitle={
        <>
          <Trans
            ns={authStrings.namespace}
            i18nKey="otp.sentTo"
            values={{ mobile: formatMobile(mobile) }}
            components={{ mobile: <strong style={{ whiteSpace: 'nowrap' }} /> }}
          />{' '}
          <Anchor component={Link} to={paths.login.getHref()} size="sm">
            {t('otp.changeNumber')}
          </Anchor>
        </>
      }
    >
      {request?.devCode && (
        <Alert
          variant="light"
          color="grape"
          icon={<IconCode size={18} />}
          withCloseButton
          closeButtonLabel={t('otp.dismissDevCode')}
          onClose={dismissDevCode}
        >
          {t('otp.devCode', { code: request.devCode })}
        </Alert>
      )}
      {codeResent && (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          {t('otp.newCodeSent', { mobile: formatMobile(mobile) })}
        </Alert>
      )}
      {error && (
        <Alert variant="light" color="red" role="alert">
          {error}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" align="center">
          <PinInput
            length={6}
            type="number"
            inputMode="numeric"
            oneTimeCode
            autoFocus
            size="md"
            value={code}
            onChange={setCode}
            onComplete={verify}
            error={Boolean(error)}
            ariaLabel={t('otp.code')}
          />
          <Button type="submit" fullWidth loading={validateOtp.isPending}>
            {t('otp.verify')}
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap={6}>
        <Text size="sm" c="dimmed">
          {t('otp.noCode')}
        </Text>
        {secondsLeft > 0 ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('otp.resendIn', { seconds: secondsLeft })}
          </Text>
        ) : (
          <Button variant="subtle" size="compact-sm" onClick={resend} loading={sendOtp.isPending}>
            {t('otp.resend')}
          </Button>
        )}
      </Group>
    </AuthCard>
  );
}

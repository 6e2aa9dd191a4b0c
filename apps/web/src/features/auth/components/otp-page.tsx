import { Alert, Anchor, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { normaliseMobile, otpSchema } from '@nivesh/contracts';
import { IconCode, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
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
import { useSendOtp } from '../api/send-otp';
import { useValidateOtp } from '../api/validate-otp';
import { useCountdown } from '../hooks/use-countdown';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { AuthCard } from './auth-card';

const otpForm = z.object({ otp: otpSchema });

function formatMobile(mobile: string): string {
  return `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`;
}

/** Verifies the one-time password for the mobile number in the path. */
export function OtpPage() {
  const params = useParams();
  const mobile = normaliseMobile(params.mobile ?? '');
  if (!mobile) {
    return (
      <AuthCard title="Verify your mobile number">
        <Alert variant="light" color="red">
          This link does not hold a valid mobile number.
        </Alert>
        <Anchor component={Link} to={paths.login.getHref()}>
          Go to sign in
        </Anchor>
      </AuthCard>
    );
  }
  return <OtpForm key={mobile} mobile={mobile} />;
}

function OtpForm({ mobile }: { readonly mobile: string }) {
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
  const [notice, setNotice] = useState<string | null>(null);
  const secondsLeft = useCountdown(request?.resendAt ?? null);

  function verify(value: string) {
    if (validateOtp.isPending) return;
    setServerError(null);
    if (!parseFields(otpForm, { otp: value }).data) {
      attempt();
      return;
    }
    setNotice(null);
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
    setNotice(null);
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
        setNotice(`A new code has been sent to ${formatMobile(mobile)}.`);
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
      title="Verify your mobile number"
      subtitle={
        <>
          Enter the 6-digit code sent to{' '}
          <strong style={{ whiteSpace: 'nowrap' }}>{formatMobile(mobile)}</strong>.{' '}
          <Anchor component={Link} to={paths.login.getHref()} size="sm">
            Change number
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
          closeButtonLabel="Dismiss development code"
          onClose={dismissDevCode}
        >
          Development mode: your code is {request.devCode}
        </Alert>
      )}
      {notice && (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          {notice}
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
            ariaLabel="One-time password"
          />
          <Button type="submit" fullWidth loading={validateOtp.isPending}>
            Verify
          </Button>
        </Stack>
      </form>
      <Group justify="center" gap={6}>
        <Text size="sm" c="dimmed">
          Didn't get the code?
        </Text>
        {secondsLeft > 0 ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            Resend in {secondsLeft} s
          </Text>
        ) : (
          <Button variant="subtle" size="compact-sm" onClick={resend} loading={sendOtp.isPending}>
            Resend code
          </Button>
        )}
      </Group>
    </AuthCard>
  );
}

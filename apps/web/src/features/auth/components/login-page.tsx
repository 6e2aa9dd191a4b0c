import { Alert, Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { mobileSchema } from '@nivesh/contracts';
import { IconDeviceMobile, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { parseFields, useFieldMessages } from '@/components/forms/use-field-messages';
import { paths } from '@/config/paths';
import { errorMessage, isRefusal } from '@/lib/api-client';
import { readPendingGoogleSignup, saveOtpRequest, savePendingGoogleSignup } from '@/lib/session/auth-session';
import { saveUserData } from '@/lib/session/userdata-store';
import { useStrings } from '@/lib/strings';
import { useGlobalData } from '../api/get-global-data';
import { useGoogleLogin } from '../api/google-login';
import { useSendOtp } from '../api/send-otp';
import { useRedirectTarget } from '../hooks/use-redirect-target';
import { authStrings } from '../strings';
import { AuthCard } from './auth-card';
import { GoogleSignInButton } from './google-sign-in-button';

const loginSchema = z.object({ mobile: mobileSchema });

export function otpHref(mobile: string, redirect: string | undefined): string {
  const base = paths.otp.getHref({ mobile });
  return redirect ? `${base}?redirect=${encodeURIComponent(redirect).replace(/%2F/gi, '/')}` : base;
}

/** Sign in with a mobile number: asks the server for a one-time password, then opens /otp/{mobile}. */
export function LoginPage() {
  const t = useStrings(authStrings);
  const navigate = useNavigate();
  const redirect = useRedirectTarget();
  const sendOtp = useSendOtp();
  const googleLogin = useGoogleLogin();
  const globalData = useGlobalData();
  const [serverError, setServerError] = useState<string | null>(null);
  const [googlePending, setGooglePending] = useState(readPendingGoogleSignup);
  const [fields, setFields] = useState({ mobile: '' });
  const { data, errors } = parseFields(loginSchema, fields);
  const { messageOf, touch, attempt } = useFieldMessages(errors, fields);

  const googleClientId =
    globalData.data && !isRefusal(globalData.data) ? globalData.data.googleClientId : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    attempt();
    if (!data) return;
    setServerError(null);
    sendOtp.mutate(data.mobile, {
      onSuccess: (answer) => {
        if (isRefusal(answer)) {
          setServerError(answer.message);
          return;
        }
        saveOtpRequest(answer.mobile, {
          resendAt: Date.now() + answer.resendAfterSeconds * 1000,
          ...(answer.devCode ? { devCode: answer.devCode } : {}),
        });
        navigate(otpHref(answer.mobile, redirect));
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  }

  function onGoogleCredential(credential: string) {
    setServerError(null);
    googleLogin.mutate(credential, {
      onSuccess: (answer) => {
        if (isRefusal(answer)) {
          setServerError(answer.message);
          return;
        }
        if (answer.registered) {
          saveUserData(answer.userdata);
          navigate(redirect ?? paths.home.getHref(), { replace: true });
          return;
        }
        const pending = {
          email: answer.email,
          user_name: answer.user_name,
          google_token: answer.google_token,
        };
        savePendingGoogleSignup(pending);
        setGooglePending(pending);
      },
      onError: (error) => setServerError(errorMessage(error)),
    });
  }

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {googlePending && (
        <Alert variant="light" icon={<IconInfoCircle size={18} />}>
          {t('login.googlePending', { email: googlePending.email })}
        </Alert>
      )}
      {serverError && (
        <Alert variant="light" color="red" role="alert">
          {serverError}
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('login.mobile')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder="98765 43210"
            leftSection={
              <Text size="sm" fw={600} c="dimmed">
                +91
              </Text>
            }
            leftSectionWidth={48}
            name="mobile"
            value={fields.mobile}
            onChange={(event) => setFields({ mobile: event.currentTarget.value })}
            onBlur={() => touch('mobile')}
            error={messageOf('mobile')}
          />
          <Button
            type="submit"
            loading={sendOtp.isPending}
            leftSection={<IconDeviceMobile size={18} />}
            fullWidth
          >
            {t('login.sendOtp')}
          </Button>
        </Stack>
      </form>
      {googleClientId && (
        <>
          <Divider label={t('login.or')} labelPosition="center" />
          <GoogleSignInButton clientId={googleClientId} onCredential={onGoogleCredential} />
        </>
      )}
      <Text size="xs" c="dimmed">
        {t('login.agree')}
      </Text>
    </AuthCard>
  );
}

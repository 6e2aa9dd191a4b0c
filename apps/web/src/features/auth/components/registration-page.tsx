import { Alert, Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema, userNameSchema } from '@nivesh/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { parseFields, useFieldMessages } from '@/components/forms/use-field-messages';
import { paths } from '@/config/paths';
import { errorMessage, isRefusal } from '@/lib/api-client';
import {
  clearPendingGoogleSignup,
  clearPendingRegistration,
  type PendingRegistration,
  readPendingGoogleSignup,
  readPendingRegistration,
} from '@/lib/session/auth-session';
import { saveUserData } from '@/lib/session/userdata-store';
import { useStrings } from '@/lib/strings';
import { useRegisterUser } from '../api/register-user';
import { validateEmail } from '../api/validate-email';
import { authStrings } from '../strings';
import { AuthCard } from './auth-card';

const registrationSchema = z.object({ user_name: userNameSchema, email: emailSchema });

/** After a verified OTP for a new number: name and email create the account. */
export function RegistrationPage() {
  const t = useStrings(authStrings);
  const [pending] = useState(readPendingRegistration);
  if (!pending) {
    return (
      <AuthCard title={t('registration.title')}>
        <Text>{t('registration.verifyFirst')}</Text>
        <Button component={Link} to={paths.login.getHref()}>
          {t('registration.verifyMobile')}
        </Button>
      </AuthCard>
    );
  }
  return <RegistrationForm pending={pending} />;
}

function RegistrationForm({ pending }: { readonly pending: PendingRegistration }) {
  const t = useStrings(authStrings);
  const navigate = useNavigate();
  const registerUser = useRegisterUser();
  const [google] = useState(readPendingGoogleSignup);
  const [serverError, setServerError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Addresses already asked about: null when free, else the server's reason.
  const checked = useRef(new Map<string, string | null>());
  const [fields, setFields] = useState({ user_name: google?.user_name ?? '', email: google?.email ?? '' });
  const { data, errors } = parseFields(registrationSchema, fields);
  const { messageOf, touch, attempt, refused } = useFieldMessages(errors, fields);
  const set = (field: keyof typeof fields, value: string) => setFields((f) => ({ ...f, [field]: value }));

  /** True when the address is free; otherwise shows the server's message under Email. */
  async function checkEmail(email: string): Promise<boolean> {
    const taken = (reason: string | null) => {
      if (reason !== null) refused([{ field: 'email', message: reason }], fields);
      return reason === null;
    };
    const known = checked.current.get(email);
    if (known !== undefined) return taken(known);
    setChecking(true);
    try {
      const answer = await validateEmail(email);
      const reason = isRefusal(answer) ? answer.message : null;
      checked.current.set(email, reason);
      return taken(reason);
    } catch (error) {
      setServerError(errorMessage(error));
      return false;
    } finally {
      setChecking(false);
    }
  }

  function onEmailBlur() {
    touch('email');
    const parsed = emailSchema.safeParse(fields.email.trim());
    if (parsed.success) void checkEmail(parsed.data);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    attempt();
    if (!data) return;
    const sent = fields;
    setServerError(null);
    if (!(await checkEmail(data.email))) return;
    registerUser.mutate(
      {
        mobile: pending.mobile,
        user_name: data.user_name,
        email: data.email,
        registration_token: pending.registration_token,
        ...(google ? { google_token: google.google_token } : {}),
      },
      {
        onSuccess: (answer) => {
          if (isRefusal(answer)) {
            const placed = (answer.errors ?? []).filter(
              (e) => e.field === 'user_name' || e.field === 'email',
            );
            if (placed.length > 0) refused(placed, sent);
            else setServerError(answer.message);
            return;
          }
          saveUserData(answer.userdata);
          clearPendingRegistration();
          clearPendingGoogleSignup();
          navigate(paths.thankYou.getHref(), { replace: true, state: { redirect: pending.redirect } });
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  }

  return (
    <AuthCard title={t('registration.title')} subtitle={t('registration.subtitle')}>
      {serverError && (
        <Alert variant="light" color="red" role="alert">
          {serverError}{' '}
          <Anchor component={Link} to={paths.login.getHref()} size="sm">
            {t('registration.startAgain')}
          </Anchor>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('registration.mobile')}
            value={`+91 ${pending.mobile}`}
            readOnly
            variant="filled"
          />
          <TextInput
            label={t('registration.name')}
            autoComplete="name"
            withAsterisk
            name="user_name"
            value={fields.user_name}
            onChange={(event) => set('user_name', event.currentTarget.value)}
            onBlur={() => touch('user_name')}
            error={messageOf('user_name')}
          />
          <TextInput
            label={t('registration.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            name="email"
            value={fields.email}
            onChange={(event) => set('email', event.currentTarget.value)}
            onBlur={onEmailBlur}
            error={messageOf('email')}
            rightSection={
              checking ? (
                <Loader size="xs" role="status" aria-label={t('registration.checkingEmail')} />
              ) : null
            }
          />
          {/* The email check shows in its field: a button disabled mid-click would swallow the click. */}
          <Button type="submit" fullWidth loading={registerUser.isPending}>
            {t('registration.create')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

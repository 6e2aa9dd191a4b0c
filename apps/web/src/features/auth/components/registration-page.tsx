import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema, userNameSchema } from '@nivesh/contracts';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
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
import { useRegisterUser } from '../api/register-user';
import { validateEmail } from '../api/validate-email';
import { AuthCard } from './auth-card';

const registrationSchema = z.object({ user_name: userNameSchema, email: emailSchema });
type RegistrationInput = z.input<typeof registrationSchema>;
type RegistrationOutput = z.output<typeof registrationSchema>;

/** After a verified OTP for a new number: name and email create the account. */
export function RegistrationPage() {
  const [pending] = useState(readPendingRegistration);
  if (!pending) {
    return (
      <AuthCard title="Create your Nivesh account">
        <Text>
          To create an account, first verify your mobile number with a one-time password. Your verification
          may also have expired or been opened in another tab.
        </Text>
        <Button component={Link} to={paths.login.getHref()}>
          Verify your mobile number
        </Button>
      </AuthCard>
    );
  }
  return <RegistrationForm pending={pending} />;
}

function RegistrationForm({ pending }: { readonly pending: PendingRegistration }) {
  const navigate = useNavigate();
  const registerUser = useRegisterUser();
  const [google] = useState(readPendingGoogleSignup);
  const [serverError, setServerError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // Addresses already asked about: null when free, else the server's reason.
  const checked = useRef(new Map<string, string | null>());
  const form = useForm<RegistrationInput, unknown, RegistrationOutput>({
    resolver: zodResolver(registrationSchema),
    defaultValues: { user_name: google?.user_name ?? '', email: google?.email ?? '' },
    mode: 'onTouched',
  });

  /** True when the address is free; otherwise sets the field error from the server's message. */
  async function checkEmail(email: string): Promise<boolean> {
    const known = checked.current.get(email);
    if (known !== undefined) {
      if (known !== null) form.setError('email', { type: 'server', message: known });
      return known === null;
    }
    setChecking(true);
    try {
      const answer = await validateEmail(email);
      const reason = isRefusal(answer) ? answer.message : null;
      checked.current.set(email, reason);
      if (reason !== null) form.setError('email', { type: 'server', message: reason });
      return reason === null;
    } catch (error) {
      setServerError(errorMessage(error));
      return false;
    } finally {
      setChecking(false);
    }
  }

  const emailField = form.register('email', {
    onBlur: async (event: { target: { value: string } }) => {
      const parsed = emailSchema.safeParse(event.target.value.trim());
      if (parsed.success) await checkEmail(parsed.data);
    },
  });

  const onSubmit = form.handleSubmit(async ({ user_name, email }) => {
    setServerError(null);
    if (!(await checkEmail(email))) return;
    registerUser.mutate(
      {
        mobile: pending.mobile,
        user_name,
        email,
        registration_token: pending.registration_token,
        ...(google ? { google_token: google.google_token } : {}),
      },
      {
        onSuccess: (answer) => {
          if (isRefusal(answer)) {
            let placed = false;
            for (const fieldError of answer.errors ?? []) {
              if (fieldError.field === 'user_name' || fieldError.field === 'email') {
                form.setError(fieldError.field, { type: 'server', message: fieldError.message });
                placed = true;
              }
            }
            if (!placed) setServerError(answer.message);
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
  });

  const { errors } = form.formState;
  return (
    <AuthCard
      title="Create your Nivesh account"
      subtitle="Your mobile number is verified. Tell us your name and email."
    >
      {serverError && (
        <Alert variant="light" color="red" role="alert">
          {serverError}{' '}
          <Anchor component={Link} to={paths.login.getHref()} size="sm">
            Start again
          </Anchor>
        </Alert>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Mobile number" value={`+91 ${pending.mobile}`} readOnly variant="filled" />
          <TextInput
            label="Name"
            autoComplete="name"
            withAsterisk
            error={errors.user_name?.message}
            {...form.register('user_name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            rightSection={checking ? <Loader size="xs" aria-label="Checking email" /> : null}
            {...emailField}
          />
          {/* The email check shows in its field: a button disabled mid-click would swallow the click. */}
          <Button type="submit" fullWidth loading={registerUser.isPending}>
            Create account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

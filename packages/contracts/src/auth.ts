import { z } from 'zod';
import { okSchema } from './envelope';

/**
 * Sign-in API (spec sections 1, 3, 6, 7). All under /api/v3/login/<action>.
 * Indian mobile numbers: 10 digits starting 6-9; an optional +91, 91 or 0 prefix and spaces or
 * dashes are accepted and normalised to the 10 digits.
 */
export const MOBILE_MESSAGE = 'Enter a valid 10-digit Indian mobile number';

/** Normalises an Indian mobile number to its 10 digits, or returns null when it is not one. */
export function normaliseMobile(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match?.[1] ?? null;
}

export const mobileSchema = z.string({ error: MOBILE_MESSAGE }).transform((value, ctx) => {
  const mobile = normaliseMobile(value);
  if (mobile === null) {
    ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGE });
    return z.NEVER;
  }
  return mobile;
});

export const otpSchema = z
  .string({ error: 'Enter the 6-digit code' })
  .regex(/^\d{6}$/, 'Enter the 6-digit code');
export const emailSchema = z.email({ error: 'Enter a valid email address' }).max(254);
export const userNameSchema = z
  .string({ error: 'Name is required' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(80, 'Name must be at most 80 characters');

/** What the web app keeps in local storage under `userdata` (spec section 3). */
export const userDataSchema = z.object({
  mobile: z.string(),
  web_token: z.string(),
  user_name: z.string(),
});
export type UserData = z.infer<typeof userDataSchema>;

// GET login/sendotp?mobile=
export const sendOtpQuery = z.object({ mobile: mobileSchema });
export const sendOtpResponse = okSchema({
  mobile: z.string(),
  /** Whether the number already has an account (new numbers go to /registration/ after the OTP). */
  registered: z.boolean(),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
  /** Only when NODE_ENV is not production: the code itself, so a new user can sign in locally. */
  devCode: z.string().optional(),
});
export type SendOtpResponse = z.infer<typeof sendOtpResponse>;

// GET login/validatemobile?mobile=
export const validateMobileQuery = z.object({ mobile: mobileSchema });
export const validateMobileResponse = okSchema({ mobile: z.string(), registered: z.boolean() });

// GET login/validateemail?email=   (status 0 when the address is already taken)
export const validateEmailQuery = z.object({ email: emailSchema });
export const validateEmailResponse = okSchema({ email: z.string(), available: z.literal(true) });

// GET login/validateOTP?mobile=&otp=
export const validateOtpQuery = z.object({ mobile: mobileSchema, otp: otpSchema });
export const validateOtpResponse = z.discriminatedUnion('registered', [
  okSchema({ registered: z.literal(true), userdata: userDataSchema }),
  okSchema({
    registered: z.literal(false),
    mobile: z.string(),
    /** Short-lived proof that this mobile was verified; required by login/registeruser. */
    registration_token: z.string(),
  }),
]);
export type ValidateOtpResponse = z.infer<typeof validateOtpResponse>;

// GET login/registeruser?userdata=<JSON>   (the spec passes one `userdata` parameter)
export const registerUserData = z.object({
  mobile: mobileSchema,
  user_name: userNameSchema,
  email: emailSchema,
  registration_token: z.string().min(1, 'Verify your mobile number first'),
  /** Optional: links a verified Google identity from login/googleLogin to the new account. */
  google_token: z.string().optional(),
});
export type RegisterUserData = z.input<typeof registerUserData>;
export const registerUserQuery = z.object({ userdata: z.string() });
export const registerUserResponse = okSchema({ userdata: userDataSchema });

// POST login/googleLogin { credential }
export const googleLoginBody = z.object({ credential: z.string().min(1, 'Google credential is required') });
export const googleLoginResponse = z.discriminatedUnion('registered', [
  okSchema({ registered: z.literal(true), userdata: userDataSchema }),
  okSchema({
    registered: z.literal(false),
    email: z.string(),
    user_name: z.string(),
    /** Short-lived proof of the Google identity, to pass to login/registeruser after mobile OTP. */
    google_token: z.string(),
  }),
]);

// POST login/logout (Bearer token or mobile + web_token): revokes the session.
export const logoutResponse = okSchema({});

// GET DashboardRecord/getMyAccountRecord: the signed-in user's own record.
export const myAccountResponse = okSchema({
  user: z.object({
    mobile: z.string(),
    user_name: z.string(),
    email: z.string().nullable(),
    googleLinked: z.boolean(),
    createdAt: z.string(),
  }),
});

// GET globalSetting/globaldata: public settings the web shell needs at start.
export const globalDataResponse = okSchema({
  googleClientId: z.string().nullable(),
  environment: z.enum(['development', 'test', 'production']),
});

/**
 * Short-lived sign-in state kept in sessionStorage (it dies with the tab): the OTP request per
 * mobile (resend time, development code) and the pending registration after a verified OTP.
 */
const OTP_PREFIX = 'nivesh:otp:';
const REGISTRATION_KEY = 'nivesh:registration';
const GOOGLE_KEY = 'nivesh:google-signup';

export interface OtpRequestState {
  /** Epoch milliseconds after which a new code may be requested. */
  readonly resendAt: number;
  /** The code itself, only returned by a non-production server. */
  readonly devCode?: string;
}

export interface PendingRegistration {
  readonly mobile: string;
  readonly registration_token: string;
  readonly redirect?: string;
}

export interface PendingGoogleSignup {
  readonly email: string;
  readonly user_name: string;
  readonly google_token: string;
}

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the flow still works, only without the convenience
  }
}

function remove(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function saveOtpRequest(mobile: string, state: OtpRequestState): void {
  write(OTP_PREFIX + mobile, state);
}

export function readOtpRequest(mobile: string): OtpRequestState | null {
  const value = read(OTP_PREFIX + mobile);
  if (!isRecord(value) || typeof value.resendAt !== 'number') return null;
  return typeof value.devCode === 'string'
    ? { resendAt: value.resendAt, devCode: value.devCode }
    : { resendAt: value.resendAt };
}

export function forgetDevCode(mobile: string): void {
  const state = readOtpRequest(mobile);
  if (state) saveOtpRequest(mobile, { resendAt: state.resendAt });
}

export function clearOtpRequest(mobile: string): void {
  remove(OTP_PREFIX + mobile);
}

export function savePendingRegistration(pending: PendingRegistration): void {
  write(REGISTRATION_KEY, pending);
}

export function readPendingRegistration(): PendingRegistration | null {
  const value = read(REGISTRATION_KEY);
  if (!isRecord(value) || typeof value.mobile !== 'string' || typeof value.registration_token !== 'string') {
    return null;
  }
  const pending = { mobile: value.mobile, registration_token: value.registration_token };
  return typeof value.redirect === 'string' ? { ...pending, redirect: value.redirect } : pending;
}

export function clearPendingRegistration(): void {
  remove(REGISTRATION_KEY);
}

export function savePendingGoogleSignup(pending: PendingGoogleSignup): void {
  write(GOOGLE_KEY, pending);
}

export function readPendingGoogleSignup(): PendingGoogleSignup | null {
  const value = read(GOOGLE_KEY);
  if (
    !isRecord(value) ||
    typeof value.email !== 'string' ||
    typeof value.user_name !== 'string' ||
    typeof value.google_token !== 'string'
  ) {
    return null;
  }
  return { email: value.email, user_name: value.user_name, google_token: value.google_token };
}

export function clearPendingGoogleSignup(): void {
  remove(GOOGLE_KEY);
}

/**
 * Only same-site paths may be a redirect target: no `//host`, no absolute URLs, and no backslash or
 * control character anywhere (browsers drop tabs and newlines, so `/\t/evil.com` means `//evil.com`).
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target?.startsWith('/') || target.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return fallback;
  return target;
}

/** `/login/?redirect=/order-dashboard`: keeps slashes readable, encodes the rest. */
export function loginHref(redirect?: string): string {
  if (!redirect || redirect === '/') return '/login/';
  return `/login/?redirect=${encodeURIComponent(redirect).replace(/%2F/gi, '/')}`;
}

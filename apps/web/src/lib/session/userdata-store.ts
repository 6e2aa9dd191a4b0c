import { type UserData, userDataSchema } from '@nivesh/contracts';

/** Local storage key of the signed-in user (spec section 3). */
export const USERDATA_KEY = 'userdata';

type Listener = () => void;
const listeners = new Set<Listener>();

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
let cachedRaw: string | null = null;
let cachedValue: UserData | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(USERDATA_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): UserData | null {
  if (raw === null) return null;
  try {
    const result = userDataSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The saved user data, or null when nobody is signed in (or the stored value is unreadable). */
export function getUserData(): UserData | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = parse(raw);
  }
  return cachedValue;
}

/** A signed-in user is one whose saved user data holds a mobile number (spec section 6). */
export function isSignedIn(data: UserData | null = getUserData()): boolean {
  return typeof data?.mobile === 'string' && data.mobile.length > 0;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveUserData(data: UserData): void {
  window.localStorage.setItem(USERDATA_KEY, JSON.stringify(data));
  notify();
}

export function clearUserData(): void {
  try {
    window.localStorage.removeItem(USERDATA_KEY);
  } catch {
    // storage unavailable: nothing saved to clear
  }
  notify();
}

function onStorage(event: StorageEvent): void {
  if (event.key === null || event.key === USERDATA_KEY) notify();
}

export function subscribeUserData(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

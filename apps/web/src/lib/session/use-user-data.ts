import type { UserData } from '@nivesh/contracts';
import { useSyncExternalStore } from 'react';
import { getUserData, subscribeUserData } from './userdata-store';

function getServerSnapshot(): UserData | null {
  return null;
}

/** The signed-in user's saved data, updated when it changes (also from another tab). */
export function useUserData(): UserData | null {
  return useSyncExternalStore(subscribeUserData, getUserData, getServerSnapshot);
}

import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStrings } from '@/lib/strings';
import { authStrings } from '../strings';

interface GoogleCredentialResponse {
  readonly credential: string;
}

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
/** Google's own button text ("Continue with Google"), which Google words in the page's language. */
const BUTTON_WORDING = 'continue_with';

function loadScript(): Promise<void> {
  if (window.google) return Promise.resolve();
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${SCRIPT_SRC}"]`);
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => reject(new Error('Google sign-in could not load')), {
      once: true,
    });
    if (!existing) {
      script.src = SCRIPT_SRC;
      script.async = true;
      document.head.appendChild(script);
    }
  });
}

interface GoogleSignInButtonProps {
  readonly clientId: string;
  readonly onCredential: (credential: string) => void;
}

/** Google Identity Services button; shown only when the server has a Google client id. */
export function GoogleSignInButton({ clientId, onCredential }: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  const [failed, setFailed] = useState(false);
  const t = useStrings(authStrings);
  const { i18n } = useTranslation();
  const locale = i18n.language;

  useEffect(() => {
    let cancelled = false;
    loadScript()
      .then(() => {
        const google = window.google;
        const parent = container.current;
        if (cancelled || !google || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: (response) => callback.current(response.credential),
        });
        parent.replaceChildren();
        google.accounts.id.renderButton(parent, {
          theme: 'outline',
          size: 'large',
          text: BUTTON_WORDING,
          locale,
          width: Math.min(parent.clientWidth || 360, 400),
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, locale]);

  if (failed) {
    return (
      <Text size="sm" c="dimmed" ta="center">
        {t('google.unavailable')}
      </Text>
    );
  }
  return <div ref={container} style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />;
}

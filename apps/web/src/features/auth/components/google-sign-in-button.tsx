import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

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
        google.accounts.id.renderButton(parent, {
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          width: Math.min(parent.clientWidth || 360, 400),
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (failed) {
    return (
      <Text size="sm" c="dimmed" ta="center">
        Google sign-in is unavailable right now. Use your mobile number instead.
      </Text>
    );
  }
  return <div ref={container} style={{ display: 'flex', justifyContent: 'center', minHeight: 44 }} />;
}

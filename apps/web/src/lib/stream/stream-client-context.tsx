import { createContext, type ReactNode, useContext } from 'react';
import { StreamClient, streamUrl } from './stream-client';

const StreamClientContext = createContext<StreamClient | null>(null);

let tabClient: StreamClient | undefined;

/** The tab's one stream client, created on first use. */
export function getTabStreamClient(): StreamClient {
  tabClient ??= new StreamClient({ url: streamUrl() });
  return tabClient;
}

/** Gives the components below another client than the tab's (tests, storybook-like pages). */
export function StreamClientProvider({ client, children }: { client: StreamClient; children: ReactNode }) {
  return <StreamClientContext.Provider value={client}>{children}</StreamClientContext.Provider>;
}

/** The provided stream client, or the tab's shared one. */
export function useStreamClient(): StreamClient {
  return useContext(StreamClientContext) ?? getTabStreamClient();
}

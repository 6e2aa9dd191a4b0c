// FutureStock/getParticipantOi as TanStack Query options: both participant pages fetch through here.
import { derivativeEndpoints, type ParticipantOiQuery } from '@nivesh/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

/** The day's participant-wise OI, its net positions and FII's index futures over the sessions. */
export const participantOiQueryOptions = (params: ParticipantOiQuery) =>
  liveMarketQueryOptions('derivatives', derivativeEndpoints.participantOi, params, 60_000);
export const useParticipantOi = (params: ParticipantOiQuery) =>
  useQuery({ ...participantOiQueryOptions(params), placeholderData: keepPreviousData });

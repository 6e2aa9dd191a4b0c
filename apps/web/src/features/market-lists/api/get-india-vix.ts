import { type IndiaVixResponse, listEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { listsQueryOptions } from '@/lib/market-queries/lists-query';

export type IndiaVixAnswer = Extract<IndiaVixResponse, { status: 1 }>;

/** TodayActivity/getIndiaVix: India VIX and NIFTY 50 today, and their daily closes over `days` sessions. */
export const indiaVixQueryOptions = (params: { readonly days: number; readonly date?: string }) =>
  listsQueryOptions(listEndpoints.indiaVix, { ...params });

export const useIndiaVix = (params: { readonly days: number; readonly date?: string }) =>
  useQuery(indiaVixQueryOptions(params));

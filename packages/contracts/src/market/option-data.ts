import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';
import { isoDate, underlyingSymbol } from './derivatives';

/**
 * API v3 shapes of the imported NSE option chains (`OptionData/*`, apps/server/src/derivatives/
 * option-data-historical.ts): real option-chain JSON files (NSE's old `option-chain-indices` API and
 * its v3 API) stored by the market-data import, shown as what they are. Nothing here is simulated
 * and nothing is live: every answer names the file it was imported from and the instant NSE took it.
 *
 * Units as NSE published them: strikes, spot and premiums in rupees (index points); IV in percent
 * (NSE's own figure, null where NSE published 0, i.e. no trade); open interest, change in OI and
 * volume in contracts. Times are ISO 8601 on the IST wall clock (`2022-03-28T10:47:19+05:30`);
 * dates YYYY-MM-DD (IST).
 */

const endpoint = endpointSchemas;

/** The NSE file formats an option chain is imported from: the old API (every expiry) and v3 (one expiry). */
export const CHAIN_FILE_FORMATS = ['nse-json-v1', 'nse-json-v3'] as const;
export type ChainFileFormat = (typeof CHAIN_FILE_FORMATS)[number];

/** Where an imported chain came from: always NSE, a file, an instant; never live. */
export const importedChainSourceSchema = z.object({
  kind: z.literal('imported'),
  exchange: z.literal('NSE'),
  /** The imported file's name. */
  fileName: z.string(),
  format: z.enum(CHAIN_FILE_FORMATS),
  /** When NSE took the snapshot (the file's timestamp), IST. */
  takenAt: z.string(),
  live: z.literal(false),
});
export type ImportedChainSource = z.infer<typeof importedChainSourceSchema>;

/** One imported snapshot, without its rows. */
export const chainSnapshotSummarySchema = z.object({
  id: z.number().int(),
  symbol: z.string(),
  /** When NSE took it, IST (`2022-03-28T10:47:19+05:30`). */
  takenAt: z.string(),
  /** Its IST date, YYYY-MM-DD. */
  date: z.string(),
  underlyingValue: z.number(),
  /** The expiries the snapshot holds, ascending (YYYY-MM-DD). */
  expiries: z.array(z.string()),
  format: z.enum(CHAIN_FILE_FORMATS),
  fileName: z.string(),
});
export type ChainSnapshotSummaryDto = z.infer<typeof chainSnapshotSummarySchema>;

// ---------------------------------------------------------------------------------------------
// GET OptionData/getSnapshots?symbol=NIFTY&date=YYYY-MM-DD — the imported snapshots.
export const chainSnapshotsQuery = z.object({
  /** Default: the first imported symbol (alphabetically). */
  symbol: underlyingSymbol.optional(),
  /** Default: the symbol's latest date with a snapshot. */
  date: isoDate.optional(),
  ...publicQuery,
});
export type ChainSnapshotsQuery = z.input<typeof chainSnapshotsQuery>;

export const chainSnapshotsSchemas = endpoint({
  /** Every symbol with an imported chain, alphabetically (empty: nothing imported yet). */
  symbols: z.array(z.string()),
  /** The symbol answered for (the asked one, or the default); null when nothing is imported. */
  symbol: z.string().nullable(),
  /** The IST dates with a snapshot of that symbol, ascending. */
  dates: z.array(z.string()),
  /** The date answered for (the asked one, or the symbol's latest); null when the symbol has none. */
  date: z.string().nullable(),
  /** The symbol's snapshots on that date, oldest first. */
  snapshots: z.array(chainSnapshotSummarySchema),
});
export type ChainSnapshotsAnswer = z.infer<typeof chainSnapshotsSchemas.ok>;

/** One side of one strike as NSE published it. */
export const importedChainSideSchema = z.object({
  ltp: z.number(),
  /** Change of the LTP from the previous close, ₹. */
  change: z.number(),
  oi: z.number(),
  oiChange: z.number(),
  volume: z.number(),
  /** NSE's implied volatility, %; null where NSE published 0. */
  iv: z.number().nullable(),
  bid: z.number(),
  bidQty: z.number(),
  ask: z.number(),
  askQty: z.number(),
});
export type ImportedChainSideDto = z.infer<typeof importedChainSideSchema>;

/** One strike: its call and put (null where the file has no such contract). */
export const importedChainRowSchema = z.object({
  strike: z.number(),
  call: importedChainSideSchema.nullable(),
  put: importedChainSideSchema.nullable(),
});
export type ImportedChainRowDto = z.infer<typeof importedChainRowSchema>;

/** A level read from open interest: a strike, its OI and its change in OI. */
const oiLevelSchema = z.object({ strike: z.number(), oi: z.number(), oiChange: z.number() }).nullable();

/** The figures of one expiry of an imported snapshot (market conventions computed on NSE's numbers). */
export const importedChainFiguresSchema = z.object({
  /** Σ put OI ÷ Σ call OI; null when no call OI. */
  pcrOi: z.number().nullable(),
  /** Σ put volume ÷ Σ call volume; null when no call volume. */
  pcrVolume: z.number().nullable(),
  /** The strike where option writers pay least at expiry. */
  maxPain: z.number(),
  /** Highest put OI at or below the underlying value. */
  support: oiLevelSchema,
  /** Highest call OI at or above the underlying value. */
  resistance: oiLevelSchema,
  callOi: z.number(),
  putOi: z.number(),
  callOiChange: z.number(),
  putOiChange: z.number(),
  callVolume: z.number(),
  putVolume: z.number(),
});
export type ImportedChainFiguresDto = z.infer<typeof importedChainFiguresSchema>;

// ---------------------------------------------------------------------------------------------
// GET OptionData/getSnapshot?id=12&expiry=YYYY-MM-DD — one imported snapshot's chain for an expiry.
export const chainSnapshotQuery = z.object({
  id: z.coerce
    .number({ message: 'Give the id of an imported snapshot' })
    .int('Give the id of an imported snapshot')
    .positive('Give the id of an imported snapshot'),
  /** Default: the snapshot's nearest expiry. */
  expiry: isoDate.optional(),
  ...publicQuery,
});
export type ChainSnapshotQuery = z.input<typeof chainSnapshotQuery>;

export const chainSnapshotSchemas = endpoint({
  source: importedChainSourceSchema,
  snapshot: chainSnapshotSummarySchema,
  /** The expiry shown (YYYY-MM-DD). */
  expiry: z.string(),
  underlyingValue: z.number(),
  figures: importedChainFiguresSchema,
  /** Strikes ascending. */
  rows: z.array(importedChainRowSchema),
});
export type ChainSnapshotAnswer = z.infer<typeof chainSnapshotSchemas.ok>;

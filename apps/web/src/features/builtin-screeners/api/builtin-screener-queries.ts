// The built-in screener endpoints (packages/contracts/src/market/builtin-screeners.ts): refreshed every
// 60 s while the session trades (live results are computed once per played minute on the server).
import { type BuiltinScreenCategoryName, builtinScreenerEndpoints } from '@nivesh/contracts';
import { useQuery } from '@tanstack/react-query';
import { liveMarketQueryOptions } from '@/lib/live-market-query';

const REFRESH_MS = 60_000;
const AREA = 'builtin-screeners';

export type {
  BuiltinScreenCategoryName,
  BuiltinScreenColumnDto,
  BuiltinScreenDataAnswer,
  BuiltinScreenDto,
  BuiltinScreenListAnswer,
  BuiltinScreenRow,
  ScreenerByDateAnswer,
  ScreenerMostCommonAnswer,
  ScreenerMostCommonStock,
} from '@nivesh/contracts';

/** fundamentalScreener/getScreenList: a category's screens (all without one) with today's match counts. */
export const useScreenList = (category?: BuiltinScreenCategoryName) =>
  useQuery(liveMarketQueryOptions(AREA, builtinScreenerEndpoints.screenList, { category }, REFRESH_MS));

export interface ScreenDataParams {
  readonly category: BuiltinScreenCategoryName;
  readonly screenerId: string;
  readonly sectorId: string;
}

/** fundamentalScreener/getScreenData or, for special screens, SpecialScreener/stockData: one screen's matches now. */
export const useScreenData = ({ category, screenerId, sectorId }: ScreenDataParams) =>
  useQuery(
    category === 'special'
      ? liveMarketQueryOptions(
          AREA,
          builtinScreenerEndpoints.specialStockData,
          { screener_id: screenerId, sector_id: sectorId },
          REFRESH_MS,
        )
      : liveMarketQueryOptions(
          AREA,
          builtinScreenerEndpoints.screenData,
          { category, screener_id: screenerId, sector_id: sectorId },
          REFRESH_MS,
        ),
  );

export interface ScreenerByDateParams {
  readonly signalId: string;
  readonly sectorId: string;
  readonly date: string | undefined;
}

/** screener/getScreenerData: a screen's matches at the close of a trading day (or now). */
export const useScreenerByDate = ({ signalId, sectorId, date }: ScreenerByDateParams) =>
  useQuery({
    ...liveMarketQueryOptions(
      AREA,
      builtinScreenerEndpoints.screenerByDate,
      { signal_id: signalId, sector_id: sectorId, date },
      REFRESH_MS,
    ),
    enabled: date === undefined || /^\d{4}-\d{2}-\d{2}$/.test(date),
  });

/** screener/mostCommon: the stocks matching the most built-in screens now. */
export const useScreenerMostCommon = (sectorId: string) =>
  useQuery(
    liveMarketQueryOptions(
      AREA,
      builtinScreenerEndpoints.screenerMostCommon,
      { sector_id: sectorId },
      REFRESH_MS,
    ),
  );

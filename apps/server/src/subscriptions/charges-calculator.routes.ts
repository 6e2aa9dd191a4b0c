import { type ChargeLines, type ChargeRate, subscriptionEndpoints } from '@nivesh/contracts';
import {
  addCharges,
  CHARGE_RATES,
  chargesForOrder,
  DISCOUNT_BROKER_PLAN,
  type OrderCharges,
} from '@nivesh/market';
import type { FastifyPluginAsync } from 'fastify';
import { chargesInRupees } from '../backtest/backtest-answers';
import { type EndpointGates, endpointRouter } from '../http/endpoint-routes';

const toPaise = (rupees: number) => Math.round(rupees * 100);
const rupees = (paise: number) => paise / 100;
/** Rupees per crore as a percentage of turnover: 2500 → 0.025 (%). */
const percent = (perCrore: number) => Number((perCrore / 100_000).toFixed(5));

/** One order's (or the round trip's) charges in rupees, with the turnover they were computed on. */
const lines = (turnoverPaise: number, c: OrderCharges): ChargeLines => ({
  turnover: rupees(turnoverPaise),
  ...chargesInRupees(c),
});

/** Calculator/charges: the /Calculator page's brokerage and statutory charges of a buy and a sell. */
export const chargesCalculatorRoutes: FastifyPluginAsync<{ readonly gates: EndpointGates }> = async (
  app,
  { gates },
) => {
  const route = endpointRouter(app, gates);
  route(subscriptionEndpoints.charges, async ({ query }) => {
    const { product, quantity } = query;
    const buyPaise = toPaise(query.buy_price);
    const sellPaise = toPaise(query.sell_price);
    const buy = chargesForOrder({ side: 'buy', product, quantity, pricePaise: buyPaise });
    const sell = chargesForOrder({ side: 'sell', product, quantity, pricePaise: sellPaise });
    const buyLines = lines(quantity * buyPaise, buy);
    const sellLines = lines(quantity * sellPaise, sell);
    const totalPaise = buy.total + sell.total;
    const grossPaise = (sellPaise - buyPaise) * quantity;
    const rates = CHARGE_RATES[product];
    const fee = DISCOUNT_BROKER_PLAN[product];
    return {
      status: 1 as const,
      message: `Charges of ${quantity} shares ${product === 'intraday' ? 'intraday' : 'on delivery'}`,
      buy: buyLines,
      sell: sellLines,
      total: lines(quantity * (buyPaise + sellPaise), addCharges(buy, sell)),
      grossPnl: rupees(grossPaise),
      netPnl: rupees(grossPaise - totalPaise),
      breakevenPerShare: Math.ceil(totalPaise / quantity) / 100,
      rates: [
        {
          key: 'brokerage',
          applies: fee.capPaise > 0,
          capRupees: rupees(fee.capPaise),
          percent: percent(fee.ratePerCrore),
        },
        {
          key: 'stt',
          buyPercent: percent(rates.sttBuyPerCrore),
          sellPercent: percent(rates.sttSellPerCrore),
        },
        { key: 'exchange', percent: percent(CHARGE_RATES.exchangePerCrore) },
        { key: 'sebi', rupeesPerCrore: CHARGE_RATES.sebiPerCrore },
        { key: 'stampDuty', buyPercent: percent(rates.stampBuyPerCrore) },
        {
          key: 'dp',
          applies: product === 'delivery',
          rupeesPerScripSold: rupees(DISCOUNT_BROKER_PLAN.dpChargePaise),
        },
        { key: 'gst', percent: CHARGE_RATES.gstPercent },
      ] satisfies ChargeRate[],
    };
  });
};

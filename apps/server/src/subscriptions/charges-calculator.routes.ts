import { type ChargeLines, subscriptionEndpoints } from '@nivesh/contracts';
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
/** Rupees per crore as a percentage of turnover: 2500 → "0.025 %". */
const pct = (perCrore: number) => `${Number((perCrore / 100_000).toFixed(5))} %`;

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
          name: 'Brokerage',
          rate:
            fee.capPaise === 0
              ? 'Zero'
              : `Lower of ₹${fee.capPaise / 100} and ${pct(fee.ratePerCrore)} per executed order`,
        },
        {
          name: 'STT',
          rate:
            rates.sttBuyPerCrore > 0
              ? `${pct(rates.sttBuyPerCrore)} on buy and ${pct(rates.sttSellPerCrore)} on sell (rounded to the rupee)`
              : `${pct(rates.sttSellPerCrore)} on the sell (rounded to the rupee)`,
        },
        {
          name: 'Exchange transaction charge (NSE)',
          rate: `${pct(CHARGE_RATES.exchangePerCrore)} of turnover`,
        },
        { name: 'SEBI turnover fee', rate: `₹${CHARGE_RATES.sebiPerCrore} per crore` },
        { name: 'Stamp duty', rate: `${pct(rates.stampBuyPerCrore)} on the buy` },
        {
          name: 'DP charge',
          rate:
            product === 'delivery'
              ? `₹${DISCOUNT_BROKER_PLAN.dpChargePaise / 100} + GST per scrip sold`
              : 'None',
        },
        {
          name: 'GST',
          rate: `${CHARGE_RATES.gstPercent} % on brokerage, exchange charge, SEBI fee and DP charge`,
        },
      ],
    };
  });
};

import { z } from 'zod';
import { endpointSchemas, publicQuery } from '../envelope';

/**
 * The order dashboard's calls (spec 7, issue 5). Lists answer `{ status: 1, column, result }`:
 * column definitions come from the server (field + label, spec 3), rows are records of those fields.
 *
 * | call                                   | query / body              | answer                     |
 * |----------------------------------------|---------------------------|----------------------------|
 * | OrderDashboard/getOrderData            | `dashboardListQuery`      | `dashboardListSchemas`     |
 * | OrderDashboard/getSimpleOrderData      | `dashboardListQuery` (pageName: simple, trade, position) | `dashboardListSchemas` |
 * | OrderDashboard/simpleOrderHistory      | `dashboardListQuery`      | `dashboardListSchemas`     |
 * | OrderDashboard/tradeOrderHistory       | `dashboardListQuery`      | `dashboardListSchemas`     |
 * | OrderDashboard/getPortFolioOrderRecord | `dashboardListQuery`      | `dashboardListSchemas`     |
 * | OrderDashboard/getOrderDetails         | `orderIdQuery` (orderId)  | `orderDetailSchemas`       |
 * | OrderDashboard/getStockList            | `order_id`                | `stockListSchemas`         |
 * | OrderDashboard/gettypDaata             | `typeQuery`               | `strategyChoicesSchemas`   |
 * | OrderDashboard/submitSimpleOrderData   | form `simpleOrderForm`    | `submitAnswerSchemas`      |
 * | OrderDashboard/submitOrderData         | form `strategyOrderForm`  | `submitAnswerSchemas`      |
 * | OrderDashboard/delete…, update…        | see the routes            | `commandSchemas`           |
 * | OrderDashboard/getFunds                | —                         | `fundsSchemas`             |
 * | POST OrderDashboard/resetFunds         | JSON `resetFundsBody`     | `fundsSchemas`             |
 *
 * Every text field refuses control characters (NUL, line breaks…) with HTTP 400.
 */

/** Text without control characters (a NUL or a line break in an id or a form field is refused with 400). */
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => !hasControlCharacter(text), {
      message: 'must not contain control characters',
    });

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export const PAGE_SIZES = [5, 10, 20, 30, 50, 75, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const dashboardColumnSchema = z.object({ field: z.string(), label: z.string() });
export type DashboardColumn = z.infer<typeof dashboardColumnSchema>;
export const dashboardCellSchema = z.union([z.string(), z.number(), z.null()]);
export const dashboardRowSchema = z.record(z.string(), dashboardCellSchema);
export type DashboardRow = z.infer<typeof dashboardRowSchema>;

export const SIMPLE_PAGE_NAMES = ['simple', 'trade', 'position'] as const;

export const dashboardListQuery = z.object({
  pageName: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  ...publicQuery,
});
export type DashboardListQuery = z.input<typeof dashboardListQuery>;

export const dashboardListSchemas = endpointSchemas({
  column: z.array(dashboardColumnSchema),
  result: z.array(dashboardRowSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Totals of the list where it has them (positions: gross and net P&L, charges), rupees. */
  summary: z.record(z.string(), z.number()).optional(),
});
export type DashboardListAnswer = z.infer<typeof dashboardListSchemas.ok>;

export const orderIdQuery = z.object({
  orderId: plainText(40).trim().min(1, { message: 'orderId is required' }),
  ...publicQuery,
});

export const orderDetailSchemas = endpointSchemas({
  data: z.object({
    orderId: z.string(),
    sectorName: z.string(),
    strategyType: z.string(),
    strategyName: z.string(),
    quantity: z.number(),
    noOfStock: z.number(),
    product: z.string(),
    signaltype: z.string(),
    profitTarget: z.number(),
    stoploss: z.number(),
    date: z.string(),
  }),
  totalProfit: z.number().nullable(),
  totalLoss: z.number().nullable(),
  column: z.array(dashboardColumnSchema),
  symbolList: z.array(dashboardRowSchema),
});
export type OrderDetailAnswer = z.infer<typeof orderDetailSchemas.ok>;

export const stockListSchemas = endpointSchemas({
  result: z.array(z.object({ value: z.string(), label: z.string(), ltp: z.number() })),
});
export type StockListAnswer = z.infer<typeof stockListSchemas.ok>;

export const typeQuery = z.object({
  type: z.string().trim().max(40).default(''),
  order_id: z.string().trim().max(40).optional(),
  ...publicQuery,
});

export const strategyChoicesSchemas = endpointSchemas({
  result: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type StrategyChoicesAnswer = z.infer<typeof strategyChoicesSchemas.ok>;

const formText = plainText(200).default('');

/** The simple order form post (spec 7). `request_id` makes a retried submit place one order. */
export const simpleOrderForm = z.object({
  quantity: formText,
  price: formText,
  symbol: formText,
  triggerPrice: formText,
  type: formText,
  signalType: formText,
  product: formText,
  order_id: plainText(40).optional(),
  request_id: plainText(80).optional(),
  ...publicQuery,
});
export type SimpleOrderForm = z.input<typeof simpleOrderForm>;

/** The strategy order form post (spec 7). */
export const strategyOrderForm = z.object({
  quantity: formText,
  stoploss: formText,
  noOfStock: formText,
  profitTarget: formText,
  getsectorid: formText,
  type: formText,
  getOptionId: formText,
  signaltype: formText,
  product: formText,
  order_id: plainText(40).optional(),
  request_id: plainText(80).optional(),
  ...publicQuery,
});
export type StrategyOrderForm = z.input<typeof strategyOrderForm>;

/** A submit's answer: the order id, or a refusal with the message of every field in error. */
export const submitAnswerSchemas = {
  ok: z.object({ status: z.literal(1), message: z.string(), orderId: z.string() }),
  answer: z.discriminatedUnion('status', [
    z.object({ status: z.literal(1), message: z.string(), orderId: z.string() }),
    z.object({
      status: z.literal(0),
      message: z.string(),
      errors: z.record(z.string(), z.string()).optional(),
    }),
  ]),
};
export type SubmitAnswer = z.infer<typeof submitAnswerSchemas.answer>;

export const commandSchemas = endpointSchemas({});
export type CommandAnswer = z.infer<typeof commandSchemas.answer>;

export const orderStockQuery = z.object({
  order_id: plainText(40).trim().min(1, { message: 'order_id is required' }),
  stock: plainText(40).trim().optional(),
  symbol: plainText(40).trim().optional(),
  ...publicQuery,
});

export const reOrderQuery = z.object({
  orderId: plainText(80).trim().min(1),
  signalType: z.enum(['Buy', 'Sell'], { message: 'signalType must be Buy or Sell' }),
  ...publicQuery,
});

/**
 * The paper account's virtual funds (issue 13), rupees: the capital (₹10 lakh unless reset), what a
 * new order may still block, the margin used by open intraday positions and open orders, the cost
 * of delivery shares held, and the realised P&L net of charges since the capital was set.
 */
export const fundsSchemas = endpointSchemas({
  funds: z.object({
    capital: z.number(),
    available: z.number(),
    usedMargin: z.number(),
    positionMargin: z.number(),
    orderMargin: z.number(),
    invested: z.number(),
    realised: z.number(),
    charges: z.number(),
    /** Intraday exposure per rupee of margin (5: MIS at 20 %). */
    intradayLeverage: z.number(),
  }),
});
export type FundsAnswer = z.infer<typeof fundsSchemas.ok>;

/** The reset asks for nothing: the capital goes back to the default. */
export const resetFundsBody = z.object({ ...publicQuery });

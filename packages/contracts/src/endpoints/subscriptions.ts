import { z } from 'zod';
import { get, noInput, post } from '../endpoint';
import { refusalSchema } from '../envelope';
import { chargesQuery, chargesSchemas } from '../subscriptions/calculator';
import {
  packageDetailsSchemas,
  premiumServiceSchemas,
  serviceDetailsQuery,
  serviceDetailsSchemas,
  subWebFunctionQuery,
  subWebFunctionSchemas,
} from '../subscriptions/catalogue';
import {
  invoiceQuery,
  myPlanSchemas,
  orderDetailsBody,
  orderDetailsSchemas,
  paymentDetailsBody,
  paymentDetailsSchemas,
  sandboxPayAnswer,
  sandboxPayBody,
  webhookAnswer,
} from '../subscriptions/payments';
import { policyPageSchemas, policyQuery } from '../subscriptions/policies';
import type { PolicyKey } from '../subscriptions/policy-routes';

/** Subscription/*, page/* of the plans, Payment/* and the charges calculator. */
export const subscriptionEndpoints = {
  subWebFunction: get({
    path: 'Subscription/subWebFunction',
    summary: 'The subscription page: packages, the feature table and my status',
    query: subWebFunctionQuery,
    answer: subWebFunctionSchemas.answer,
  }),
  packageDetails: get({
    path: 'subscription/packageDetails',
    summary: 'The packages sold, with prices per duration',
    query: noInput,
    answer: packageDetailsSchemas.answer,
  }),
  premiumService: get({
    path: 'page/premiumService',
    summary: 'The premium services page',
    query: noInput,
    answer: premiumServiceSchemas.answer,
  }),
  serviceDetails: get({
    path: 'page/getServiceDetails',
    summary: "One premium service's detail",
    query: serviceDetailsQuery,
    answer: serviceDetailsSchemas.answer,
  }),
  myPlan: get({
    path: 'Subscription/myPlan',
    summary: 'My plan and payments',
    query: noInput,
    answer: myPlanSchemas.answer,
    access: 'session',
  }),
  orderDetails: post({
    path: 'Payment/orderDetails',
    summary: 'Create a payment order for a package and duration (priced on the server)',
    body: orderDetailsBody,
    answer: orderDetailsSchemas.answer,
    access: 'session',
  }),
  sandboxPay: post({
    path: 'Payment/sandboxPay',
    summary: "The sandbox provider's test checkout (only when the sandbox is the provider)",
    body: sandboxPayBody,
    answer: sandboxPayAnswer,
    access: 'session',
  }),
  paymentDetails: post({
    path: 'Payment/paymentDetails',
    summary: "Confirm a checkout's signed payment and grant the plan",
    body: paymentDetailsBody,
    bodyKind: 'form',
    answer: paymentDetailsSchemas.answer,
    access: 'session',
  }),
  webhook: post({
    path: 'Payment/webhook',
    summary: "The payment provider's signed webhook (raw JSON body, HMAC-SHA256 signature header)",
    body: noInput,
    bodyKind: 'raw',
    answer: webhookAnswer,
    alsoAnswers: [400],
  }),
  invoice: get({
    path: 'Payment/invoice',
    summary: "A paid plan's GST invoice (an HTML file)",
    query: invoiceQuery,
    answer: z.union([
      refusalSchema,
      z.string().describe('The invoice: an HTML document sent as an attachment'),
    ]),
    answerKind: 'file',
    access: 'session',
  }),
  charges: get({
    path: 'Calculator/charges',
    summary: 'NSE equity charges of a trade (brokerage, STT, exchange, SEBI, stamp duty, GST, DP)',
    query: chargesQuery,
    answer: chargesSchemas.answer,
  }),
};

const policy = (path: string, summary: string) =>
  get({ path, summary, query: policyQuery, answer: policyPageSchemas.answer });

/** page/privacypolicy, page/termandcon, page/refundpolicy: each policy's sections, version and date. */
export const policyEndpoints = {
  privacy: policy('page/privacypolicy', 'The privacy policy'),
  terms: policy('page/termandcon', 'The terms and conditions'),
  refund: policy('page/refundpolicy', 'The refund policy'),
} as const satisfies Record<PolicyKey, unknown>;

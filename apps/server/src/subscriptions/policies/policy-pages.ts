import type { PolicyKey, PolicyPage, PolicySection } from '@nivesh/contracts';

/**
 * The text of the privacy policy, the terms and conditions and the refund policy (issue 13), as
 * structured sections. Every change raises the page's version and its effective date. The contact
 * address must be the operator's real one before the product is offered to the public.
 */
export const POLICY_CONTACT_EMAIL = 'support@nivesh.in';
const EFFECTIVE_DATE = '2026-11-27';
const VERSION = '1.0';

const section = (
  id: string,
  heading: string,
  paragraphs: string[],
  points: string[] = [],
): PolicySection => ({
  id,
  heading,
  paragraphs,
  points,
});

const contact = (what: string) =>
  section('contact', 'Contact and grievances', [
    `Write to our Grievance Officer at ${POLICY_CONTACT_EMAIL} about ${what}. Give the mobile number of your account and, for a payment, its payment id (shown under Payment history on My Account). We acknowledge a grievance within 2 working days and answer it within 30 days.`,
  ]);

const PRIVACY: PolicyPage = {
  key: 'privacy',
  title: 'Privacy Policy',
  version: VERSION,
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'We keep only what we need to sign you in, run your simulated account and bill your plan. We never see or store your card number. You can ask to see, correct or erase your data under the Digital Personal Data Protection Act, 2023.',
  sections: [
    section('who-we-are', 'Who we are', [
      'Nivesh is an Indian web product for market data, screeners, trading tools, back-tests and a simulated (paper-trading) order dashboard, with paid subscription plans. For the personal data described here, Nivesh is the Data Fiduciary under the Digital Personal Data Protection Act, 2023 (DPDP Act).',
    ]),
    section(
      'data-we-keep',
      'What data we keep',
      ['We collect personal data only from you, when you use Nivesh:'],
      [
        'Your mobile number: it is your sign-in. One-time passwords sent to it are stored only as salted hashes and expire after 5 minutes.',
        'Your name and e-mail address, given at registration or by Google sign-in (when you choose it), used on your account and on invoices.',
        'Sessions: a random sign-in token stored only as a hash, with when it was created and last used.',
        'What you create: saved screens, your own strategies, and the orders, positions and holdings of your simulated paper-trading account.',
        'Payments: the plan bought, the amount, the order id and payment id of the payment provider, the status of each payment, refunds, and the GST invoice number and figures.',
        'Technical data: your IP address, used in memory to limit the rate of requests and of one-time passwords, and server logs of requests (address, status, time) in which mobile numbers are masked.',
      ],
    ),
    section('card-data', 'Card and bank details', [
      'Card, UPI and net-banking details are entered on the payment provider’s checkout (Razorpay Software Private Limited, or the built-in test checkout when no provider is configured) and go to the provider directly. Nivesh never receives or stores card numbers, expiry dates, CVV, UPI PINs or bank passwords. We receive from the provider only the ids, amount and status of a payment.',
    ]),
    section(
      'purposes',
      'Why we use it',
      ['We use your data only to:'],
      [
        'sign you in and keep your session;',
        'run the features you use, including your simulated account;',
        'take payments for plans, issue GST invoices and refund when this policy or the Refund Policy says so;',
        'protect the service against abuse (rate limits, failed sign-ins);',
        'meet legal duties (tax and accounting records, lawful requests of authorities).',
      ],
    ),
    section('no-selling', 'What we do not do', [
      'We do not sell or rent personal data, do not use it for advertising, and run no third-party advertising or tracking scripts. The web app keeps your session and profile (mobile number, name, sign-in token) in your browser’s local storage so you stay signed in; signing out removes them.',
    ]),
    section(
      'sharing',
      'Who we share it with',
      ['We share personal data only with processors that act for us, and only what each needs:'],
      [
        'the payment provider (Razorpay), for payments and refunds;',
        'the SMS provider that delivers your one-time password (your mobile number and the code);',
        'Google, only when you choose Google sign-in (Google tells us your e-mail address and name);',
        'authorities, when Indian law requires it.',
      ],
    ),
    section(
      'retention',
      'How long we keep it',
      [],
      [
        'One-time passwords: 5 minutes (then they cannot be used).',
        'Sessions: until you sign out, or 30 days after their last use.',
        'Your account, screens, strategies and simulated orders: while your account exists; erased within 30 days of an erasure request.',
        'Payment, refund and invoice records: 8 years after the financial year of the payment, as Indian tax and company law (the CGST Act, 2017 and the Companies Act, 2013) require; kept even after your account is erased, for that purpose only.',
        'Server logs: at most 30 days.',
      ],
    ),
    section(
      'your-rights',
      'Your rights under the DPDP Act, 2023',
      ['You may, by writing to us from the e-mail address or about the mobile number of your account:'],
      [
        'get a summary of the personal data we hold about you and of the processing;',
        'have it corrected, completed or updated;',
        'have it erased (this closes your account; payment records stay as described above);',
        'withdraw your consent at any time, as easily as you gave it: processing stops and your account is closed;',
        'nominate another person to exercise these rights in the event of your death or incapacity;',
        'have a grievance redressed by us, and, if you are not satisfied, complain to the Data Protection Board of India.',
      ],
    ),
    section('children', 'Children', [
      'Nivesh is meant for adults. Do not register if you are under 18; we do not knowingly process the personal data of children, and we erase it when we learn of it.',
    ]),
    section('security', 'Security', [
      'Traffic is encrypted in transit; one-time passwords and sign-in tokens are stored only as hashes; every query about your account is scoped to you; access to the database is limited to the people who run the service. If a personal data breach affects you, we tell you and the Data Protection Board as the DPDP Act requires.',
    ]),
    section('changes', 'Changes to this policy', [
      'Each version carries its number and the date it applies from, shown at the top. We announce a material change on the site before it applies.',
    ]),
    contact('your personal data or this policy'),
  ],
};

const TERMS: PolicyPage = {
  key: 'terms',
  title: 'Terms and Conditions',
  version: VERSION,
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'Nivesh shows simulated market data and runs a paper-trading account: no order ever reaches an exchange, and nothing on Nivesh is investment advice. Paid plans include only the features listed as included when you buy.',
  sections: [
    section('acceptance', 'Agreement', [
      'By using Nivesh or buying a plan you agree to these terms, the Privacy Policy and the Refund Policy. You must be 18 or older and able to enter a contract under Indian law.',
    ]),
    section(
      'simulated',
      'Simulated data and paper trading',
      [],
      [
        'Market data on Nivesh is simulated unless a page says it comes from imported NSE files. Simulated prices, volumes, indices, option chains and company figures are generated by a model; they are not real quotes and must not be used to trade.',
        'Orders on the order dashboard are simulated (paper trading). They are never sent to an exchange or a broker, no money or securities move, and their fills, charges and profits are computed by Nivesh.',
        'Back-tests and measured performance describe the past of simulated data under stated rules; they do not predict results.',
      ],
    ),
    section('no-advice', 'Not investment advice', [
      'Nivesh is an information and education product. It is not registered with the Securities and Exchange Board of India (SEBI) as an investment adviser under the SEBI (Investment Advisers) Regulations, 2013, nor as a research analyst under the SEBI (Research Analysts) Regulations, 2014, nor as a stockbroker or portfolio manager. Screens, signals, tools, tips and any other content are the output of stated rules and are not recommendations to buy, sell or hold any security. Investments in the securities market are subject to market risks; decide with your own judgement or a SEBI-registered adviser.',
    ]),
    section('account', 'Your account', [
      'One account per person, signed in with your own mobile number. Keep one-time passwords to yourself; you are responsible for what is done with your account. Tell us at once if you think someone else has used it.',
    ]),
    section(
      'plans',
      'Plans and what they include',
      [],
      [
        'A plan includes exactly the features its card and the feature table show as included when you buy it. Features shown as coming are not part of any plan until their pages are built; we promise no date for them.',
        'Prices are in Indian rupees and include 18 % GST; the GST invoice is on My Account.',
        'A plan runs for the days of its duration (30, 90, 180 or 365) from the payment, or from the end of the same plan you already hold. Plans do not renew automatically: nothing is charged again unless you buy again.',
        'A plan that adds nothing built to Free is not on sale.',
      ],
    ),
    section('payments', 'Payments', [
      'Payments are taken by the payment provider (Razorpay). Nivesh does not store card details. If an order is charged twice, the second charge is refunded in full. Refunds follow the Refund Policy.',
    ]),
    section(
      'use',
      'Acceptable use',
      ['You may not:'],
      [
        'use Nivesh against the law, or to mislead others about securities;',
        'copy, resell or redistribute its data or content in bulk;',
        'attack, overload or probe the service, or get around its limits or access controls;',
        'use another person’s mobile number or account.',
      ],
    ),
    section('ip', 'Content and software', [
      'The software, text, screens and tools of Nivesh belong to Nivesh or its licensors. Imported exchange files remain the property of their publishers. You may use Nivesh for your own, non-commercial purposes.',
    ]),
    section('liability', 'Disclaimer and limitation of liability', [
      'Nivesh is provided as it is and as available. To the extent Indian law allows, Nivesh is not liable for any loss from trading or investment decisions, from relying on simulated data, or for indirect losses; its total liability to you is limited to the amount you paid for plans in the 12 months before the claim.',
    ]),
    section('termination', 'Suspension and closing', [
      'We may suspend an account that breaks these terms, after telling you why where the law allows. You may close your account at any time (see the Privacy Policy). A plan ended by our suspension for your breach is not refunded; one ended by us for any other reason is refunded pro-rata for the unused days.',
    ]),
    section('law', 'Governing law', [
      'These terms are governed by the laws of India. Disputes are first raised with the Grievance Officer; unresolved ones go to the courts of India having jurisdiction.',
    ]),
    section('changes', 'Changes to these terms', [
      'Each version carries its number and the date it applies from. A change applies to plans bought after it; a plan already bought keeps the terms under which it was bought.',
    ]),
    contact('these terms'),
  ],
};

const REFUND: PolicyPage = {
  key: 'refund',
  title: 'Refund Policy',
  version: VERSION,
  effectiveDate: EFFECTIVE_DATE,
  summary:
    'A full refund if you ask within 7 days of your first purchase of a plan. Duplicate charges are always refunded in full, on their own. Renewals are not refunded pro-rata.',
  sections: [
    section(
      'rules',
      'When you get a refund',
      [],
      [
        'First purchase: if you ask within 7 days of your first payment for a plan, we refund it in full and the plan ends when the refund is made.',
        'Duplicate charges: if the same order is paid twice, the second payment is refunded in full automatically; if the provider cannot refund it at once, it is flagged on your payment history as “Duplicate: refund due” and refunded by us.',
        'Charged but not activated: if money left your account and the plan did not start within 24 hours, we activate it or, if you prefer, refund it in full.',
        'A feature withdrawn: if we withdraw a feature that your plan includes before the plan ends, we refund the unused days of the plan pro-rata on request.',
      ],
    ),
    section(
      'no-refund',
      'When there is no refund',
      [],
      [
        'Renewals and later purchases of the same plan, after the first 7 days: the plan runs to the end of its period and is not refunded pro-rata.',
        'Features shown as coming: they are not part of a plan, so their absence is not a ground for refund.',
        'A plan ended because the account broke the Terms and Conditions.',
      ],
    ),
    section('how', 'How to ask and how it is paid', [
      `Write to ${POLICY_CONTACT_EMAIL} from the e-mail address or with the mobile number of your account, with the payment id shown on My Account. We answer within 2 working days. A refund goes back to the original payment method through the payment provider, for the full amount paid including GST, and usually reaches you within 5 to 7 working days of our approval. We never refund in cash or to another account.`,
    ]),
    contact('refunds'),
  ],
};

export const POLICY_CONTENT: Readonly<Record<PolicyKey, PolicyPage>> = {
  privacy: PRIVACY,
  terms: TERMS,
  refund: REFUND,
};

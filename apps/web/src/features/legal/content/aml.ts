import { LEGAL_LAST_UPDATED } from '@reelforge/contracts';
import { CONTACT, type LegalSection } from './types';

export const AML_INTRO =
  'Reelforge takes subscription payments for its Premium plan. This statement describes how we prevent our platform from being used for money laundering, terrorist financing or other financial crime.';

// Spec section 2: 14 numbered sections, in this order.
export const AML: LegalSection[] = [
  {
    title: 'Our Commitment',
    body: [
      'Reelforge is committed to the highest standards of anti-money laundering (AML) and counter-terrorist financing (CTF) compliance. We do not tolerate the use of our services to hide the origin of funds or to finance illegal activity, and we expect the same of our users and partners.',
    ],
  },
  {
    title: 'Regulatory Compliance',
    body: [
      'We follow the AML and CTF laws and regulations that apply where we operate, the recommendations of the Financial Action Task Force (FATF), and the sanctions programmes of the United Nations, the European Union, the United Kingdom and the United States (OFAC). Where our payment and payout partners are regulated entities, we also meet their compliance requirements.',
    ],
  },
  {
    title: 'Customer Due Diligence',
    body: [
      'We apply a risk-based approach. Every account is screened at sign-up and payment. Enhanced due diligence applies to higher-risk situations, such as connections with high-risk jurisdictions or politically exposed persons (PEPs), and may include questions about the source of funds.',
    ],
  },
  {
    title: 'Know Your Customer (KYC)',
    body: [
      'Before enabling payouts we verify the identity of the account holder, and of the beneficial owners of business accounts, using:',
      {
        list: [
          'full legal name, date of birth and address;',
          'a valid government-issued photo ID;',
          'for businesses, registration documents and beneficial ownership details;',
          'the payout account or wallet, which must belong to the verified person or business.',
        ],
      },
      'We may refuse or pause payouts until verification is complete.',
    ],
  },
  {
    title: 'Transaction Monitoring',
    body: [
      'Payments and payouts are monitored for unusual patterns, such as amounts or frequencies that do not fit an account’s activity, rapid movement of funds in and out, structuring below thresholds, repeated failed payments, or the use of many cards or wallets. Alerts are reviewed by trained staff.',
    ],
  },
  {
    title: 'Suspicious Activity Reporting',
    body: [
      'Where we know or suspect that funds come from crime or are linked to terrorist financing, we report it to the competent financial intelligence unit as the law requires. We may freeze the funds concerned and, as the law requires, we do not inform the person concerned (no “tipping off”).',
    ],
  },
  {
    title: 'Record Keeping',
    body: [
      'We keep identification documents, due diligence records and transaction records for at least five years after the end of the business relationship or the transaction, or longer where the law requires, stored securely with restricted access.',
    ],
  },
  {
    title: 'Employee Training',
    body: [
      'Staff who handle payments, payouts, support or compliance receive AML/CTF training when they join and at least once a year, covering red flags, escalation procedures and their legal obligations.',
    ],
  },
  {
    title: 'Third-Party Risk Management',
    body: [
      'We work only with payment processors, payout partners and crypto-asset service providers that maintain their own AML programmes. We assess them before onboarding and review them regularly.',
    ],
  },
  {
    title: 'Prohibited Transactions',
    body: [
      'Reelforge may not be used for, and we will refuse, block or report any transaction involving:',
      {
        list: [
          'money laundering;',
          'terrorist financing;',
          'sanctions violations, including dealings with sanctioned persons, entities or jurisdictions;',
          'illegal gambling;',
          'drug trafficking;',
          'any other illegal activity.',
        ],
      },
    ],
  },
  {
    title: 'Cooperation with Authorities',
    body: [
      'We cooperate fully with law enforcement, regulators and financial intelligence units, and answer lawful requests for information promptly, within the limits of data protection law.',
    ],
  },
  {
    title: 'Reporting Channels',
    body: [
      `If you notice suspicious activity on Reelforge, report it to ${CONTACT.compliance}. Reports are handled confidentially, and we do not tolerate retaliation against anyone reporting in good faith.`,
    ],
  },
  {
    title: 'Regular Review',
    body: [
      'We review this policy and our controls at least once a year, and whenever laws, our services or our risks change, and we test that our controls work.',
    ],
  },
  {
    title: 'Contact and Effective Date',
    body: [`This statement is effective as of ${LEGAL_LAST_UPDATED}. Questions about it: ${CONTACT.compliance}.`],
  },
];

/**
 * The collection notice every form that asks for personal information shows beside its submit
 * button, before anything is sent: who collects the details, why, who else receives them, and
 * a link to the privacy policy that says how to see or correct them and how to complain (the
 * Australian Privacy Principles' APP 5; New Zealand's information privacy principle 3; in the
 * US, a notice at collection). One or two short sentences, in the market's words.
 *
 * Pure and free of zod: the form islands import it.
 */
import type { Market } from '../market/market';

/** Why a form collects: each form's purpose, said in the notice. */
export const NOTICE_PURPOSES = {
  enquiry: 'answer your enquiry',
  testDrive: 'arrange your test drive',
  offer: 'answer your offer',
  finance: 'answer your finance enquiry and, if you ask us to, pass it to a lender',
  tradeIn: 'value your car and make you an offer',
  service: 'book and answer your service enquiry',
  careers: 'consider your application',
  feedback: 'look into your feedback',
  reservation: 'hold this car for you and take your deposit',
  account: 'sign you in and keep your saved cars',
} as const;
export type NoticePurpose = keyof typeof NOTICE_PURPOSES;

/** The purpose of each lead form kind (leads/forms.ts FORM_KINDS). */
export function purposeOfForm(kind: string): NoticePurpose {
  switch (kind) {
    case 'testDrive':
      return 'testDrive';
    case 'makeOffer':
      return 'offer';
    case 'financeEnquiry':
      return 'finance';
    case 'tradeIn':
    case 'tradeInFaq':
    case 'sellMyCar':
      return 'tradeIn';
    case 'service':
      return 'service';
    case 'careers':
      return 'careers';
    case 'feedback':
      return 'feedback';
    default:
      return 'enquiry';
  }
}

/** The link's words. */
export const PRIVACY_POLICY_LINK_TEXT = 'privacy policy';

/** The notice around its link: `${before}<a>privacy policy</a>${after}`. */
export interface CollectionNotice {
  before: string;
  after: string;
}

export function collectionNotice(input: {
  dealer: string;
  market: Market;
  purpose: NoticePurpose;
}): CollectionNotice {
  const why = NOTICE_PURPOSES[input.purpose];
  if (input.market === 'US')
    return {
      before: `${input.dealer} uses these details to ${why}, and may share them with the manufacturer, lenders and the service providers who help us. See our `,
      after: ' for what we collect and the choices you have.',
    };
  return {
    before: `${input.dealer} collects these details to ${why}, and may share them with the manufacturer, finance and insurance providers and the service providers who help us. Our `,
    after:
      input.market === 'NZ'
        ? ' explains how to see or correct them (your right under the Privacy Act 2020) and how to complain.'
        : ' explains how to see or correct them and how to complain.',
  };
}

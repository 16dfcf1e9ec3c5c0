/**
 * /success (rules.md: Forms; Form submission): shown after a successful
 * enquiry or test drive, worded by the stored success category. The keys the forms keep on
 * the device (rules.md: Stored on the device; rules.md: Locally stored keys).
 */
export { PREFILL_FIELDS, userKey, successCategoryKey, lastEnquiredCarKey } from './device-keys';

export interface SuccessWording {
  heading: string;
  body: string;
}

const WORDING: Record<string, SuccessWording> = {
  'Test Drive': {
    heading: 'Your test drive request has been sent',
    body: 'Thank you. Our team will call you shortly to confirm the time of your test drive.',
  },
  'Finance Enquiry': {
    heading: 'Your finance enquiry has been sent',
    body: 'Thank you. One of our finance specialists will be in touch shortly.',
  },
  'Service Enquiry': {
    heading: 'Your service request has been sent',
    body: 'Thank you. Our service team will contact you to confirm your booking.',
  },
  'Parts Enquiry': {
    heading: 'Your parts enquiry has been sent',
    body: 'Thank you. Our parts team will be in touch shortly.',
  },
  'Careers Enquiry': {
    heading: 'Thanks for your interest in joining us',
    body: 'We have received your details and will be in touch if there is a suitable role.',
  },
  'Sell My Car Enquiry': {
    heading: 'Thanks, we have your car’s details',
    body: 'Our team will contact you shortly about selling or trading in your car.',
  },
  'Trade-In Offer Accepted': {
    heading: 'Offer accepted',
    body: 'Thank you. Our team will contact you to arrange a quick inspection and finalise your offer.',
  },
  'Make an Offer': {
    heading: 'Your offer has been sent',
    body: 'Thank you. Our team will review your offer and get back to you shortly.',
  },
  Feedback: {
    heading: 'Thank you for your feedback',
    body: 'We read every response and appreciate you taking the time.',
  },
};

const DEFAULT_WORDING: SuccessWording = {
  heading: 'Thank you for your enquiry',
  body: 'We have received your enquiry and a member of our team will be in touch shortly.',
};

export function successWording(category: string | null | undefined): SuccessWording {
  return (category && WORDING[category]) || DEFAULT_WORDING;
}

/**
 * The law each market's dealer site is written under, as the site's own words name it: the
 * privacy law, its principles and regulator; the consumer law the terms preserve; the business
 * number a legal entity carries; the licence labels; the bodies a shopper can complain to beyond
 * the dealer; the accessibility law and its commission; and whether marketing consent may start
 * ticked. The legal pages, the footer, the location cards and the forms' collection notice read
 * this table, so a US or NZ site never shows an Australian Act, an ABN or an Australian licence.
 *
 * Pure and free of zod: islands import it (the forms' collection notice).
 */
import type { Market } from './market';
import type { Regulator } from '../tenant/states';

/** A body with a website: a regulator, a tribunal or a commission (the complaint page's entry shape). */
export type LawBody = Regulator;

export interface MarketLaw {
  /**
   * The privacy law: the Act's name, what follows it ('(Cth)') and its principles; null where
   * there is no general privacy law (the US: federal rules by sector and state laws).
   */
  privacyLaw: { act: string; suffix: string; principles: string } | null;
  /** Where a shopper takes a privacy complaint the dealer did not resolve. */
  privacyRegulator: LawBody;
  /** The consumer law the terms leave untouched ('nothing in these terms limits your rights under …'). */
  consumerLaw: string;
  /** The business number a legal entity's text carries ('ABN 12 345 678 901'); null: none. */
  businessNumber: 'ABN' | 'NZBN' | null;
  /** The footer's licence lines: '{label}: {number}.' */
  footerLicences: { dealer: string; repairer: string };
  /** The location card's licence rows. */
  cardLicences: { dealer: string; repairer: string };
  /**
   * Bodies every shopper of the market can complain to, after the dealer. Australia lists the
   * consumer-affairs regulator of each state the dealer trades in instead (tenant/states.ts).
   */
  complaintBodies: readonly LawBody[];
  /** The law an inaccessible website can breach, and the commission that hears complaints. */
  accessibilityLaw: string;
  accessibilityBody: LawBody;
  /**
   * Whether the marketing opt-in may start ticked. Australia's Spam Act 2003 and New Zealand's
   * Unsolicited Electronic Messages Act 2007 need consent the shopper gives: a pre-ticked box is
   * not that (the regulators' guidance says so), so it starts unticked there. The US CAN-SPAM
   * Act lets commercial email go without prior consent: the spec's default (ticked) stands.
   */
  marketingConsentTicked: boolean;
}

export const MARKET_LAW: Readonly<Record<Market, MarketLaw>> = {
  AU: {
    privacyLaw: {
      act: 'Privacy Act 1988',
      suffix: ' (Cth)',
      principles: 'the Australian Privacy Principles',
    },
    privacyRegulator: {
      name: 'Office of the Australian Information Commissioner',
      website: 'https://www.oaic.gov.au',
    },
    consumerLaw: 'the Australian Consumer Law',
    businessNumber: 'ABN',
    // rules.md: What the product does and for whom: 'Dealer License: {number}.' and 'Motor Vehicle Repairer: {number}.'
    footerLicences: { dealer: 'Dealer License', repairer: 'Motor Vehicle Repairer' },
    cardLicences: { dealer: 'Dealer licence (DL/CL)', repairer: 'Motor repairer (MRB)' },
    complaintBodies: [],
    accessibilityLaw: 'the Disability Discrimination Act 1992 (Cth)',
    accessibilityBody: {
      name: 'Australian Human Rights Commission',
      website: 'https://humanrights.gov.au/complaints',
    },
    marketingConsentTicked: false,
  },
  NZ: {
    privacyLaw: {
      act: 'Privacy Act 2020',
      suffix: '',
      principles: 'the information privacy principles',
    },
    privacyRegulator: {
      name: 'Office of the Privacy Commissioner',
      website: 'https://www.privacy.org.nz',
    },
    consumerLaw: 'the Consumer Guarantees Act 1993 and the Fair Trading Act 1986',
    businessNumber: 'NZBN',
    footerLicences: {
      dealer: 'Registered Motor Vehicle Trader',
      repairer: 'Motor Vehicle Repairer',
    },
    cardLicences: { dealer: 'Motor vehicle trader (MVTR)', repairer: 'Motor repairer' },
    complaintBodies: [
      {
        name: 'Motor Vehicle Disputes Tribunal',
        website: 'https://www.justice.govt.nz/tribunals/motor-vehicle-disputes/',
      },
      { name: 'Commerce Commission', website: 'https://comcom.govt.nz' },
      { name: 'Consumer Protection', website: 'https://www.consumerprotection.govt.nz' },
    ],
    accessibilityLaw: 'the Human Rights Act 1993',
    accessibilityBody: { name: 'Human Rights Commission', website: 'https://tikatangata.org.nz' },
    marketingConsentTicked: false,
  },
  US: {
    privacyLaw: null,
    privacyRegulator: { name: 'Federal Trade Commission', website: 'https://reportfraud.ftc.gov' },
    consumerLaw: 'federal and state consumer protection laws',
    businessNumber: null,
    footerLicences: { dealer: 'Dealer License', repairer: 'Repair Facility License' },
    cardLicences: { dealer: 'Dealer license', repairer: 'Repair facility license' },
    complaintBodies: [
      {
        name: 'Your state Attorney General’s consumer protection office',
        website: 'https://www.usa.gov/state-consumer',
      },
      { name: 'Federal Trade Commission', website: 'https://reportfraud.ftc.gov' },
    ],
    accessibilityLaw: 'the Americans with Disabilities Act',
    accessibilityBody: {
      name: 'U.S. Department of Justice, Civil Rights Division',
      website: 'https://www.ada.gov/file-a-complaint/',
    },
    marketingConsentTicked: true,
  },
};

export function marketLaw(market: Market): MarketLaw {
  return MARKET_LAW[market];
}

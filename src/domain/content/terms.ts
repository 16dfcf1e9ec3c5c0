/**
 * The default terms and conditions of the website, one text per market: what its prices include,
 * the consumer law nothing in the terms limits (market/law.ts), and who the dealer is. The 'About
 * us' line names the legal entity and the licence only when the site has them, so the defaults
 * never print 'No ABN found for …' or 'No dealer license found' (the placeholders' fallbacks
 * for a dealer's own text). The dealer's own terms page replaces the whole text.
 */
import type { ContentBlock } from '../tenant/schema/content-block';
import type { Market } from '../market/market';
import { marketLaw } from '../market/law';
import { DEFAULT_RESERVE_AMOUNT } from '../tenant/config/vdp-defaults';
import { RESERVATION_HOLD_HOURS } from '../vehicle/checkout';
import { blockIds, header, list, paragraph } from './block-builders';

/** What the site's prices include, by market. */
const PRICE_TERMS: Record<Market, string> = {
  AU: 'Drive-away and advertised prices include the charges shown with them. Where a price excludes government charges we show an estimated drive-away price for your state; the final figure depends on your circumstances and is confirmed in your contract.',
  NZ: 'Advertised prices include GST. On-road costs are included where the price says so; otherwise we will tell you what they are before you buy. Each used vehicle’s Consumer Information Notice is on its page and at our yard.',
  US: 'Advertised prices exclude sales tax, title, registration and license fees unless stated otherwise, and any financing shown is subject to credit approval.',
};

/** 'Dealer licence: …' by market: a New Zealand trader is registered, not licensed. */
const LICENCE_WORDS: Record<Market, string> = {
  AU: 'Dealer licence',
  NZ: 'Registered motor vehicle trader',
  US: 'Dealer license',
};

export interface TermsFacts {
  market?: Market;
  /** The site has a legal entity text ([abn]). */
  hasLegalEntity?: boolean;
  /** The primary location has a dealer licence number ([dealer_license]). */
  hasLicence?: boolean;
}

/** The default terms and conditions of the website. */
export function defaultTermsAndConditions(facts: TermsFacts = {}): ContentBlock[] {
  const market = facts.market ?? 'AU';
  const id = blockIds('terms');
  const about = [
    facts.hasLegalEntity ? '[abn].' : '[name].',
    facts.hasLicence ? `${LICENCE_WORDS[market]}: [dealer_license].` : '',
    '[address].',
    'Phone [phone].',
  ]
    .filter(Boolean)
    .join(' ');
  return [
    paragraph(
      id,
      'This website is operated by [name]. By using it you agree to these terms. Please read them before you rely on anything on the site.',
    ),
    header(id, 'Vehicles, prices and availability'),
    list(id, [
      'Prices, specifications, equipment and availability can change without notice. Please confirm the details of any vehicle with our team before you buy.',
      'Vehicle images are a guide and may show optional equipment or a different colour.',
      PRICE_TERMS[market],
      'Fuel consumption and emissions figures come from laboratory tests and will vary with how and where you drive.',
    ]),
    header(id, 'Finance estimates'),
    paragraph(
      id,
      'Repayment estimates and calculators are a guide only. They are not a quote or an offer of credit; credit is subject to the lender’s approval criteria, fees and charges.',
    ),
    header(id, 'Reserving a vehicle online'),
    paragraph(
      id,
      `A ${DEFAULT_RESERVE_AMOUNT} online deposit holds a vehicle for ${RESERVATION_HOLD_HOURS} hours and is 100% refundable. A reservation is not a contract of sale; the sale is made when we both sign the contract. See <a href="/buying">how reserving online works</a>.`,
    ),
    header(id, 'Using this website'),
    paragraph(
      id,
      `The content of this website belongs to [name] or its licensors. You may view and print it for your own use. Links to other websites are for your convenience; we are not responsible for their content. To the extent the law allows, we are not liable for any loss from using this website; nothing in these terms limits your rights under ${marketLaw(market).consumerLaw}.`,
    ),
    header(id, 'About us'),
    paragraph(id, about),
  ];
}

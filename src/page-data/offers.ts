/**
 * The offer pages (rules.md: Own-site routes (content side); Offers; Link rules): /special-offers ('See our latest
 * offers'), /offers/{id} and /offers/{manufacturer}/{id}. Pure builders of the site and its
 * collections; each page makes one call here.
 */
import { OFFERS_PATH, OFFERS_TITLE } from '../domain/offers/display';
import { modelsInput } from './models';
import { offerCards, type OfferCardView, type OfferViewsInput } from './offer-views';

export const offersInput = (now?: Date): Promise<OfferViewsInput> => modelsInput(now);

export interface OffersPage {
  title: string;
  description: string;
  cards: OfferCardView[];
}

export function offersPageData(input: OfferViewsInput): OffersPage {
  const cards = offerCards(input);
  return {
    title: OFFERS_TITLE,
    description: `${cards.length} current ${cards.length === 1 ? 'offer' : 'offers'} at ${input.site.name}: drive away prices, finance, bonus accessories and servicing deals.`,
    cards,
  };
}

export async function offersPage(): Promise<OffersPage> {
  return offersPageData(await offersInput());
}

export interface OfferPage {
  offer: OfferCardView;
  /** The other current offers, for 'More offers'. */
  more: OfferCardView[];
  offersPath: string;
}

/**
 * getStaticPaths of /offers/[id] ('id') and /offers/[manufacturer]/[id] ('manufacturer'):
 * each offer is built at its own link (rules.md: Link rules).
 */
export function offerRoutes(input: OfferViewsInput, form: 'id' | 'manufacturer') {
  const cards = offerCards(input);
  return cards
    .map((card) => ({ card, parts: card.href.split('/').slice(2) }))
    .filter(({ parts }) => (form === 'id' ? parts.length === 1 : parts.length === 2))
    .map(({ card, parts }) => ({
      params: form === 'id' ? { id: parts[0] } : { manufacturer: parts[0], id: parts[1] },
      props: {
        offer: card,
        more: cards.filter((c) => c.id !== card.id).slice(0, 3),
        offersPath: OFFERS_PATH,
      } satisfies OfferPage,
    }));
}

export async function offerStaticPaths(form: 'id' | 'manufacturer') {
  return offerRoutes(await offersInput(), form);
}

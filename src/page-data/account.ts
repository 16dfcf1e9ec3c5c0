/**
 * Build-time data for the signed-in shopper's pages (rules.md: Finance, reserve, purchase, trade-in and print routes Sign-in and
 * Watchlist/garage, rules.md: Gated routes; Roles and permissions; rules.md: Roles and permissions and its /my-garage route):
 * /sign-in, /my-garage (?tab=saved-cars), the tenant's own /my{brand} and {garagePath}/saved,
 * and the gate a page adds with <SignInGate type="…" />. All prerendered shells (noindex):
 * the islands ask the server who is signed in.
 */
import { DEFAULT_PRIVACY_URL } from '../domain/tenant/config/forms';
import { searchContext } from './search';
import { favouritesPage, type ShopperPageConfig } from './shopper';
import { authEnabled, isGatedOn, type SignInType } from '../domain/shopper/sign-in';
import { garagePaths, type GaragePaths } from '../domain/shopper/watchlist';
import { SIGN_IN_TEXT } from '../domain/shopper/account';
import { AU_PHONE_EXAMPLE, NZ_PHONE_EXAMPLE } from '../domain/format/phone';
import { marketOf, type Market } from '../domain/market/market';

export interface SignInPage {
  title: string;
  enabled: boolean;
  /** An example mobile number in the site's market, for the field's hint. */
  phoneExample: string;
  garage: GaragePaths;
  /** The collection notice under the phone number. */
  notice: { dealer: string; market: Market; privacyUrl: string };
}

const PHONE_EXAMPLES = { AU: AU_PHONE_EXAMPLE, NZ: NZ_PHONE_EXAMPLE, US: '(123) 456-7890' };

/** /sign-in?type=…&redirect=…&back=… */
export async function signInPage(): Promise<SignInPage> {
  const { site } = await searchContext();
  return {
    title: SIGN_IN_TEXT.title,
    enabled: authEnabled(site),
    phoneExample: PHONE_EXAMPLES[marketOf(site.config)],
    garage: garagePaths(site.garage_settings),
    notice: {
      dealer: site.name,
      market: marketOf(site.config),
      privacyUrl: site.config.forms?.privacyUrl ?? DEFAULT_PRIVACY_URL,
    },
  };
}

export interface GaragePage {
  title: string;
  enabled: boolean;
  garage: GaragePaths;
  /** The page is {garagePath}/saved: the saved cars tab, whatever the query says. */
  savedPage: boolean;
  config: ShopperPageConfig;
}

/** /my-garage, /my{brand} and /my{brand}/saved. */
export async function garagePage(savedPage = false): Promise<GaragePage> {
  const { site } = await searchContext();
  const shopper = await favouritesPage();
  return {
    title: 'My Garage',
    enabled: authEnabled(site),
    garage: garagePaths(site.garage_settings),
    savedPage,
    config: shopper.config,
  };
}

/** getStaticPaths of src/pages/my[brand]/: the tenant's own garage path, if it has one. */
export async function brandGaragePaths(): Promise<{ params: { brand: string } }[]> {
  const { site } = await searchContext();
  if (!authEnabled(site)) return [];
  const { brandPath } = garagePaths(site.garage_settings);
  return brandPath ? [{ params: { brand: brandPath.slice('/my'.length) } }] : [];
}

/** <SignInGate type="…" />: whether this site sends a signed-out visitor to sign-in. */
export async function signInGate(type: SignInType): Promise<{ type: SignInType; gated: boolean }> {
  const { site } = await searchContext();
  return { type, gated: isGatedOn(type, site) };
}

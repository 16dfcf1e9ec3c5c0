/**
 * Bot protection where the tenant enables it (bot_protection): a self-hosted proof-of-work
 * captcha (ALTCHA: works with no third party and no internet), verified here, plus a
 * honeypot. A token that is missing, expired, already used or failing verification is
 * refused. Challenges are signed with CAPTCHA_HMAC_SECRET, or a secret the site's instances
 * share in the database; used challenges are remembered there, so a token is accepted once on
 * any instance.
 */
import {
  createChallenge,
  verifySolution,
  randomInt,
  type Challenge,
  type Solution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { SiteData } from './stores/site-data';

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per try, and the range of tries the answer lies in: about a second in a browser. */
export const CAPTCHA_COST = 500;
export const CAPTCHA_COUNTER = [500, 2_500] as const;
export const CAPTCHA_TTL_MS = 10 * 60_000;

export const CAPTCHA_MESSAGES = {
  missing: 'Please complete the verification before submitting.',
  expired: 'The verification has expired. Please try again.',
  reused: 'This verification has already been used. Please try again.',
  invalid: 'The verification failed. Please try again.',
} as const;
export type CaptchaFailure = keyof typeof CAPTCHA_MESSAGES;

export interface CaptchaPayload {
  challenge: Challenge;
  solution: Solution;
}

export function encodeCaptcha(payload: CaptchaPayload): string {
  return Buffer.from(JSON.stringify(payload), 'utf8').toString('base64');
}

export class Captcha {
  private readonly configured: string | null;
  private readonly store: SiteData;

  /** `secret` null: the site's shared secret in the database. */
  constructor(secret: string | null, store: SiteData) {
    this.configured = secret;
    this.store = store;
  }

  private async secrets(): Promise<{ secret: string; keySecret: string }> {
    const secret = this.configured ?? (await this.store.secret('captcha'));
    return { secret, keySecret: `${secret}:key` };
  }

  async challenge(now = Date.now()): Promise<Challenge> {
    const { secret, keySecret } = await this.secrets();
    return createChallenge({
      algorithm: CAPTCHA_ALGORITHM,
      cost: CAPTCHA_COST,
      counter: randomInt(CAPTCHA_COUNTER[0], CAPTCHA_COUNTER[1]),
      deriveKey,
      expiresAt: new Date(now + CAPTCHA_TTL_MS),
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: keySecret,
    });
  }

  /** null when the token is good (and now used up); otherwise why it is refused. */
  async verify(token: string | undefined | null): Promise<CaptchaFailure | null> {
    if (!token) return 'missing';
    let payload: CaptchaPayload;
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as CaptchaPayload;
    } catch {
      return 'invalid';
    }
    if (
      !payload ||
      typeof payload !== 'object' ||
      !payload.challenge?.parameters ||
      !payload.solution
    )
      return 'invalid';
    const { secret, keySecret } = await this.secrets();
    let result;
    try {
      result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
    } catch {
      return 'invalid';
    }
    if (result.expired) return 'expired';
    if (!result.verified) return 'invalid';
    const expiresAt =
      (payload.challenge.parameters.expiresAt ?? Date.now() / 1000 + CAPTCHA_TTL_MS / 1000) * 1000;
    if (!(await this.store.useCaptcha(String(payload.challenge.signature), expiresAt)))
      return 'reused';
    return null;
  }
}

/**
 * The captcha on the shopper's side: fetch a challenge, solve the proof of work in the
 * background (Web Crypto, no third party), hand the token to the form. Loaded only by
 * forms of tenants with bot protection.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { LEAD_ENDPOINTS } from '../../domain/leads/endpoints';

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export async function solveCaptcha(signal?: AbortSignal): Promise<string> {
  const response = await fetch(LEAD_ENDPOINTS.captcha, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error('The verification could not be loaded.');
  const challenge = (await response.json()) as Challenge;
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (!solution) throw new Error('The verification did not finish.');
  return toBase64(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}

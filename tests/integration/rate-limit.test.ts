/**
 * Rate limits (rules.md: Platform rate limits): per client IP and per endpoint; over the limit a
 * 429 with Retry-After in the generic error format; a family behind one IP can still send a few
 * forms.
 */
import { describe, expect, it } from 'vitest';
import {
  CALL_LIMIT,
  FORM_LIMIT,
  RateLimiter,
  TOO_MANY_REQUESTS,
  tooManyRequests,
} from '../../src/server/rate-limit';
import { read } from '../support/endpoints';

describe('RateLimiter', () => {
  it('lets a family send a dozen forms, then answers the rest with a retry time', () => {
    const limiter = new RateLimiter();
    const t0 = 1_000_000;
    for (let i = 0; i < FORM_LIMIT.max; i++)
      expect(limiter.check('203.0.113.7', '/api/leads/enquiry', t0 + i * 1000)).toBeNull();
    const retry = limiter.check('203.0.113.7', '/api/leads/enquiry', t0 + 20_000);
    expect(retry).toBe(FORM_LIMIT.windowSeconds - 20);
    // another endpoint and another client are counted apart
    expect(limiter.check('203.0.113.7', '/api/leads/test-drive', t0 + 20_000)).toBeNull();
    expect(limiter.check('198.51.100.2', '/api/leads/enquiry', t0 + 20_000)).toBeNull();
    // the window passes
    expect(
      limiter.check('203.0.113.7', '/api/leads/enquiry', t0 + FORM_LIMIT.windowSeconds * 1000),
    ).toBeNull();
  });
  it('500 enquiries from one client in 12 s: 12 accepted, 488 refused', () => {
    const limiter = new RateLimiter();
    let accepted = 0;
    for (let i = 0; i < 500; i++)
      if (limiter.check('192.0.2.1', '/api/leads/enquiry', 5_000 + i * 24) === null) accepted++;
    expect(accepted).toBe(FORM_LIMIT.max);
  });
  it('counts every car’s view call as one endpoint, with the generous call limit', () => {
    const limiter = new RateLimiter();
    let refused = 0;
    for (let i = 0; i < CALL_LIMIT.max + 5; i++)
      if (limiter.check('192.0.2.9', `/api/cars/car-${i}/view`, 0) !== null) refused++;
    expect(refused).toBe(5);
  });
});

describe('the 429 reply', () => {
  it('is the generic error format with Retry-After', async () => {
    const response = tooManyRequests(42);
    expect(response.headers.get('retry-after')).toBe('42');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await read(response)).toEqual({ status: 429, body: { error: TOO_MANY_REQUESTS } });
  });
});

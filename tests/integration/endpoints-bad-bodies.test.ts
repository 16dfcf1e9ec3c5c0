/**
 * Every endpoint refuses a bad body cleanly: malformed JSON, the wrong content type, wrong
 * types, oversized, unknown fields and prototype keys each get a 4xx in the generic error
 * format ({ error, fields? }), and nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { leadEndpoint } from '../../src/server/leads';
import { generalEnquiry, key, makeDeps, post, read } from '../support/endpoints';
import { validBodies } from '../support/endpoint-bodies';

function expectCleanRefusal(
  result: { status: number; body: Record<string, unknown> },
  status: number | number[],
) {
  expect(Array.isArray(status) ? status : [status]).toContain(result.status);
  expect(typeof result.body.error).toBe('string');
  expect(String(result.body.error).length).toBeGreaterThan(0);
  expect(Object.keys(result.body).every((k) => k === 'error' || k === 'fields')).toBe(true);
}

describe.each(validBodies)('%s', (path, handler, valid) => {
  const deps = makeDeps();
  const leadsBefore = async () => (await deps.leads.list({ limit: 1000 })).length;

  it('refuses malformed JSON with 400', async () => {
    const before = await leadsBefore();
    expectCleanRefusal(
      await read(await handler(post(path, null, { raw: '{"form": "general", ' }), deps)),
      400,
    );
    expect(await leadsBefore()).toBe(before);
  });

  it('refuses a body that is not JSON with 415', async () => {
    expectCleanRefusal(
      await read(
        await handler(
          post(path, null, { raw: 'name=Jo', type: 'application/x-www-form-urlencoded' }),
          deps,
        ),
      ),
      415,
    );
  });

  it('refuses an empty body, an array and a bare value with 400', async () => {
    for (const raw of ['', '[]', '"x"', 'null', '12'])
      expectCleanRefusal(await read(await handler(post(path, null, { raw }), deps)), 400);
  });

  it('refuses an oversized body with 413 before parsing it', async () => {
    const huge = JSON.stringify({ ...valid(), padding: 'x'.repeat(40 * 1024) });
    expectCleanRefusal(await read(await handler(post(path, null, { raw: huge }), deps)), 413);
  });

  it('refuses unknown fields with 400 naming them', async () => {
    const result = await read(await handler(post(path, { ...valid(), isAdmin: true }), deps));
    expectCleanRefusal(result, 400);
    expect(JSON.stringify(result.body.fields)).toContain('isAdmin');
  });

  it('refuses prototype keys anywhere with 400', async () => {
    for (const raw of [
      JSON.stringify(valid()).replace(/^\{/, '{"__proto__":{"polluted":true},'),
      JSON.stringify(valid()).replace(/^\{/, '{"constructor":{"prototype":{"polluted":true}},'),
    ]) {
      expectCleanRefusal(await read(await handler(post(path, null, { raw }), deps)), 400);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses wrong types with 400 and field messages', async () => {
    const body = valid();
    const wrong = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [
        k,
        typeof v === 'string'
          ? 12345
          : typeof v === 'number'
            ? 'twelve'
            : typeof v === 'boolean'
              ? 'yes'
              : v === null
                ? 7
                : 'not-an-object',
      ]),
    );
    const result = await read(await handler(post(path, wrong), deps));
    expectCleanRefusal(result, 400);
    expect(result.body.fields).toBeTruthy();
  });
});

describe('lead fields', () => {
  const deps = makeDeps();
  const enquiry = leadEndpoint('enquiry');
  it.each([
    ['a nested object as a value', { name: { first: 'Jo' } }],
    ['an array of objects', { additional_services: [{ a: 1 }] }],
    ['a field the form does not have', { is_admin: true }],
    ['a 6 KB message', { message: 'x'.repeat(6000) }],
  ])('refuses %s', async (_, extra) => {
    const result = await read(
      await enquiry(post('/api/leads/enquiry', generalEnquiry(key(), extra)), deps),
    );
    expectCleanRefusal(result, 400);
  });
  it('says each field’s own message', async () => {
    const result = await read(
      await enquiry(
        post(
          '/api/leads/enquiry',
          generalEnquiry(key(), { postcode: '40', phone: '12', terms_agreed: false, email: 'jo@' }),
        ),
        deps,
      ),
    );
    expect(result.body.error).toBe('Please fix the following errors:');
    expect(result.body.fields).toMatchObject({
      postcode: ['Invalid postcode. Please enter a 4-digit number.'],
      phone: [
        'Invalid Australian mobile number format (E.164 required). For example, 0411 222 333 is valid.',
      ],
      terms_agreed: ['*You must agree to the terms of use before submitting.'],
      email: ['Please enter a valid email address.'],
    });
  });
  it('refuses a form sent to another form’s endpoint', async () => {
    const result = await read(
      await leadEndpoint('test-drive')(post('/api/leads/test-drive', generalEnquiry()), deps),
    );
    expectCleanRefusal(result, 400);
    expect((await deps.leads.list()).length).toBe(0);
  });
});

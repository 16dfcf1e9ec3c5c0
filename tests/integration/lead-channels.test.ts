/**
 * Leads where dealers work, against real servers on loopback: a lead accepted by the enquiry
 * endpoint reaches a CRM's ADF endpoint (HTTP POST), a CRM's lead address and people's inboxes
 * (an SMTP server: the ADF as the body, and plain text with the ADF attached), and a webhook
 * receiver that checks the signature as the docs tell a developer to. Every ADF document that
 * arrives validates against the ADF 1.0 DTD. Form text cannot smuggle a header into an e-mail;
 * a lead naming a car the site does not have carries none of what the visitor typed about it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadEndpoint } from '../../src/server/leads';
import { leadSettings } from '../../src/server/lead-settings';
import { ADF_CONTENT_TYPE } from '../../src/domain/leads/adf';
import {
  CRM_ADF_CHANNEL,
  CRM_ADF_EMAIL_CHANNEL,
  EMAIL_CHANNEL,
  WEBHOOK_CHANNEL,
} from '../../src/domain/leads/channel-names';
import type { LeadWebhookBody } from '../../src/domain/leads/lead-webhook';
import { Outbox } from '../../src/server/stores/outbox';
import { CONTACT, afterResponses, fileDb, key, makeDeps, post, read } from '../support/endpoints';
import {
  startHttpReceiver,
  startSmtp,
  startWebhookReceiver,
  verifyLeadWebhook,
} from '../support/lead-receivers';
import { adfProblems } from '../../scripts/lib/xmllint';

const SECRET = 'whsec-loop-motors-0123456789';
const enquiry = leadEndpoint('enquiry');

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let crm: Awaited<ReturnType<typeof startHttpReceiver>>;
let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  smtp = await startSmtp();
  crm = await startHttpReceiver();
  hook = await startWebhookReceiver(SECRET);
});
afterAll(async () => {
  await Promise.all([smtp.close(), crm.close(), hook.close()]);
});

function deliveringDeps() {
  const env = {
    LEAD_ADF_URL: `${crm.url}/adf/{tenant}`,
    LEAD_ADF_TOKEN: 'crm-token-1',
    LEAD_ADF_EMAIL_TO: 'leads@crm.example.com',
    LEAD_EMAIL_TO: 'sales@loop.example.com.au, manager@loop.example.com.au',
    LEAD_WEBHOOK_URL: `${hook.url}/hook`,
    LEAD_WEBHOOK_SECRET: SECRET,
    SMTP_URL: smtp.url,
    LEAD_EMAIL_FROM: 'leads@sites.example.net',
    LEAD_ESCALATION_EMAIL: 'escalate@loop.example.com.au',
  };
  const deps = makeDeps();
  const leads = leadSettings(deps.tenant, env);
  expect(leads.problems).toEqual([]);
  // a loaded machine's first connections can take longer than the suites' usual 500 ms
  return makeDeps({ tenantKey: deps.tenant, config: { leads, upstreamTimeoutMs: 10_000 } });
}

function carEnquiry(userData: Record<string, unknown> = {}) {
  return {
    form: 'enquiry',
    userData: {
      ...CONTACT,
      message: 'Is it still available?\nI can come Saturday.',
      terms_agreed: true,
      car_id: '1',
      dealership_slug: 'loop-toyota',
      location_id: '100',
      ...userData,
    },
    isLastStep: true,
    idempotencyKey: key(),
  };
}

const mailsOf = (ref: string) =>
  smtp.state.mails.filter((m) => m.parsed.headers.get('x-lead-reference') === ref);
const postsOf = (receiver: typeof crm, ref: string) =>
  receiver.state.posts.filter((p) => p.headers['idempotency-key'] === ref);

describe('a lead reaches every channel the tenant has', () => {
  it('a CRM’s ADF endpoint, a CRM’s lead address, people’s inboxes and a signed webhook', async () => {
    const deps = deliveringDeps();
    const meta = afterResponses();
    const reply = await read(await enquiry(post('/api/leads/enquiry', carEnquiry()), deps, meta));
    expect(reply.status).toBe(200);
    await meta.settled();
    const ref = String(reply.body.lead_id);

    // the CRM's endpoint: one POST of a valid ADF document, with its token and the lead's key
    const [adfPost] = postsOf(crm, ref);
    expect(postsOf(crm, ref)).toHaveLength(1);
    expect(adfPost.path).toBe(`/adf/${deps.tenant}`);
    expect(adfPost.headers['content-type']).toBe(ADF_CONTENT_TYPE);
    expect(adfPost.headers.authorization).toBe('Bearer crm-token-1');
    expect(adfProblems(adfPost.body)).toBe('');
    expect(adfPost.body).toContain('<make>Toyota</make><model>Corolla</model><stock>S1</stock>');

    // e-mail: authenticated, one message to the CRM (the ADF as its body), one to the people
    expect(smtp.state.auths).toContain('leads-user:leads-pass');
    const mails = mailsOf(ref);
    expect(mails.map((m) => m.to.sort().join(','))).toEqual(
      expect.arrayContaining([
        'leads@crm.example.com',
        'manager@loop.example.com.au,sales@loop.example.com.au',
      ]),
    );
    expect(mails).toHaveLength(2);
    const crmMail = mails.find((m) => m.to.includes('leads@crm.example.com'))!;
    expect(crmMail.parsed.attachments).toEqual([]);
    expect(crmMail.parsed.subject).toBe(`ADF lead ${ref}`);
    expect(adfProblems(crmMail.parsed.text ?? '')).toBe('');
    const people = mails.find((m) => m.to.includes('sales@loop.example.com.au'))!;
    expect(people.from).toBe('leads@sites.example.net');
    expect(people.parsed.from?.text).toBe('"Loop Motors leads" <leads@sites.example.net>');
    expect(people.parsed.replyTo?.text).toBe(CONTACT.email);
    expect(people.parsed.messageId).toBe(`<${ref}.${EMAIL_CHANNEL}@sites.example.net>`);
    expect(people.parsed.subject).toBe(
      `New lead: Enquire Now – 2022 Toyota Corolla – Jo Citizen (${ref})`,
    );
    expect(people.parsed.text).toContain('Name: Jo Citizen');
    expect(people.parsed.text).toContain('  Is it still available?\n  I can come Saturday.');
    const [attachment] = people.parsed.attachments;
    expect(attachment.filename).toBe(`lead-${ref}.xml`);
    expect(attachment.contentType).toBe('application/xml');
    expect(adfProblems(attachment.content.toString('utf8'))).toBe('');

    // the webhook: verified by the receiver's own check, once
    const [hookPost] = postsOf(hook, ref);
    expect(postsOf(hook, ref)).toHaveLength(1);
    const body = JSON.parse(hookPost.body) as LeadWebhookBody;
    expect(body).toMatchObject({
      event: 'lead',
      reference: ref,
      kind: 'enquiry',
      source: 'Enquire Now',
      customer: { first_name: 'Jo', last_name: 'Citizen', email: CONTACT.email },
      vehicles: [{ interest: 'buy', make: 'Toyota', model: 'Corolla', stock_number: 'S1' }],
    });

    // every channel acknowledged it; no alarm
    const rows = await new Outbox(fileDb).ofLead(deps.tenant, ref);
    expect(rows.map((r) => [r.channel, r.status, r.attempts])).toEqual(
      [CRM_ADF_CHANNEL, CRM_ADF_EMAIL_CHANNEL, EMAIL_CHANNEL, WEBHOOK_CHANNEL]
        .sort()
        .map((c) => [c, 'delivered', 1]),
    );
    expect((await deps.leads.get(ref))?.status).toBe('delivered');
  });

  it('the webhook receiver refuses a changed body, a changed signature and an old timestamp', async () => {
    const deps = deliveringDeps();
    const meta = afterResponses();
    const reply = await read(await enquiry(post('/api/leads/enquiry', carEnquiry()), deps, meta));
    await meta.settled();
    const [sent] = postsOf(hook, String(reply.body.lead_id));
    expect(verifyLeadWebhook(SECRET, sent.headers, sent.body)).toBe(true);
    expect(verifyLeadWebhook(SECRET, sent.headers, sent.body.replace('Jo', 'Bo'))).toBe(false);
    expect(verifyLeadWebhook('another-secret-0123456789', sent.headers, sent.body)).toBe(false);
    const ts = Number(sent.headers['x-lead-timestamp']);
    expect(verifyLeadWebhook(SECRET, sent.headers, sent.body, ts + 301)).toBe(false);
    const refused = await fetch(`${hook.url}/hook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-lead-timestamp': String(sent.headers['x-lead-timestamp']),
        'x-lead-signature': String(sent.headers['x-lead-signature']),
      },
      body: sent.body.replace('Jo', 'Bo'),
    });
    expect(refused.status).toBe(401);
  });

  it('a name or an e-mail address cannot add a header or a recipient', async () => {
    const deps = deliveringDeps();
    const hostile = 'Jo\r\nBcc: evil@example.com\r\nSubject: free car';
    const { lead } = await deps.leads.insert(
      {
        idempotencyKey: key(),
        kind: 'enquiry',
        form: 'general',
        payload: {
          userData: {
            name: hostile,
            last_name: 'X\nTo: evil2@example.com',
            email: 'jo@example.com\r\nBcc: evil3@example.com',
            phone: '0411 222 333',
            message: 'hello',
          },
        },
      },
      [EMAIL_CHANNEL, CRM_ADF_EMAIL_CHANNEL],
    );
    await deps.delivery.deliverLead(deps.tenant, lead.id);
    const mails = mailsOf(lead.id);
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expect(m.to.some((a) => a.includes('evil'))).toBe(false);
      const head = m.raw.slice(0, m.raw.indexOf('\r\n\r\n'));
      expect(head).not.toMatch(/^(Bcc|To): .*evil/im);
      expect(m.parsed.headers.has('bcc')).toBe(false);
      expect(String(m.parsed.subject)).not.toMatch(/[\r\n]/);
      expect(m.parsed.to && 'text' in m.parsed.to ? m.parsed.to.text : '').not.toContain('evil');
    }
    const people = mails.find((m) => m.to.includes('sales@loop.example.com.au'))!;
    // not a plain address: no Reply-To at all
    expect(people.parsed.replyTo).toBeUndefined();
    expect(adfProblems(people.parsed.attachments[0].content.toString('utf8'))).toBe('');
  });

  it('a lead naming a car the site does not have passes on nothing the visitor typed about it', async () => {
    const deps = deliveringDeps();
    const meta = afterResponses();
    const reply = await read(
      await enquiry(
        post(
          '/api/leads/enquiry',
          carEnquiry({
            car_id: '999',
            'Vehicle Make': 'Ferrari',
            'Vehicle Model': 'F40',
            stock_number: 'FAKE-1',
            manufacturer_slug: 'ferrari',
            car_type: 'new',
          }),
        ),
        deps,
        meta,
      ),
    );
    expect(reply.status).toBe(200);
    await meta.settled();
    const ref = String(reply.body.lead_id);
    const stored = await deps.leads.get(ref);
    expect(stored?.context?.car).toBeNull();
    expect(stored?.payload.userData).toMatchObject({ car_id: '999' });
    expect(JSON.stringify(stored?.payload)).not.toMatch(/Ferrari|F40|FAKE-1|ferrari/);
    const everything = [
      ...postsOf(crm, ref).map((p) => p.body),
      ...postsOf(hook, ref).map((p) => p.body),
      ...mailsOf(ref).map((m) => m.raw),
    ];
    expect(everything).toHaveLength(4);
    for (const sent of everything) expect(sent).not.toMatch(/Ferrari|F40|FAKE-1/);
    expect(adfProblems(postsOf(crm, ref)[0].body)).toBe('');
  });

  it('a mail server that refuses leaves the e-mail channels waiting with its code; the others deliver', async () => {
    const deps = deliveringDeps();
    smtp.state.fail = true;
    try {
      const meta = afterResponses();
      const reply = await read(await enquiry(post('/api/leads/enquiry', carEnquiry()), deps, meta));
      await meta.settled();
      const rows = await new Outbox(fileDb).ofLead(deps.tenant, String(reply.body.lead_id));
      const by = Object.fromEntries(rows.map((r) => [r.channel, r]));
      expect(by[CRM_ADF_CHANNEL].status).toBe('delivered');
      expect(by[WEBHOOK_CHANNEL].status).toBe('delivered');
      for (const c of [EMAIL_CHANNEL, CRM_ADF_EMAIL_CHANNEL]) {
        expect(by[c]).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 451 });
        expect(by[c].lastError).toMatch(/451/);
      }
    } finally {
      smtp.state.fail = false;
    }
  });
});

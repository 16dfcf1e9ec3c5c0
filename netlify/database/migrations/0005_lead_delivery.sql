-- Lead delivery where dealers work (ADF/XML to CRMs, e-mail, signed webhooks), the overdue-lead
-- alarm and retention.

-- What the site knew of a lead when it came in: the car of interest (only a car the site has),
-- the dealership it is for, the form's title, the market and timezone. Channels that send it
-- later (the scheduled function has no site content) build their documents from it.
ALTER TABLE leads ADD COLUMN context jsonb;

-- The overdue-lead alarm is an outbox row of the 'alarm' channel, one per lead (the outbox's
-- UNIQUE (tenant, lead_id, channel)): whichever instance raises it first writes it, and it is
-- sent once, by whichever sender claims it. Its scan reads the rows not yet delivered, by age.
CREATE INDEX outbox_open ON outbox (tenant, created_at) WHERE status <> 'delivered';

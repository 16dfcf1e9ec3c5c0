-- Leads and their delivery outbox, view counts, site events and used captcha challenges.
-- Every table carries the tenant: one database can serve many sites (a shared server, the
-- local server), and a site's own database (Netlify Database is per site) holds one tenant.

CREATE TABLE leads (
  tenant text NOT NULL,
  id text NOT NULL,
  idempotency_key text NOT NULL,
  kind text NOT NULL,
  parent_id text,
  form text,
  category text,
  subcategory text,
  payload jsonb NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (tenant, id),
  UNIQUE (tenant, idempotency_key)
);
CREATE INDEX leads_recent ON leads (tenant, created_at DESC, id DESC);
CREATE INDEX leads_kind ON leads (tenant, kind, created_at DESC);
CREATE INDEX leads_parent ON leads (tenant, parent_id) WHERE parent_id IS NOT NULL;

-- One row per lead and delivery channel, written in the lead's own transaction.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  tenant text NOT NULL,
  lead_id text NOT NULL,
  channel text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at bigint NOT NULL,
  lease_until bigint,
  lease_token text,
  last_error text,
  last_status integer,
  delivered_at bigint,
  upstream_id text,
  created_at bigint NOT NULL,
  UNIQUE (tenant, lead_id, channel),
  FOREIGN KEY (tenant, lead_id) REFERENCES leads (tenant, id) ON DELETE CASCADE
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_lead ON outbox (tenant, lead_id);

-- Every attempt of every outbox row: the delivery log.
CREATE TABLE outbox_attempts (
  id bigserial PRIMARY KEY,
  outbox_id bigint NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
  at bigint NOT NULL,
  ok boolean NOT NULL,
  status integer,
  error text,
  duration_ms integer NOT NULL
);
CREATE INDEX outbox_attempts_row ON outbox_attempts (outbox_id, at);

CREATE TABLE car_views (
  tenant text NOT NULL,
  slug text NOT NULL,
  views bigint NOT NULL,
  PRIMARY KEY (tenant, slug)
);

CREATE TABLE site_events (
  id bigserial PRIMARY KEY,
  tenant text NOT NULL,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX site_events_kind ON site_events (tenant, kind, id);

CREATE TABLE captcha_used (
  tenant text NOT NULL,
  signature text NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (tenant, signature)
);
CREATE INDEX captcha_used_expiry ON captcha_used (expires_at);

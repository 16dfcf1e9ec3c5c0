-- Saved searches and stock alerts: a shopper's saved searches (and watchlist alerts), the stock
-- each tenant's last build published, the alert items a build's stock difference becomes, the
-- messages that group them (one per shopper and address), and the outbox rows that send them:
-- an outbox row now references a lead or an alert message, never both.

CREATE TABLE saved_searches (
  tenant text NOT NULL,
  id text NOT NULL,
  account_id text NOT NULL,
  phone text NOT NULL,
  -- 'search': a search's URL state; 'watchlist': alerts for the cars on the shopper's watchlist
  kind text NOT NULL CHECK (kind IN ('search', 'watchlist')),
  url text,
  state jsonb,
  title text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  created_at bigint NOT NULL,
  unsubscribed_at bigint,
  PRIMARY KEY (tenant, id),
  CHECK ((kind = 'search') = (url IS NOT NULL AND state IS NOT NULL))
);
CREATE INDEX saved_searches_account ON saved_searches (tenant, account_id, created_at);
-- one watchlist subscription per shopper
CREATE UNIQUE INDEX saved_searches_one_watchlist ON saved_searches (tenant, account_id)
  WHERE kind = 'watchlist';

-- The stock the tenant's last build published (one row per tenant): each car's price and
-- whether it is available, reserved or sold; the next build's difference is taken against it.
CREATE TABLE stock_snapshots (
  tenant text PRIMARY KEY,
  built_at bigint NOT NULL,
  cars jsonb NOT NULL,
  site jsonb NOT NULL
);

-- What one build's stock difference means to one subscription: a new car that matches it, a
-- price drop, a watched car sold or reserved. A message takes it (message_id) when it is sent.
CREATE TABLE alert_items (
  id bigserial PRIMARY KEY,
  tenant text NOT NULL,
  subscription_id text NOT NULL,
  change text NOT NULL CHECK (change IN ('new', 'price-drop', 'sold', 'reserved')),
  car_id text NOT NULL,
  car jsonb NOT NULL,
  built_at bigint NOT NULL,
  created_at bigint NOT NULL,
  message_id text,
  UNIQUE (tenant, subscription_id, change, car_id, built_at),
  FOREIGN KEY (tenant, subscription_id) REFERENCES saved_searches (tenant, id) ON DELETE CASCADE
);
CREATE INDEX alert_items_pending ON alert_items (tenant, id) WHERE message_id IS NULL;

-- One message to one address: its items grouped, rendered once, sent through the outbox.
CREATE TABLE alert_messages (
  tenant text NOT NULL,
  id text NOT NULL,
  account_id text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  content jsonb NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (tenant, id)
);
CREATE INDEX alert_messages_recipient ON alert_messages (tenant, recipient, created_at);

ALTER TABLE outbox ALTER COLUMN lead_id DROP NOT NULL;
ALTER TABLE outbox ADD COLUMN alert_id text;
ALTER TABLE outbox ADD CONSTRAINT outbox_lead_or_alert
  CHECK ((lead_id IS NULL) <> (alert_id IS NULL));
ALTER TABLE outbox ADD CONSTRAINT outbox_alert_message
  FOREIGN KEY (tenant, alert_id) REFERENCES alert_messages (tenant, id) ON DELETE CASCADE;
CREATE UNIQUE INDEX outbox_alert_channel ON outbox (tenant, alert_id, channel)
  WHERE alert_id IS NOT NULL;

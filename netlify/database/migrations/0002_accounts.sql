-- Sign-in by one-time code, sessions, the watchlist, secrets the instances share, and counters
-- for the limits that outlast the platform's rate-limit window.

CREATE TABLE app_secrets (
  tenant text NOT NULL,
  name text NOT NULL,
  value text NOT NULL,
  PRIMARY KEY (tenant, name)
);

CREATE TABLE accounts (
  tenant text NOT NULL,
  id text NOT NULL,
  phone text NOT NULL,
  created_at bigint NOT NULL,
  last_sign_in_at bigint NOT NULL,
  PRIMARY KEY (tenant, id),
  UNIQUE (tenant, phone)
);

-- The number's current code, kept only as an HMAC of the phone and code.
CREATE TABLE sign_in_codes (
  tenant text NOT NULL,
  phone text NOT NULL,
  hash text NOT NULL,
  expires_at bigint NOT NULL,
  sent_at bigint NOT NULL,
  wrong_total integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant, phone)
);

-- Wrong guesses at the current code, per client that guessed (a hash of its address).
CREATE TABLE sign_in_guesses (
  tenant text NOT NULL,
  phone text NOT NULL,
  client text NOT NULL,
  wrong integer NOT NULL,
  PRIMARY KEY (tenant, phone, client),
  FOREIGN KEY (tenant, phone) REFERENCES sign_in_codes (tenant, phone) ON DELETE CASCADE
);

CREATE TABLE sessions (
  tenant text NOT NULL,
  id text NOT NULL,
  account_id text NOT NULL,
  phone text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  ended_at bigint,
  PRIMARY KEY (tenant, id)
);
CREATE INDEX sessions_account ON sessions (tenant, account_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

CREATE TABLE watchlist (
  tenant text NOT NULL,
  phone text NOT NULL,
  car_id text NOT NULL,
  created_at bigint NOT NULL,
  PRIMARY KEY (tenant, phone, car_id)
);

CREATE TABLE rate_counters (
  tenant text NOT NULL,
  key text NOT NULL,
  window_start bigint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (tenant, key, window_start)
);
CREATE INDEX rate_counters_age ON rate_counters (window_start);

-- What a site would have sent where no provider is configured (a local clone's sign-in codes).
CREATE TABLE dev_messages (
  id bigserial PRIMARY KEY,
  tenant text NOT NULL,
  channel text NOT NULL,
  recipient text NOT NULL,
  body text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX dev_messages_recipient ON dev_messages (tenant, recipient, id);

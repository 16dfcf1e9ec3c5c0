-- The rebuild queue (one job per tenant and burst of publishes) and the rebuild webhook's
-- replay guard.

CREATE TABLE rebuild_jobs (
  id text PRIMARY KEY,
  tenant text NOT NULL,
  state text NOT NULL CHECK (state IN ('queued', 'running', 'succeeded', 'skipped', 'failed')),
  publishes integer NOT NULL,
  requested_at bigint NOT NULL,
  last_requested_at bigint NOT NULL,
  due_at bigint NOT NULL,
  started_at bigint,
  finished_at bigint,
  lease_until bigint,
  detail text NOT NULL DEFAULT ''
);
-- A burst joins the tenant's queued job; a tenant never builds twice at once.
CREATE UNIQUE INDEX rebuild_jobs_one_queued ON rebuild_jobs (tenant) WHERE state = 'queued';
CREATE UNIQUE INDEX rebuild_jobs_one_running ON rebuild_jobs (tenant) WHERE state = 'running';
CREATE INDEX rebuild_jobs_recent ON rebuild_jobs (requested_at);

CREATE TABLE webhook_replays (
  scope text NOT NULL,
  signature text NOT NULL,
  expires_at bigint NOT NULL,
  PRIMARY KEY (scope, signature)
);
CREATE INDEX webhook_replays_expiry ON webhook_replays (expires_at);

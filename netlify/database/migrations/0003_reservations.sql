-- Online reservations (deposits) and the payment provider's events, each applied once.

CREATE TABLE reservations (
  tenant text NOT NULL,
  id text NOT NULL,
  idempotency_key text NOT NULL,
  car_id text NOT NULL,
  car_slug text NOT NULL,
  return_path text NOT NULL,
  source text NOT NULL,
  journey_id text,
  buyer jsonb NOT NULL,
  amount integer NOT NULL,
  currency text NOT NULL,
  provider text NOT NULL,
  session_id text,
  redirect_url text,
  status text NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled', 'expired')),
  created_at bigint NOT NULL,
  paid_at bigint,
  held_until bigint,
  refund_due boolean NOT NULL DEFAULT false,
  refunded_at bigint,
  refund_error text,
  delivered_at bigint,
  PRIMARY KEY (tenant, id),
  UNIQUE (tenant, idempotency_key)
);
-- One car, one active hold: a second paid reservation of a car cannot be written.
CREATE UNIQUE INDEX reservations_one_hold ON reservations (tenant, car_id) WHERE status = 'paid';
CREATE INDEX reservations_car ON reservations (tenant, car_id, status);

CREATE TABLE payment_events (
  tenant text NOT NULL,
  event_id text NOT NULL,
  reservation_id text,
  kind text NOT NULL,
  received_at bigint NOT NULL,
  PRIMARY KEY (tenant, event_id)
);

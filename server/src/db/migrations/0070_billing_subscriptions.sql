-- Billing keeps one row per provider subscription (Stripe's subscription id), each with its own last-event time,
-- instead of one row per member: events of an older subscription can no longer overwrite the current one. The
-- member's premium flag is derived from all their rows.
DELETE FROM billing_subscriptions WHERE subscription_id IS NULL;
ALTER TABLE billing_subscriptions DROP CONSTRAINT billing_subscriptions_pkey;
ALTER TABLE billing_subscriptions DROP CONSTRAINT billing_subscriptions_subscription_id_key;
ALTER TABLE billing_subscriptions ALTER COLUMN subscription_id SET NOT NULL;
ALTER TABLE billing_subscriptions ADD PRIMARY KEY (subscription_id);
CREATE INDEX billing_subscriptions_user_idx ON billing_subscriptions (user_id);

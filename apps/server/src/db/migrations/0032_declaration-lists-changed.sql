-- Every change to what a kept declarations list shows, or to who may see it (decision 0076), tells
-- the server instances whose lists to forget: one notice per user on the channel
-- mijn_declaration_lists_changed, sent when the transaction commits. A list is kept per user who
-- asked; it shows their own declarations, or those of the co-insured on the agreements they hold,
-- with the names from customers. So a changed declaration or customer row names its customer and the
-- policyholder of every agreement that customer has a policy on; a changed policy names its customer
-- and its agreement's policyholder; a changed agreement its policyholder. A statement of more than
-- 1000 rows or 100 users (a bulk load) or a truncate sends one notice without a user: forget all.
CREATE FUNCTION notify_declaration_lists(customers text[], policyholders text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  users text[];
BEGIN
  IF customers IS NOT NULL THEN
    SELECT coalesce(array_agg(DISTINCT named.customer_number), '{}') INTO users FROM (
      SELECT unnest(customers) AS customer_number
      UNION SELECT unnest(policyholders)
      UNION SELECT agreements.policyholder_number FROM policies JOIN agreements USING (agreement_id)
        WHERE policies.customer_number = ANY (customers)
    ) AS named;
  END IF;
  IF users IS NULL OR cardinality(users) > 100 THEN
    PERFORM pg_notify('mijn_declaration_lists_changed', '');
  ELSE
    PERFORM pg_notify('mijn_declaration_lists_changed', named) FROM unnest(users) AS named;
  END IF;
END
$$;
--> statement-breakpoint
-- declarations and customers: the customers of the rows, before and after an update.
CREATE FUNCTION notify_declaration_lists_of_customers() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customers text[];
BEGIN
  IF NOT EXISTS (SELECT FROM changed OFFSET 1000) THEN
    customers := ARRAY(SELECT customer_number FROM changed);
    IF TG_OP = 'UPDATE' THEN
      customers := customers || ARRAY(SELECT customer_number FROM changed_before);
    END IF;
  END IF;
  PERFORM notify_declaration_lists(customers, '{}');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- policies: the customers of the rows and the policyholders of their agreements, before and after.
CREATE FUNCTION notify_declaration_lists_of_policies() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  customers text[];
  agreement_ids integer[];
BEGIN
  IF NOT EXISTS (SELECT FROM changed OFFSET 1000) THEN
    customers := ARRAY(SELECT customer_number FROM changed);
    agreement_ids := ARRAY(SELECT agreement_id FROM changed);
    IF TG_OP = 'UPDATE' THEN
      customers := customers || ARRAY(SELECT customer_number FROM changed_before);
      agreement_ids := agreement_ids || ARRAY(SELECT agreement_id FROM changed_before);
    END IF;
  END IF;
  PERFORM notify_declaration_lists(
    customers,
    ARRAY(SELECT policyholder_number FROM agreements WHERE agreement_id = ANY (agreement_ids))
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- agreements: their policyholders, before and after an update.
CREATE FUNCTION notify_declaration_lists_of_agreements() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  policyholders text[];
BEGIN
  IF NOT EXISTS (SELECT FROM changed OFFSET 1000) THEN
    policyholders := ARRAY(SELECT policyholder_number FROM changed);
    IF TG_OP = 'UPDATE' THEN
      policyholders := policyholders || ARRAY(SELECT policyholder_number FROM changed_before);
    END IF;
  END IF;
  PERFORM notify_declaration_lists(policyholders, policyholders);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_declaration_lists_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_declaration_lists(NULL, NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The same four triggers on each table: insert, update (both sides), delete, truncate.
DO $$
DECLARE
  watched record;
BEGIN
  FOR watched IN
    SELECT * FROM (VALUES ('declarations', 'customers'), ('customers', 'customers'),
      ('policies', 'policies'), ('agreements', 'agreements')) AS tables(name, rows_of)
  LOOP
    EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched.name || '_inserted_notify_declaration_lists', watched.name, 'notify_declaration_lists_of_' || watched.rows_of);
    EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched.name || '_updated_notify_declaration_lists', watched.name, 'notify_declaration_lists_of_' || watched.rows_of);
    EXECUTE format('CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS changed '
      'FOR EACH STATEMENT EXECUTE FUNCTION %3$I()',
      watched.name || '_deleted_notify_declaration_lists', watched.name, 'notify_declaration_lists_of_' || watched.rows_of);
    EXECUTE format('CREATE TRIGGER %1$I AFTER TRUNCATE ON %2$I FOR EACH STATEMENT EXECUTE FUNCTION notify_declaration_lists_truncated()',
      watched.name || '_truncated_notify_declaration_lists', watched.name);
  END LOOP;
END
$$;

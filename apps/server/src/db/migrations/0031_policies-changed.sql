-- Every change to policies, whoever writes it, tells the server instances which customers' active
-- policy to read again (decision 0071): one notice per customer on the channel mijn_policies_changed,
-- sent when the transaction commits. A statement that touches more customers than a cache is worth
-- reading again one by one (a bulk load, a truncate) sends one notice without a customer: forget all.
CREATE FUNCTION notify_policies_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT customer_number) FROM changed) > 100 THEN
    PERFORM pg_notify('mijn_policies_changed', '');
  ELSE
    PERFORM pg_notify('mijn_policies_changed', customer_number) FROM (SELECT DISTINCT customer_number FROM changed) AS customers;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update may move a policy to another customer: both are told.
CREATE FUNCTION notify_policies_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT customer_number) FROM (SELECT customer_number FROM changed UNION SELECT customer_number FROM changed_before) AS both_sides) > 100 THEN
    PERFORM pg_notify('mijn_policies_changed', '');
  ELSE
    PERFORM pg_notify('mijn_policies_changed', customer_number)
    FROM (SELECT customer_number FROM changed UNION SELECT customer_number FROM changed_before) AS customers;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION notify_policies_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mijn_policies_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER policies_inserted_notify AFTER INSERT ON policies
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_policies_changed();
--> statement-breakpoint
CREATE TRIGGER policies_updated_notify AFTER UPDATE ON policies
  REFERENCING OLD TABLE AS changed_before NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_policies_updated();
--> statement-breakpoint
CREATE TRIGGER policies_deleted_notify AFTER DELETE ON policies
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION notify_policies_changed();
--> statement-breakpoint
CREATE TRIGGER policies_truncated_notify AFTER TRUNCATE ON policies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_policies_truncated();

-- The premium run passes over an agreement until its premium_run_settled_until (decision 0069).
-- Whatever could give an agreement something to invoice sooner clears that day, whoever writes it:
-- a change of the agreement itself, a person or cover added or changed, a birth date corrected, a
-- scheduled change of method or term, a premium invoice removed. Row updates give the run's own
-- optimistic check (xmin) a new row version, so a change made while the run looks is never lost.
CREATE FUNCTION premium_run_look_again() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agreements SET premium_run_settled_until = NULL
  WHERE agreement_id IN (SELECT agreement_id FROM changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION premium_run_look_again_for_cover() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agreements SET premium_run_settled_until = NULL
  WHERE agreement_id IN (
    SELECT policies.agreement_id FROM changed JOIN policies ON policies.policy_number = changed.policy_number
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION premium_run_look_again_for_customer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE agreements SET premium_run_settled_until = NULL
  WHERE agreement_id IN (SELECT agreement_id FROM policies WHERE customer_number = NEW.customer_number);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION premium_run_look_again_at_agreement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.premium_run_settled_until := NULL;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER agreements_premium_run_look_again BEFORE UPDATE ON agreements FOR EACH ROW
  WHEN (NEW.premium_run_settled_until IS NOT DISTINCT FROM OLD.premium_run_settled_until)
  EXECUTE FUNCTION premium_run_look_again_at_agreement();
--> statement-breakpoint
CREATE TRIGGER policies_inserted_premium_run_look_again AFTER INSERT ON policies
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION premium_run_look_again();
--> statement-breakpoint
CREATE TRIGGER policies_updated_premium_run_look_again AFTER UPDATE ON policies
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION premium_run_look_again();
--> statement-breakpoint
CREATE TRIGGER policy_products_inserted_premium_run_look_again AFTER INSERT ON policy_products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION premium_run_look_again_for_cover();
--> statement-breakpoint
CREATE TRIGGER policy_products_updated_premium_run_look_again AFTER UPDATE ON policy_products
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION premium_run_look_again_for_cover();
--> statement-breakpoint
CREATE TRIGGER scheduled_payment_changes_inserted_premium_run_look_again AFTER INSERT ON scheduled_payment_changes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION premium_run_look_again();
--> statement-breakpoint
CREATE TRIGGER scheduled_payment_changes_updated_premium_run_look_again AFTER UPDATE ON scheduled_payment_changes
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION premium_run_look_again();
--> statement-breakpoint
CREATE TRIGGER invoices_deleted_premium_run_look_again AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION premium_run_look_again();
--> statement-breakpoint
CREATE TRIGGER customers_birth_date_premium_run_look_again AFTER UPDATE OF birth_date ON customers FOR EACH ROW
  WHEN (OLD.birth_date IS DISTINCT FROM NEW.birth_date)
  EXECUTE FUNCTION premium_run_look_again_for_customer();

CREATE TABLE "receivable_buyers" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"terms" integer,
	"lim" bigint NOT NULL,
	"outstanding" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivable_items" (
	"customer_id" integer NOT NULL,
	"website_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"open" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receivable_buyers" ADD CONSTRAINT "receivable_buyers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receivable_items" ADD CONSTRAINT "receivable_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receivable_buyers_website_idx" ON "receivable_buyers" USING btree ("website_id","outstanding","customer_id");--> statement-breakpoint
CREATE INDEX "receivable_items_customer_idx" ON "receivable_items" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "receivable_items_website_idx" ON "receivable_items" USING btree ("website_id","customer_id");--> statement-breakpoint
CREATE FUNCTION "receivable_lines_refresh"(p_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- NULL: every buyer. The statements below then take one plan, an index lookup per buyer, whoever calls.
  p_ids := coalesce(p_ids, ARRAY(SELECT id FROM customers ORDER BY id));
  IF cardinality(p_ids) = 0 THEN RETURN; END IF;
  -- The buyers' balance rows, the lock every write of their money takes first, in id order: two
  -- writers of one buyer work out these figures one after the other, each from what the other left.
  PERFORM 1 FROM customer_balances WHERE customer_id = ANY(p_ids) ORDER BY customer_id FOR UPDATE;
  DELETE FROM receivable_items WHERE customer_id = ANY(p_ids);
  DELETE FROM receivable_buyers WHERE customer_id = ANY(p_ids);
  -- The ledger's rules (`ageingFromParts`): outstanding = opening + Σ invoices − Σ credit notes
  -- − (Σ paid − Σ refunded) − held on account; each invoice open for its total less its credit notes and
  -- what was paid on its order; a positive opening balance one more item due on its day; what is held on
  -- account (and a negative opening balance) knocked off the oldest items first (by the instant, then the
  -- invoice's id, the opening balance before an invoice of the same instant).
  WITH buyer AS (
    SELECT c.id, c.website_id, c.name, c.company_name,
      CASE WHEN cc.terms_set IS TRUE THEN cc.payment_terms_days ELSE g.payment_terms_days END AS terms,
      coalesce(cc.credit_limit, g.credit_limit, 0)::bigint AS lim,
      coalesce(cc.opening_balance, 0)::bigint AS opening,
      coalesce(cc.opening_balance_on, (c.created_at AT TIME ZONE 'Asia/Kolkata')::date) AS opening_day
    FROM customers c
    LEFT JOIN customer_credit cc ON cc.customer_id = c.id
    LEFT JOIN customer_group_credit g ON g.customer_group_id = c.customer_group_id
    WHERE c.id = ANY(p_ids)
  ), figures AS (
    SELECT b.*, f.outstanding, coalesce(cb.received - cb.applied, 0) + greatest(0, -b.opening) AS credit
    FROM buyer b
    LEFT JOIN customer_balances cb ON cb.customer_id = b.id
    CROSS JOIN LATERAL (SELECT b.opening + coalesce(cb.invoiced - cb.credited - (cb.paid - cb.refunded)
      - (cb.received - cb.applied), 0) AS outstanding) f
    WHERE (coalesce(cb.documents, 0) > 0 OR b.opening <> 0) AND f.outstanding > 0
  ), kept AS (
    INSERT INTO receivable_buyers (customer_id, website_id, name, company_name, terms, lim, outstanding)
    SELECT id, website_id, name, company_name, terms, lim, outstanding FROM figures
  ), items AS (
    SELECT f.id AS customer_id, f.website_id, f.opening_day AS due_on, f.opening AS open,
      (f.opening_day::timestamp AT TIME ZONE 'Asia/Kolkata') AS at, 0 AS seq
    FROM figures f WHERE f.opening > 0
    UNION ALL
    SELECT f.id, f.website_id, (i.issued_at AT TIME ZONE 'Asia/Kolkata')::date + coalesce(f.terms, 0), i.open,
      i.issued_at, i.document_id
    FROM figures f JOIN open_invoices i ON i.customer_id = f.id
  )
  INSERT INTO receivable_items (customer_id, website_id, due_on, open)
  SELECT i.customer_id, i.website_id, i.due_on,
    i.open - least(i.open, greatest(0, f.credit - coalesce(sum(i.open) OVER (PARTITION BY i.customer_id
      ORDER BY i.at, i.seq ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)))
  FROM items i JOIN figures f ON f.id = i.customer_id;
END $$;
--> statement-breakpoint
CREATE FUNCTION "receivable_lines_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT customer_id ORDER BY customer_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT customer_id ORDER BY customer_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT customer_id ORDER BY customer_id) INTO ids
    FROM (SELECT customer_id FROM new_rows UNION SELECT customer_id FROM old_rows) x;
  END IF;
  PERFORM receivable_lines_refresh(coalesce(ids, '{}'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customer_balances_lines_ins" AFTER INSERT ON customer_balances
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_lines_changed();
--> statement-breakpoint
CREATE TRIGGER "customer_balances_lines_upd" AFTER UPDATE ON customer_balances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_lines_changed();
--> statement-breakpoint
CREATE TRIGGER "customer_balances_lines_del" AFTER DELETE ON customer_balances
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_lines_changed();
--> statement-breakpoint
CREATE TRIGGER "open_invoices_lines_ins" AFTER INSERT ON open_invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_lines_changed();
--> statement-breakpoint
CREATE TRIGGER "open_invoices_lines_upd" AFTER UPDATE ON open_invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_lines_changed();
--> statement-breakpoint
CREATE TRIGGER "open_invoices_lines_del" AFTER DELETE ON open_invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_lines_changed();
--> statement-breakpoint
CREATE TRIGGER "customer_credit_lines_ins" AFTER INSERT ON customer_credit
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_lines_changed();
--> statement-breakpoint
CREATE TRIGGER "customer_credit_lines_upd" AFTER UPDATE ON customer_credit
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_lines_changed();
--> statement-breakpoint
CREATE TRIGGER "customer_credit_lines_del" AFTER DELETE ON customer_credit
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION receivable_lines_changed();
--> statement-breakpoint
CREATE FUNCTION "receivable_lines_customers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM receivable_lines_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customers_receivable_lines" AFTER UPDATE OF name, company_name, customer_group_id, website_id,
  created_at ON customers FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.company_name IS DISTINCT FROM NEW.company_name
    OR OLD.customer_group_id IS DISTINCT FROM NEW.customer_group_id OR OLD.website_id IS DISTINCT FROM NEW.website_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION receivable_lines_customers_changed();
--> statement-breakpoint
CREATE FUNCTION "receivable_lines_group_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  grp integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.customer_group_id ELSE NEW.customer_group_id END;
BEGIN
  -- The group's terms and limit apply to each of its buyers who has none of their own.
  PERFORM receivable_lines_refresh(coalesce(
    (SELECT array_agg(id ORDER BY id) FROM customers WHERE customer_group_id = grp), '{}'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customer_group_credit_lines" AFTER INSERT OR DELETE OR UPDATE ON customer_group_credit
  FOR EACH ROW EXECUTE FUNCTION receivable_lines_group_changed();
--> statement-breakpoint
-- The sums' rebuild (0025, 0027) keeps its body under another name; the rebuild now adds the list's figures.
ALTER FUNCTION "receivables_rebuild"() RENAME TO "receivables_sums_rebuild";
--> statement-breakpoint
CREATE FUNCTION "receivables_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM receivables_sums_rebuild();
  -- Every buyer's list figures once more from the sums just written (the triggers refreshed them as the
  -- rebuild went, from half-written sums).
  PERFORM receivable_lines_refresh(NULL);
END $$;
--> statement-breakpoint
SELECT receivable_lines_refresh(NULL);

CREATE TABLE "customer_balances" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"invoiced" bigint DEFAULT 0 NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL,
	"applied" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_invoices" (
	"document_id" integer PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"open" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_balances" ADD CONSTRAINT "customer_balances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_invoices" ADD CONSTRAINT "open_invoices_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_invoices_customer_idx" ON "open_invoices" USING btree ("customer_id","issued_at","document_id");--> statement-breakpoint
CREATE INDEX "open_invoices_order_idx" ON "open_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE FUNCTION "receivables_bump"(p_customer integer, p_documents integer, p_invoiced bigint, p_credited bigint,
  p_paid bigint, p_refunded bigint, p_received bigint, p_applied bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_customer IS NULL THEN RETURN; END IF;
  INSERT INTO customer_balances AS b (customer_id, documents, invoiced, credited, paid, refunded, received, applied)
  VALUES (p_customer, p_documents, p_invoiced, p_credited, p_paid, p_refunded, p_received, p_applied)
  ON CONFLICT (customer_id) DO UPDATE SET documents = b.documents + excluded.documents,
    invoiced = b.invoiced + excluded.invoiced, credited = b.credited + excluded.credited,
    paid = b.paid + excluded.paid, refunded = b.refunded + excluded.refunded,
    received = b.received + excluded.received, applied = b.applied + excluded.applied;
END $$;
--> statement-breakpoint
CREATE FUNCTION "receivables_refresh_order"(p_order integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM open_invoices WHERE order_id = p_order;
  INSERT INTO open_invoices (document_id, order_id, customer_id, issued_at, open)
  SELECT d.id, o.id, o.customer_id, d.issued_at, x.open
  FROM documents d JOIN orders o ON o.id = d.order_id
  CROSS JOIN LATERAL (SELECT greatest(0, d.total
    - coalesce((SELECT sum(cn.total) FROM documents cn WHERE cn.order_id = o.id AND cn.kind = 'credit-note'), 0)
    - (o.amount_paid - o.amount_refunded)) AS open) x
  WHERE d.order_id = p_order AND d.kind = 'invoice' AND o.customer_id IS NOT NULL AND x.open > 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION "receivables_documents_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE buyer integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.kind IN ('invoice', 'credit-note') THEN
    SELECT customer_id INTO buyer FROM orders WHERE id = OLD.order_id;
    PERFORM receivables_bump(buyer, -1, CASE WHEN OLD.kind = 'invoice' THEN -OLD.total ELSE 0 END,
      CASE WHEN OLD.kind = 'credit-note' THEN -OLD.total ELSE 0 END, 0, 0, 0, 0);
    PERFORM receivables_refresh_order(OLD.order_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.kind IN ('invoice', 'credit-note') THEN
    SELECT customer_id INTO buyer FROM orders WHERE id = NEW.order_id;
    PERFORM receivables_bump(buyer, 1, CASE WHEN NEW.kind = 'invoice' THEN NEW.total ELSE 0 END,
      CASE WHEN NEW.kind = 'credit-note' THEN NEW.total ELSE 0 END, 0, 0, 0, 0);
    PERFORM receivables_refresh_order(NEW.order_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "documents_receivables" AFTER INSERT OR DELETE OR UPDATE OF kind, total, order_id, issued_at
  ON documents FOR EACH ROW EXECUTE FUNCTION receivables_documents_changed();
--> statement-breakpoint
CREATE FUNCTION "receivables_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE n integer; inv bigint; cn bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.customer_id IS DISTINCT FROM NEW.customer_id THEN
    SELECT count(*), coalesce(sum(total) FILTER (WHERE kind = 'invoice'), 0),
      coalesce(sum(total) FILTER (WHERE kind = 'credit-note'), 0)
    INTO n, inv, cn FROM documents WHERE order_id = NEW.id AND kind IN ('invoice', 'credit-note');
    PERFORM receivables_bump(OLD.customer_id, -n, -inv, -cn, 0, 0, 0, 0);
    PERFORM receivables_bump(NEW.customer_id, n, inv, cn, 0, 0, 0, 0);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND (OLD.amount_paid <> 0 OR OLD.amount_refunded <> 0) THEN
    PERFORM receivables_bump(OLD.customer_id, 0, 0, 0, -OLD.amount_paid, -OLD.amount_refunded, 0, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (NEW.amount_paid <> 0 OR NEW.amount_refunded <> 0) THEN
    PERFORM receivables_bump(NEW.customer_id, 0, 0, 0, NEW.amount_paid, NEW.amount_refunded, 0, 0);
  END IF;
  IF TG_OP = 'UPDATE' THEN PERFORM receivables_refresh_order(NEW.id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_receivables" AFTER INSERT OR DELETE OR UPDATE OF amount_paid, amount_refunded, customer_id
  ON orders FOR EACH ROW EXECUTE FUNCTION receivables_orders_changed();
--> statement-breakpoint
CREATE FUNCTION "receivables_receipts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM receivables_bump(OLD.customer_id, 0, 0, 0, 0, 0, -OLD.amount, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM receivables_bump(NEW.customer_id, 0, 0, 0, 0, 0, NEW.amount, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "customer_receipts_receivables" AFTER INSERT OR DELETE OR UPDATE OF amount, customer_id
  ON customer_receipts FOR EACH ROW EXECUTE FUNCTION receivables_receipts_changed();
--> statement-breakpoint
CREATE FUNCTION "receivables_allocations_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE buyer integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT customer_id INTO buyer FROM customer_receipts WHERE id = OLD.receipt_id;
    PERFORM receivables_bump(buyer, 0, 0, 0, 0, 0, 0, -OLD.amount);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT customer_id INTO buyer FROM customer_receipts WHERE id = NEW.receipt_id;
    PERFORM receivables_bump(buyer, 0, 0, 0, 0, 0, 0, NEW.amount);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "receipt_allocations_receivables" AFTER INSERT OR DELETE OR UPDATE OF amount, receipt_id
  ON receipt_allocations FOR EACH ROW EXECUTE FUNCTION receivables_allocations_changed();
--> statement-breakpoint
CREATE FUNCTION "receivables_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE documents, orders, customer_receipts, receipt_allocations IN SHARE MODE;
  DELETE FROM customer_balances;
  INSERT INTO customer_balances (customer_id, documents, invoiced, credited, paid, refunded, received, applied)
  SELECT c.id, coalesce(d.n, 0), coalesce(d.invoiced, 0), coalesce(d.credited, 0), coalesce(m.paid, 0),
    coalesce(m.refunded, 0), coalesce(r.received, 0), coalesce(a.applied, 0)
  FROM customers c
  LEFT JOIN (SELECT o.customer_id, count(*) AS n, sum(d.total) FILTER (WHERE d.kind = 'invoice') AS invoiced,
      sum(d.total) FILTER (WHERE d.kind = 'credit-note') AS credited
    FROM documents d JOIN orders o ON o.id = d.order_id WHERE d.kind IN ('invoice', 'credit-note')
    GROUP BY o.customer_id) d ON d.customer_id = c.id
  LEFT JOIN (SELECT customer_id, sum(amount_paid) AS paid, sum(amount_refunded) AS refunded
    FROM orders GROUP BY customer_id) m ON m.customer_id = c.id
  LEFT JOIN (SELECT customer_id, sum(amount) AS received FROM customer_receipts GROUP BY customer_id) r
    ON r.customer_id = c.id
  LEFT JOIN (SELECT rc.customer_id, sum(ra.amount) AS applied FROM receipt_allocations ra
    JOIN customer_receipts rc ON rc.id = ra.receipt_id GROUP BY rc.customer_id) a ON a.customer_id = c.id
  WHERE d.customer_id IS NOT NULL OR m.paid <> 0 OR m.refunded <> 0 OR r.customer_id IS NOT NULL;
  DELETE FROM open_invoices;
  INSERT INTO open_invoices (document_id, order_id, customer_id, issued_at, open)
  SELECT d.id, o.id, o.customer_id, d.issued_at, x.open
  FROM documents d JOIN orders o ON o.id = d.order_id
  CROSS JOIN LATERAL (SELECT greatest(0, d.total
    - coalesce((SELECT sum(cn.total) FROM documents cn WHERE cn.order_id = o.id AND cn.kind = 'credit-note'), 0)
    - (o.amount_paid - o.amount_refunded)) AS open) x
  WHERE d.kind = 'invoice' AND o.customer_id IS NOT NULL AND x.open > 0;
END $$;
--> statement-breakpoint
SELECT receivables_rebuild();

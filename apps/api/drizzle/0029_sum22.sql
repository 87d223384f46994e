CREATE TABLE "sales_day_buyers" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"customer_id" integer NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"taxable" bigint DEFAULT 0 NOT NULL,
	"cgst" bigint DEFAULT 0 NOT NULL,
	"sgst" bigint DEFAULT 0 NOT NULL,
	"igst" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_day_buyers_website_id_day_customer_id_pk" PRIMARY KEY("website_id","day","customer_id")
);
--> statement-breakpoint
CREATE TABLE "sales_day_products" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"taxable" bigint DEFAULT 0 NOT NULL,
	"cgst" bigint DEFAULT 0 NOT NULL,
	"sgst" bigint DEFAULT 0 NOT NULL,
	"igst" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_day_products_website_id_day_product_id_pk" PRIMARY KEY("website_id","day","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales_day_states" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"place_of_supply" text NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	"taxable" bigint DEFAULT 0 NOT NULL,
	"cgst" bigint DEFAULT 0 NOT NULL,
	"sgst" bigint DEFAULT 0 NOT NULL,
	"igst" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_day_states_website_id_day_place_of_supply_pk" PRIMARY KEY("website_id","day","place_of_supply")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"credit_notes" integer DEFAULT 0 NOT NULL,
	"taxable" bigint DEFAULT 0 NOT NULL,
	"cgst" bigint DEFAULT 0 NOT NULL,
	"sgst" bigint DEFAULT 0 NOT NULL,
	"igst" bigint DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_days_website_id_day_pk" PRIMARY KEY("website_id","day")
);
--> statement-breakpoint
CREATE FUNCTION "sales_share"(p_amount bigint, p_line_quantity integer, p_before bigint, p_quantity integer)
RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  -- core's lineShare: pro rata by pieces, rounded half up to the paisa (Math.round), the last pieces
  -- taking what is left, so a line's invoices add up to the line exactly.
  SELECT CASE WHEN p_before + p_quantity >= p_line_quantity
    THEN p_amount - floor((p_amount * p_before)::numeric / p_line_quantity + 0.5)::bigint
    ELSE floor((p_amount * (p_before + p_quantity))::numeric / p_line_quantity + 0.5)::bigint
      - floor((p_amount * p_before)::numeric / p_line_quantity + 0.5)::bigint
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "sales_invoice_lines"(p_document integer, p_order integer, p_shipment integer)
RETURNS TABLE (l_product integer, l_quantity bigint, l_taxable bigint, l_cgst bigint, l_sgst bigint, l_igst bigint)
LANGUAGE sql STABLE AS $$
  -- An invoice of a whole order bills the order's lines; a shipment's invoice its shipment's pieces,
  -- each line's share after the pieces of it billed by the order's earlier invoices (as dispatch/billing.ts).
  SELECT ol.product_id, ol.quantity::bigint, ol.taxable, ol.cgst, ol.sgst, ol.igst
  FROM order_lines ol WHERE p_shipment IS NULL AND ol.order_id = p_order
  UNION ALL
  SELECT ol.product_id, sl.quantity::bigint,
    sales_share(ol.taxable, ol.quantity, b.before, sl.quantity),
    sales_share(ol.cgst, ol.quantity, b.before, sl.quantity),
    sales_share(ol.sgst, ol.quantity, b.before, sl.quantity),
    sales_share(ol.igst, ol.quantity, b.before, sl.quantity)
  FROM shipment_lines sl JOIN order_lines ol ON ol.id = sl.order_line_id
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(e.quantity), 0)::bigint AS before
    FROM shipment_lines e JOIN documents ed ON ed.shipment_id = e.shipment_id AND ed.kind = 'invoice'
    WHERE e.order_line_id = ol.id AND ed.order_id = p_order AND ed.id < p_document AND e.shipment_id <> p_shipment
  ) b
  WHERE p_shipment IS NOT NULL AND sl.shipment_id = p_shipment
$$;
--> statement-breakpoint
CREATE FUNCTION "sales_bump"(p_site integer, p_day date, p_buyer integer, p_state text, p_invoices integer,
  p_credit_notes integer, p_taxable bigint, p_cgst bigint, p_sgst bigint, p_igst bigint, p_quantity bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_days AS s (website_id, day, invoices, credit_notes, taxable, cgst, sgst, igst, quantity)
  VALUES (p_site, p_day, p_invoices, p_credit_notes, p_taxable, p_cgst, p_sgst, p_igst, p_quantity)
  ON CONFLICT (website_id, day) DO UPDATE SET invoices = s.invoices + excluded.invoices,
    credit_notes = s.credit_notes + excluded.credit_notes, taxable = s.taxable + excluded.taxable,
    cgst = s.cgst + excluded.cgst, sgst = s.sgst + excluded.sgst, igst = s.igst + excluded.igst,
    quantity = s.quantity + excluded.quantity;
  INSERT INTO sales_day_states AS s (website_id, day, place_of_supply, documents, taxable, cgst, sgst, igst, quantity)
  VALUES (p_site, p_day, p_state, p_invoices + p_credit_notes, p_taxable, p_cgst, p_sgst, p_igst, p_quantity)
  ON CONFLICT (website_id, day, place_of_supply) DO UPDATE SET documents = s.documents + excluded.documents,
    taxable = s.taxable + excluded.taxable, cgst = s.cgst + excluded.cgst, sgst = s.sgst + excluded.sgst,
    igst = s.igst + excluded.igst, quantity = s.quantity + excluded.quantity;
  IF p_buyer IS NOT NULL THEN
    INSERT INTO sales_day_buyers AS s (website_id, day, customer_id, documents, taxable, cgst, sgst, igst, quantity)
    VALUES (p_site, p_day, p_buyer, p_invoices + p_credit_notes, p_taxable, p_cgst, p_sgst, p_igst, p_quantity)
    ON CONFLICT (website_id, day, customer_id) DO UPDATE SET documents = s.documents + excluded.documents,
      taxable = s.taxable + excluded.taxable, cgst = s.cgst + excluded.cgst, sgst = s.sgst + excluded.sgst,
      igst = s.igst + excluded.igst, quantity = s.quantity + excluded.quantity;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_prune"(p_site integer, p_day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A row whose documents all went (a date moved, a test's clean-up) holds nothing: gone, as a rebuild has it.
  DELETE FROM sales_days WHERE website_id = p_site AND day = p_day AND invoices = 0 AND credit_notes = 0;
  DELETE FROM sales_day_states WHERE website_id = p_site AND day = p_day AND documents = 0;
  DELETE FROM sales_day_buyers WHERE website_id = p_site AND day = p_day AND documents = 0;
  DELETE FROM sales_day_products WHERE website_id = p_site AND day = p_day AND lines = 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_apply_document"(p_id integer, p_kind text, p_order integer, p_shipment integer,
  p_issued_at timestamptz, p_state text, p_taxable bigint, p_cgst bigint, p_sgst bigint, p_igst bigint,
  p_site integer, p_buyer integer, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE d date; s integer; qty bigint;
BEGIN
  IF p_kind NOT IN ('invoice', 'credit-note') OR p_site IS NULL THEN RETURN; END IF;
  d := ((p_issued_at AT TIME ZONE 'UTC') + interval '330 minutes')::date;
  IF p_kind = 'invoice' THEN
    s := p_sign;
    INSERT INTO sales_day_products AS t (website_id, day, product_id, lines, taxable, cgst, sgst, igst, quantity)
    SELECT p_site, d, l.l_product, p_sign * count(*), p_sign * sum(l.l_taxable), p_sign * sum(l.l_cgst),
      p_sign * sum(l.l_sgst), p_sign * sum(l.l_igst), p_sign * sum(l.l_quantity)
    FROM sales_invoice_lines(p_id, p_order, p_shipment) l GROUP BY l.l_product
    ON CONFLICT (website_id, day, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
      taxable = t.taxable + excluded.taxable, cgst = t.cgst + excluded.cgst, sgst = t.sgst + excluded.sgst,
      igst = t.igst + excluded.igst, quantity = t.quantity + excluded.quantity;
    SELECT coalesce(sum(l_quantity), 0) INTO qty FROM sales_invoice_lines(p_id, p_order, p_shipment);
  ELSE
    s := -p_sign;
    INSERT INTO sales_day_products AS t (website_id, day, product_id, lines, taxable, cgst, sgst, igst, quantity)
    SELECT p_site, d, ol.product_id, p_sign * count(*), -p_sign * sum(c.taxable), -p_sign * sum(c.cgst),
      -p_sign * sum(c.sgst), -p_sign * sum(c.igst), -p_sign * coalesce(sum(c.quantity), 0)
    FROM credit_note_lines c JOIN order_lines ol ON ol.id = c.order_line_id
    WHERE c.document_id = p_id GROUP BY ol.product_id
    ON CONFLICT (website_id, day, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
      taxable = t.taxable + excluded.taxable, cgst = t.cgst + excluded.cgst, sgst = t.sgst + excluded.sgst,
      igst = t.igst + excluded.igst, quantity = t.quantity + excluded.quantity;
    SELECT -coalesce(sum(c.quantity), 0) INTO qty FROM credit_note_lines c WHERE c.document_id = p_id;
  END IF;
  PERFORM sales_bump(p_site, d, p_buyer, p_state, CASE WHEN p_kind = 'invoice' THEN p_sign ELSE 0 END,
    CASE WHEN p_kind = 'credit-note' THEN p_sign ELSE 0 END, s * p_taxable, s * p_cgst, s * p_sgst, s * p_igst,
    p_sign * qty);
  IF p_sign < 0 THEN PERFORM sales_prune(p_site, d); END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_documents_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE site integer; buyer integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT website_id, customer_id INTO site, buyer FROM orders WHERE id = OLD.order_id;
    PERFORM sales_apply_document(OLD.id, OLD.kind, OLD.order_id, OLD.shipment_id, OLD.issued_at,
      OLD.place_of_supply, OLD.taxable, OLD.cgst, OLD.sgst, OLD.igst, site, buyer, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT website_id, customer_id INTO site, buyer FROM orders WHERE id = NEW.order_id;
    PERFORM sales_apply_document(NEW.id, NEW.kind, NEW.order_id, NEW.shipment_id, NEW.issued_at,
      NEW.place_of_supply, NEW.taxable, NEW.cgst, NEW.sgst, NEW.igst, site, buyer, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "documents_sales" AFTER INSERT OR DELETE OR UPDATE OF kind, order_id, shipment_id, issued_at,
  place_of_supply, taxable, cgst, sgst, igst ON documents FOR EACH ROW EXECUTE FUNCTION sales_documents_changed();
--> statement-breakpoint
CREATE FUNCTION "sales_credit_note_line"(p_line credit_note_lines, p_sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE doc documents; site integer; buyer integer; product integer; d date;
BEGIN
  SELECT * INTO doc FROM documents WHERE id = p_line.document_id;
  IF doc.id IS NULL OR doc.kind <> 'credit-note' THEN RETURN; END IF;
  SELECT website_id, customer_id INTO site, buyer FROM orders WHERE id = doc.order_id;
  IF site IS NULL THEN RETURN; END IF;
  SELECT product_id INTO product FROM order_lines WHERE id = p_line.order_line_id;
  d := ((doc.issued_at AT TIME ZONE 'UTC') + interval '330 minutes')::date;
  INSERT INTO sales_day_products AS t (website_id, day, product_id, lines, taxable, cgst, sgst, igst, quantity)
  VALUES (site, d, product, p_sign, -p_sign * p_line.taxable, -p_sign * p_line.cgst, -p_sign * p_line.sgst,
    -p_sign * p_line.igst, -p_sign * coalesce(p_line.quantity, 0))
  ON CONFLICT (website_id, day, product_id) DO UPDATE SET lines = t.lines + excluded.lines,
    taxable = t.taxable + excluded.taxable, cgst = t.cgst + excluded.cgst, sgst = t.sgst + excluded.sgst,
    igst = t.igst + excluded.igst, quantity = t.quantity + excluded.quantity;
  -- The credit note's own amounts came with its document; its pieces come with its lines.
  PERFORM sales_bump(site, d, buyer, doc.place_of_supply, 0, 0, 0, 0, 0, 0, -p_sign * coalesce(p_line.quantity, 0));
  IF p_sign < 0 THEN PERFORM sales_prune(site, d); END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION "sales_credit_note_lines_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM sales_credit_note_line(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM sales_credit_note_line(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_note_lines_sales" AFTER INSERT OR DELETE OR UPDATE ON credit_note_lines
  FOR EACH ROW EXECUTE FUNCTION sales_credit_note_lines_changed();
--> statement-breakpoint
CREATE FUNCTION "sales_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE doc documents;
BEGIN
  -- An order moved to another buyer or website takes its documents' figures along.
  FOR doc IN SELECT * FROM documents WHERE order_id = NEW.id AND kind IN ('invoice', 'credit-note') LOOP
    PERFORM sales_apply_document(doc.id, doc.kind, doc.order_id, doc.shipment_id, doc.issued_at,
      doc.place_of_supply, doc.taxable, doc.cgst, doc.sgst, doc.igst, OLD.website_id, OLD.customer_id, -1);
    PERFORM sales_apply_document(doc.id, doc.kind, doc.order_id, doc.shipment_id, doc.issued_at,
      doc.place_of_supply, doc.taxable, doc.cgst, doc.sgst, doc.igst, NEW.website_id, NEW.customer_id, 1);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "orders_sales" AFTER UPDATE OF customer_id, website_id ON orders FOR EACH ROW
  WHEN (OLD.customer_id IS DISTINCT FROM NEW.customer_id OR OLD.website_id IS DISTINCT FROM NEW.website_id)
  EXECUTE FUNCTION sales_orders_changed();
--> statement-breakpoint
CREATE FUNCTION "reports_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE documents, credit_note_lines, orders IN SHARE MODE;
  DELETE FROM sales_days;
  DELETE FROM sales_day_states;
  DELETE FROM sales_day_buyers;
  DELETE FROM sales_day_products;
  CREATE TEMP TABLE sales_rebuild_docs ON COMMIT DROP AS
  SELECT d.id, d.kind, o.website_id AS site, o.customer_id AS buyer, d.place_of_supply AS state,
    ((d.issued_at AT TIME ZONE 'UTC') + interval '330 minutes')::date AS day,
    CASE WHEN d.kind = 'invoice' THEN 1 ELSE -1 END * d.taxable AS taxable,
    CASE WHEN d.kind = 'invoice' THEN 1 ELSE -1 END * d.cgst AS cgst,
    CASE WHEN d.kind = 'invoice' THEN 1 ELSE -1 END * d.sgst AS sgst,
    CASE WHEN d.kind = 'invoice' THEN 1 ELSE -1 END * d.igst AS igst,
    d.order_id, d.shipment_id
  FROM documents d JOIN orders o ON o.id = d.order_id
  WHERE d.kind IN ('invoice', 'credit-note');
  CREATE TEMP TABLE sales_rebuild_lines ON COMMIT DROP AS
  SELECT x.id, l.l_product AS product, l.l_quantity AS quantity, l.l_taxable AS taxable, l.l_cgst AS cgst,
    l.l_sgst AS sgst, l.l_igst AS igst
  FROM sales_rebuild_docs x CROSS JOIN LATERAL sales_invoice_lines(x.id, x.order_id, x.shipment_id) l
  WHERE x.kind = 'invoice'
  UNION ALL
  SELECT c.document_id, ol.product_id, -coalesce(c.quantity, 0)::bigint, -c.taxable, -c.cgst, -c.sgst, -c.igst
  FROM sales_rebuild_docs x JOIN credit_note_lines c ON c.document_id = x.id
    JOIN order_lines ol ON ol.id = c.order_line_id
  WHERE x.kind = 'credit-note';
  CREATE TEMP TABLE sales_rebuild_figures ON COMMIT DROP AS
  SELECT x.*, coalesce((SELECT sum(l.quantity) FROM sales_rebuild_lines l WHERE l.id = x.id), 0) AS quantity
  FROM sales_rebuild_docs x;
  INSERT INTO sales_days (website_id, day, invoices, credit_notes, taxable, cgst, sgst, igst, quantity)
  SELECT site, day, count(*) FILTER (WHERE kind = 'invoice'), count(*) FILTER (WHERE kind = 'credit-note'),
    sum(taxable), sum(cgst), sum(sgst), sum(igst), sum(quantity)
  FROM sales_rebuild_figures GROUP BY site, day;
  INSERT INTO sales_day_states (website_id, day, place_of_supply, documents, taxable, cgst, sgst, igst, quantity)
  SELECT site, day, state, count(*), sum(taxable), sum(cgst), sum(sgst), sum(igst), sum(quantity)
  FROM sales_rebuild_figures GROUP BY site, day, state;
  INSERT INTO sales_day_buyers (website_id, day, customer_id, documents, taxable, cgst, sgst, igst, quantity)
  SELECT site, day, buyer, count(*), sum(taxable), sum(cgst), sum(sgst), sum(igst), sum(quantity)
  FROM sales_rebuild_figures WHERE buyer IS NOT NULL GROUP BY site, day, buyer;
  INSERT INTO sales_day_products (website_id, day, product_id, lines, taxable, cgst, sgst, igst, quantity)
  SELECT x.site, x.day, l.product, count(*), sum(l.taxable), sum(l.cgst), sum(l.sgst), sum(l.igst), sum(l.quantity)
  FROM sales_rebuild_lines l JOIN sales_rebuild_docs x ON x.id = l.id GROUP BY x.site, x.day, l.product;
  DROP TABLE sales_rebuild_figures, sales_rebuild_lines, sales_rebuild_docs;
END $$;
--> statement-breakpoint
SELECT reports_rebuild();

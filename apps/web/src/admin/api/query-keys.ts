/**
 * Every query key of the back office, from one factory. A resource's list key is the prefix of every page
 * and view of that list, so invalidating `keys.orders.all` refetches each page (whatever its filters and
 * cursor); its detail key stands apart, so a list refresh does not reload an open form.
 */
function resourceKeys<const List extends string, const Detail extends string>(list: List, detail: Detail) {
  return {
    /** Every page and view of the list. */
    all: ["admin", list] as const,
    /** One page or view of the list (its filters and cursor, or a named view such as the stock grid). */
    list: <const Parts extends readonly unknown[]>(...parts: Parts) => ["admin", list, ...parts] as const,
    /** One record (null: a form for a new one, which loads nothing). */
    detail: (id: number | null) => ["admin", detail, id] as const,
  };
}

export const adminKeys = {
  me: ["admin", "me"] as const,
  dashboard: ["admin", "dashboard"] as const,
  orders: resourceKeys("orders", "order"),
  customers: resourceKeys("customers", "customer"),
  customerGroups: ["admin", "customer-groups"] as const,
  products: resourceKeys("products", "product"),
  productOptions: ["admin", "product-options"] as const,
  imports: resourceKeys("imports", "import"),
  categories: ["admin", "categories"] as const,
  coupons: resourceKeys("coupons", "coupon"),
  banners: ["admin", "banners"] as const,
  blogPosts: resourceKeys("blog-posts", "blog-post"),
  gst: resourceKeys("gst", "gst-document"),
  settings: ["admin", "settings"] as const,
  staff: ["admin", "staff"] as const,
  audit: resourceKeys("audit", "audit-entry"),
  jobs: { ...resourceKeys("jobs", "job"), summary: ["admin", "jobs", "summary"] as const },
  receivables: resourceKeys("receivables", "receivable"),
  /** A buyer's ledger, every period of it. */
  ledger: (customerId: number) => ["admin", "ledger", customerId] as const,
  reports: ["admin", "reports"] as const,
  /** A buyer's payment reminders, pause and WhatsApp text. */
  reminders: (customerId: number) => ["admin", "reminders", customerId] as const,
  quotes: resourceKeys("quotes", "quote"),
};

/**
 * The WhatsApp message of a list: its name, one `SKU x quantity` line per product (the form the quick
 * order pad reads back when the message is pasted into it) and, when the list is shared, its link.
 */
export function requisitionListShareText(
  name: string,
  lines: readonly { sku: string; quantity: number }[],
  link: string | null,
): string {
  const body = lines.map((line) => `${line.sku} x ${line.quantity}`);
  return [name, ...body, ...(link ? ["", link] : [])].join("\n");
}

/** A `wa.me` link that opens WhatsApp with the text ready to send, the recipient chosen there. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

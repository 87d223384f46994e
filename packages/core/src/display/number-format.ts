/**
 * Number formats made on first use and kept: building the first `Intl` object of a page loads the
 * platform's locale data (some 15 ms on a phone), so a module that only might format a number must not
 * pay for it while the page's scripts start.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * A count with its noun in the right form for the language: English has "one" and "other", Russian
 * "one" (1, 21), "few" (2–4, 22–24) and "many" (5–20, 25…), Arabic six categories. The category comes
 * from the platform's CLDR rules; `{count}` in the chosen text is replaced by the count as written in
 * India (1,00,000).
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

// Made once per language, on first use: building the rules or a number format costs far more than using them.
const pluralRules = new Map<string, Intl.PluralRules>();
let indianCount: Intl.NumberFormat | undefined;

export function pluralText(locale: string, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const text = forms[rules.select(count)] ?? forms.other;
  indianCount ??= new Intl.NumberFormat("en-IN");
  return text.replaceAll("{count}", indianCount.format(count));
}

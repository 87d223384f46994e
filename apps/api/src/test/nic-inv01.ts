import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv, type ValidateFunction } from "ajv";

/**
 * NIC's INV-01 schema 1.1 as published (../shared/gst-schemas beside the repository), read and adapted
 * here, never copied: as written it is not valid JSON Schema. Its members sit at the top level instead
 * of under `properties`; some types are spelled " number" or "String"; arrays are written as a list
 * holding the item's schema; some patterns carry Java's `(?i)` flag, which JavaScript refuses (dropped:
 * the shop writes those codes in capitals, so the check stays as strict); one member name ends in a space.
 */
const HERE = dirname(fileURLToPath(import.meta.url));
export const NIC_INV01_PATH = resolve(HERE, "../../../../../shared/gst-schemas/einvoice-inv01-v1.1.nic.json");

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

type Schema = { [key: string]: Json };

function isSchema(value: Json | undefined): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A `required` list written among the members (RefDtls names InvNo and InvDt there) belongs to the
 * member whose items have those fields (PrecDocDtls); it is moved there.
 */
function adaptMembers(members: Schema): Schema {
  const out: Schema = {};
  const stray: string[] = [];
  for (const [key, value] of Object.entries(members)) {
    if (key === "required" && Array.isArray(value)) stray.push(...value.filter((v) => typeof v === "string"));
    else out[key.trim()] = adapt(value);
  }
  if (stray.length > 0) {
    for (const member of Object.values(out)) {
      const target = isSchema(member) && isSchema(member.items) ? member.items : member;
      if (
        isSchema(target) &&
        isSchema(target.properties) &&
        stray.every((f) => f in (target.properties as Schema))
      )
        target.required = [...(Array.isArray(target.required) ? target.required : []), ...stray];
    }
  }
  return out;
}

function adapt(node: Json): Json {
  if (Array.isArray(node)) return { type: "array", items: adapt(node[0] ?? {}) };
  if (!isSchema(node)) return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "type" && typeof value === "string") out.type = value.trim().toLowerCase();
    else if (key === "pattern" && typeof value === "string") out.pattern = value.replace(/^\(\?i\)/, "");
    else if (key === "properties" && isSchema(value)) out.properties = adaptMembers(value);
    else if (key === "items") out.items = adapt(value);
    else out[key] = value;
  }
  return out;
}

/** The adapted schema as a validator; null when ../shared is not there. */
export function nicInv01Validator(): ValidateFunction | null {
  if (!existsSync(NIC_INV01_PATH)) return null;
  const raw = JSON.parse(readFileSync(NIC_INV01_PATH, "utf8")) as Schema;
  const { $schema: _schema, Title: _title, Description: _description, required, ...members } = raw;
  const schema = {
    type: "object",
    properties: adaptMembers(members),
    required: required ?? [],
  };
  // Its patterns are Java regular expressions (`[^\"]`): read without the u flag, as Java reads them.
  return new Ajv({ strict: false, allErrors: true, unicodeRegExp: false }).compile(schema);
}

let cached: ValidateFunction | null | undefined;
let warned = false;

/**
 * Checks an exported INV-01 against NIC's schema; the errors as text, empty when it passes. Where
 * ../shared is absent it warns once, visibly, and checks nothing.
 */
export function nicInv01Errors(json: unknown): string[] {
  if (cached === undefined) cached = nicInv01Validator();
  if (!cached) {
    if (!warned) {
      warned = true;
      console.warn(
        `WARNING: NIC's INV-01 schema is not at ${NIC_INV01_PATH}: e-invoice JSON is not checked against it.`,
      );
    }
    return [];
  }
  if (cached(json)) return [];
  return (cached.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""}`);
}

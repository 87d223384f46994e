import { crc32, createDeflateRaw, deflateRawSync } from "node:zlib";

/**
 * Hand-built .xlsx files for the tests of the import's reader: hostile ones (a sheet that inflates to
 * hundreds of megabytes from one or two, sizes that lie, a dimension far beyond the row limit) that no
 * spreadsheet program would write.
 */

export interface ZipPart {
  name: string;
  /** The part's bytes; or `deflated` with `size` for a part too large to hold inflated. */
  data?: Buffer;
  deflated?: Buffer;
  size?: number;
  crc?: number;
  /** What the central directory declares instead of the real size. */
  declaredSize?: number;
}

export function zipFile(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, "utf8");
    const compressed = part.deflated ?? deflateRawSync(part.data ?? Buffer.alloc(0));
    const size = part.size ?? part.data?.length ?? 0;
    const crc = part.crc ?? (part.data ? crc32(part.data) : 0);
    const declared = part.declaredSize ?? size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(compressed.length, 20);
    entry.writeUInt32LE(declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** The parts every workbook has besides its sheet. */
export function workbookParts(): ZipPart[] {
  return [
    {
      name: "[Content_Types].xml",
      data: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
    },
    {
      name: "xl/workbook.xml",
      data: Buffer.from(
        `<?xml version="1.0"?><workbook ${NS} ${REL_NS}><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: Buffer.from(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
          "</Relationships>",
      ),
    },
  ];
}

function inlineCell(value: string): string {
  const escaped = value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return `<c t="inlineStr"><is><t>${escaped}</t></is></c>`;
}

/** A plain workbook of the given rows (inline strings), with its dimension. */
export function xlsxOf(rows: readonly (readonly string[])[], dimension?: string): Buffer {
  const width = Math.max(1, ...rows.map((row) => row.length));
  const ref = dimension ?? `A1:${String.fromCharCode(64 + Math.min(width, 26))}${rows.length}`;
  const body = rows.map((row) => `<row>${row.map(inlineCell).join("")}</row>`).join("");
  return zipFile([
    ...workbookParts(),
    {
      name: "xl/worksheets/sheet1.xml",
      data: Buffer.from(
        `<?xml version="1.0"?><worksheet ${NS}><dimension ref="${ref}"/><sheetData>${body}</sheetData></worksheet>`,
      ),
    },
  ]);
}

/**
 * A zip bomb: a sheet whose XML inflates to `megabytes` MB of valid rows (one SKU and a 1,000-character
 * title each) from about 1 % of that, built as a stream so the test never holds the inflated XML.
 * `declaredSize` lets the zip lie about it.
 */
export async function xlsxBomb(megabytes: number, options: { declaredSize?: number } = {}): Promise<Buffer> {
  const head = Buffer.from(
    `<?xml version="1.0"?><worksheet ${NS}><sheetData><row>${inlineCell("sku")}${inlineCell("title")}</row>`,
  );
  const row = Buffer.from(`<row>${inlineCell("RL-BOMB")}${inlineCell("A".repeat(1000))}</row>`);
  const chunk = Buffer.concat(Array.from({ length: 1000 }, () => row));
  const tail = Buffer.from("</sheetData></worksheet>");
  const deflate = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on("data", (data: Buffer) => out.push(data));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  let size = 0;
  let crc = 0;
  const write = async (data: Buffer) => {
    size += data.length;
    crc = crc32(data, crc);
    if (!deflate.write(data)) await new Promise((resolve) => deflate.once("drain", resolve));
  };
  await write(head);
  while (size < megabytes * 1024 * 1024) await write(chunk);
  await write(tail);
  deflate.end();
  await ended;
  return zipFile([
    ...workbookParts(),
    {
      name: "xl/worksheets/sheet1.xml",
      deflated: Buffer.concat(out),
      size,
      crc,
      declaredSize: options.declaredSize,
    },
  ]);
}

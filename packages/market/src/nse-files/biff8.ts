import { NseFileError } from './nse-file-error';

/**
 * A small, strict reader of the first worksheet of an Excel 97-2003 workbook (BIFF8 in an OLE2
 * compound file), the layout of NSE's `fii_stats_DD-Mon-YYYY.xls`. Pure: bytes in, cells out.
 *
 * Container ([MS-CFB]): the 512-byte header, the FAT (its sectors listed in the header's DIFAT and
 * any DIFAT sectors), the directory chain, the mini FAT and mini stream for streams under the cutoff,
 * and the `Workbook` (or `Book`) stream. Records ([MS-XLS]): BOF (BIFF8 only), SST with its
 * CONTINUE records, LABELSST, LABEL, NUMBER, RK, MULRK, FORMULA (a cached number only), BLANK,
 * MULBLANK, EOF; everything else is skipped. Anything out of range, a loop in a chain, or a
 * truncated record is refused whole, naming the file.
 */

/** A cell's value: text, a number, or null for an empty cell. */
export type XlsValue = string | number | null;

/** The first worksheet as rows of cells (row and column 0-based, holes null). */
export interface XlsSheet {
  readonly rows: readonly (readonly XlsValue[])[];
}

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const END_OF_CHAIN = 0xfffffffe;
const FREE = 0xffffffff;
const MAX_REGULAR = 0xfffffffa;

class Bytes {
  private readonly view: DataView;
  constructor(
    private readonly fileName: string,
    readonly data: Uint8Array,
  ) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }
  private check(at: number, size: number, what: string): void {
    if (at < 0 || at + size > this.data.length)
      this.fail(`${what} at byte ${at} runs past the end (${this.data.length} bytes): the file is truncated`);
  }
  u8(at: number, what: string): number {
    this.check(at, 1, what);
    return this.view.getUint8(at);
  }
  u16(at: number, what: string): number {
    this.check(at, 2, what);
    return this.view.getUint16(at, true);
  }
  u32(at: number, what: string): number {
    this.check(at, 4, what);
    return this.view.getUint32(at, true);
  }
  f64(at: number, what: string): number {
    this.check(at, 8, what);
    return this.view.getFloat64(at, true);
  }
  slice(at: number, size: number, what: string): Uint8Array {
    this.check(at, size, what);
    return this.data.subarray(at, at + size);
  }
  fail(reason: string): never {
    throw new NseFileError(this.fileName, 1, reason);
  }
}

/** Follows a sector chain from `start` in `table`, refusing loops and sectors out of range. */
function chain(b: Bytes, table: readonly number[], start: number, what: string): number[] {
  const out: number[] = [];
  let sector = start;
  while (sector !== END_OF_CHAIN) {
    if (sector > MAX_REGULAR || sector >= table.length)
      b.fail(`${what}: sector ${sector} is outside the allocation table (${table.length} sectors)`);
    if (out.length > table.length) b.fail(`${what}: the sector chain loops`);
    out.push(sector);
    sector = table[sector] ?? FREE;
  }
  return out;
}

/** The bytes of `Workbook` (or `Book`) from an OLE2 compound file. */
export function readCompoundStream(
  fileName: string,
  data: Uint8Array,
  names = ['Workbook', 'Book'],
): Uint8Array {
  const b = new Bytes(fileName, data);
  if (data.length < 512 || SIGNATURE.some((s, i) => data[i] !== s))
    b.fail('not an Excel 97-2003 workbook (no OLE2 compound-file signature)');
  const shift = b.u16(0x1e, 'sector shift');
  const miniShift = b.u16(0x20, 'mini sector shift');
  if (shift !== 9 && shift !== 12) b.fail(`unsupported sector size 2^${shift}`);
  if (miniShift !== 6) b.fail(`unsupported mini sector size 2^${miniShift}`);
  const size = 1 << shift;
  const sectorAt = (n: number) => (n + 1) * size;
  const fatSectors = b.u32(0x2c, 'FAT sector count');
  const firstDir = b.u32(0x30, 'first directory sector');
  const cutoff = b.u32(0x38, 'mini stream cutoff');
  const firstMiniFat = b.u32(0x3c, 'first mini FAT sector');
  let difatSector = b.u32(0x44, 'first DIFAT sector');
  const difatCount = b.u32(0x48, 'DIFAT sector count');
  const fatList: number[] = [];
  for (let i = 0; i < 109 && fatList.length < fatSectors; i++) fatList.push(b.u32(0x4c + 4 * i, 'DIFAT'));
  for (let k = 0; k < difatCount && fatList.length < fatSectors; k++) {
    const at = sectorAt(difatSector);
    for (let i = 0; i < size / 4 - 1 && fatList.length < fatSectors; i++)
      fatList.push(b.u32(at + 4 * i, 'DIFAT sector'));
    difatSector = b.u32(at + size - 4, 'DIFAT sector link');
  }
  if (fatList.length < fatSectors) b.fail(`the header lists ${fatList.length} of ${fatSectors} FAT sectors`);
  const fat: number[] = [];
  for (const s of fatList) {
    const at = sectorAt(s);
    for (let i = 0; i < size / 4; i++) fat.push(b.u32(at + 4 * i, `FAT sector ${s}`));
  }
  const readChain = (start: number, what: string): Uint8Array => {
    const sectors = chain(b, fat, start, what);
    const out = new Uint8Array(sectors.length * size);
    sectors.forEach((s, i) => {
      out.set(b.slice(sectorAt(s), size, `${what} sector ${s}`), i * size);
    });
    return out;
  };
  const dir = new Bytes(fileName, readChain(firstDir, 'directory'));
  const entries = dir.data.length / 128;
  const entry = (i: number) => {
    const at = i * 128;
    const nameBytes = Math.min(dir.u16(at + 64, 'directory name length'), 64);
    let name = '';
    // The length counts the terminating null character.
    for (let k = 0; k < nameBytes / 2 - 1; k++)
      name += String.fromCharCode(dir.u16(at + 2 * k, 'directory name'));
    return {
      name,
      type: dir.u8(at + 66, 'directory entry type'),
      start: dir.u32(at + 116, 'stream start'),
      size: dir.u32(at + 120, 'stream size'),
    };
  };
  const root = entry(0);
  if (root.type !== 5) b.fail('the compound file has no root entry');
  for (let i = 1; i < entries; i++) {
    const e = entry(i);
    if (e.type !== 2 || !names.includes(e.name)) continue;
    if (e.size >= cutoff) {
      const bytes = readChain(e.start, e.name);
      if (bytes.length < e.size) b.fail(`${e.name}: the stream is shorter than its stated ${e.size} bytes`);
      return bytes.subarray(0, e.size);
    }
    const miniFat: number[] = [];
    const miniFatBytes =
      firstMiniFat === END_OF_CHAIN ? new Uint8Array(0) : readChain(firstMiniFat, 'mini FAT');
    const mf = new Bytes(fileName, miniFatBytes);
    for (let k = 0; k < miniFatBytes.length; k += 4) miniFat.push(mf.u32(k, 'mini FAT'));
    const miniStream = readChain(root.start, 'mini stream');
    const out = new Uint8Array(e.size);
    const miniSectors = chain(b, miniFat, e.start, e.name);
    if (miniSectors.length * 64 < e.size)
      b.fail(`${e.name}: the stream is shorter than its stated ${e.size} bytes`);
    miniSectors.forEach((s, k) => {
      const at = s * 64;
      if (at + 64 > miniStream.length) b.fail(`${e.name}: mini sector ${s} is outside the mini stream`);
      out.set(miniStream.subarray(at, Math.min(at + 64, at + e.size - k * 64)), k * 64);
    });
    return out;
  }
  return b.fail(`no ${names.join(' or ')} stream: not an Excel workbook`);
}

/** Reads a string's characters across CONTINUE boundaries (each continuation restates the width). */
class SegmentedReader {
  pos = 0;
  constructor(
    private readonly b: Bytes,
    /** Offsets where a CONTINUE record's data starts (in `b`). */
    private readonly boundaries: readonly number[],
  ) {}
  private nextBoundary(): number {
    return this.boundaries.find((x) => x > this.pos) ?? Number.POSITIVE_INFINITY;
  }
  u8(): number {
    const v = this.b.u8(this.pos, 'shared string');
    this.pos += 1;
    return v;
  }
  u16(): number {
    const v = this.b.u16(this.pos, 'shared string');
    this.pos += 2;
    return v;
  }
  u32(): number {
    const v = this.b.u32(this.pos, 'shared string');
    this.pos += 4;
    return v;
  }
  chars(count: number, highByte: boolean): string {
    let out = '';
    let wide = highByte;
    let left = count;
    while (left > 0) {
      const boundary = this.nextBoundary();
      const width = wide ? 2 : 1;
      const fit = Math.min(left, Math.floor((boundary - this.pos) / width));
      for (let i = 0; i < fit; i++) {
        out += String.fromCharCode(
          wide ? this.b.u16(this.pos + 2 * i, 'shared string') : this.b.u8(this.pos + i, 'shared string'),
        );
      }
      this.pos += fit * width;
      left -= fit;
      if (left > 0) {
        if (this.pos !== boundary) this.b.fail('a shared string is cut in the middle of a character');
        wide = (this.u8() & 0x01) === 1;
      }
    }
    return out;
  }
}

/** An XLUnicodeRichExtendedString (an SST entry). */
function sstString(r: SegmentedReader): string {
  const count = r.u16();
  const flags = r.u8();
  const runs = flags & 0x08 ? r.u16() : 0;
  const ext = flags & 0x04 ? r.u32() : 0;
  const text = r.chars(count, (flags & 0x01) === 1);
  r.pos += runs * 4 + ext;
  return text;
}

function rkValue(rk: number): number {
  const value =
    rk & 0x02
      ? rk >> 2
      : (() => {
          const buf = new DataView(new ArrayBuffer(8));
          buf.setUint32(4, rk & 0xfffffffc, true);
          return buf.getFloat64(0, true);
        })();
  return rk & 0x01 ? value / 100 : value;
}

/** The first worksheet of a BIFF8 workbook (`.xls`), every cell as text or number. */
export function readXlsFirstSheet(fileName: string, data: Uint8Array): XlsSheet {
  const b = new Bytes(fileName, readCompoundStream(fileName, data));
  const sst: string[] = [];
  const rows: XlsValue[][] = [];
  const set = (row: number, col: number, value: XlsValue) => {
    while (rows.length <= row) rows.push([]);
    const cells = rows[row] ?? [];
    while (cells.length < col) cells.push(null);
    cells[col] = value;
  };
  let pos = 0;
  let substream = 0; // 1 = workbook globals, 2 = the first worksheet
  while (pos < b.data.length) {
    const type = b.u16(pos, 'record type');
    const length = b.u16(pos + 2, 'record length');
    const at = pos + 4;
    b.slice(at, length, `record 0x${type.toString(16)}`);
    pos = at + length;
    switch (type) {
      case 0x0809: {
        if (b.u16(at, 'BOF version') !== 0x0600) b.fail('not a BIFF8 (Excel 97-2003) workbook');
        substream++;
        break;
      }
      case 0x000a:
        if (substream >= 2) return { rows };
        break;
      case 0x00fc: {
        // The SST and its CONTINUE records read as one run with the record headers cut out.
        const parts = [b.slice(at, length, 'SST')];
        const offsets: number[] = [];
        let total = length;
        let end = pos;
        while (end + 4 <= b.data.length && b.u16(end, 'record type') === 0x003c) {
          const len = b.u16(end + 2, 'CONTINUE length');
          offsets.push(total);
          parts.push(b.slice(end + 4, len, 'CONTINUE'));
          total += len;
          end += 4 + len;
        }
        const joined = new Uint8Array(total);
        let o = 0;
        for (const part of parts) {
          joined.set(part, o);
          o += part.length;
        }
        const r = new SegmentedReader(new Bytes(fileName, joined), offsets);
        r.u32();
        const unique = r.u32();
        for (let i = 0; i < unique; i++) sst.push(sstString(r));
        pos = end;
        break;
      }
      case 0x00fd: {
        if (substream < 2) break;
        const index = b.u32(at + 6, 'LABELSST');
        const text = sst[index] ?? b.fail(`a cell refers to shared string ${index} of ${sst.length}`);
        set(b.u16(at, 'row'), b.u16(at + 2, 'column'), text);
        break;
      }
      case 0x0204: {
        if (substream < 2) break;
        const count = b.u16(at + 6, 'LABEL length');
        const wide = (b.u8(at + 8, 'LABEL flags') & 0x01) === 1;
        let text = '';
        for (let i = 0; i < count; i++)
          text += String.fromCharCode(wide ? b.u16(at + 9 + 2 * i, 'LABEL') : b.u8(at + 9 + i, 'LABEL'));
        set(b.u16(at, 'row'), b.u16(at + 2, 'column'), text);
        break;
      }
      case 0x0203:
        if (substream >= 2) set(b.u16(at, 'row'), b.u16(at + 2, 'column'), b.f64(at + 6, 'NUMBER'));
        break;
      case 0x027e:
        if (substream >= 2) set(b.u16(at, 'row'), b.u16(at + 2, 'column'), rkValue(b.u32(at + 6, 'RK')));
        break;
      case 0x00bd: {
        if (substream < 2) break;
        const row = b.u16(at, 'row');
        const first = b.u16(at + 2, 'column');
        const cells = (length - 6) / 6;
        for (let i = 0; i < cells; i++) set(row, first + i, rkValue(b.u32(at + 4 + 6 * i + 2, 'MULRK')));
        break;
      }
      case 0x0006: {
        // FORMULA: only a cached number is read (bytes 6-7 of the result 0xFFFF mean text or other).
        if (substream < 2 || b.u16(at + 12, 'FORMULA') === 0xffff) break;
        set(b.u16(at, 'row'), b.u16(at + 2, 'column'), b.f64(at + 6, 'FORMULA'));
        break;
      }
      default:
        break; // BLANK, MULBLANK, formats, styles …: nothing to read
    }
  }
  return b.fail('the workbook ends before its first worksheet does (no EOF record): the file is truncated');
}

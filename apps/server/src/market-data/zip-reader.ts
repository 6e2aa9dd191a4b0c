import { crc32, inflateRawSync } from 'node:zlib';

/** One file inside a zip archive. */
export interface ZipEntry {
  readonly name: string;
  readonly data: Buffer;
}

export class ZipError extends Error {
  override readonly name = 'ZipError';
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_COMMENT = 0xffff;
const MiB = 1024 * 1024;

/** What an archive may inflate to: a bhavcopy is under 50 MB, a year of them a few hundred. */
export interface ZipLimits {
  readonly maxEntryBytes: number;
  readonly maxTotalBytes: number;
}

export const ZIP_LIMITS: ZipLimits = { maxEntryBytes: 128 * MiB, maxTotalBytes: 512 * MiB };

const inMiB = (bytes: number) => `${Math.round((bytes / MiB) * 10) / 10} MiB`;

/**
 * Reads every file of a zip archive through its central directory (stored or deflated entries;
 * NSE ships bhavcopies as `cmDDMMMYYYYbhav.csv.zip`). No zip package is installed, and Node's zlib
 * already inflates raw deflate streams, so this is the few dozen lines the format needs. ZIP64,
 * encryption and other compression methods are refused with a clear message, and so is an archive
 * that would inflate beyond `limits` (per entry and in total: a zip bomb), before it is inflated.
 */
export function readZip(archiveName: string, buffer: Buffer, limits: ZipLimits = ZIP_LIMITS): ZipEntry[] {
  const fail = (reason: string) => new ZipError(`${archiveName}: ${reason}`);
  let eocd = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - MAX_COMMENT); i--) {
    if (buffer.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw fail('not a zip archive, or a truncated one (no end of central directory)');
  const count = buffer.readUInt16LE(eocd + 10);
  const directoryOffset = buffer.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw fail('ZIP64 archives are not supported');

  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directoryOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== CENTRAL) {
      throw fail(`central directory entry ${n + 1} is damaged`);
    }
    const flags = buffer.readUInt16LE(at + 8);
    const method = buffer.readUInt16LE(at + 10);
    const expectedCrc = buffer.readUInt32LE(at + 16);
    const compressedSize = buffer.readUInt32LE(at + 20);
    const size = buffer.readUInt32LE(at + 24);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const localOffset = buffer.readUInt32LE(at + 42);
    const name = buffer.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (flags & 1) throw fail(`${name} is encrypted`);
    if (size > limits.maxEntryBytes)
      throw fail(
        `${name} would inflate to ${inMiB(size)}, more than the ${inMiB(limits.maxEntryBytes)} one file of an archive may; import it unzipped`,
      );
    total += size;
    if (total > limits.maxTotalBytes)
      throw fail(
        `the archive would inflate to more than ${inMiB(limits.maxTotalBytes)} in all; split it into smaller archives`,
      );
    if (localOffset + 30 > buffer.length || buffer.readUInt32LE(localOffset) !== LOCAL) {
      throw fail(`${name}: local header is damaged`);
    }
    const dataStart =
      localOffset + 30 + buffer.readUInt16LE(localOffset + 26) + buffer.readUInt16LE(localOffset + 28);
    if (dataStart + compressedSize > buffer.length) throw fail(`${name} is truncated`);
    const raw = buffer.subarray(dataStart, dataStart + compressedSize);
    let data: Buffer;
    if (method === 0) data = Buffer.from(raw);
    else if (method === 8) {
      try {
        // A header can lie about the size: inflating stops at the limit whatever it says.
        data = inflateRawSync(raw, { maxOutputLength: Math.max(1, Math.min(size, limits.maxEntryBytes)) });
      } catch (error) {
        throw fail(`${name} cannot be inflated (${error instanceof Error ? error.message : error})`);
      }
    } else throw fail(`${name} uses compression method ${method}; only stored and deflate are supported`);
    if (data.length !== size || crc32(data) >>> 0 !== expectedCrc) {
      throw fail(`${name} is damaged (size or CRC does not match)`);
    }
    entries.push({ name, data });
  }
  return entries;
}

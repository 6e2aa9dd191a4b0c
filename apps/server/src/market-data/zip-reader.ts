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

/**
 * Reads every file of a zip archive through its central directory (stored or deflated entries;
 * NSE ships bhavcopies as `cmDDMMMYYYYbhav.csv.zip`). No zip package is installed, and Node's zlib
 * already inflates raw deflate streams, so this is the few dozen lines the format needs. ZIP64,
 * encryption and other compression methods are refused with a clear message.
 */
export function readZip(archiveName: string, buffer: Buffer): ZipEntry[] {
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
        data = inflateRawSync(raw);
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

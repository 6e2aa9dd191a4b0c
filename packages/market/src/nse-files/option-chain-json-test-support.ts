import { NseFileError } from './nse-file-error';
import { parseNseFile } from './parse-nse-file';

/**
 * Test helper of the derivatives-file tests: the NseFileError that parsing `text` under `fileName`
 * throws (any other outcome fails the test).
 */
export function nseFileErrorOf(fileName: string, text: string): NseFileError {
  try {
    parseNseFile(fileName, text);
  } catch (e) {
    if (e instanceof NseFileError) return e;
    throw e;
  }
  throw new Error(`expected ${fileName} to be refused`);
}

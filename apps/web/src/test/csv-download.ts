import { vi } from 'vitest';

/**
 * Catches the files a test makes the browser download (`downloadCsv`): their names, their blobs,
 * and a file's lines as a spreadsheet reads them (without the UTF-8 BOM, split at CRLF).
 */
export function catchDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (blob instanceof Blob) blobs.push(blob);
    return 'blob:nivesh-test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  const lines = async (index = 0): Promise<string[]> =>
    ((await blobs[index]?.text()) ?? '').replace(/^\uFEFF/, '').split('\r\n');
  return { names, blobs, lines };
}

/** The last path segment, so callers may pass a path or a bare file name. */
export function baseName(fileName: string): string {
  const parts = fileName.split(/[\\/]/);
  return parts[parts.length - 1] ?? fileName;
}

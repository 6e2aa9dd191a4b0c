import { type PageMetaEntry, withFallback } from '@/config/page-meta';

interface PageMetaProps {
  readonly entry: Partial<PageMetaEntry>;
}

function absolute(path: string): string {
  try {
    return new URL(path, window.location.origin).href;
  } catch {
    return path;
  }
}

/** Head metadata with React 19's native hoisting; missing fields come from the home page's entry. */
export function PageMeta({ entry }: PageMetaProps) {
  const meta = withFallback(entry);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords} />
      <meta name="author" content={meta.author} />
      <link rel="canonical" href={absolute(meta.canonical)} />
    </>
  );
}

/** One chunk of Vite's build manifest (build.manifest), keyed by its source path. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

function staticClosure(manifest: BuildManifest, key: string, found = new Set<string>()): Set<string> {
  if (found.has(key)) return found;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk ${key}`);
  found.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, found);
  return found;
}

/**
 * The files the browser needs for a lazily loaded page beyond what index.html already loads:
 * the page's chunk and every chunk it imports statically. `pageName` is the page component's
 * name, which is also its file name (ArticlesPage.tsx).
 */
export function pageChunkFiles(manifest: BuildManifest, pageName: string): string[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the build manifest, found ${entries.length}`);
  const loadedByIndex = staticClosure(manifest, entries[0]);
  const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.endsWith(`/${pageName}.tsx`));
  if (pages.length !== 1) throw new Error(`Expected one chunk for ${pageName}, found ${pages.length}`);
  return [...staticClosure(manifest, pages[0])]
    .filter((key) => !loadedByIndex.has(key))
    .map((key) => `/${manifest[key].file}`);
}

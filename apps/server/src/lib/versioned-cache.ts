
interface Entry {
  version: number;
  body: string;
}

/**
 * Finished JSON bodies, each tagged with the version of the data it was built from (ADR 0026).
 * A reader asks the database for the current version (one indexed row), and reuses the body only
 * when the versions match; so the answer is never older than a fresh query would be. Capped by
 * size in characters (about bytes: JSON pages are mostly ASCII); least recently used
 * goes first.
 */
export class VersionedCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: number): string | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.drop(key, hit);
    if (hit.version !== version) return undefined;
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(key, hit);
    this.bytes += hit.body.length;
    return hit.body;
  }

  set(key: string, version: number, body: string) {
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    if (body.length > this.maxBytes / 16) return; // one page must not push out a whole set
    while (this.bytes + body.length > this.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.drop(oldestKey, oldest);
    }
    this.entries.set(key, { version, body });
    this.bytes += body.length;
  }

  get size() {
    return this.entries.size;
  }

  private drop(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

/** One cache per purpose, per app context (so two apps in one process, as in tests, never share). */
export class VersionedCaches {
  private readonly byName = new Map<string, VersionedCache>();

  constructor(private readonly maxBytes: number) {}

  /** null when list caching is off (LIST_CACHE_MB=0). */
  for(name: string): VersionedCache | null {
    if (this.maxBytes <= 0) return null;
    let cache = this.byName.get(name);
    if (!cache) this.byName.set(name, (cache = new VersionedCache(this.maxBytes)));
    return cache;
  }
}

import { rankMediaForScene } from '@reelforge/contracts';
import type { MediaHit, MediaProvider } from '../../adapters/media/types.ts';
import type { AppContext } from '../../context/index.ts';
import type { LibraryMedia, RenderFeeds } from './render-feeds.ts';

type Picture = LibraryMedia & { type: 'image' | 'video' };
const isPicture = (row: LibraryMedia): row is Picture => row.type === 'image' || row.type === 'video';

/**
 * The creator's own uploads as visual providers for one render: "library" (the automatic
 * pick's first stop) offers only pictures named or tagged like the scene; "my-media" (the
 * video's "My media" choice) offers every picture, best match first, so each scene gets the
 * creator's footage and the resolver rotates through it. The list is read once per render.
 */
export function libraryProviders(ctx: AppContext, library: RenderFeeds['library'], userId: string): MediaProvider[] {
  let pictures: Promise<Picture[]> | undefined;
  const load = () =>
    (pictures ??= library
      .listOwned(ctx, userId)
      .then((rows) => rows.filter(isPicture).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())));

  const provider = (name: string, all: boolean): MediaProvider => ({
    name,
    async search(req) {
      // The best match wins whatever its shape: the engine crops every picture to fill the frame.
      const ranked = rankMediaForScene(await load(), req.scene ?? { text: req.query, visualQuery: req.query }, all);
      return ranked.map((row) => hitOf(ctx, name, row));
    },
  });
  return [provider('library', false), provider('my-media', true)];
}

function hitOf(ctx: AppContext, provider: string, row: Picture): MediaHit {
  return {
    provider,
    id: row.id,
    kind: row.type,
    url: '',
    width: row.width ?? 0,
    height: row.height ?? 0,
    ext: row.extension,
    // The creator's own media: nothing to credit.
    credit: '',
    open: () => ctx.storage.read(row.storageKey),
  };
}

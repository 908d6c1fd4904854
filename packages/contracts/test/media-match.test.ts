import { describe, expect, it } from 'vitest';
import { matchTerms, mediaMatchScore, rankMediaForScene } from '../src/media-match.ts';

const scene = {
  text: 'Start every morning with a tall glass of water before coffee.',
  visualQuery: 'glass of water on a kitchen table',
  keywords: ['Hydrate first'],
};

describe('matching a creator’s pictures to a scene', () => {
  it('reduces names and tags to comparable word stems', () => {
    expect(matchTerms('IMG_2041 Glasses-of-Water.JPG')).toEqual(['glass', 'water']);
    expect(matchTerms('Berries and dogs, mornings')).toEqual(['berry', 'dog', 'morning']);
    expect(matchTerms('business focus')).toEqual(['business', 'focus']);
  });

  it('weighs the writer’s visual words above words only spoken', () => {
    expect(mediaMatchScore({ name: 'water-glass.jpg' }, scene)).toBe(4);
    expect(mediaMatchScore({ name: 'coffee.png' }, scene)).toBe(1);
    expect(mediaMatchScore({ name: 'IMG_2041.jpg' }, scene)).toBe(0);
    expect(mediaMatchScore({ name: 'clip.mp4', tags: ['Kitchen'] }, scene)).toBe(2);
  });

  it('keeps only real matches for the automatic pick, and every picture for My media', () => {
    const media = [
      { id: 'a', name: 'beach-sunset.mp4' },
      { id: 'b', name: 'coffee.png' },
      { id: 'c', name: 'kitchen table.jpg', tags: ['water'] },
      { id: 'd', name: 'glass.jpg' },
    ];
    expect(rankMediaForScene(media, scene).map((m) => m.id)).toEqual(['c', 'd']);
    expect(rankMediaForScene(media, scene, true).map((m) => m.id)).toEqual(['c', 'd', 'b', 'a']);
  });
});

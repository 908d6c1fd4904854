import { describe, expect, it } from 'vitest';
import { kindProblem, withKind } from '@/features/videos/lib/scene-kinds';
import { storyboardFromScript, toStoryboard } from '@/features/videos/lib/storyboard';

// Issue 25: the writer's scene designs reach the storyboard the AI flow builds, and what is sent
// back holds each scene's own design's data only, tidied, checked with the contract's rules.
describe('scene designs in the storyboard', () => {
  const scenes = [
    { text: 'It weighs 15 kg.', visualQuery: 'octopus reef', keywords: ['15 kg'], kind: 'stat' as const, stat: { value: '15 kg', label: 'The giant Pacific octopus can weigh up to' } },
    { text: 'It eats crabs, clams and snails.', visualQuery: 'octopus crab', keywords: ['Food'], kind: 'list' as const, items: ['Crabs', 'Clams', 'Snails'] },
  ];

  it('keeps the writer’s designs when the script still says its scenes, and not for edited ones', () => {
    const board = storyboardFromScript({ script: scenes.map((s) => s.text).join('\n\n'), scenes })!;
    expect(board[0]).toMatchObject({ kind: 'stat', stat: scenes[0]!.stat });
    expect(board[1]).toMatchObject({ kind: 'list', items: ['Crabs', 'Clams', 'Snails'] });
    const edited = storyboardFromScript({ script: `It weighs a lot.\n\n${scenes[1]!.text}`, scenes })!;
    expect(edited[0]).not.toHaveProperty('kind');
    expect(edited[1]).toMatchObject({ kind: 'list' });
  });

  it('sends only the design’s own data, without blank lines, and nothing for narration', () => {
    const board = storyboardFromScript({ script: scenes.map((s) => s.text).join('\n\n'), scenes })!;
    const typed = { ...board[1]!, ...withKind(board[1]!, 'steps'), items: [' Crabs ', '', 'Clams', ''], stat: { value: 'x', label: 'y' } };
    const sent = toStoryboard([{ ...board[0]!, ...withKind(board[0]!, 'narration') }, typed]);
    expect(sent.scenes[0]).toEqual({ text: 'It weighs 15 kg.', visualQuery: 'octopus reef', keywords: ['15 kg'], visual: { kind: 'auto' } });
    expect(sent.scenes[1]).toMatchObject({ kind: 'steps', items: ['Crabs', 'Clams'] });
    expect(sent.scenes[1]).not.toHaveProperty('stat');
  });

  it('says what a design lacks, with the contract’s limits', () => {
    expect(kindProblem({ kind: 'stat', stat: { value: '73%', label: '' } })).toMatch(/^A stat needs a value \(up to 16 characters/);
    expect(kindProblem({ kind: 'stat', stat: { value: '12345678901234567', label: 'too long a value' } })).not.toBeNull();
    expect(kindProblem({ kind: 'list', items: ['One', ' '] })).toMatch(/^A list needs 2 to 6 items/);
    expect(kindProblem({ kind: 'quote', quote: { text: 'Words that matter.', by: 'Someone' } })).toBeNull();
    expect(kindProblem({ kind: 'timeline', timeline: [{ when: '1412', what: 'Settlers' }, { when: '', what: '' }] })).toMatch(/^A timeline needs/);
    expect(kindProblem({ kind: 'narration' })).toBeNull();
    expect(kindProblem({})).toBeNull();
  });
});

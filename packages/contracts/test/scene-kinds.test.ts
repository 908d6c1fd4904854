import { describe, expect, it } from 'vitest';
import { SCENE_KIND_FIELD, SCENE_KIND_SCHEMAS, SCENE_KINDS, sceneKindFields } from '../src/scene-kinds.ts';

describe('SCENE_KIND_SCHEMAS', () => {
  it('gives every kind with a data field a schema, and narration none', () => {
    for (const kind of SCENE_KINDS) {
      const field = SCENE_KIND_FIELD[kind];
      const schema = SCENE_KIND_SCHEMAS[kind];
      if (field === null) expect(schema, kind).toBeNull();
      else expect(schema, kind).not.toBeNull();
    }
  });

  it("is the same schema the scene's field validates with", () => {
    for (const kind of SCENE_KINDS) {
      const field = SCENE_KIND_FIELD[kind];
      if (!field) continue;
      // The scene shape's field is the kind's schema made optional.
      expect(sceneKindFields[field].unwrap(), kind).toBe(SCENE_KIND_SCHEMAS[kind]);
    }
  });

  it('accepts good data and rejects a slip per kind', () => {
    const good = {
      stat: { value: '73%', label: 'of neurons sit in the arms' },
      list: ['Ink', 'Camouflage'],
      steps: ['Soak', 'Rinse'],
      comparison: { left: { title: 'Octopus', points: ['8 arms'] }, right: { title: 'Squid', points: ['10 limbs'] } },
      quote: { text: 'Be water', by: 'Bruce Lee' },
      timeline: [
        { when: '1869', what: 'Suez opens' },
        { when: '1956', what: 'Crisis' },
      ],
    };
    for (const [kind, data] of Object.entries(good) as [keyof typeof good, unknown][]) {
      expect(SCENE_KIND_SCHEMAS[kind].safeParse(data).success, kind).toBe(true);
      expect(SCENE_KIND_SCHEMAS[kind].safeParse([]).success, kind).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SCENE_KINDS, sceneKindFields } from '../packages/contracts/src/scene-kinds.ts';
import * as engine from '../packages/video-engine/src/scene-kinds.ts';

// The engine is a pure package with its own copy of the scene-kind shapes; a drift would let the
// server accept a scene the engine then refuses (or the other way round).
describe('scene kinds', () => {
  it('are the same in the contracts and the video engine', () => {
    expect(engine.SCENE_KINDS).toEqual(SCENE_KINDS);
    expect(z.toJSONSchema(z.object(engine.sceneKindFields))).toEqual(z.toJSONSchema(z.object(sceneKindFields)));
  });
});

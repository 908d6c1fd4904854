import type { SceneKind } from '../../scene-kinds.ts';
import { even, gapOf, type PlaceInput, type PresenterLayoutDef, type PresenterPlacement } from './types.ts';

/**
 * The presenter as large as the stage allows, the graphics never over the face. On a tall stage
 * (9:16, 4:5) it stands at the bottom with a band above for the title. On a wide one (16:9, or a
 * square frame once the captions take the bottom) a band above would be too low to set a quote
 * or a comparison at caption size, so the presenter takes the stage's full height at its right
 * (at most 40% of its width: the right third in 16:9) and the graphics get everything left of it.
 */
export const talkingHead: PresenterLayoutDef = {
  place: (input) => placed(input, HEAD_BAND),
  /**
   * On a tall stage a scene whose design carries data (a stat, a list, a comparison, a quote, a
   * timeline) gets 60% of the stage above a smaller presenter: the head-and-shoulders band (22%,
   * ~200 px on 1080x1920) set a comparison's points at a third of caption size. A talking
   * presenter changes size on the scene's cut, as a studio edit steps back for a graphic.
   */
  scenes(input, sceneCount, kinds = []) {
    const head = placed(input, HEAD_BAND);
    const roomy = placed(input, DATA_BAND);
    return Array.from({ length: sceneCount }, (_, i) => (carriesData(kinds[i]) ? roomy : head));
  },
};

/** The band above the presenter, as a share of a tall stage: for the title, and for data. */
const HEAD_BAND = 0.22;
const DATA_BAND = 0.6;

const carriesData = (kind: SceneKind | undefined) => kind !== undefined && kind !== 'narration';

function placed({ frame }: PlaceInput, band: number): PresenterPlacement {
  const st = frame.stage;
  const gap = gapOf(frame);
  if (st.w > st.h * 1.2) {
    const s = even(Math.min(st.h, st.w * 0.4));
    return {
      box: { x: st.x + st.w - s, y: st.y + st.h - s, w: s, h: s },
      stage: { x: st.x, y: st.y, w: st.w - s - gap, h: st.h },
    };
  }
  const above = Math.round(Math.max(st.h * band, frame.height * 0.09));
  const s = even(Math.min(st.w, st.h - above - gap));
  return {
    box: { x: st.x + Math.round((st.w - s) / 2), y: st.y + st.h - s, w: s, h: s },
    stage: { x: st.x, y: st.y, w: st.w, h: st.h - s - gap },
  };
}

export { render, type RenderOptions, type RenderResult } from './render.ts';
export {
  renderSpecSchema,
  presenterSchema,
  sceneSchema,
  VOICE_IDS,
  type RenderSpec,
  type RenderSpecInput,
  type PresenterSpec,
  type SceneSpec,
  type VoiceId,
  CAPTION_STYLES,
  CAPTION_POSITIONS,
  type CaptionStyle,
  LOGO_CORNERS,
  type LogoSpec,
} from './spec.ts';
export {
  PLATFORMS,
  frameFor,
  safeAreaFor,
  SHORT_MAX_SEC,
  ASPECTS,
  frameForAspect,
  defaultAspect,
  type Aspect,
  type Platform,
  type SafeArea,
} from './platforms.ts';
export { FONT_CHOICES, type FontChoice } from './fonts/registry.ts';
export { THEME_NAMES, type ThemeName } from './visuals/themes.ts';
export { MUSIC_MOODS, type MusicMood } from './music/moods.ts';
export { musicBedPath, synthesizeBed, synthesizeBedAsync } from './music/bed.ts';
export { EMOJI_CREDIT } from './visuals/emoji.ts';
export { emojiIn, stripEmoji } from './visuals/emoji-text.ts';
export { picturesForScene } from './visuals/shots.ts';
export type { RenderStage } from './progress.ts';

export type { TtsEngine, SynthesisResult, SynthesizeOptions, WordTiming, PhonemeTiming } from './tts/types.ts';
export { EspeakTtsEngine, listLanguages } from './tts/espeak.ts';
export { countLanguages, NOT_REAL_LANGUAGES, type SpokenLanguage } from './tts/espeak-languages.ts';
export { ESPEAK_PRESETS } from './tts/espeak-voices.ts';
export { OpenAiTtsEngine, type OpenAiTtsConfig, type OpenAiCompatibleTtsConfig } from './tts/openai.ts';
export { ElevenLabsTtsEngine, type ElevenLabsTtsConfig } from './tts/elevenlabs.ts';
export { createTtsEngine, type TtsCredentials } from './tts/factory.ts';
export { ttsCredentialsFromEnv, parseVoiceMap } from './tts/env.ts';
export { renderVoiceSample, type VoiceSample, type VoiceSampleOptions } from './voice-sample.ts';
export { LOUDNESS_TARGET, type LoudnessReport, type LoudnormMeasurement } from './audio/loudness.ts';
export { WavWriter, wavHeader } from './tts/wav.ts';

export { groupWords, type CaptionLine } from './captions/group.ts';
export { buildAss, assLayout } from './captions/ass.ts';
export { buildSrt, buildVtt } from './captions/srt.ts';

export { resolveFfmpeg, resolveFfprobe } from './ffmpeg/resolve.ts';
export { buildRenderArgs, buildConcatArgs, buildThumbnailArgs, buildImagePrepArgs } from './ffmpeg/args.ts';
export { buildVideoGraph as buildFilterGraph, buildAudioGraph } from './ffmpeg/graph.ts';
export { runFfmpeg, FfmpegError } from './ffmpeg/run.ts';
export { encodeChunk, type RunFfmpeg } from './encode.ts';
export { encodeSegment, sceneChunks, segmentOf, type SegmentChunk } from './segments.ts';
export { cachedSegments, segmentKey, type PlanDesigns, type SegmentCache } from './segment-cache.ts';
export { drawDesign, type DesignRecipe } from './visuals/motion-graphics.ts';
export { designCacheIn } from './visuals/design-cache.ts';
export { describeSegment, encodeSegmentPass, type DescribedSegment, type SegmentPass, type SegmentPassFiles } from './segment-pass.ts';
export { segmentClockFrame, SEGMENT_CLOCK_LEAD_SEC } from './segment-clock.ts';
export { narrationEngine, narrationJobs, narrateJob, type NarrationJob, type NarrationVoice } from './narration-jobs.ts';
export { sceneAlignMs, joinNarrations, narrateByScene, narrateScene, sceneNarrationKey, type NarrationCache, type SceneNarration } from './scene-narration.ts';
export { probeMedia, meanVolumeDb, type MediaInfo } from './ffmpeg/probe.ts';
export type { RenderPlan, PresenterPlan } from './plan.ts';
export { frameLayout } from './visuals/layout.ts';
export { placePresenter, PRESENTER_LAYOUTS, type PresenterLayout } from './visuals/presenter-layout.ts';
export { meshMattePng } from './presenter/matte.ts';

export { chunkAtPauses, frameLevels, type SampleSpan } from './clips/pauses.ts';
export { wordsForCues, shareByLength, type Cue, type CueAudio } from './clips/cue-words.ts';
export { EspeakReference } from './tts/reference.ts';
export { readWav16, decodeWav } from './audio/pcm.ts';
export { parseSubtitles } from './clips/parse-subtitles.ts';
export { cropExpression, type ClipCrop, type CropPoint } from './clips/crop-path.ts';
export { renderClip, type ClipRenderInput, type ClipRenderResult } from './clips/render-clip.ts';

export {
  createTranscriber,
  TranscribeError,
  DEFAULT_TRANSCRIBE_MAX_BYTES,
  DEFAULT_TRANSCRIBE_MODEL,
  type SpeechAudio,
  type Transcriber,
  type TranscriberConfig,
  type TranscribeErrorCode,
} from './transcriber.ts';
export { extractSpeech, speechAudioArgs, SPEECH_SAMPLE_RATE } from './speech-audio.ts';
export { joinTranscripts, shiftTranscript, type Transcript, type TranscriptSegment } from './transcript.ts';
export { parseVerboseJson } from './verbose-json.ts';

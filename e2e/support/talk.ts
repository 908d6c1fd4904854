// The talk the clips browser test records (apps/server/test/support/talk-video.ts makes the video):
// scripts/e2e-server.mjs starts the transcription fake knowing this same talk's speech.
export const E2E_TALK_TEXT =
  'Why do short clips fail? Because they start slowly, and seventy percent of viewers decide in three seconds. ' +
  'So every clip needs a hook: a question, a number, or a bold claim in the first breath. ' +
  'Then keep one idea per clip, and end on a complete thought, so the clip feels finished. ' +
  'What about captions? Most people watch without sound, so captions are not optional. Big words, timed to the voice.';

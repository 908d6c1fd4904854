// The JSON schema a model is asked to fill (OpenAI `json_schema`, Ollama `format`). Written by hand
// to stay within what strict structured-output modes accept: every key required, no extra keys,
// no length keywords (the limits are in the descriptions and checked by the zod contract after).
import { SCENE_KEYWORDS_MAX, SCRIPT_HOOK_COUNT, VISUAL_QUERY_MAX_WORDS } from '@reelforge/contracts';

const str = (description: string) => ({ type: 'string', description });
const list = (items: Record<string, unknown>, description: string) => ({ type: 'array', items, description });

export const SCRIPT_JSON_SCHEMA = {
  name: 'video_script',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['title', 'description', 'hooks', 'hashtags', 'scenes'],
    properties: {
      title: str('The video title, at most 100 characters.'),
      description: str('The caption posted with the video, 1 to 3 sentences.'),
      hooks: list(str('An opening line of under 20 words.'), `Exactly ${SCRIPT_HOOK_COUNT} different opening lines; the first scene opens with the first one.`),
      hashtags: list(str('A hashtag starting with #, no spaces.'), '5 to 10 hashtags.'),
      scenes: list(
        {
          type: 'object',
          additionalProperties: false,
          required: ['text', 'visualQuery', 'keywords', 'emoji'],
          properties: {
            text: str('What the narrator says in this scene, as plain sentences.'),
            visualQuery: str(`A stock-footage search in English, 2 to ${VISUAL_QUERY_MAX_WORDS} concrete words (what the camera shows).`),
            keywords: list(str('A short word or phrase shown on screen, in the script language.'), `1 to ${SCENE_KEYWORDS_MAX} items.`),
            emoji: str('One emoji that fits the scene, or an empty string.'),
          },
        },
        'The narration in order, one scene per beat of the video.',
      ),
    },
  },
};

export const SCRIPT_SHAPE =
  'The JSON object has exactly these keys: "title" (string, at most 100 characters), "description" (string, 1 to 3 ' +
  `sentences), "hooks" (array of exactly ${SCRIPT_HOOK_COUNT} strings), "hashtags" (array of 5 to 10 strings, each starting ` +
  'with #) and "scenes" (array of objects, each with "text" (the narration), "visualQuery" (2 to 5 English words for a ' +
  `stock-footage search), "keywords" (array of 1 to ${SCENE_KEYWORDS_MAX} short on-screen words) and "emoji" (one emoji or "")).`;

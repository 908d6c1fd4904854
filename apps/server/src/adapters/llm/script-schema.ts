// The JSON schema a model is asked to fill (OpenAI `json_schema`, Ollama `format`). Written by hand
// to stay within what strict structured-output modes accept: every key required, no extra keys,
// no length keywords (the limits are in the descriptions and checked by the zod contract after).
import {
  COMPARISON_POINTS_MAX,
  QUOTE_BY_MAX,
  QUOTE_TEXT_MAX,
  SCENE_ITEM_MAX,
  SCENE_ITEMS_MAX,
  SCENE_ITEMS_MIN,
  SCENE_KEYWORDS_MAX,
  SCENE_KINDS,
  SCRIPT_HOOK_COUNT,
  STAT_LABEL_MAX,
  STAT_VALUE_MAX,
  VISUAL_QUERY_MAX_WORDS,
} from '@reelforge/contracts';

const str = (description: string) => ({ type: 'string', description });
const list = (items: Record<string, unknown>, description: string) => ({ type: 'array', items, description });
const object = (properties: Record<string, unknown>) => ({ type: 'object', additionalProperties: false, required: Object.keys(properties), properties });
/** Strict modes have no optional keys: a kind's data is null in scenes of another kind. */
const orNull = (schema: Record<string, unknown>, description: string) => ({ anyOf: [schema, { type: 'null' }], description });
const side = object({
  title: str('The side\'s name, a few words.'),
  points: list(str(`A short point, at most ${SCENE_ITEM_MAX} characters.`), `1 to ${COMPARISON_POINTS_MAX} points.`),
});

/** A scene's design and its data (the contracts' scene kinds), asked of every scene. */
const KIND_PROPERTIES = {
  kind: { type: 'string', enum: [...SCENE_KINDS], description: 'What the scene shows besides its words; "narration" for most scenes.' },
  stat: orNull(
    object({
      value: str(`The number as written, at most ${STAT_VALUE_MAX} characters ("73%", "$1,967", "15 kg").`),
      label: str(`What the number counts, at most ${STAT_LABEL_MAX} characters.`),
    }),
    'Only for kind "stat"; otherwise null.',
  ),
  items: orNull(list(str(`An item, at most ${SCENE_ITEM_MAX} characters.`), `${SCENE_ITEMS_MIN} to ${SCENE_ITEMS_MAX} items.`), 'Only for kind "list" or "steps"; otherwise null.'),
  comparison: orNull(object({ left: side, right: side }), 'Only for kind "comparison"; otherwise null.'),
  quote: orNull(
    object({ text: str(`The quoted words, at most ${QUOTE_TEXT_MAX} characters.`), by: str(`Who said them, at most ${QUOTE_BY_MAX} characters.`) }),
    'Only for kind "quote"; otherwise null.',
  ),
  timeline: orNull(
    list(object({ when: str('A date or year, as short as possible.'), what: str(`What happened, at most ${SCENE_ITEM_MAX} characters.`) }), `${SCENE_ITEMS_MIN} to ${SCENE_ITEMS_MAX} events in order.`),
    'Only for kind "timeline"; otherwise null.',
  ),
};

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
          required: ['text', 'visualQuery', 'keywords', 'emoji', ...Object.keys(KIND_PROPERTIES)],
          properties: {
            text: str('What the narrator says in this scene, as plain sentences.'),
            visualQuery: str(`A stock-footage search in English, 2 to ${VISUAL_QUERY_MAX_WORDS} concrete words (what the camera shows).`),
            keywords: list(str('A short word or phrase shown on screen, in the script language.'), `1 to ${SCENE_KEYWORDS_MAX} items.`),
            emoji: str('One emoji that fits the scene, or an empty string.'),
            ...KIND_PROPERTIES,
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
  `stock-footage search), "keywords" (array of 1 to ${SCENE_KEYWORDS_MAX} short on-screen words), "emoji" (one emoji or ""), ` +
  `"kind" (one of ${SCENE_KINDS.map((k) => `"${k}"`).join(', ')}) and the kind's data, null for the other kinds: "stat" ` +
  '({"value", "label"}), "items" (array of 2 to 6 strings, for "list" and "steps"), "comparison" ({"left", "right"}, ' +
  'each {"title", "points": array of 1 to 4 strings}), "quote" ({"text", "by"}), "timeline" (array of 2 to 6 {"when", "what"})).';

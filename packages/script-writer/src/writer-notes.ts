// Reads the creator's Additional instructions as the built-in writer can use them: notes become
// the script's points, in order ("5 habits: wake at 6, water first, ..." -> one point per habit);
// "mention X", "say X", "start with X" and "end with X" are done; what it cannot do ("make it
// funny") is reported back rather than silently ignored.

export interface Notes {
  /** Content points, in the order given. */
  points: string[];
  /** Noun phrases to mention ("our app FocusFlow"). */
  mentions: string[];
  /** Whole sentences to say ("FocusFlow has a free plan."). */
  statements: string[];
  opening?: string;
  closing?: string;
  /** Instructions about style the built-in writer cannot follow, as written. */
  unfollowed: string[];
}

const PLEASE = String.raw`(?:please,?\s+|por favor,?\s+)?`;
const re = (body: string) => new RegExp(`^${PLEASE}(?:${body})\\s+(.+)$`, 'i');
const MENTION = re('mention|include|plug|promote|shout out|reference|bring up|talk about|name-?drop|menciona|incluye|nombra|promociona|habla de|haz referencia a');
const SAY = re('say|di|decir|dí');
const START = re('(?:start|open|begin|empieza|comienza|abre)\\s+(?:with|by saying|con|diciendo)');
const END = re('(?:end|finish|close|wrap up|termina|acaba|cierra|finaliza)\\s+(?:with|by saying|con|diciendo)');
// Style instructions. In prose ("Make it funny. Avoid jargon.") any of these; in a bulleted line
// only the unmistakable ones, since "No phone before 9" or "Use a timer" is a habit, not an order.
const STRONG_STYLE = String.raw`make it|keep it|write (?:it|this|the script)|sound|tone|add (?:a |some )?(?:joke|humou?r|emoji)|hazlo|que sea|escribe(?:lo)?|suena|tono`;
const WEAK_STYLE = String.raw`use|avoid|don'?t|do not|no\s|be\s|less\s|more\s|focus on|target|aim|speak|shorter|longer|usa|evita|sé\s|más\s|menos\s|enfócate|habla (?:más|menos)`;
const STYLE = new RegExp(`^${PLEASE}(?:${STRONG_STYLE}|${WEAK_STYLE})`, 'i');
const LINE_STYLE = new RegExp(`^${PLEASE}(?:${STRONG_STYLE})`, 'i');
const BULLET = /^\s*(?:[-*•·–]|\d{1,2}[.)]|[a-z][.)])\s+/i;

const unquote = (s: string) => s.trim().replace(/^["'“«‘]+|["'”»’]+$/g, '').trim();
const stripEnd = (s: string) => s.trim().replace(/[.!;,]+$/, '').trim();

/** "wake at 6, water first and no phone" -> three items. */
function splitList(s: string): string[] {
  return s
    .split(/\s*[,;]\s*|\s+(?:and|y|e)\s+(?=[^,;]*$)/i)
    .map((x) => x.trim())
    .filter(Boolean);
}

type ItemSource = 'list' | 'line' | 'prose';

/** The instruction text as separate items: lines, a "label: a, b, c" list, or sentences. */
export function noteItems(text: string): { text: string; source: ItemSource }[] {
  const lines = text
    .split(/\r?\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > 1) {
    // A heading line ("5 habits:") followed by bullets is a label, not a point.
    const body = /:\s*$/.test(lines[0] ?? '') ? lines.slice(1) : lines;
    return body.map((l) => ({ text: l.replace(BULLET, '').trim(), source: 'line' as const })).filter((i) => i.text);
  }
  // One paragraph: sentences, where a "label: a, b, c" sentence is a list of points.
  return (lines[0] ?? '')
    .split(/(?<=[.!?])\s+(?=\S)/)
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((sentence): { text: string; source: ItemSource }[] => {
      const labelled = /^([^:.!?]{1,60}):\s*(.+)$/.exec(sentence);
      if (labelled?.[2] && /[,;]/.test(labelled[2])) return splitList(stripEnd(labelled[2])).map((t) => ({ text: t, source: 'list' as const }));
      // "wake at 6; water first; no phone": semicolons separate items even without a label.
      if (sentence.includes(';')) return splitList(stripEnd(sentence)).map((t) => ({ text: t, source: 'list' as const }));
      return [{ text: sentence, source: 'prose' as const }];
    });
}

export function parseNotes(text: string | undefined): Notes {
  const notes: Notes = { points: [], mentions: [], statements: [], unfollowed: [] };
  for (const { text: item, source } of noteItems(text ?? '')) {
    const style = source === 'prose' ? STYLE : source === 'line' ? LINE_STYLE : null;
    const start = START.exec(item);
    const end = END.exec(item);
    const mention = MENTION.exec(item);
    const say = SAY.exec(item);
    if (start?.[1]) notes.opening = unquote(stripEnd(start[1]));
    else if (end?.[1]) notes.closing = unquote(stripEnd(end[1]));
    else if (mention?.[1]) {
      const what = unquote(stripEnd(mention[1]));
      const clause = /^(?:that|que)\s+(.+)$/i.exec(what);
      if (clause?.[1]) notes.statements.push(clause[1]);
      else notes.mentions.push(what);
    } else if (say?.[1]) notes.statements.push(unquote(stripEnd(say[1])));
    else if (style?.test(item)) notes.unfollowed.push(stripEnd(item));
    else notes.points.push(stripEnd(item));
  }
  return notes;
}

/** Whether the creator's notes hold points the built-in writer turns into scenes (they then lead). */
export const notesLead = (text: string | undefined) => parseNotes(text).points.length > 0;

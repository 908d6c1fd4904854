const STOP = new Set(
  (
    'about above after again against also because been before being below between both could does doing down during each ' +
    'even every from further have having here into itself just like more most much must never only other over really same ' +
    'should some such than that their theirs them then there these they thing things this those through under until very ' +
    'want was were what when where which while will with would your yours youre dont thats theres going know think people'
  ).split(' '),
);

/** A word as a term: lower case, punctuation off; '' for short and filler words. */
export function termOf(word: string): string {
  const t = word
    .toLowerCase()
    .replace(/[’']s$/u, '')
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return t.length >= 4 && !STOP.has(t) && !/^\d+$/.test(t) ? t : '';
}

/** Terms the speaker comes back to (said at least twice), weighted by how often. */
export function keyTerms(words: { word: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of words) {
    const t = termOf(w.word);
    if (t) counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const out = new Map<string, number>();
  for (const [t, n] of counts) if (n >= 2) out.set(t, Math.log2(n));
  return out;
}

const NUMBER_WORDS =
  /^(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|percent|half|double|triple|first|second|third)$/;

/** Digits, or a number said in (English) words. */
export const isNumberWord = (word: string) => /\d/.test(word) || NUMBER_WORDS.test(word.toLowerCase().replace(/[^a-z]/g, ''));

/** Lower case, accents removed, punctuation turned into spaces: "¿Cuánto?" -> " cuanto ". */
export function normalize(text: string): string {
  const folded = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}'’-]+/gu, ' ')
    .trim();
  return ` ${folded} `;
}

export const words = (text: string) => normalize(text).trim().split(/\s+/).filter(Boolean);

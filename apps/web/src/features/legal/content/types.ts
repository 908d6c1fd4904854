/** A legal document: numbered sections of paragraphs and bullet lists. */
export type Block = string | { list: string[] };
export interface LegalSection {
  title: string;
  body: Block[];
}

// Where people reach us about each document.
export const CONTACT = {
  legal: 'legal@reelforge.app',
  privacy: 'privacy@reelforge.app',
  compliance: 'compliance@reelforge.app',
} as const;

import type { Lang, LanguagePack } from '../types';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { it } from './it';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ru } from './ru';
import { zh } from './zh';

export const LANGUAGE_PACKS: Record<Lang, LanguagePack> = { en, es, fr, de, pt, it, zh, ja, ko, ar, hi, ru };

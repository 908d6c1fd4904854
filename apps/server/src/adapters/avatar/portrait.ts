import sharp from 'sharp';
import type { Box } from './face.ts';
import { AVATAR_SIZE } from './input.ts';
import { rngFrom, type Rng } from './seed.ts';
import type { AvatarStyle } from './styles.ts';

/**
 * A drawn portrait for avatars made without a photo. Every trait comes from the identity seed
 * (name, gender, age), so the same person always gets the same face; the style decides how it is
 * drawn: soft shading (realistic), flat colours and bold ink (cartoon), big eyes, thin lines and
 * cel shadows (anime), suit in a circular studio frame (professional), or t-shirt/hoodie in a
 * rounded frame on a bright background (casual).
 */

const S = AVATAR_SIZE;

export type PortraitGender = 'female' | 'male' | 'neutral';
type HairStyle = 'short' | 'side-part' | 'buzz' | 'curly' | 'long' | 'bob' | 'bun' | 'ponytail' | 'bald';
type Outfit = 'sweater' | 'tshirt' | 'hoodie' | 'suit' | 'blazer' | 'collar';

export interface PortraitFeatures {
  gender: PortraitGender;
  age: number;
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  eyes: string;
  outfit: Outfit;
  clothes: string;
  background: string;
  glasses: boolean;
  facialHair: 'none' | 'stubble' | 'beard' | 'moustache';
}

export interface Portrait {
  png: Buffer;
  mouthOpenPng: Buffer;
  face: Box;
  mouth: Box;
  features: PortraitFeatures;
}

const SKIN = ['#f8dcc6', '#f1c7a4', '#e6b189', '#d4996b', '#bb7f53', '#9c6542', '#7c4c2f', '#5c3824'] as const;
const HAIR = [
  { natural: '#1f1a17', anime: '#2c2f63' },
  { natural: '#3b2a20', anime: '#5b3a66' },
  { natural: '#6a4a32', anime: '#8a5a44' },
  { natural: '#8a3b22', anime: '#d2527a' },
  { natural: '#d3ad66', anime: '#f6d36e' },
  { natural: '#b95a2a', anime: '#f0895a' },
  { natural: '#e3d6bd', anime: '#c9d3ff' },
] as const;
const EYES = ['#5a3a22', '#2f2118', '#7a6a2e', '#3f7a4a', '#3a6ea5', '#6b7a88'] as const;
const CLOTHES = ['#2f6fde', '#e0524f', '#2fa37b', '#f2a93b', '#7c5cd6', '#ec6fa6', '#1f9fb3', '#3c4a5e', '#c0533a', '#5a8f3c'] as const;
const SUITS = ['#26303f', '#1f2a44', '#3a3f47', '#2e3a2f', '#4a3b32'] as const;
const BACKGROUNDS: Record<AvatarStyle, readonly string[]> = {
  realistic: ['#c9d6df', '#d8cfc4', '#cbd8c6', '#d6c8d8', '#c6d2e0'],
  cartoon: ['#ffd23f', '#3bceac', '#ee4266', '#4cc9f0', '#ff9f1c', '#9b5de5'],
  anime: ['#c7d2fe', '#fbcfe8', '#bae6fd', '#ddd6fe', '#a7f3d0'],
  professional: ['#d5dbe3'],
  casual: ['#ff9a8b', '#7ee8fa', '#a7f3d0', '#c4b5fd', '#fdba74', '#fde68a'],
};
const CASUAL_SECOND = ['#ffd86f', '#f9a8d4', '#fde68a', '#fbcfe8', '#f472b6', '#86efac'] as const;

export function normaliseGender(gender: string | null | undefined): PortraitGender {
  const g = (gender ?? '').trim().toLowerCase();
  if (/^(f|w|girl|lady)/.test(g)) return 'female';
  if (/^(m|boy|man|guy)/.test(g)) return 'male';
  return 'neutral';
}

/** Hex colour mixed towards black (amount < 0) or white (amount > 0). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  const target = amount < 0 ? 0 : 255;
  const t = Math.abs(amount);
  return `#${channels
    .map((c) => Math.round(c + (target - c) * t))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const out = [16, 8, 0].map((s) => Math.round(((pa >> s) & 255) * (1 - t) + ((pb >> s) & 255) * t));
  return `#${out.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

export function drawFeatures(style: AvatarStyle, gender: string | null | undefined, age: number | null | undefined, rng: Rng): PortraitFeatures {
  const g = normaliseGender(gender);
  const years = Math.max(1, Math.min(110, Math.round(age ?? 25)));
  const skinIndex = rng.int(SKIN.length);
  const hairIndex = skinIndex >= 4 ? rng.pick([0, 0, 1, 1, 2, 3]) : rng.int(HAIR.length);
  const hairPick = HAIR[hairIndex]!;
  let hair: string = style === 'anime' ? hairPick.anime : hairPick.natural;
  if (years >= 72) hair = style === 'anime' ? '#e8ecf8' : '#d9d9d6';
  else if (years >= 58) hair = mix(hair, '#a4a4a4', 0.6);
  else if (years >= 48) hair = mix(hair, '#a4a4a4', 0.25);
  const eyes = skinIndex >= 4 ? rng.pick([EYES[0], EYES[1], EYES[2]]) : rng.pick(EYES);
  const femaleStyles: HairStyle[] = ['long', 'bob', 'bun', 'ponytail', 'curly', 'long'];
  const maleStyles: HairStyle[] = ['short', 'side-part', 'buzz', 'curly', 'short'];
  const pool = g === 'female' ? femaleStyles : g === 'male' ? maleStyles : [...femaleStyles.slice(0, 3), ...maleStyles.slice(0, 3)];
  let hairStyle = rng.pick(pool);
  if (g === 'male' && years >= 45 && rng.chance(0.3)) hairStyle = 'bald';
  const outfit: Outfit =
    style === 'professional'
      ? g === 'female'
        ? 'blazer'
        : 'suit'
      : style === 'casual'
        ? rng.pick(['tshirt', 'hoodie'] as const)
        : style === 'anime'
          ? 'collar'
          : rng.pick(['sweater', 'tshirt', 'collar'] as const);
  const clothes = outfit === 'suit' || outfit === 'blazer' ? rng.pick(SUITS) : rng.pick(CLOTHES);
  const backgrounds = BACKGROUNDS[style];
  const background = rng.pick(backgrounds);
  const glasses = style !== 'anime' && rng.chance(years >= 40 ? 0.4 : 0.2);
  const facialHair =
    g === 'male' && years >= 18 && style !== 'anime'
      ? rng.pick(['none', 'none', 'stubble', 'beard', 'moustache'] as const)
      : ('none' as const);
  return { gender: g, age: years, skin: SKIN[skinIndex]!, hair, hairStyle, eyes, outfit, clothes, background, glasses, facialHair };
}

interface Look {
  /** Outline colour and width for shapes (0 = none). */
  ink: string;
  line: number;
  shaded: boolean;
  eyes: 'real' | 'cartoon' | 'anime';
  blush: number;
}

const LOOKS: Record<AvatarStyle, Look> = {
  realistic: { ink: '#3a2a24', line: 0, shaded: true, eyes: 'real', blush: 0.12 },
  professional: { ink: '#3a2a24', line: 0, shaded: true, eyes: 'real', blush: 0.08 },
  casual: { ink: '#3a2a24', line: 0, shaded: true, eyes: 'real', blush: 0.22 },
  cartoon: { ink: '#1d1a22', line: 5, shaded: false, eyes: 'cartoon', blush: 0.35 },
  anime: { ink: '#3b2d56', line: 2.2, shaded: false, eyes: 'anime', blush: 0.45 },
};

// Face geometry in the 512 canvas (before any frame).
const FACE: Box = { x: 168, y: 122, w: 176, h: 232 };
const MOUTH_Y = 306;

function stroke(look: Look, width = look.line): string {
  return width > 0 ? ` stroke="${look.ink}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"` : '';
}

function faceOutline(style: AvatarStyle): string {
  if (style === 'anime') {
    return 'M170,222 C170,150 208,122 256,122 C304,122 342,150 342,222 C342,270 322,312 290,338 C276,350 266,358 256,360 C246,358 236,350 222,338 C190,312 170,270 170,222 Z';
  }
  if (style === 'cartoon') {
    return 'M164,232 C164,150 204,118 256,118 C308,118 348,150 348,232 C348,300 312,352 256,356 C200,352 164,300 164,232 Z';
  }
  return 'M168,228 C168,152 206,122 256,122 C306,122 344,152 344,228 C344,292 312,344 256,354 C200,344 168,292 168,228 Z';
}

function hairBack(f: PortraitFeatures, look: Look, fill: string): string {
  const s = stroke(look);
  switch (f.hairStyle) {
    case 'long':
      return `<path d="M150,230 C140,140 190,96 256,96 C322,96 372,140 362,230 C360,300 372,380 380,430 C330,446 182,446 132,430 C140,380 152,300 150,230 Z" fill="${fill}"${s}/>`;
    case 'bob':
      return `<path d="M152,232 C144,142 192,98 256,98 C320,98 368,142 360,232 C358,280 366,318 364,340 C330,352 182,352 148,340 C146,318 154,280 152,232 Z" fill="${fill}"${s}/>`;
    case 'ponytail':
      return `<path d="M330,150 C380,170 392,260 372,330 C366,356 352,372 340,380 C346,330 348,250 320,190 Z" fill="${fill}"${s}/>`;
    case 'bun':
      return `<circle cx="256" cy="92" r="40" fill="${fill}"${s}/>`;
    case 'curly':
      return Array.from({ length: 11 }, (_, i) => {
        const a = Math.PI * (0.95 + (i / 10) * 1.1);
        const x = 256 + Math.cos(a) * 104;
        const y = 200 + Math.sin(a) * 100;
        return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="34" fill="${fill}"${s}/>`;
      }).join('');
    default:
      return '';
  }
}

function hairFront(f: PortraitFeatures, look: Look, fill: string, shine: string): string {
  const s = stroke(look);
  const highlight = look.eyes === 'anime' || look.shaded ? `<path d="M206,140 C226,126 252,122 274,126" fill="none" stroke="${shine}" stroke-width="${look.eyes === 'anime' ? 7 : 5}" stroke-linecap="round" opacity="0.55"/>` : '';
  switch (f.hairStyle) {
    case 'bald':
      return `<path d="M166,246 C160,214 164,196 172,186 L176,238 Z M346,246 C352,214 348,196 340,186 L336,238 Z" fill="${fill}" opacity="0.9"/>`;
    case 'buzz':
      return `<path d="M166,214 C160,146 204,110 256,110 C308,110 352,146 346,214 C336,182 318,160 256,156 C194,160 176,182 166,214 Z" fill="${fill}" opacity="0.85"${s}/>`;
    case 'side-part':
      return `<path d="M162,240 C148,140 204,100 262,102 C322,104 366,146 350,240 C342,196 330,172 304,160 C268,170 222,176 186,172 C174,192 166,214 162,240 Z" fill="${fill}"${s}/>${highlight}`;
    case 'curly':
      return `<path d="M162,226 C150,140 206,98 256,98 C306,98 362,140 350,226 C336,190 320,170 256,166 C192,170 176,190 162,226 Z" fill="${fill}"${s}/>${Array.from(
        { length: 7 },
        (_, i) => `<circle cx="${(186 + i * 23).toFixed(1)}" cy="${(150 - Math.sin((i / 6) * Math.PI) * 30).toFixed(1)}" r="22" fill="${fill}"${s}/>`,
      ).join('')}`;
    case 'long':
    case 'bob':
      return `<path d="M160,250 C142,146 200,100 256,100 C312,100 370,146 352,250 C344,200 324,170 290,156 C282,176 262,188 250,190 C236,178 240,162 238,156 C200,164 174,196 160,250 Z" fill="${fill}"${s}/>${highlight}`;
    case 'bun':
    case 'ponytail':
      return `<path d="M164,236 C150,146 204,108 256,108 C308,108 362,146 348,236 C338,192 318,164 256,158 C194,164 174,192 164,236 Z" fill="${fill}"${s}/>${highlight}`;
    default:
      return `<path d="M164,236 C152,146 204,104 256,104 C308,104 360,146 348,236 C340,196 326,176 300,166 C286,176 240,178 212,170 C190,182 172,206 164,236 Z" fill="${fill}"${s}/>${highlight}`;
  }
}

function eyesSvg(f: PortraitFeatures, look: Look, style: AvatarStyle): string {
  const out: string[] = [];
  for (const cx of [216, 296]) {
    if (look.eyes === 'anime') {
      out.push(
        `<ellipse cx="${cx}" cy="248" rx="22" ry="27" fill="#ffffff"/>`,
        `<ellipse cx="${cx}" cy="252" rx="17" ry="22" fill="url(#iris)"/>`,
        `<ellipse cx="${cx}" cy="254" rx="8" ry="11" fill="#1b1530"/>`,
        `<ellipse cx="${cx - 7}" cy="241" rx="6" ry="7.5" fill="#ffffff"/>`,
        `<circle cx="${cx + 7}" cy="262" r="3" fill="#ffffff" opacity="0.9"/>`,
        `<path d="M${cx - 25},236 C${cx - 14},220 ${cx + 14},218 ${cx + 25},232" fill="none" stroke="${look.ink}" stroke-width="5" stroke-linecap="round"/>`,
        `<path d="M${cx + (cx < 256 ? -25 : 25)},234 l${cx < 256 ? -6 : 6},-5" stroke="${look.ink}" stroke-width="3" stroke-linecap="round"/>`,
      );
    } else if (look.eyes === 'cartoon') {
      out.push(
        `<ellipse cx="${cx}" cy="244" rx="15" ry="17" fill="#ffffff"${stroke(look, 3.5)}/>`,
        `<circle cx="${cx + 2}" cy="247" r="7.5" fill="${f.eyes}"/>`,
        `<circle cx="${cx + 2}" cy="247" r="4" fill="#151015"/>`,
        `<circle cx="${cx + 5}" cy="243" r="2.2" fill="#ffffff"/>`,
      );
    } else {
      out.push(
        `<path d="M${cx - 18},244 C${cx - 10},234 ${cx + 10},234 ${cx + 18},244 C${cx + 10},252 ${cx - 10},252 ${cx - 18},244 Z" fill="#fbf7f4"/>`,
        `<circle cx="${cx}" cy="243.5" r="7.6" fill="${f.eyes}"/>`,
        `<circle cx="${cx}" cy="243.5" r="3.6" fill="#140f0d"/>`,
        `<circle cx="${cx + 2.6}" cy="240.8" r="1.8" fill="#ffffff" opacity="0.9"/>`,
        `<path d="M${cx - 19},244 C${cx - 10},232 ${cx + 10},232 ${cx + 19},244" fill="none" stroke="#2a1c16" stroke-width="2.4" stroke-linecap="round"/>`,
        `<path d="M${cx - 14},252 C${cx - 6},256 ${cx + 6},256 ${cx + 14},252" fill="none" stroke="${shade(f.skin, -0.3)}" stroke-width="1.2" opacity="0.6"/>`,
      );
    }
  }
  void style;
  return out.join('');
}

function browsSvg(f: PortraitFeatures, look: Look): string {
  const colour = shade(f.hair === '#d9d9d6' ? '#8a8a86' : f.hair, -0.25);
  const w = look.eyes === 'anime' ? 3 : look.eyes === 'cartoon' ? 7 : 5.5;
  const y = look.eyes === 'anime' ? 212 : 218;
  return `<path d="M194,${y + 4} C204,${y - 4} 222,${y - 6} 236,${y}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-linecap="round"/>
    <path d="M276,${y} C290,${y - 6} 308,${y - 4} 318,${y + 4}" fill="none" stroke="${colour}" stroke-width="${w}" stroke-linecap="round"/>`;
}

function noseSvg(f: PortraitFeatures, look: Look): string {
  if (look.eyes === 'anime') return `<path d="M258,282 l-4,6 l5,1" fill="none" stroke="${shade(f.skin, -0.35)}" stroke-width="2" stroke-linecap="round"/>`;
  if (look.eyes === 'cartoon') return `<path d="M252,258 C248,276 240,286 250,290 C256,292 262,291 266,288" fill="none" stroke="${look.ink}" stroke-width="4" stroke-linecap="round"/>`;
  const dark = shade(f.skin, -0.28);
  return `<path d="M250,250 C248,266 242,280 244,288 C248,294 264,294 268,288" fill="none" stroke="${dark}" stroke-width="2.2" stroke-linecap="round" opacity="0.7"/>
    <ellipse cx="247" cy="288" rx="4" ry="2.4" fill="${dark}" opacity="0.55"/><ellipse cx="265" cy="288" rx="4" ry="2.4" fill="${dark}" opacity="0.55"/>`;
}

function mouthSvg(f: PortraitFeatures, look: Look, open: boolean): string {
  const lip = mix(f.skin, '#c2455a', 0.45);
  const y = MOUTH_Y;
  if (look.eyes === 'anime') {
    return open
      ? `<path d="M244,${y - 2} C250,${y - 1} 262,${y - 1} 268,${y - 2} C266,${y + 12} 260,${y + 16} 256,${y + 16} C252,${y + 16} 246,${y + 12} 244,${y - 2} Z" fill="#7a2f45" stroke="${look.ink}" stroke-width="2" stroke-linejoin="round"/><path d="M249,${y + 10} C253,${y + 7} 259,${y + 7} 263,${y + 10} C260,${y + 14} 252,${y + 14} 249,${y + 10} Z" fill="#ef8fa2"/>`
      : `<path d="M244,${y} C250,${y + 5} 262,${y + 5} 268,${y}" fill="none" stroke="${look.ink}" stroke-width="2.4" stroke-linecap="round"/>`;
  }
  const w = look.eyes === 'cartoon' ? 34 : 30;
  if (open) {
    const rim = look.line ? ` stroke="${look.ink}" stroke-width="${look.line * 0.8}" stroke-linejoin="round"` : ` stroke="${shade(lip, -0.15)}" stroke-width="3"`;
    return `<path d="M${256 - w},${y - 2} C${256 - w / 2},${y + 2} ${256 + w / 2},${y + 2} ${256 + w},${y - 2} C${256 + w - 4},${y + 22} ${256 + 10},${y + 27} 256,${y + 27} C${256 - 10},${y + 27} ${256 - w + 4},${y + 22} ${256 - w},${y - 2} Z" fill="#4a1420"${rim}/>
      <path d="M${256 - w + 6},${y + 1} C${256 - w / 2},${y + 4} ${256 + w / 2},${y + 4} ${256 + w - 6},${y + 1} L${256 + w - 9},${y + 8} C${256 + w / 2},${y + 10} ${256 - w / 2},${y + 10} ${256 - w + 9},${y + 8} Z" fill="#f6f1ec"/>
      <ellipse cx="256" cy="${y + 20}" rx="${w * 0.45}" ry="6" fill="#d9576a"/>`;
  }
  if (look.eyes === 'cartoon') {
    return `<path d="M${256 - w},${y - 4} C${256 - w / 2},${y + 16} ${256 + w / 2},${y + 16} ${256 + w},${y - 4}" fill="none" stroke="${look.ink}" stroke-width="5" stroke-linecap="round"/>`;
  }
  // A gentle closed smile: upper lip with a cupid's bow, fuller lower lip, corners lifted.
  return `<path d="M${256 - w},${y - 3} C${256 - w / 2},${y - 8} ${256 - 6},${y - 7} 256,${y - 4} C${256 + 6},${y - 7} ${256 + w / 2},${y - 8} ${256 + w},${y - 3} C${256 + w / 2},${y + 4} ${256 - w / 2},${y + 4} ${256 - w},${y - 3} Z" fill="${shade(lip, -0.12)}"/>
    <path d="M${256 - w + 3},${y - 1} C${256 - w / 2},${y + 15} ${256 + w / 2},${y + 15} ${256 + w - 3},${y - 1} C${256 + w / 2},${y + 5} ${256 - w / 2},${y + 5} ${256 - w + 3},${y - 1} Z" fill="${lip}"/>
    <path d="M${256 - w / 2 + 4},${y + 8} C${256 - 4},${y + 10} ${256 + 4},${y + 10} ${256 + w / 2 - 4},${y + 8}" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.25"/>
    <path d="M${256 - w - 1},${y - 4} C${256 - w / 2},${y + 5} ${256 + w / 2},${y + 5} ${256 + w + 1},${y - 4}" fill="none" stroke="${shade(lip, -0.45)}" stroke-width="2" stroke-linecap="round"/>`;
}

function facialHairSvg(f: PortraitFeatures, look: Look): string {
  const colour = f.hair;
  const s = stroke(look, look.line * 0.7);
  switch (f.facialHair) {
    case 'beard':
      return `<path d="M170,250 C172,300 196,352 256,362 C316,352 340,300 342,250 C332,290 316,318 290,326 C276,318 236,318 222,326 C196,318 180,290 170,250 Z" fill="${colour}" opacity="0.95"${s}/>
        <path d="M224,${MOUTH_Y - 10} C236,${MOUTH_Y - 18} 276,${MOUTH_Y - 18} 288,${MOUTH_Y - 10} C276,${MOUTH_Y - 6} 236,${MOUTH_Y - 6} 224,${MOUTH_Y - 10} Z" fill="${colour}"/>`;
    case 'moustache':
      return `<path d="M222,${MOUTH_Y - 6} C234,${MOUTH_Y - 20} 250,${MOUTH_Y - 16} 256,${MOUTH_Y - 12} C262,${MOUTH_Y - 16} 278,${MOUTH_Y - 20} 290,${MOUTH_Y - 6} C276,${MOUTH_Y - 10} 236,${MOUTH_Y - 10} 222,${MOUTH_Y - 6} Z" fill="${colour}"${s}/>`;
    case 'stubble':
      return `<path d="M172,262 C178,312 204,350 256,356 C308,350 334,312 340,262 C330,300 312,330 256,336 C200,330 182,300 172,262 Z" fill="${colour}" opacity="0.28"/>`;
    case 'none':
      return '';
  }
}

function glassesSvg(look: Look): string {
  const w = look.line ? Math.max(3.5, look.line * 0.8) : 3.2;
  const colour = look.line ? look.ink : '#2b2b33';
  return `<g fill="#ffffff" fill-opacity="0.12" stroke="${colour}" stroke-width="${w}">
    <rect x="187" y="224" width="58" height="40" rx="14"/><rect x="267" y="224" width="58" height="40" rx="14"/>
    <path d="M245,240 C252,234 260,234 267,240" fill="none"/><path d="M187,236 L170,232 M325,236 L342,232" fill="none"/></g>`;
}

function outfitSvg(f: PortraitFeatures, look: Look, skinShade: string): string {
  const s = stroke(look);
  const body = `M60,512 C66,446 128,410 200,398 L312,398 C384,410 446,446 452,512 Z`;
  const dark = shade(f.clothes, -0.25);
  const light = shade(f.clothes, 0.18);
  switch (f.outfit) {
    case 'suit':
    case 'blazer': {
      const shirt = f.outfit === 'suit' ? '#f4f6f9' : '#f3ece6';
      const tie = f.outfit === 'suit' ? `<path d="M250,404 L262,404 L268,420 L262,478 L256,490 L250,478 L244,420 Z" fill="${shade('#7a2834', 0)}"${stroke(look, look.line * 0.6)}/>` : '';
      return `<path d="${body}" fill="${f.clothes}"${s}/>
        <path d="M212,398 L300,398 L256,486 Z" fill="${shirt}"${stroke(look, look.line * 0.6)}/>
        <path d="M218,396 L256,440 L238,452 L206,404 Z M294,396 L256,440 L274,452 L306,404 Z" fill="${shirt}" opacity="0.95"/>
        ${tie}
        <path d="M200,398 L256,490 L218,512 L160,420 Z" fill="${dark}"${s}/>
        <path d="M312,398 L256,490 L294,512 L352,420 Z" fill="${dark}"${s}/>`;
    }
    case 'hoodie':
      return `<path d="M150,420 C160,380 200,366 256,366 C312,366 352,380 362,420 Z" fill="${dark}"${s}/>
        <path d="${body}" fill="${f.clothes}"${s}/>
        <path d="M212,398 C222,430 290,430 300,398" fill="${dark}"${s}/>
        <path d="M236,420 L232,474 M276,420 L280,474" stroke="${light}" stroke-width="5" stroke-linecap="round"/>
        <path d="M180,512 L186,470 L326,470 L332,512" fill="none" stroke="${dark}" stroke-width="3" opacity="0.6"/>`;
    case 'collar':
      return `<path d="${body}" fill="${f.clothes}"${s}/>
        <path d="M206,398 L256,440 L306,398 L330,404 L296,458 L256,436 L216,458 L182,404 Z" fill="#ffffff"${stroke(look, look.line * 0.8)}/>
        <path d="M248,440 L264,440 L268,470 L256,478 L244,470 Z" fill="${look.eyes === 'anime' ? '#e0526a' : dark}"${stroke(look, look.line * 0.6)}/>`;
    case 'sweater':
      return `<path d="${body}" fill="${f.clothes}"${s}/>
        <path d="M214,400 C222,424 290,424 298,400" fill="none" stroke="${dark}" stroke-width="12" stroke-linecap="round"/>
        <path d="M222,398 C230,414 282,414 290,398 Z" fill="${skinShade}"/>`;
    case 'tshirt':
      return `<path d="${body}" fill="${f.clothes}"${s}/>
        <path d="M218,398 C226,426 286,426 294,398 Z" fill="${skinShade}"${stroke(look, look.line * 0.7)}/>
        <path d="M218,398 C226,426 286,426 294,398" fill="none" stroke="${dark}" stroke-width="5"/>`;
  }
}

function backgroundSvg(style: AvatarStyle, f: PortraitFeatures, rng: Rng): string {
  const bg = f.background;
  switch (style) {
    case 'cartoon': {
      const rays = Array.from({ length: 16 }, (_, i) => {
        const a0 = (i / 16) * Math.PI * 2;
        const a1 = a0 + Math.PI / 16;
        const r = 520;
        return `<path d="M256,240 L${(256 + Math.cos(a0) * r).toFixed(1)},${(240 + Math.sin(a0) * r).toFixed(1)} L${(256 + Math.cos(a1) * r).toFixed(1)},${(240 + Math.sin(a1) * r).toFixed(1)} Z"/>`;
      }).join('');
      return `<rect width="${S}" height="${S}" fill="${bg}"/><g fill="#ffffff" opacity="0.22">${rays}</g>`;
    }
    case 'anime': {
      const sparkles = Array.from({ length: 9 }, () => {
        const x = rng.range(30, 482);
        const y = rng.range(30, 300);
        const r = rng.range(6, 14);
        return `<path d="M${x.toFixed(1)},${(y - r).toFixed(1)} Q${x.toFixed(1)},${y.toFixed(1)} ${(x + r).toFixed(1)},${y.toFixed(1)} Q${x.toFixed(1)},${y.toFixed(1)} ${x.toFixed(1)},${(y + r).toFixed(1)} Q${x.toFixed(1)},${y.toFixed(1)} ${(x - r).toFixed(1)},${y.toFixed(1)} Q${x.toFixed(1)},${y.toFixed(1)} ${x.toFixed(1)},${(y - r).toFixed(1)} Z" fill="#ffffff" opacity="0.8"/>`;
      }).join('');
      return `<defs><linearGradient id="bgA" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(bg, 0.35)}"/><stop offset="1" stop-color="${bg}"/></linearGradient></defs>
        <rect width="${S}" height="${S}" fill="url(#bgA)"/>${sparkles}`;
    }
    case 'professional':
      return `<defs><radialGradient id="bgP" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="#eef1f5"/><stop offset="0.6" stop-color="#c9d0d9"/><stop offset="1" stop-color="#8e99a8"/></radialGradient></defs>
        <rect width="${S}" height="${S}" fill="url(#bgP)"/>`;
    case 'casual': {
      const second = CASUAL_SECOND[BACKGROUNDS.casual.indexOf(bg)] ?? '#ffd86f';
      const dots = Array.from({ length: 14 }, () => {
        return `<circle cx="${rng.range(0, S).toFixed(1)}" cy="${rng.range(0, S).toFixed(1)}" r="${rng.range(6, 22).toFixed(1)}" fill="#ffffff" fill-opacity="${rng.range(0.18, 0.4).toFixed(2)}"/>`;
      }).join('');
      return `<defs><linearGradient id="bgC" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${second}"/></linearGradient></defs>
        <rect width="${S}" height="${S}" fill="url(#bgC)"/>${dots}`;
    }
    case 'realistic':
      return `<defs><radialGradient id="bgR" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="${shade(bg, 0.3)}"/><stop offset="1" stop-color="${shade(bg, -0.25)}"/></radialGradient></defs>
        <rect width="${S}" height="${S}" fill="url(#bgR)"/>`;
  }
}

/** The person (no background), in the 512 canvas. */
function personSvg(style: AvatarStyle, f: PortraitFeatures, open: boolean): string {
  const look = LOOKS[style];
  const skin = f.skin;
  const skinShadow = shade(skin, -0.16);
  const s = stroke(look);
  const faceFill = look.shaded ? 'url(#skinG)' : skin;
  const hairFill = look.shaded ? 'url(#hairG)' : f.hair;
  const defs = `<defs>
    <radialGradient id="skinG" cx="46%" cy="40%" r="62%"><stop offset="0" stop-color="${shade(skin, 0.1)}"/><stop offset="0.7" stop-color="${skin}"/><stop offset="1" stop-color="${shade(skin, -0.14)}"/></radialGradient>
    <linearGradient id="hairG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(f.hair, 0.14)}"/><stop offset="1" stop-color="${shade(f.hair, -0.18)}"/></linearGradient>
    <radialGradient id="blush" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ff6f86" stop-opacity="${look.blush}"/><stop offset="1" stop-color="#ff6f86" stop-opacity="0"/></radialGradient>
    <linearGradient id="iris" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(f.eyes, -0.35)}"/><stop offset="1" stop-color="${shade(f.eyes, 0.35)}"/></linearGradient>
  </defs>`;
  const neck = `<path d="M222,300 L222,400 C236,414 276,414 290,400 L290,300 Z" fill="${look.shaded ? skinShadow : skin}"${s}/>
    ${look.line ? '' : `<path d="M222,336 C240,356 272,356 290,336 L290,350 C272,370 240,370 222,350 Z" fill="${shade(skin, -0.25)}" opacity="0.5"/>`}
    ${style === 'anime' ? `<path d="M224,330 C240,352 272,352 288,330 L288,352 C272,366 240,366 224,352 Z" fill="${shade(skin, -0.18)}"/>` : ''}`;
  const ears = `<ellipse cx="${style === 'cartoon' ? 166 : 170}" cy="250" rx="15" ry="25" fill="${skin}"${s}/><ellipse cx="${style === 'cartoon' ? 346 : 342}" cy="250" rx="15" ry="25" fill="${skin}"${s}/>`;
  const blush = look.blush ? `<ellipse cx="206" cy="282" rx="24" ry="14" fill="url(#blush)"/><ellipse cx="306" cy="282" rx="24" ry="14" fill="url(#blush)"/>` : '';
  const wrinkles =
    f.age >= 50 && look.eyes === 'real'
      ? `<g fill="none" stroke="${shade(skin, -0.3)}" stroke-width="1.6" opacity="${f.age >= 65 ? 0.55 : 0.35}" stroke-linecap="round">
          <path d="M236,280 C228,292 226,302 230,312"/><path d="M276,280 C284,292 286,302 282,312"/><path d="M232,196 C246,192 266,192 280,196"/></g>`
      : '';
  const animeShadow = style === 'anime' ? `<path d="M174,196 C200,176 236,172 256,180 C276,172 312,176 338,196 L338,214 C310,196 276,196 256,202 C236,196 202,196 174,214 Z" fill="${shade(skin, -0.12)}" opacity="0.7"/>` : '';
  return `${defs}
    ${hairBack(f, look, hairFill)}
    ${outfitSvg(f, look, skinShadow)}
    ${neck}
    ${ears}
    <path d="${faceOutline(style)}" fill="${faceFill}"${s}/>
    ${animeShadow}
    ${blush}
    ${wrinkles}
    ${facialHairSvg(f, look)}
    ${eyesSvg(f, look, style)}
    ${browsSvg(f, look)}
    ${noseSvg(f, look)}
    ${mouthSvg(f, look, open)}
    ${hairFront(f, look, hairFill, shade(f.hair, 0.45))}
    ${f.glasses ? glassesSvg(look) : ''}`;
}

interface Frame {
  offset: number;
  scale: number;
}

const FRAMES: Partial<Record<AvatarStyle, Frame>> = {
  professional: { offset: (S - 392) / 2, scale: 392 / S },
  casual: { offset: (S - 424) / 2, scale: 424 / S },
};

/** The person is drawn a little larger than the canvas geometry, anchored at the bottom centre. */
const PERSON_SCALE: Record<AvatarStyle, number> = { realistic: 1.14, cartoon: 1.14, anime: 1.14, professional: 1.16, casual: 1.16 };
const personTransform = (style: AvatarStyle) =>
  `translate(${S / 2} ${S}) scale(${PERSON_SCALE[style]}) translate(${-S / 2} ${-S})`;

function portraitSvg(style: AvatarStyle, f: PortraitFeatures, open: boolean, rng: Rng): string {
  const person = `<g transform="${personTransform(style)}">${personSvg(style, f, open)}</g>`;
  const frame = FRAMES[style];
  const background = backgroundSvg(style, f, rng);
  if (!frame) return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${background}${person}</svg>`;
  const inner = S * frame.scale;
  const o = frame.offset;
  if (style === 'professional') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${background}
      <defs><clipPath id="clip"><circle cx="${S / 2}" cy="${S / 2}" r="${inner / 2}"/></clipPath>
      <radialGradient id="inner" cx="50%" cy="35%" r="70%"><stop offset="0" stop-color="#f4f6f8"/><stop offset="1" stop-color="#b8c2cf"/></radialGradient>
      <radialGradient id="sh" cx="50%" cy="50%" r="50%"><stop offset="0.8" stop-color="#1c2430" stop-opacity="0.35"/><stop offset="1" stop-color="#1c2430" stop-opacity="0"/></radialGradient>
      <radialGradient id="vig" cx="50%" cy="50%" r="72%"><stop offset="0.62" stop-color="#0b1220" stop-opacity="0"/><stop offset="1" stop-color="#0b1220" stop-opacity="0.32"/></radialGradient></defs>
      <circle cx="${S / 2}" cy="${S / 2 + 8}" r="${inner / 2 + 18}" fill="url(#sh)"/>
      <circle cx="${S / 2}" cy="${S / 2}" r="${inner / 2 + 6}" fill="#ffffff"/>
      <g clip-path="url(#clip)"><circle cx="${S / 2}" cy="${S / 2}" r="${inner / 2}" fill="url(#inner)"/>
        <g transform="translate(${o} ${o}) scale(${frame.scale})">${person}</g></g>
      <rect width="${S}" height="${S}" fill="url(#vig)"/></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${background}
    <defs><clipPath id="clip"><rect x="${o}" y="${o}" width="${inner}" height="${inner}" rx="56"/></clipPath>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
    <linearGradient id="innerC" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff7ec"/><stop offset="1" stop-color="${shade(f.background, 0.55)}"/></linearGradient></defs>
    <rect x="${o - 2}" y="${o + 10}" width="${inner + 4}" height="${inner + 4}" rx="64" fill="#5a2a10" fill-opacity="0.28" filter="url(#soft)"/>
    <rect x="${o - 8}" y="${o - 8}" width="${inner + 16}" height="${inner + 16}" rx="64" fill="#ffffff"/>
    <g clip-path="url(#clip)"><rect x="${o}" y="${o}" width="${inner}" height="${inner}" fill="url(#innerC)"/>
      <g transform="translate(${o} ${o}) scale(${frame.scale})">${person}</g></g></svg>`;
}

export async function renderPortrait(
  opts: { style: AvatarStyle; gender?: string | null; age?: number | null },
  rng: Rng,
): Promise<Portrait> {
  const features = drawFeatures(opts.style, opts.gender, opts.age, rng);
  // The decorative background draws from its own copy of the sequence, so both frames match.
  const state = rng.next();
  const render = async (open: boolean) => {
    const svg = portraitSvg(opts.style, features, open, rngFrom(Math.floor(state * 2 ** 32)));
    return sharp(Buffer.from(svg)).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
  };
  const [png, mouthOpenPng] = await Promise.all([render(false), render(true)]);
  const frame = FRAMES[opts.style] ?? { offset: 0, scale: 1 };
  const k = PERSON_SCALE[opts.style];
  const place = (b: Box): Box => {
    const x = S / 2 + (b.x - S / 2) * k;
    const y = S + (b.y - S) * k;
    return {
      x: Math.round(frame.offset + x * frame.scale),
      y: Math.round(frame.offset + y * frame.scale),
      w: Math.round(b.w * k * frame.scale),
      h: Math.round(b.h * k * frame.scale),
    };
  };
  const mouth: Box = { x: 222, y: MOUTH_Y - 8, w: 68, h: 40 };
  return { png, mouthOpenPng, face: place(FACE), mouth: place(mouth), features };
}

import { readFileSync } from 'node:fs';
import { emojiSvgPath } from '../emoji.ts';

/**
 * A shipped Twemoji SVG as ASS vector drawings, one per fill colour in paint order: emoji inside
 * a scene's text are drawn in the same libass overlay as the text, with its reveal, so a list
 * item's emoji appears with its item and nothing is rasterised per emoji. Twemoji uses paths,
 * circles, ellipses and groups with fills and transforms, and a few clip paths (convex ones, as
 * Twemoji's all are: a shape crossing its clip is cut to it; a shape inside it is left as drawn).
 */
type Pt = [number, number];
type Matrix = [number, number, number, number, number, number];
/** A subpath: a start point and cubic segments (lines are cubics with their ends as controls). */
type Sub = { start: Pt; curves: [Pt, Pt, Pt][] };
export type EmojiShape = { fill: string; subs: Sub[] };

const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const mul = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];
const apply = (m: Matrix, [x, y]: Pt): Pt => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];

function parseTransform(s: string | undefined): Matrix {
  let m = IDENTITY;
  for (const [, name, args] of (s ?? '').matchAll(/(\w+)\s*\(([^)]*)\)/g)) {
    const a = (args ?? '').split(/[\s,]+/).filter(Boolean).map(Number);
    const [p = 0, q, r, s2, t, u] = a;
    let n: Matrix = IDENTITY;
    if (name === 'matrix' && a.length === 6) n = [p, q!, r!, s2!, t!, u!];
    else if (name === 'translate') n = [1, 0, 0, 1, p, q ?? 0];
    else if (name === 'scale') n = [p, 0, 0, q ?? p, 0, 0];
    else if (name === 'rotate') {
      const rad = (p * Math.PI) / 180;
      const [cos, sin] = [Math.cos(rad), Math.sin(rad)];
      const [cx, cy] = [q ?? 0, r ?? 0];
      n = mul(mul([1, 0, 0, 1, cx, cy], [cos, sin, -sin, cos, 0, 0]), [1, 0, 0, 1, -cx, -cy]);
    }
    m = mul(m, n);
  }
  return m;
}

const attrs = (s: string): Record<string, string> =>
  Object.fromEntries([...s.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));

/** An elliptical arc (SVG endpoint form) as cubics, at most a quarter turn each. */
function arcCurves(p0: Pt, rx: number, ry: number, phiDeg: number, large: boolean, sweep: boolean, p1: Pt): [Pt, Pt, Pt][] {
  if (!rx || !ry) return [[p0, p1, p1]];
  rx = Math.abs(rx);
  ry = Math.abs(ry);
  const phi = (phiDeg * Math.PI) / 180;
  const [cos, sin] = [Math.cos(phi), Math.sin(phi)];
  const dx = (p0[0] - p1[0]) / 2;
  const dy = (p0[1] - p1[1]) / 2;
  const x1 = cos * dx + sin * dy;
  const y1 = -sin * dx + cos * dy;
  const lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const coef = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / (rx * rx * y1 * y1 + ry * ry * x1 * x1)));
  const cx1 = (coef * rx * y1) / ry;
  const cy1 = (-coef * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (p0[0] + p1[0]) / 2;
  const cy = sin * cx1 + cos * cy1 + (p0[1] + p1[1]) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const t0 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let dt = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  if (sweep && dt < 0) dt += 2 * Math.PI;
  const n = Math.max(1, Math.ceil(Math.abs(dt) / (Math.PI / 2) - 1e-9));
  const step = dt / n;
  const k = (4 / 3) * Math.tan(step / 4);
  const at = (t: number): Pt => [cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin, cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos];
  const d = (t: number): Pt => [-rx * Math.sin(t) * cos - ry * Math.cos(t) * sin, -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos];
  const out: [Pt, Pt, Pt][] = [];
  for (let i = 0; i < n; i++) {
    const a = t0 + i * step;
    const b = a + step;
    const [pa, pb, da, db] = [at(a), at(b), d(a), d(b)];
    out.push([[pa[0] + k * da[0], pa[1] + k * da[1]], [pb[0] - k * db[0], pb[1] - k * db[1]], i === n - 1 ? p1 : pb]);
  }
  return out;
}

/** An SVG path's `d` as subpaths of cubics (absolute coordinates). */
export function parsePath(d: string): Sub[] {
  const subs: Sub[] = [];
  let i = 0;
  const ws = () => {
    while (i < d.length && /[\s,]/.test(d[i]!)) i++;
  };
  const num = (): number => {
    ws();
    const m = /^[+-]?(?:\d*\.\d+|\d+\.?)(?:[eE][+-]?\d+)?/.exec(d.slice(i));
    if (!m) throw new Error(`bad path number at ${i}`);
    i += m[0].length;
    return Number(m[0]);
  };
  const flag = (): boolean => {
    ws();
    return d[i++] === '1';
  };
  const more = () => {
    ws();
    return i < d.length && /[-+.\d]/.test(d[i]!);
  };
  let cur: Pt = [0, 0];
  let start: Pt = [0, 0];
  let sub: Sub | undefined;
  let lastC: Pt | undefined;
  let lastQ: Pt | undefined;
  const curve = (c1: Pt, c2: Pt, p: Pt) => {
    if (!sub) subs.push((sub = { start: cur, curves: [] }));
    sub.curves.push([c1, c2, p]);
    cur = p;
  };
  const line = (p: Pt) => curve(cur, p, p);
  let cmd = '';
  while (true) {
    ws();
    if (i >= d.length) break;
    if (/[a-zA-Z]/.test(d[i]!)) cmd = d[i++]!;
    const rel = cmd === cmd.toLowerCase();
    const o = (x: number, y: number): Pt => (rel ? [cur[0] + x, cur[1] + y] : [x, y]);
    const C = cmd.toUpperCase();
    let nextC: Pt | undefined;
    let nextQ: Pt | undefined;
    if (C === 'Z') {
      if (sub && (cur[0] !== start[0] || cur[1] !== start[1])) line(start);
      cur = start;
      sub = undefined;
      if (more()) throw new Error('numbers after a closepath');
    } else if (C === 'M') {
      cur = start = o(num(), num());
      sub = undefined;
      cmd = rel ? 'l' : 'L';
    } else if (C === 'L') line(o(num(), num()));
    else if (C === 'H') line([rel ? cur[0] + num() : num(), cur[1]]);
    else if (C === 'V') line([cur[0], rel ? cur[1] + num() : num()]);
    else if (C === 'C') {
      const c1 = o(num(), num());
      const c2 = o(num(), num());
      nextC = c2;
      curve(c1, c2, o(num(), num()));
    } else if (C === 'S') {
      const c1: Pt = lastC ? [2 * cur[0] - lastC[0], 2 * cur[1] - lastC[1]] : cur;
      const c2 = o(num(), num());
      nextC = c2;
      curve(c1, c2, o(num(), num()));
    } else if (C === 'Q' || C === 'T') {
      const q: Pt = C === 'Q' ? o(num(), num()) : lastQ ? [2 * cur[0] - lastQ[0], 2 * cur[1] - lastQ[1]] : cur;
      const p = o(num(), num());
      nextQ = q;
      curve([cur[0] + (2 / 3) * (q[0] - cur[0]), cur[1] + (2 / 3) * (q[1] - cur[1])], [p[0] + (2 / 3) * (q[0] - p[0]), p[1] + (2 / 3) * (q[1] - p[1])], p);
    } else if (C === 'A') {
      const [rx, ry, rot] = [num(), num(), num()];
      const [large, sweep] = [flag(), flag()];
      const p = o(num(), num());
      for (const c of arcCurves(cur, rx, ry, rot, large, sweep, p)) curve(...c);
    } else throw new Error(`unknown path command ${cmd}`);
    lastC = nextC;
    lastQ = nextQ;
  }
  return subs;
}

/** An ellipse as four cubics. */
function ellipse(cx: number, cy: number, rx: number, ry: number): Sub {
  const k = 0.5523;
  return {
    start: [cx + rx, cy],
    curves: [
      [[cx + rx, cy + k * ry], [cx + k * rx, cy + ry], [cx, cy + ry]],
      [[cx - k * rx, cy + ry], [cx - rx, cy + k * ry], [cx - rx, cy]],
      [[cx - rx, cy - k * ry], [cx - k * rx, cy - ry], [cx, cy - ry]],
      [[cx + k * rx, cy - ry], [cx + rx, cy - k * ry], [cx + rx, cy]],
    ],
  };
}

/** The emoji's shapes in its 36x36 viewBox, in paint order, or undefined when none is shipped. */
export function emojiShapes(svg: string): EmojiShape[] {
  const shapes: EmojiShape[] = [];
  const stack: { fill: string; m: Matrix; clips: Pt[][] }[] = [{ fill: '#000000', m: IDENTITY, clips: [] }];
  // Clip paths by id, in their own coordinates (the user space of the element that uses them).
  const clipDefs = new Map<string, Sub[]>();
  let defining: string | undefined;
  let hidden = 0;
  for (const [, close, name, rest = '', self] of svg.matchAll(/<(\/?)([\w:]+)([^>]*?)(\/?)>/g)) {
    const top = stack[stack.length - 1]!;
    if (close) {
      if (name === 'defs' || name === 'clipPath' || name === 'mask') hidden = Math.max(0, hidden - 1);
      if (name === 'clipPath') defining = undefined;
      else if (name === 'g') stack.pop();
      continue;
    }
    const a = attrs(rest);
    if (name === 'defs' || name === 'clipPath' || name === 'mask') {
      if (!self) hidden++;
      if (name === 'clipPath' && a.id && !self) clipDefs.set((defining = a.id), []);
      continue;
    }
    const fill = a.fill ?? top.fill;
    const m = a.transform ? mul(top.m, parseTransform(a.transform)) : top.m;
    // A clip path is laid out in the user space of the element using it (its transform included).
    const clipId = /url\(#([^)]+)\)/.exec(a['clip-path'] ?? '')?.[1];
    const clips = clipId ? [...top.clips, clipPolygon(clipDefs.get(clipId), m)] : top.clips;
    if (name === 'g') {
      if (!self) stack.push({ fill, m, clips });
      continue;
    }
    const subs = shapeSubs(name, a);
    if (defining && subs.length) {
      const own = a.transform ? parseTransform(a.transform) : IDENTITY;
      clipDefs.get(defining)!.push(...subs.map((sub) => moveSub(sub, own)));
      continue;
    }
    if (hidden || fill === 'none' || !subs.length) continue;
    let moved = subs.map((sub) => moveSub(sub, m));
    for (const clip of clips) moved = clipSubs(moved, clip);
    if (!moved.length) continue;
    const colour = normaliseHex(fill);
    const last = shapes[shapes.length - 1];
    // Consecutive shapes of one colour share a drawing (fewer events, same picture).
    if (last && last.fill === colour) last.subs.push(...moved);
    else shapes.push({ fill: colour, subs: moved });
  }
  return shapes;
}

/** A path, circle, ellipse or rect element as subpaths in its own coordinates. */
function shapeSubs(name: string | undefined, a: Record<string, string>): Sub[] {
  const n = (k: string) => Number(a[k] ?? 0);
  if (name === 'path' && a.d) return parsePath(a.d);
  if (name === 'circle') return [ellipse(n('cx'), n('cy'), n('r'), n('r'))];
  if (name === 'ellipse') return [ellipse(n('cx'), n('cy'), n('rx'), n('ry'))];
  if (name === 'rect') {
    const [x, y, w, h] = [n('x'), n('y'), n('width'), n('height')];
    const l = (p: Pt): [Pt, Pt, Pt] => [p, p, p];
    return [{ start: [x, y], curves: [l([x + w, y]), l([x + w, y + h]), l([x, y + h]), l([x, y])] }];
  }
  return [];
}

const moveSub = (s: Sub, m: Matrix): Sub => ({ start: apply(m, s.start), curves: s.curves.map((c) => c.map((p) => apply(m, p)) as [Pt, Pt, Pt]) });

/** A subpath as a polygon: each cubic cut into straight pieces (lines stay one piece). */
function flatten(sub: Sub, pieces = 12): Pt[] {
  const out: Pt[] = [sub.start];
  let p0 = sub.start;
  for (const [c1, c2, p] of sub.curves) {
    const straight = c1[0] === p0[0] && c1[1] === p0[1] && c2[0] === p[0] && c2[1] === p[1];
    for (let k = 1; k <= (straight ? 1 : pieces); k++) {
      const t = straight ? 1 : k / pieces;
      const u = 1 - t;
      const [a, b, c, d] = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
      out.push([a * p0[0] + b * c1[0] + c * c2[0] + d * p[0], a * p0[1] + b * c1[1] + c * c2[1] + d * p[1]]);
    }
    p0 = p;
  }
  return out;
}

const cross = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/**
 * A clip path as a convex polygon in the emoji's coordinates, counter-clockwise on screen. Only
 * one convex outline is cut to (all Twemoji clips are); any other clip throws, and the emoji is
 * then left out as one the set cannot draw, rather than drawn unclipped.
 */
function clipPolygon(def: Sub[] | undefined, m: Matrix): Pt[] {
  if (!def || def.length !== 1) throw new Error('clip path with no single outline');
  const poly = flatten(moveSub(def[0]!, m)).filter((p, i, all) => i === 0 || Math.hypot(p[0] - all[i - 1]![0], p[1] - all[i - 1]![1]) > 1e-9);
  if (poly.length > 1 && Math.hypot(poly[0]![0] - poly[poly.length - 1]![0], poly[0]![1] - poly[poly.length - 1]![1]) < 1e-9) poly.pop();
  let area = 0;
  for (let i = 0; i < poly.length; i++) area += cross([0, 0], poly[i]!, poly[(i + 1) % poly.length]!);
  const ring = area < 0 ? [...poly].reverse() : poly;
  for (let i = 0; i < ring.length; i++) {
    if (cross(ring[i]!, ring[(i + 1) % ring.length]!, ring[(i + 2) % ring.length]!) < -1e-6) throw new Error('non-convex clip path');
  }
  return ring;
}

/**
 * Subpaths cut to a convex polygon (Sutherland-Hodgman, one edge at a time). Cutting each
 * outline by a convex region keeps every inside point's winding, so fill rules still hold.
 * Subpaths inside the clip keep their curves; the others become polygons.
 */
function clipSubs(subs: Sub[], clip: Pt[]): Sub[] {
  const inside = (p: Pt) => clip.every((a, i) => cross(a, clip[(i + 1) % clip.length]!, p) >= -1e-9);
  const out: Sub[] = [];
  for (const sub of subs) {
    if ([sub.start, ...sub.curves.flat()].every(inside)) {
      out.push(sub);
      continue;
    }
    let poly = flatten(sub);
    clip.forEach((a, i) => {
      const b = clip[(i + 1) % clip.length]!;
      const next: Pt[] = [];
      poly.forEach((p, k) => {
        const q = poly[(k + 1) % poly.length]!;
        const [pin, qin] = [cross(a, b, p) >= 0, cross(a, b, q) >= 0];
        if (pin) next.push(p);
        if (pin !== qin) {
          const t = cross(a, b, p) / (cross(a, b, p) - cross(a, b, q));
          next.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
        }
      });
      poly = next;
    });
    if (poly.length < 3) continue;
    out.push({ start: poly[0]!, curves: [...poly.slice(1), poly[0]!].map((p, k) => [poly[k]!, p, p] as [Pt, Pt, Pt]) });
  }
  return out;
}

function normaliseHex(fill: string): string {
  const h = fill.trim().replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return /^[0-9a-f]{6}$/i.test(full) ? `#${full.toUpperCase()}` : '#000000';
}

const cache = new Map<string, EmojiShape[] | null>();

/** The shipped image's shapes for an emoji, read once; null when Twemoji has no such emoji. */
export function shapesOf(emoji: string): EmojiShape[] | null {
  if (!cache.has(emoji)) {
    const path = emojiSvgPath(emoji);
    let shapes: EmojiShape[] | null = null;
    if (path) {
      try {
        shapes = emojiShapes(readFileSync(path, 'utf8'));
      } catch {
        shapes = null;
      }
    }
    cache.set(emoji, shapes?.length ? shapes : null);
  }
  return cache.get(emoji) ?? null;
}

/** Drawings (\p3: coordinates in quarter pixels) of the emoji in a square of `size` px at (x, y), absolute. */
export function emojiDrawings(emoji: string, x: number, y: number, size: number): { fill: string; drawing: string }[] {
  return shapeDrawings(shapesOf(emoji) ?? [], x, y, size);
}

/** Shapes (36x36 viewBox) as drawings in a square of `size` px at (x, y). */
export function shapeDrawings(shapes: EmojiShape[], x: number, y: number, size: number): { fill: string; drawing: string }[] {
  const k = size / 36;
  const q = ([px, py]: Pt) => `${Math.round((x + px * k) * 4)} ${Math.round((y + py * k) * 4)}`;
  return shapes.map((s) => ({
    fill: s.fill,
    drawing: s.subs.map((sub) => [`m ${q(sub.start)}`, ...sub.curves.map((c) => `b ${c.map(q).join(' ')}`)].join(' ')).join(' '),
  }));
}

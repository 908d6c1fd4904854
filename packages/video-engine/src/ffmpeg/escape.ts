/**
 * ffmpeg filtergraphs are unescaped twice: once when the graph is split into filters and once
 * when a filter's "key=value:key=value" arguments are split. Values (paths, expressions) are
 * escaped for both levels so any character is safe.
 */
export function escapeOptionValue(value: string): string {
  return value.replace(/[\\':]/g, (c) => `\\${c}`);
}

export function escapeGraphLevel(text: string): string {
  return text.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
}

export type FilterOptions = Record<string, string | number | undefined>;

/** One filter with named options, e.g. filter('crop', {w: 1080, x: 'n*2'}) -> "crop=w=1080:x=n*2". */
export function filter(name: string, options: FilterOptions = {}): string {
  const args = Object.entries(options)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => `${k}=${escapeGraphLevel(escapeOptionValue(String(v)))}`)
    .join(':');
  return args ? `${name}=${args}` : name;
}

/** A chain "[in]f1,f2[out]" of filters. */
export function chain(inputs: string[], filters: string[], outputs: string[]): string {
  const pads = (labels: string[]) => labels.map((l) => `[${l}]`).join('');
  return `${pads(inputs)}${filters.join(',')}${pads(outputs)}`;
}

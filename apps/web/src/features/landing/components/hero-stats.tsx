// Marketing claims from the product brief, shown as such: they are not live counters.
const STATS = [
  { value: '2.4M+', label: 'Videos created' },
  { value: '150K+', label: 'Creators' },
  { value: '$50M+', label: 'Creator revenue' },
];

export function HeroStats() {
  return (
    <figure className="mt-12">
      <dl className="grid max-w-lg grid-cols-3 gap-3 sm:gap-6">
        {STATS.map((s) => (
          <div key={s.label} className="border-l border-white/15 pl-3 sm:pl-4">
            <dt className="text-[11px] font-medium tracking-wide text-white/60 uppercase sm:text-xs">{s.label}</dt>
            <dd className="mt-1 bg-gradient-to-r from-white to-violet-200 bg-clip-text text-2xl font-bold sm:text-3xl tracking-tight text-transparent">
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <figcaption className="mt-3 text-xs text-white/40">Marketing claims, not live figures.</figcaption>
    </figure>
  );
}

import { FEATURES } from './feature-list';

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-8 bg-white py-24 sm:py-32">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-widest text-violet-600 uppercase">Features</p>
          <h2 id="features-title" className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Eight AI agents, one studio
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Each agent owns one part of the job. Together they take a video from idea to audience — and report back on
            how it did.
          </p>
        </div>
        <ul className="mt-16 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              data-testid="feature-card"
              className="group rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:border-violet-200 hover:shadow-xl hover:shadow-violet-500/10"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-gradient-to-br from-violet-100 to-fuchsia-100 text-violet-700 transition group-hover:from-violet-600 group-hover:to-fuchsia-600 group-hover:text-white">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-5 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { LegalSection } from '../content/types';

const EMAIL = /([\w.+-]+@[\w-]+\.[\w.]+[a-z])/i;

/** Text with its email addresses as mailto links. */
function Linked({ text }: { text: string }) {
  return text.split(EMAIL).map((part, i) =>
    i % 2 === 1 ? (
      <a key={i} href={`mailto:${part}`} className="font-medium text-violet-700 underline-offset-2 hover:underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

/** Renders numbered sections ("1. Commitment") with their paragraphs and lists. */
export function LegalSections({ sections }: { sections: LegalSection[] }) {
  return sections.map((section, i) => (
    <section key={section.title} aria-labelledby={`section-${i + 1}`}>
      <h2 id={`section-${i + 1}`} className="text-xl font-semibold text-slate-900">
        {i + 1}. {section.title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
        {section.body.map((block, j) =>
          typeof block === 'string' ? (
            <p key={j}>
              <Linked text={block} />
            </p>
          ) : (
            <ul key={j} className="list-disc space-y-1.5 pl-6 marker:text-violet-500">
              {block.list.map((item) => (
                <li key={item}>
                  <Linked text={item} />
                </li>
              ))}
            </ul>
          ),
        )}
      </div>
    </section>
  ));
}

/** Renders a legal document: summary, contents with anchors, then every section. */
import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/lib/use-page-title';
import type { LegalDocument } from '../content/legal-document';

export function LegalPage({ document: doc }: { document: LegalDocument }) {
  usePageTitle(doc.title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header>
        <h1 className="text-4xl font-bold tracking-tight">{doc.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Effective {doc.effectiveDate}</p>
        <Card className="mt-6 p-5">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-primary">In short</h2>
          <p className="mt-2 leading-relaxed">{doc.summary}</p>
        </Card>
      </header>
      <nav aria-label="Contents" className="mt-8">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">
          Contents
        </h2>
        <ol className="mt-3 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {doc.sections.map((section, index) => (
          <section key={section.id} id={section.id} className="scroll-mt-24">
            <h2 className="text-xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 60)} className="mt-3 leading-relaxed text-foreground/90">
                {paragraph}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-relaxed text-foreground/90">
                {section.list.map((item) => (
                  <li key={item.slice(0, 60)}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}

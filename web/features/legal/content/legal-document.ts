/** A legal page as data: rendered by the legal page component. */
export interface LegalSection {
  id: string; // kebab-case anchor, unique in the document
  heading: string;
  paragraphs: string[]; // plain text, no HTML or markdown
  list?: string[]; // optional bullet list shown after the paragraphs
}

export interface LegalDocument {
  title: string;
  effectiveDate: string; // '20 November 2026'
  summary: string; // a 2-3 sentence plain-language summary shown at the top
  sections: LegalSection[];
}

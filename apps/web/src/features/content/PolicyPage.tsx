import type { ReactNode } from 'react';
import { usePageTitle } from '../../shared/hooks/usePageTitle';

export interface PolicySection {
  heading: string;
  body: ReactNode;
}

/** A policy document: a title, when it was last updated, and numbered sections. */
export function PolicyPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: PolicySection[];
}) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-black tracking-tight uppercase">{title}</h1>
      <p className="mt-2 text-sm text-neutral-600">Last updated: {updated}</p>
      <div className="mt-6 text-neutral-800">{intro}</div>
      <ol className="mt-8 space-y-8">
        {sections.map((section, index) => (
          <li key={section.heading}>
            <h2 className="text-lg font-extrabold tracking-wide uppercase">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-2 space-y-2 text-sm leading-relaxed text-neutral-800">{section.body}</div>
          </li>
        ))}
      </ol>
    </article>
  );
}

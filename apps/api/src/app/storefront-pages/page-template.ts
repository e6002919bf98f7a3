/** The web build's chunks per source module (apps/web/dist/.vite/manifest.json, the parts read here). */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * index.html of the web build, cut where a server-rendered page puts its parts: its own head tags
 * instead of the shell's title and description, the screen's chunks preloaded, the app's HTML in
 * #root and the state the browser hydrates from at the end of <body>.
 */
export interface PageTemplate {
  render(parts: { head: string; preloads: string[]; html: string; stateScript: string }): string;
}

const TITLE = /<title>[^<]*<\/title>\s*/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;
const ROOT = '<div id="root"></div>';

export function pageTemplate(indexHtml: string): PageTemplate {
  const shell = indexHtml.replace(TITLE, '').replace(DESCRIPTION, '');
  const headEnd = shell.indexOf('</head>');
  const root = shell.indexOf(ROOT);
  const bodyEnd = shell.lastIndexOf('</body>');
  if (headEnd < 0 || root < headEnd || bodyEnd < root) throw new Error('index.html has no </head>, #root or </body>');
  const [beforeHead, betweenHeadAndRoot, betweenRootAndBodyEnd, afterBody] = [
    shell.slice(0, headEnd),
    shell.slice(headEnd, root),
    shell.slice(root + ROOT.length, bodyEnd),
    shell.slice(bodyEnd),
  ];
  return {
    render: ({ head, preloads, html, stateScript }) =>
      beforeHead +
      head +
      preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('') +
      betweenHeadAndRoot +
      `<div id="root">${html}</div>` +
      betweenRootAndBodyEnd +
      stateScript +
      afterBody,
  };
}

/** The chunks a screen's module needs beyond the entry (already in the page), in load order. */
export function chunksOf(manifest: BuildManifest, source: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(source);
  return files;
}

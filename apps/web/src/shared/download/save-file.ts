/**
 * Hands a file to the browser's downloads: a link to the data, clicked once, its address freed a
 * moment later (a download started from a script needs the link in the page while it is clicked).
 */
export function saveFile(data: Blob | string, filename: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(typeof data === 'string' ? new Blob([data], { type }) : data);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

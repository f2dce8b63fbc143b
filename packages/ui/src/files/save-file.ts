/**
 * Saves a file on the reader's computer under a suggested name, through a download link. Not
 * opened in a tab: a blob: page inherits the site's Content-Security-Policy, which keeps the
 * browser's PDF viewer out.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // The download has started from the URL once click() returns; the next task may release it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

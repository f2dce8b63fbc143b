/** Saves a file on the admin's computer through a download link, not a new tab. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.click();
  // The download has started from the URL once click() returns; the next task may release it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

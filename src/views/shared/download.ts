/** Saves a blob as a file through a temporary link (nothing leaves the machine). */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // revoked later, once the browser has started reading it
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// Saving a file the host made (a game file, a report) through the browser's own download, which
// Electron turns into a save dialog.
import type { ReportFile } from '../../electron/ipc/contract';

export function saveFile(file: Pick<ReportFile, 'fileName' | 'mimeType' | 'encoding' | 'data'>): void {
  const bytes = file.encoding === 'base64' ? Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0)) : new TextEncoder().encode(file.data);
  const url = URL.createObjectURL(new Blob([bytes], { type: file.mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = file.fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a game's name: letters, digits and dashes. */
export function fileStem(name: string): string {
  return (
    name
      .trim()
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'game'
  );
}

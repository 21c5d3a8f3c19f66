// The words of an HTML report as a reader sees them, for tests that look for a phrase: the style
// sheet and the map left out, tags as spaces, the entities the reports use decoded, spaces folded.
export function htmlText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<svg[\s\S]*<\/svg>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&middot;/g, '·')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

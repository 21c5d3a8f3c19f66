// Why a mail is held, when the order checks refused it (orders.ts: the sets waiting for the GM's
// confirmation, a sender's holds, a game not taking orders): the archive keeps the refusal's
// English only, so it is read back here against the English templates the service declared
// (result.ts `refusals`) into the refusal's key and particulars, for the window to word as it words
// the refusal itself (`errorText`). A text no template writes reads back as nothing.
import { placeholderPattern, saidParamKind } from '../../../engine/index';
import { saidEnglish, type RefusalEnglish, type ServiceSaid } from '../result';

interface Pattern {
  key: string;
  names: string[];
  pattern: RegExp;
}

let patterns: Pattern[] | null = null;

function compile(key: string, template: string): Pattern {
  return { key, ...placeholderPattern(template) };
}

/** The areas whose refusals a held mail's reason can be (the mail's filing goes through the order checks). */
const AREAS = ['orders', 'game', 'service'];

function all(): Pattern[] {
  if (patterns) return patterns;
  patterns = [];
  for (const area of AREAS) {
    const table = saidEnglish().get(area) ?? {};
    for (const [key, english] of Object.entries<RefusalEnglish>(table)) {
      for (const template of typeof english === 'string' ? [english] : [english.one, english.other]) {
        if (/^\{\{\w+\}\}$/.test(template)) continue; // a bare particular says nothing of its own
        patterns.push(compile(`${area}.${key}`, template));
      }
    }
  }
  return patterns;
}

/** A held mail's reason read back into the refusal's key and particulars (`map`: the game's board, to name its powers). */
export function heldReasonSaid(reason: string | null, map: string | null): ServiceSaid | null {
  if (reason === null) return null;
  for (const { key, names, pattern } of all()) {
    const m = pattern.exec(reason);
    if (!m) continue;
    const params: Record<string, string | number> = map ? { map } : {};
    names.forEach((name, i) => {
      const value = m[i + 1];
      if (name === 'count' && /^\d+$/.test(value)) params[name] = Number(value);
      else if (saidParamKind(name) === 'time') {
        const at = Date.parse(value.replace(/^[A-Za-z]+ /, '').replace(',', ''));
        params[name] = Number.isNaN(at) ? value : new Date(at).toISOString();
      } else params[name] = value;
    });
    return { key, params };
  }
  return null;
}

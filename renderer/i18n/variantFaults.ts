// A variant file's faults (engine/map's and engine/draw's checks: a code and a sentence naming the
// place) in the window's language: what is wrong from the code (`variantFaults` namespace), then the
// check's own sentence in brackets, which names the place as the file writes it. English: the sentence.
import { i18n } from './index';

export function variantFaultText(fault: { code?: string; message: string }): string {
  if (i18n.language === 'en' || !fault.code || !i18n.exists(`variantFaults:${fault.code}`)) return fault.message;
  return `${i18n.t(`variantFaults:${fault.code}`)} (${fault.message})`;
}

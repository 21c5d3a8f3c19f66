// A variant file's faults (engine/map's and engine/draw's checks: a key and its particulars, with the
// check's English) in the window's language, whole from the key and particulars (`variantFaults`
// namespace; `faultText` in ./index, which also words the refusals that list a file's or a
// position's faults). English: the check's sentence, as the CLI prints it.
import { faultText, type FaultData } from './index';

export function variantFaultText(fault: FaultData): string {
  return faultText(fault, 'file');
}

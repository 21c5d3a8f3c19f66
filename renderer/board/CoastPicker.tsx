// Which coast: for a fleet's move, retreat or build in a split-coast province.
import type { Coast } from '../../engine/index';
import { OverlayBox, OverlayButton } from './OverlayBox';

const NAMES: Record<Coast, string> = { nc: 'North coast', sc: 'South coast', ec: 'East coast', wc: 'West coast' };

export interface CoastPickerProps {
  province: string;
  coasts: Coast[];
  x: number;
  y: number;
  width: number;
  height: number;
  onChoose(option: string): void;
}

export function CoastPicker({ province, coasts, onChoose, ...at }: CoastPickerProps) {
  return (
    <OverlayBox {...at} label={`${province.toUpperCase()}: which coast?`} testId="coast-picker">
      {coasts.map((c, i) => (
        <OverlayButton key={c} testId={`coast-${c}`} onClick={() => onChoose(c)} autoFocus={i === 0}>
          {NAMES[c]} ({c})
        </OverlayButton>
      ))}
      <OverlayButton testId="coast-cancel" onClick={() => onChoose('cancel')}>
        Cancel (Esc)
      </OverlayButton>
    </OverlayBox>
  );
}

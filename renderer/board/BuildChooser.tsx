// What to build in a vacant home centre: an army, a fleet (coastal only), or a waive.
import { OverlayBox, OverlayButton } from './OverlayBox';

export interface BuildChooserProps {
  power: string;
  province: string;
  army: boolean;
  fleet: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
  onChoose(option: string): void;
}

export function BuildChooser({ power, province, army, fleet, onChoose, ...at }: BuildChooserProps) {
  return (
    <OverlayBox {...at} label={`${power}: build in ${province.toUpperCase()}`} testId="build-chooser">
      {army && (
        <OverlayButton testId="build-army" onClick={() => onChoose('army')} autoFocus>
          Army
        </OverlayButton>
      )}
      {fleet && (
        <OverlayButton testId="build-fleet" onClick={() => onChoose('fleet')}>
          Fleet
        </OverlayButton>
      )}
      <OverlayButton testId="build-waive" onClick={() => onChoose('waive')}>
        Waive a build
      </OverlayButton>
      <OverlayButton testId="build-cancel" onClick={() => onChoose('cancel')}>
        Cancel (Esc)
      </OverlayButton>
    </OverlayBox>
  );
}

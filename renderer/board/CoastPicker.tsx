// Which coast: for a fleet's move, retreat or build in a split-coast province.
import { useTranslation } from 'react-i18next';
import type { Coast } from '../../engine/index';
import { OverlayBox, OverlayButton, type OverlayPlacement } from './OverlayBox';

export interface CoastPickerProps extends OverlayPlacement {
  province: string;
  /** The province's name in the window's language. */
  name: string;
  coasts: Coast[];
}

export function CoastPicker({ name, coasts, onChoose, ...at }: CoastPickerProps) {
  const { t } = useTranslation('board');
  return (
    <OverlayBox {...at} label={t('coast.which', { province: name })} testId="coast-picker">
      {coasts.map((c, i) => (
        <OverlayButton key={c} testId={`coast-${c}`} onClick={() => onChoose(c)} autoFocus={i === 0}>
          {t(`coast.${c}`)} ({c})
        </OverlayButton>
      ))}
      <OverlayButton testId="coast-cancel" onClick={() => onChoose('cancel')}>
        {t('cancel')}
      </OverlayButton>
    </OverlayBox>
  );
}

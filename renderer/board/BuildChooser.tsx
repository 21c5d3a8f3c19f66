// What to build in a vacant home centre: an army, a fleet (coastal only), or a waive.
import { useTranslation } from 'react-i18next';
import { OverlayBox, OverlayButton, type OverlayPlacement } from './OverlayBox';

/** The power and the province named in the window's language. */
export interface BuildChooserProps extends OverlayPlacement {
  power: string;
  province: string;
  army: boolean;
  fleet: boolean;
}

export function BuildChooser({ power, province, army, fleet, onChoose, ...at }: BuildChooserProps) {
  const { t } = useTranslation('board');
  return (
    <OverlayBox {...at} label={t('build.label', { power, province })} testId="build-chooser">
      {army && (
        <OverlayButton testId="build-army" onClick={() => onChoose('army')} autoFocus>
          {t('build.army')}
        </OverlayButton>
      )}
      {fleet && (
        <OverlayButton testId="build-fleet" onClick={() => onChoose('fleet')}>
          {t('build.fleet')}
        </OverlayButton>
      )}
      <OverlayButton testId="build-waive" onClick={() => onChoose('waive')}>
        {t('build.waive')}
      </OverlayButton>
      <OverlayButton testId="build-cancel" onClick={() => onChoose('cancel')}>
        {t('cancel')}
      </OverlayButton>
    </OverlayBox>
  );
}

// The right-click menu of a unit (interaction/contextMenu.ts says which items a phase offers).
import { useTranslation } from 'react-i18next';
import type { MenuItem, Picked } from '../interaction/types';
import { OverlayBox, OverlayButton, type OverlayPlacement } from './OverlayBox';

export interface ContextMenuProps extends OverlayPlacement {
  unit: Picked;
  /** The unit's power in the window's language. */
  power: string;
  items: MenuItem[];
}

export function ContextMenu({ unit, power, items, onChoose, ...at }: ContextMenuProps) {
  const { t } = useTranslation('board');
  const { t: tm } = useTranslation('mobile');
  return (
    <OverlayBox {...at} label={`${power} ${unit.type} ${unit.province.toUpperCase()}`} testId="context-menu">
      {items.map((item, i) => (
        <OverlayButton key={item} testId={`menu-${item}`} onClick={() => onChoose(item)} autoFocus={i === 0}>
          {t(`menu.${item}`)}
        </OverlayButton>
      ))}
      {at.sheet && (
        <OverlayButton testId="menu-cancel" onClick={() => onChoose('cancel')}>
          {tm('cancel')}
        </OverlayButton>
      )}
    </OverlayBox>
  );
}

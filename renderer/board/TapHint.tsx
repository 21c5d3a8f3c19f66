// On a touch screen, what the next tap does while an order is being built from the action sheet
// (where the unit moves, which unit it supports, where that one goes), with a Cancel a finger can
// hit: a phone has no Esc key.
import { useTranslation } from 'react-i18next';
import type { GestureState } from '../interaction/types';

interface Props {
  gesture: GestureState;
  touched: boolean;
  onCancel(): void;
}

const upper = (p: string) => p.toUpperCase();

function hintKey(g: GestureState): { key: string; unit: string; other: string } | null {
  if (g.name === 'draggingUnit' && g.sticky) return { key: g.intent === 'retreat' ? 'retreat' : g.intent, unit: upper(g.unit.province), other: '' };
  if (g.name !== 'tapping') return null;
  const other = g.other ? upper(g.other.province) : '';
  return { key: `${g.intent}${g.other ? 'To' : 'Which'}`, unit: upper(g.unit.province), other };
}

export function TapHint({ gesture, touched, onCancel }: Props) {
  const { t } = useTranslation('mobile');
  const hint = touched ? hintKey(gesture) : null;
  if (!hint) return null;
  return (
    <div className="tap-hint" role="status" data-testid="tap-hint" onPointerDown={(e) => e.stopPropagation()} onPointerUp={(e) => e.stopPropagation()}>
      <span>{t(`hint.${hint.key}`, { unit: hint.unit, other: hint.other })}</span>
      <button type="button" data-testid="tap-cancel" onClick={onCancel}>
        {t('cancel')}
      </button>
    </div>
  );
}

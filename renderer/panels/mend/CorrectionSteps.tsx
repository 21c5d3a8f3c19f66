// What a correction changes downstream, phase by phase, as the service's preview tells it: the
// phases, powers, outcomes and their reasons (`stepReasons`, from the engine's reason codes) in the
// window's language.
import { useTranslation } from 'react-i18next';
import type { CorrectionPreview } from '../../../electron/ipc/contract';
import type { GameMap } from '../../../engine/index';
import { i18n, phaseLabel } from '../../i18n';
import { problemText } from '../../i18n/readerWords';
import type { PlaceNames } from '../../i18n/placeNames';
import { withKeys } from '../../state/withKeys';

/** An outcome's reason code (`bounce`, `not-adjacent`) in words; a code without words as it is. */
const reasonWords = (code: string): string => (i18n.exists(`stepReasons:${code}`) ? i18n.t(`stepReasons:${code}`) : code);

export function CorrectionSteps({ preview, names, map }: { preview: CorrectionPreview; names: PlaceNames; map: GameMap }) {
  const { t } = useTranslation('mend');
  const outcome = (o: { outcome: string; reason: string | null }) => `${t(`outcome.${o.outcome}`)}${o.reason ? ` (${reasonWords(o.reason)})` : ''}`;
  // A unit as the preview writes it (`England F nth`, `dislodged England F nth`): the power in the window's language.
  const unit = (u: string) => {
    const m = /^(dislodged )?(\S+) (.*)$/.exec(u);
    return m ? `${m[1] ? `${reasonWords('dislodged')} ` : ''}${names.power(m[2])} ${m[3]}` : u;
  };
  if (!preview.changed)
    return (
      <p className="hint" data-testid="correction-diff">
        {t('steps.none')}
      </p>
    );
  return (
    <div className="correction-diff" data-testid="correction-diff">
      {preview.problems.map((p) => (
        <p key={p.line} className="banner warn">
          {t('steps.line', { line: p.line, message: problemText(p, map) })}
        </p>
      ))}
      {preview.steps.map((s) => {
        const pos = s.position;
        const empty = s.results.length === 0 && pos.removed.length === 0 && pos.added.length === 0 && pos.centers.length === 0 && !pos.phase;
        return (
          <section key={s.seq}>
            <h3>
              {phaseLabel(s.after.name)} {s.kind === 'rerun' ? t('steps.rerun') : t('steps.toPlay')}
              {s.before && s.before.name !== s.after.name ? ` — ${t('steps.was', { phase: phaseLabel(s.before.name) })}` : ''}
            </h3>
            {empty && <p className="hint">{t('steps.unchanged')}</p>}
            <ul>
              {withKeys(s.results, (r) => `${r.power} ${r.order}`).map(([key, r]) => (
                <li key={key}>
                  {names.power(r.power)} {r.order}: {r.before ? outcome(r.before) : t('steps.notGiven')} →{' '}
                  <strong>{r.after ? outcome(r.after) : t('steps.gone')}</strong>
                </li>
              ))}
              {pos.removed.map((u) => (
                <li key={`-${u}`} className="removed">
                  − {unit(u)}
                </li>
              ))}
              {pos.added.map((u) => (
                <li key={`+${u}`} className="added">
                  + {unit(u)}
                </li>
              ))}
              {pos.centers.map((c) => (
                <li key={c.power}>
                  {names.power(c.power)} {t('steps.centers')} {c.gained.map((x) => `+${x}`).join(' ')} {c.lost.map((x) => `−${x}`).join(' ')}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {preview.dropped.length > 0 && <p className="banner warn">{t('steps.dropped', { phases: preview.dropped.map((d) => phaseLabel(d.name)).join(', ') })}</p>}
      {preview.winner && <p className="banner warn">{t('steps.winner', { power: names.power(preview.winner) })}</p>}
    </div>
  );
}

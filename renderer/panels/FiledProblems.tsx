// The lines of this phase's filed sets that the reader did not understand, read back from the
// archive (PhaseDetail `problems`), so a reload or another GM's window still shows what a set left
// unread: each in the app's language where the service could give the reader's message as data
// again (`problemText`), else in the English the archive keeps.
import { useTranslation } from 'react-i18next';
import type { PhaseDetail } from '../../electron/ipc/contract';
import type { GameMap } from '../../engine/index';
import { problemText } from '../i18n/readerWords';
import { usePlaceNames } from '../i18n/placeNames';

export function FiledProblems({ map, problems }: { map: GameMap; problems: PhaseDetail['problems'] | undefined }) {
  const { t } = useTranslation('filedProblems');
  const names = usePlaceNames(map);
  if (!problems?.length) return null;
  const count = problems.reduce((n, s) => n + s.problems.length, 0);
  return (
    <section className="filed-problems" aria-label={t('label')} data-testid="filed-problems">
      <h3>{t('title', { count })}</h3>
      <ul>
        {problems.flatMap((s) =>
          s.problems.map((p) => (
            <li key={`${s.submission}:${p.line}`} data-testid="filed-problem">
              <span className="set">{t('set', { power: names.power(s.power), set: s.submission })}</span>
              <span className="message">{t('line', { line: p.line, message: problemText(p, map) })}</span>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}

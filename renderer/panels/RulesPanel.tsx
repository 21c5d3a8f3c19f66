// The game's rules: every option of the DATC's chapter 4 as the DATC groups them, the current
// choice and what each alternative means, presets, a search box. Choosing changes nothing until
// Save: the GM confirms, gives a reason for the log, and the change applies from the next
// adjudication (phases already played keep their rules).
import { useTranslation } from 'react-i18next';
import { useMemo, useState } from 'react';
import { CATALOGUE, PRESETS, resolveOptions, RULE_GROUPS } from '../../engine/index';
import { wordOption, type WordedOption } from '../i18n/ruleWords';

interface Props {
  current: Record<string, string>;
  editable: boolean;
  /** Saves the options; answers an error message, or null when saved. */
  onSave(options: Record<string, string>, reason: string): Promise<string | null>;
  onClose(): void;
}

type Shown = (typeof CATALOGUE)[number] & { words: WordedOption };

/** Whether an option matches the search, in the app's language or the engine's English. */
function matches(spec: Shown, q: string): boolean {
  if (!q) return true;
  const words = spec.words;
  const text = [
    spec.id,
    spec.title,
    spec.summary,
    ...spec.alternatives.flatMap((a) => [a.label, a.explanation]),
    words.title,
    words.summary,
    ...words.alternatives.flatMap((a) => [a.label, a.explanation]),
  ]
    .join(' ')
    .toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .every((w) => text.includes(w));
}

export function RulesPanel({ current, editable, onSave, onClose }: Props) {
  const { t } = useTranslation('rules');
  const [draft, setDraft] = useState<Record<string, string>>(current);
  const [query, setQuery] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const changed = useMemo(() => Object.keys(draft).filter((k) => draft[k] !== current[k]), [draft, current]);
  const worded: Shown[] = useMemo(() => CATALOGUE.map((o) => ({ ...o, words: wordOption(o, t) })), [t]);
  const shown = worded.filter((o) => matches(o, query.trim()));

  const applyPreset = (id: string) => {
    const r = resolveOptions({ preset: id });
    if (r.ok) setDraft({ ...r.value });
  };
  const save = async () => {
    const problem = await onSave(draft, reason.trim());
    if (problem) setError(problem);
    else onClose();
  };

  return (
    <div className="modal-backdrop" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="card modal rules" role="dialog" aria-modal="true" aria-label={t('title')} data-testid="rules">
        <header className="rules-head">
          <h2>{t('title')}</h2>
          <input
            type="search"
            autoFocus
            placeholder={t('searchPlaceholder')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-label={t('search')}
            data-testid="rules-search"
          />
          {editable && (
            <select aria-label={t('preset')} value="" onChange={(e) => e.target.value && applyPreset(e.target.value)} data-testid="rules-preset">
              <option value="">{t('applyPreset')}</option>
              {PRESETS.map((p) => (
                <option key={p.id} value={p.id} title={t(`rulesText:presets.${p.id}.description`)}>
                  {t(`rulesText:presets.${p.id}.label`)}
                </option>
              ))}
            </select>
          )}
        </header>
        <div className="rules-body">
          {RULE_GROUPS.map((group) => {
            const options = shown.filter((o) => o.group === group);
            if (!options.length) return null;
            return (
              <section key={group}>
                <h3>{t(`rulesText:groups.${group}`)}</h3>
                {options.map((o) => (
                  <fieldset key={o.id} className={changed.includes(o.id) ? 'option changed' : 'option'} data-option={o.id}>
                    <legend>
                      <span className="option-id">{o.id}</span> {o.words.title}
                    </legend>
                    <p className="hint">{o.words.summary}</p>
                    {o.words.alternatives.map((a) => (
                      <label key={a.id} className="alternative">
                        <input
                          type="radio"
                          name={o.id}
                          value={a.id}
                          checked={draft[o.id] === a.id}
                          disabled={!editable}
                          onChange={() => setDraft({ ...draft, [o.id]: a.id })}
                        />
                        <span>
                          <strong>
                            {a.letter ? `${a.letter}. ` : ''}
                            {a.label}
                          </strong>
                          {a.id === o.datcPreferred && <em className="preferred"> {t('preferred')}</em>}
                          <span className="explanation">{a.explanation}</span>
                        </span>
                      </label>
                    ))}
                  </fieldset>
                ))}
              </section>
            );
          })}
          {shown.length === 0 && <p className="empty">{t('noMatch', { query })}</p>}
        </div>
        {confirming ? (
          <div className="confirm" data-testid="rules-confirm">
            <p>{t('confirm', { options: changed.join(', ') })}</p>
            <input placeholder={t('reasonPlaceholder')} value={reason} onChange={(e) => setReason(e.target.value)} aria-label={t('reason')} />
            {error && <p className="error">{error}</p>}
            <div className="actions">
              <button onClick={() => setConfirming(false)}>{t('back')}</button>
              <button className="primary" onClick={() => void save()} data-testid="rules-confirm-save">
                {t('change')}
              </button>
            </div>
          </div>
        ) : (
          <div className="actions">
            <span className="hint">{changed.length ? t('changed', { count: changed.length }) : editable ? t('noChanges') : t('readOnly')}</span>
            <button onClick={onClose}>{t('close')}</button>
            {editable && (
              <button className="primary" disabled={!changed.length} onClick={() => setConfirming(true)} data-testid="rules-save">
                {t('save')}
              </button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

// A new game: its name, its variant (the ones Adjutant ships and the archive's own), the rules (a
// preset; single options are set in the rules panel), the draw rule. The game starts from the
// variant's starting position. The reports' language (issue 32: the app's languages, which are the
// reports' too) defaults to the app's.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VariantView } from '../../electron/ipc/contract';
import { PRESETS } from '../../engine/index';
import { i18n, LANGUAGES, type Language } from '../i18n';
import { call, whatFailed, useApi } from '../state/api';
import { NamedChoices } from './Choices';
import { FormActions, FormCard, NameField } from './FormCard';
import { ReportLanguageField } from './ReportLanguageField';
import { Notice } from './Notice';

export function NewGameForm({ onCancel, onCreated }: { onCancel(): void; onCreated(id: number): void }) {
  const { t } = useTranslation('games');
  const api = useApi();
  const [name, setName] = useState('');
  // A new game starts from the first preset, the rules played today (the 2023 rulebook); the CLI and
  // games stored without rules keep the DATC 2.4 default.
  const [preset, setPreset] = useState<string>(PRESETS[0].id);
  const [drawType, setDrawType] = useState<'dias' | 'nodias'>('dias');
  const [reportLanguage, setReportLanguage] = useState<Language>(() => LANGUAGES.find((l) => l === i18n.language) ?? 'en');
  const [error, setError] = useState<string | null>(null);
  const chosen = PRESETS.find((p) => p.id === preset);
  const [variants, setVariants] = useState<VariantView[]>([]);
  const [variant, setVariant] = useState('standard');
  const shown = variants.find((v) => v.id === variant);
  useEffect(() => {
    call(api, 'variant:list', {}).then(setVariants, (e: unknown) => setError(whatFailed(e)));
  }, [api]);

  const create = async () => {
    try {
      const game = await call(api, 'game:create', { name: name.trim(), variant, rules: { preset }, drawType, reportLanguage });
      onCreated(game.id);
    } catch (e) {
      setError(whatFailed(e));
    }
  };

  return (
    <FormCard className="new-game" testId="new-game-form" title={t('newGame.label')} onSubmit={() => void create()} onCancel={onCancel}>
      <NameField label={t('form.name')} value={name} onChange={setName} testId="game-name" placeholder={t('form.namePlaceholder')} />
      <label>
        {t('form.variant')}
        <select value={variant} onChange={(e) => setVariant(e.target.value)} data-testid="game-variant">
          <NamedChoices items={variants.length ? variants : [{ id: 'standard', name: 'Standard' }]} />
        </select>
      </label>
      {shown && shown.id !== 'standard' && (
        <p className="hint" data-testid="variant-description">
          {shown.description}{' '}
          {t(shown.source === 'imported' ? 'form.variantFactsImported' : 'form.variantFacts', {
            powers: shown.powers,
            centers: shown.centers,
            win: shown.victoryCenters,
          })}
        </p>
      )}
      <label>
        {t('form.rules')}
        <select value={preset} onChange={(e) => setPreset(e.target.value)} data-testid="game-preset">
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {t(`rulesText:presets.${p.id}.label`)}
            </option>
          ))}
        </select>
      </label>
      {chosen && <p className="hint">{t(`rulesText:presets.${chosen.id}.description`)}</p>}
      <ReportLanguageField value={reportLanguage} onChange={setReportLanguage} testId="game-report-language" />
      <fieldset>
        <legend>{t('form.draws')}</legend>
        <label className="inline">
          <input type="radio" checked={drawType === 'dias'} onChange={() => setDrawType('dias')} /> {t('form.dias')}
        </label>
        <label className="inline">
          <input type="radio" checked={drawType === 'nodias'} onChange={() => setDrawType('nodias')} /> {t('form.nodias')}
        </label>
      </fieldset>
      <Notice text={error} className="error" />
      <FormActions cancel={t('form.cancel')} onCancel={onCancel} submit={t('form.create')} testId="create-game" disabled={!name.trim()} />
    </FormCard>
  );
}

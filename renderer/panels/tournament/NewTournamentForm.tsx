// A new tournament: its name, its scoring system and how its rounds combine. Enter creates it,
// Esc goes back; a refusal is shown next to the field it is about.
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import type { SystemChoice } from '../../../electron/ipc/contract';
import { call, ServiceFailure, whatFailed, useApi } from '../../state/api';
import { i18n } from '../../i18n/index';
import { CombineField } from './CombineField';
import { errorAt, fieldError, type FieldError } from './fieldErrors';
import { FieldNote } from './FieldNote';
import { NamedChoices } from '../Choices';
import { FormActions, FormCard, NameField } from '../FormCard';

interface Props {
  systems: SystemChoice[];
  onCancel(): void;
  onCreated(name: string): void;
}

export function NewTournamentForm({ systems, onCancel, onCreated }: Props) {
  const { t: tr } = useTranslation('tournament');
  const api = useApi();
  const [name, setName] = useState('');
  const [scoring, setScoring] = useState('');
  const [combine, setCombine] = useState('sum');
  const [error, setError] = useState<FieldError | null>(null);

  const create = async () => {
    if (!scoring) return setError({ field: 'scoring', message: i18n.t('sweep:tournament.chooseScoring') });
    try {
      // The select offers the systems the host listed; the host checks the choice again.
      const t = await call(api, 'tournament:create', { name: name.trim(), scoring: scoring as SystemChoice['id'], combine });
      onCreated(t.name);
    } catch (e) {
      const f = fieldError(whatFailed(e));
      // A taken name is about the name, though the service names no field for it (by its code: the words are the GM's language's).
      const taken = e instanceof ServiceFailure && e.error.code === 'name-taken';
      setError(f.field === '' && taken ? { field: 'name', message: f.message } : f);
    }
  };

  const unplaced = error && !['name', 'scoring', 'combine'].includes(error.field) ? error.message : null;
  return (
    <FormCard className="director-form" testId="new-tournament-form" title={tr('new.title')} onSubmit={() => void create()} onCancel={onCancel}>
      <NameField
        label={tr('new.name')}
        value={name}
        onChange={setName}
        testId="tournament-name"
        placeholder={tr('new.namePlaceholder')}
        invalid={!!errorAt(error, 'name')}
      >
        <FieldNote text={errorAt(error, 'name')} />
      </NameField>
      <label>
        {tr('new.scoring')}
        <select value={scoring} onChange={(e) => setScoring(e.target.value)} data-testid="tournament-scoring" aria-invalid={!!errorAt(error, 'scoring')}>
          <option value="">{tr('new.choose')}</option>
          <NamedChoices items={systems} />
        </select>
        <FieldNote text={errorAt(error, 'scoring')} />
      </label>
      <CombineField value={combine} onChange={setCombine} error={errorAt(error, 'combine')} />
      <FieldNote text={unplaced} />
      <FormActions
        hint={<span className="hint">{tr('new.next')}</span>}
        cancel={tr('cancel')}
        onCancel={onCancel}
        submit={tr('new.create')}
        testId="create-tournament"
        disabled={!name.trim()}
      />
    </FormCard>
  );
}

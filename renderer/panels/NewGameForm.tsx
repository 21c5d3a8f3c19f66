// A new game: its name, the rules (a preset; single options are set in the rules panel), the draw
// rule. The game starts in Spring 1901 from the standard position.
import { useState } from 'react';
import { PRESETS } from '../../engine/index';
import { call, useApi } from '../state/api';

export function NewGameForm({ onCancel, onCreated }: { onCancel(): void; onCreated(id: number): void }) {
  const api = useApi();
  const [name, setName] = useState('');
  // A new game starts from the first preset, the rules played today (the 2023 rulebook); the CLI and
  // games stored without rules keep the DATC 2.4 default.
  const [preset, setPreset] = useState<string>(PRESETS[0].id);
  const [drawType, setDrawType] = useState<'dias' | 'nodias'>('dias');
  const [error, setError] = useState<string | null>(null);
  const chosen = PRESETS.find((p) => p.id === preset);

  const create = async () => {
    try {
      const game = await call(api, 'game:create', { name: name.trim(), rules: { preset }, drawType });
      onCreated(game.id);
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <form
      className="card new-game"
      data-testid="new-game-form"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
      onKeyDown={(e) => e.key === 'Escape' && onCancel()}
    >
      <h2>New game</h2>
      <label>
        Name
        <input
          autoFocus
          required
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-testid="game-name"
          placeholder="e.g. WDC 2026 round 1 board 3"
        />
      </label>
      <label>
        Rules
        <select value={preset} onChange={(e) => setPreset(e.target.value)} data-testid="game-preset">
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      {chosen && <p className="hint">{chosen.description}</p>}
      <fieldset>
        <legend>Draws</legend>
        <label className="inline">
          <input type="radio" checked={drawType === 'dias'} onChange={() => setDrawType('dias')} /> DIAS (draws include all survivors)
        </label>
        <label className="inline">
          <input type="radio" checked={drawType === 'nodias'} onChange={() => setDrawType('nodias')} /> NoDIAS (votes name the powers)
        </label>
      </fieldset>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="primary" data-testid="create-game" disabled={!name.trim()}>
          Create
        </button>
      </div>
    </form>
  );
}

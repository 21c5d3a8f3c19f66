// The GM's choice of language for the app (issue 32): the OS's language unless another is chosen,
// kept for the next launch. Each language is named in itself (Français, Deutsch), so a GM who
// cannot read the current one still finds theirs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, hasChoice, LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n';
import { call, useApi } from '../state/api';

const ownName = (code: Language): string => LANGUAGE_NAMES[code];

export function LanguageChooser() {
  const { t, i18n } = useTranslation('common');
  const api = useApi();
  const [choice, setChoice] = useState<string>(() => (hasChoice() ? i18n.language : 'os'));
  return (
    <label className="language-chooser">
      <span className="sr-only">{t('language.choose')}</span>
      <select
        data-testid="language"
        title={t('language.choose')}
        value={choice}
        onChange={(e) => {
          setChoice(e.target.value);
          const code = e.target.value === 'os' ? null : (e.target.value as Language);
          chooseLanguage(code);
          // The desktop app's menu follows (and keeps the choice for the next launch); elsewhere
          // (a browser, a person joined over the network) there is no menu and nothing to do.
          call(api, 'app:language', { language: code }).catch(() => undefined);
        }}
      >
        <option value="os">{t('language.os')}</option>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {ownName(code)}
          </option>
        ))}
      </select>
    </label>
  );
}

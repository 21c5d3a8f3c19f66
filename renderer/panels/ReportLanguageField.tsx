// The language a game's reports, order sheets and printed map are made in (issue 32): chosen on the
// New game form and changed later from the report menu. Each language is named in itself.
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n';

interface Props {
  value: string;
  onChange(language: Language): void;
  testId: string;
  disabled?: boolean;
}

export function ReportLanguageField({ value, onChange, testId, disabled }: Props) {
  const { t } = useTranslation('report');
  return (
    <label>
      {t('form.language')}
      <select value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as Language)} data-testid={testId}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

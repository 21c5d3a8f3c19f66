// A setup file of the projects whose files share a worker process (test/vitest.config.ts): the files
// run one after the other in it, importing renderer/i18n once, and a file that words something in
// French leaves i18next's one instance in French for the next. Each file therefore starts in
// English and is put back in English after its last test, whatever it switched to (or added: see
// test/tooling.test.ts, which forbids adding resources in these files). Loading the catalogues is
// paid once per worker, not once per file.
import { afterAll, beforeAll } from 'vitest';
import { i18n } from '../../renderer/i18n/index';

/** Puts the app's strings back in English (the language every test file assumes it starts in). */
export const backToEnglish = async (): Promise<void> => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
};

beforeAll(backToEnglish);
afterAll(backToEnglish);

// The e2e tests call `window.adjutant` in the page: the renderer's entry declares it (renderer/main.tsx),
// and this brings that declaration into the test project, which sees the renderer through its declarations.
import type {} from '../../../renderer/main';

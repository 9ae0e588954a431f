import { fileURLToPath } from 'node:url';
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';

// The macros run through Babel as SETUP-NOTES prescribes; the plugin's note about its native transform is known.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';

export const linguiConfig = { configPath: fileURLToPath(new URL('./lingui.config.ts', import.meta.url)) };
// The macros' own Babel plugin looks for the config from the working directory, which is apps/web for the build but
// the repository's root for the tests: Lingui's LINGUI_CONFIG points it at this one from anywhere.
process.env.LINGUI_CONFIG ??= linguiConfig.configPath;

/**
 * The Lingui macros (`<Trans>`, `useLingui`, `t`, `msg`…) as the app compiles them: plugin-react 6 has no babel
 * option, so they run through @rolldown/plugin-babel. Messages keep their Spanish source text in the code, so
 * Spanish (the default) needs no catalog download and each route carries only its own texts. The same transform
 * for the build (vite.config.ts) and the component tests (vitest.config.ts).
 */
export function linguiMacros() {
  return babel({ presets: [linguiTransformerBabelPreset({ descriptorFields: 'message' }, linguiConfig)] });
}

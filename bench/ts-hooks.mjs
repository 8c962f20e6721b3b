// Lets Node 24 run the TypeScript sources directly: their relative imports name `.js` files,
// which exist only as `.ts`. Import this module first: `import './ts-hooks.mjs';`
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\.\.?\/.*\.js$/.test(specifier)) throw error;
      return nextResolve(specifier.replace(/\.js$/, '.ts'), context);
    }
  },
});

import { packageBuild } from '../../tsup.package';

// `testing` is built as CommonJS too but not exported as such: it imports vitest, which is ESM only.
export default packageBuild(
  { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts', 'emulator/index': 'src/emulator/index.ts' },
  { format: ['esm', 'cjs'] },
);

import { packageBuild } from '../../tsup.package';

export default packageBuild({ index: 'src/index.ts', 'emulator/index': 'src/emulator/index.ts' });

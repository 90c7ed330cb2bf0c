import { packageBuild } from '../../tsup.package';

export default packageBuild({ index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' });

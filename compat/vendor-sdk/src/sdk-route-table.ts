import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** One method of the vendor's SDK: the route it calls and the answer it takes as success. */
export interface SdkMethod {
  /** The SDK's own name of the function, e.g. `hrisListEmployees` (its file under `src/funcs/`). */
  name: string;
  /** The SDK namespace the method sits in, e.g. `hris`, `connectSessions` (`sdk.hris.listEmployees`). */
  namespace: string;
  httpMethod: string;
  /** The path template as the SDK writes it, e.g. `/unified/hris/employees/{id}`. */
  path: string;
  /** The status the SDK takes as success, e.g. 201. */
  successStatus: number;
}

const sdkPackageName = '@stackone/stackone-client-ts';

/** The installed SDK's folder (its package has no exports map, so its package.json resolves). */
export function sdkPackageDirectory(): string {
  return dirname(createRequire(import.meta.url).resolve(`${sdkPackageName}/package.json`));
}

/** The installed SDK's package name and version, `<name>@<version>`. */
export function sdkPackageLabel(): string {
  const manifest = JSON.parse(readFileSync(join(sdkPackageDirectory(), 'package.json'), 'utf8')) as { version: string };
  return `${sdkPackageName}@${manifest.version}`;
}

/**
 * The SDK's route table, read from its TypeScript sources at run time, so a new SDK version
 * brings its methods along: each `src/funcs/<name>.ts` names its path (`pathToFunc("...")`),
 * its HTTP method and its success answer (`M.json(201, ...)`, `M.nil(200, ...)`).
 */
export function readSdkRouteTable(packageDirectory = sdkPackageDirectory()): SdkMethod[] {
  const namespaces = readNamespaces(packageDirectory);
  const functionsDirectory = join(packageDirectory, 'src', 'funcs');
  return readdirSync(functionsDirectory)
    .filter((file) => file.endsWith('.ts'))
    .sort()
    .map((file) => {
      const name = file.slice(0, -'.ts'.length);
      const source = readFileSync(join(functionsDirectory, file), 'utf8');
      const path = /pathToFunc\(\s*"([^"]+)"/.exec(source)?.[1];
      const httpMethod = /method: "([A-Z]+)"/.exec(source)?.[1];
      // The first status the SDK accepts (the proxy method takes several: `M.nil([200, 201, ...])`).
      const success = /M\.(?:json|nil|stream|text|bytes)\(\s*\[?\s*(\d+)/.exec(source)?.[1];
      const namespace = namespaces.get(name);
      if (!path || !httpMethod || !success || !namespace) throw new Error(`cannot read the route of the SDK method ${name} (${file})`);
      return { name, namespace, httpMethod, path, successStatus: Number(success) };
    });
}

/**
 * Which namespace each function belongs to: `src/sdk/sdk.ts` has a getter per namespace class
 * (`get hris(): Hris`), and each class's file imports the functions it wraps.
 */
function readNamespaces(packageDirectory: string): Map<string, string> {
  const sdkDirectory = join(packageDirectory, 'src', 'sdk');
  const root = readFileSync(join(sdkDirectory, 'sdk.ts'), 'utf8');
  const fileOfClass = new Map([...root.matchAll(/import \{\s*(\w+),?\s*\} from "\.\/(\w+)\.js";/g)].map((match) => [match[1]!, match[2]!]));
  const namespaceOfFunction = new Map<string, string>();
  for (const [, namespace, className] of root.matchAll(/get (\w+)\(\): (\w+) \{/g)) {
    const file = fileOfClass.get(className!);
    if (!file) continue;
    const source = readFileSync(join(sdkDirectory, `${file}.ts`), 'utf8');
    for (const [, functionName] of source.matchAll(/from "\.\.\/funcs\/(\w+)\.js";/g)) {
      namespaceOfFunction.set(functionName!, namespace!);
    }
  }
  return namespaceOfFunction;
}

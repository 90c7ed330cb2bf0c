// Source-mapped stack traces for run-source.mjs, with each source map read the first time a stack
// trace passes through its file. Node's own support (--enable-source-maps, setSourceMapsEnabled)
// reads, parses and measures the source map of every module as it loads: the bundle's (1.3 MB of
// maps) and those dependencies ship (glob's 578 KB one), a twentieth of the server's start, for
// stack traces most starts never print. The frames read as Node writes them (its
// prepare_stack_trace.js); what Node alone can do is point the excerpt above an uncaught error
// at the TypeScript line: that excerpt shows the bundle's line, the stack below it the source's.
//
// Plain JavaScript on purpose: it runs before anything can compile TypeScript.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { isAbsolute } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const stackLineStart = '\n    at ';
const sourceMappingUrlComment = /\/[*/]#\s+sourceMappingURL=(?<url>[^\s]+)/g;
const leadingProtocol = /^\w+:\/\//;
/** By file URL: its SourceMap, or null when it has none (or one that cannot be read). */
const sourceMaps = new Map();

/** Turns Node's eager source maps off and formats stack traces with the lazy ones instead. */
export function installLazySourceMaps() {
  process.setSourceMapsEnabled(false);
  Error.prepareStackTrace = prepareStackTrace;
}

function prepareStackTrace(error, trace) {
  const header = isNodeError(error) ? `${error.name} [${error.code}]: ${error.message}` : Error.prototype.toString.call(error);
  if (trace.length === 0) return header;
  let frames = '';
  for (let index = 0; index < trace.length; index++) frames += `${stackLineStart}${formatFrame(trace[index], trace[index + 1])}`;
  return `${header}${frames}`;
}

/** Node's errors (`TypeError [ERR_INVALID_ARG_TYPE]: ...`) carry its private kIsNodeError mark on their prototype. */
function isNodeError(error) {
  for (let object = error; object !== null && typeof object === 'object'; object = Object.getPrototypeOf(object)) {
    for (const symbol of Object.getOwnPropertySymbols(object)) if (symbol.description === 'kIsNodeError') return true;
  }
  return false;
}

function formatFrame(callSite, callerCallSite) {
  try {
    const sourceMap = sourceMapOf(callSite.getFileName());
    const mapped = sourceMap && mappedFrame(sourceMap, callSite, callerCallSite);
    if (mapped) return mapped;
  } catch {
    // A frame that cannot be mapped reads as V8 writes it.
  }
  return `${callSite}`;
}

function sourceMapOf(fileName) {
  if (typeof fileName !== 'string') return undefined;
  const url = leadingProtocol.test(fileName) ? fileName : isAbsolute(fileName) ? pathToFileURL(fileName).href : undefined;
  if (!url?.startsWith('file://')) return undefined;
  if (!sourceMaps.has(url)) sourceMaps.set(url, readSourceMap(url));
  return sourceMaps.get(url);
}

function readSourceMap(fileUrl) {
  try {
    const content = readFileSync(fileURLToPath(fileUrl), 'utf8');
    let mappingUrl;
    // The last one: an earlier match may sit in a string literal.
    for (const match of content.matchAll(sourceMappingUrlComment)) mappingUrl = match.groups.url;
    if (mappingUrl === undefined) return null;
    let payload;
    let base;
    if (mappingUrl.startsWith('data:')) {
      const [format, data] = mappingUrl.slice('data:'.length).split(',');
      const parts = format.split(';');
      if (parts[0] !== 'application/json') return null;
      payload = JSON.parse(parts.at(-1) === 'base64' ? Buffer.from(data, 'base64').toString('utf8') : data);
      base = fileUrl;
    } else {
      base = new URL(mappingUrl, fileUrl).href;
      if (!base.startsWith('file://')) return null;
      payload = JSON.parse(readFileSync(fileURLToPath(base), 'utf8'));
    }
    // As Node does: sources become absolute URLs, resolved against the map's own location.
    payload.sources = payload.sources.map((source) => {
      const path = (payload.sourceRoot || '') + source;
      return isAbsolute(path) ? pathToFileURL(path).href : new URL(path, base).href;
    });
    payload.sourceRoot = '';
    return new SourceMap(payload);
  } catch {
    return null;
  }
}

/** Node's serializeJSStackFrame: the original position, and the original name when the bundler renamed it. */
function mappedFrame(sourceMap, callSite, callerCallSite) {
  const { originalLine, originalColumn, originalSource } = sourceMap.findEntry(callSite.getLineNumber() - 1, callSite.getColumnNumber() - 1);
  if (originalSource === undefined || originalLine === undefined || originalColumn === undefined) return undefined;
  const name = originalSymbolName(sourceMap, callSite, callerCallSite);
  const source = originalSource.startsWith('file://') ? fileURLToPath(originalSource) : originalSource;
  const functionName = callSite.getFunctionName() ?? callSite.getMethodName();
  const prefix = callSite.isAsync() ? 'async ' : callSite.isConstructor() ? 'new ' : '';
  const typeName = callSite.getTypeName();
  const originalName = `${typeName !== null && typeName !== 'global' ? `${typeName}.` : ''}${functionName || '<anonymous>'}`;
  const mappedName = name && name !== originalName ? `${name}` : `${originalName}`;
  const hasName = Boolean(name || originalName);
  return `${prefix}${mappedName}${hasName ? ' (' : ''}${source}:${originalLine + 1}:${originalColumn + 1}${hasName ? ')' : ''}`;
}

function originalSymbolName(sourceMap, callSite, callerCallSite) {
  const enclosing = sourceMap.findEntry(callSite.getEnclosingLineNumber() - 1, callSite.getEnclosingColumnNumber() - 1);
  if (enclosing.name) return enclosing.name;
  if (callerCallSite && callSite.getFileName() === callerCallSite.getFileName()) {
    return sourceMap.findEntry(callerCallSite.getLineNumber() - 1, callerCallSite.getColumnNumber() - 1).name;
  }
  return undefined;
}

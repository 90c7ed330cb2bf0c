import type { z } from 'zod';
import { parseUnifiedOperation, type UnifiedResource } from './define-unified-resource.js';

/**
 * The unified resources a server offers: the core ones plus any a connector contributes. Built
 * once at start-up from the installed manifests; everything that serves or checks unified data
 * asks it instead of a hard-coded list.
 */
export class UnifiedCatalogue {
  private readonly byKey = new Map<string, UnifiedResource>();

  constructor(resources: Iterable<UnifiedResource>) {
    const paths = new Map<string, string>();
    for (const resource of resources) {
      const existing = this.byKey.get(resource.key);
      if (existing === resource) continue;
      if (existing) {
        throw new Error(`unified resource "${resource.key}" is declared twice with different definitions; contribute it once`);
      }
      const clash = paths.get(resource.path);
      if (clash) throw new Error(`unified resources "${clash}" and "${resource.key}" share the path ${resource.path}`);
      paths.set(resource.path, resource.key);
      this.byKey.set(resource.key, resource);
    }
  }

  /** Every resource, in declaration order. */
  list(): UnifiedResource[] {
    return [...this.byKey.values()];
  }

  get(key: string): UnifiedResource | undefined {
    return this.byKey.get(key);
  }

  /**
   * The resource and verb of `documents.drives.list` (or the command of `ats.applications.move`),
   * when the catalogue has that resource and it supports that verb or command.
   */
  resolveOperation(operation: string): { resource: UnifiedResource; verb: string } | undefined {
    const parsed = parseUnifiedOperation(operation);
    const resource = parsed && this.byKey.get(parsed.resourceKey);
    if (!parsed || !resource?.supports(parsed.verb)) return undefined;
    return { resource, verb: parsed.verb };
  }

  /** The record model a read of `operation` returns (list and get), for checking what a connector produced. */
  modelFor(operation: string): z.ZodObject | undefined {
    const resolved = this.resolveOperation(operation);
    return resolved && (resolved.verb === 'list' || resolved.verb === 'get') ? resolved.resource.model : undefined;
  }
}

import { type EncryptionKeyRotation, rotateEncryptionKeys } from '@openunified/platform';
import { CliUsageError } from './cli-usage.js';
import type { CommandContext } from './command-context.js';
import { parseCommandArguments } from './parse-command-arguments.js';
import { formatTable } from './table.js';

const DEFAULT_BATCH_SIZE = 200;

/** `keys rotate-encryption`: a new active key, then every stored credential re-encrypted with it. */
export async function rotateEncryptionKey(context: CommandContext, argumentsList: string[]): Promise<void> {
  const { values } = parseCommandArguments('keys rotate-encryption', argumentsList, {
    'batch-size': { type: 'string' },
    json: { type: 'boolean' },
  });
  const batchSize = values['batch-size'] === undefined ? DEFAULT_BATCH_SIZE : Number(values['batch-size']);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    throw new CliUsageError('keys rotate-encryption: --batch-size must be a whole number between 1 and 10000');
  }
  const rotation = await rotateEncryptionKeys(context.store, context.config, { batchSize });
  if (values.json) {
    context.print(JSON.stringify(rotation));
    return;
  }
  printRotation(context, rotation);
}

function printRotation(context: CommandContext, rotation: EncryptionKeyRotation): void {
  if (rotation.addedKeyId) context.print(`Added encryption key ${rotation.addedKeyId} to the key file and made it active.`);
  else context.print(`Re-encrypting with the active key ${rotation.activeKeyId}.`);
  const rows = rotation.columns.map((column) => [column.column, String(column.reencrypted), String(column.changedMeanwhile), String(column.unreadable)]);
  for (const line of formatTable(['VALUES', 'RE-ENCRYPTED', 'CHANGED MEANWHILE', 'UNREADABLE'], rows)) context.print(line);
  if (rotation.keyIdsStillInUse.length > 0) {
    context.print(
      `Values remain under ${rotation.keyIdsStillInUse.join(', ')}: restart the servers so they write with ${rotation.activeKeyId}, then run this again.`,
    );
  }
  if (rotation.retirableKeyIds.length > 0) {
    context.print(
      `No value uses ${rotation.retirableKeyIds.join(', ')} any more: once every server runs with ${rotation.activeKeyId}, remove them from the keyring (back it up first).`,
    );
  }
}

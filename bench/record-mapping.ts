import { parseArgs } from 'node:util';
import { type GoogleDriveList, mapDrive } from '@openunified/connector-googledrive';
import { startGoogledriveEmulator } from '@openunified/connector-googledrive/emulator';

/**
 * What mapping one page of provider records costs, alone: the page of 25 Google Drive shared
 * drives that `pnpm bench` lists, as the emulator answers the connector's request, mapped with
 * the connector's `mapDrive` over and over. The server and the bare proxy both run this mapping
 * on every request, so it moves both sides of `pnpm bench --baseline` alike; this measures it
 * without the noise of three processes sharing the machine. CPU of this process per page.
 */
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    pages: { type: 'string', default: '40000' },
    rounds: { type: 'string', default: '5' },
    json: { type: 'boolean', default: false },
  },
});
const pages = Number(values.pages);
const rounds = Number(values.rounds);
if (!Number.isInteger(pages) || pages < 1 || !Number.isInteger(rounds) || rounds < 1) throw new Error('--pages and --rounds are whole numbers from 1');

// The connector's own selector (drive-fields.ts): without one, Drive answers only kind, id and name.
const fields = 'nextPageToken,drives(kind,id,name,createdTime,hidden,colorRgb,themeId,backgroundImageLink,orgUnitId,capabilities,restrictions)';
const emulator = await startGoogledriveEmulator();
let page: GoogleDriveList['drives'];
try {
  const response = await fetch(`${emulator.url}/drive/v3/drives?pageSize=25&fields=${encodeURIComponent(fields)}`, {
    headers: { authorization: `Bearer ${emulator.sandboxCredentials.access_token}` },
  });
  page = ((await response.json()) as GoogleDriveList).drives;
} finally {
  await emulator.close();
}
if (page?.length !== 25) throw new Error(`the emulator answered ${page?.length ?? 'no'} drives, not 25`);

// Every mapped record is kept until its round ends, as a page's records are until it is answered.
let mappedFields = 0;
const microsecondsPerPage: number[] = [];
for (let round = 0; round < rounds + 1; round++) {
  const started = process.cpuUsage();
  for (let index = 0; index < pages; index++) mappedFields += Object.keys(page.map(mapDrive)[24]!).length;
  const used = process.cpuUsage(started);
  // The first round warms the JIT up.
  if (round > 0) microsecondsPerPage.push((used.user + used.system) / pages);
}
if (mappedFields === 0) throw new Error('nothing was mapped');
const sorted = [...microsecondsPerPage].sort((left, right) => left - right);
const median = sorted[Math.floor(sorted.length / 2)]!;
if (values.json)
  console.log(
    JSON.stringify({ records_per_page: 25, cpu_us_per_page: Number(median.toFixed(2)), rounds: microsecondsPerPage.map((value) => Number(value.toFixed(2))) }),
  );
else
  console.log(
    `Google Drive, 25 shared drives a page: ${median.toFixed(1)} µs of CPU to map a page (median of ${rounds} rounds of ${pages} pages: ${microsecondsPerPage.map((value) => value.toFixed(1)).join(', ')})`,
  );

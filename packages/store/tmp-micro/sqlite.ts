import BetterSqlite3 from 'better-sqlite3';
import { mkdtempSync } from 'node:fs'; import { tmpdir } from 'node:os'; import { join } from 'node:path';
import { randomUUID, hash } from 'node:crypto';
import { generateSeedData } from '../../../connectors/googledrive/src/emulator/seed-data.js';
import { mapDrive } from '../../../connectors/googledrive/src/mappers/drive.js';
const N = 100000;
const data = generateSeedData({ seed: 3, drivesCount: N, domainOnlyDrivesCount: 0, filesPerDrive: 0 });
const records = data.drives.map((d) => { const r = mapDrive(d.drive); const json = JSON.stringify(r); return { id: r.id, remote: r.remote_id, json, h: hash('sha256', json) }; });
const BATCH = Number(process.env.BATCH ?? 1000);
for (const mode of ['single']) {
  const db = new BetterSqlite3(join(mkdtempSync(join(tmpdir(), 'sq-')), 'x.sqlite'));
  db.pragma('journal_mode = WAL'); db.pragma('synchronous = NORMAL'); db.pragma('cache_size = -32768'); db.pragma('wal_autocheckpoint = ' + (process.env.CKPT ?? 10000)); if (process.env.PAGE) db.pragma('page_size = ' + process.env.PAGE);
  db.exec(`create table r (project_id text not null, account_id text not null, action_id text not null, params_hash text not null, record_id text not null, remote_id text, content_hash text not null, data text not null, deleted integer not null, last_seen_run_id text not null, changed_at text not null, ` + (process.env.NOPK ? 'x integer' : 'constraint k primary key (account_id, action_id, params_hash, record_id)') + `);
  ` + (process.env.NOCHANGED ? '' : 'create index c on r (account_id, action_id, params_hash, changed_at, record_id);') + `
  create table events (id text primary key, project_id text not null, type text not null, payload text not null, created_at text not null, delivered_at text);
  create index e1 on events(project_id, created_at); create index e2 on events(created_at) where delivered_at is null;`);
  const P = 'prj_' + randomUUID(), A = 'acc_' + randomUUID(), ACT = 'googledrive_list_drives', H = hash('sha256', 'x'), RUN = 'run_' + randomUUID();
  const cols = '(project_id, account_id, action_id, params_hash, record_id, remote_id, content_hash, data, deleted, last_seen_run_id, changed_at)';
  const conflict = `` + (process.env.NOPK ? '' : ` on conflict (account_id, action_id, params_hash, record_id) do update set remote_id = excluded.remote_id, content_hash = excluded.content_hash, data = excluded.data, deleted = 0, last_seen_run_id = excluded.last_seen_run_id, changed_at = excluded.changed_at`) + '';
  const one = db.prepare(`insert into r ${cols} values (?,?,?,?,?,?,?,?,0,?,?)` + conflict);
  const multi = db.prepare(`insert into r ${cols} values ${Array(500).fill('(?,?,?,?,?,?,?,?,0,?,?)').join(',')}` + conflict);
  const ev1 = db.prepare('insert into events (id, project_id, type, payload, created_at, delivered_at) values (?,?,?,?,?,null)');
  const states = db.prepare(`select record_id, content_hash, deleted from r where account_id = ? and action_id = ? and params_hash = ? and record_id in (select value from json_each(?))`);
  let t = process.hrtime.bigint(); const cpu0 = process.cpuUsage(); let tState = 0n, tIns = 0n, tEv = 0n, tCommit = 0n;
  for (let s = 0; s < N; s += BATCH) {
    const batch = records.slice(s, s + BATCH); const now = new Date().toISOString();
    db.exec('begin');
    let a = process.hrtime.bigint();
    states.all(A, ACT, H, JSON.stringify(batch.map((r) => r.id)));
    let b = process.hrtime.bigint(); tState += b - a;
    if (mode === 'single') for (const r of batch) one.run(P, A, ACT, H, r.id, r.remote, r.h, r.json, RUN, now);
    else for (let i = 0; i < 1000; i += 500) { const ps: unknown[] = []; for (const r of batch.slice(i, i + 500)) ps.push(P, A, ACT, H, r.id, r.remote, r.h, r.json, RUN, now); multi.run(ps); }
    let c = process.hrtime.bigint(); tIns += c - b;
    for (const r of batch) ev1.run('evt_' + randomUUID(), P, 'documents_drives.created', JSON.stringify({ record_id: r.id, remote_id: r.remote, schedule_id: 'sch_x', account_id: A, action_id: ACT, run_id: RUN }), now);
    let d = process.hrtime.bigint(); tEv += d - c;
    db.exec('commit'); tCommit += process.hrtime.bigint() - d;
  }
  const us = (x: bigint) => (Number(x) / N / 1000).toFixed(2);
  const cpu = process.cpuUsage(cpu0); console.log(mode, 'BATCH', BATCH, 'cpu us/rec', ((cpu.user+cpu.system)/N).toFixed(1), 'sys', (cpu.system/N).toFixed(1), 'total', us(process.hrtime.bigint() - t), 'us/rec; states', us(tState), 'insert', us(tIns), 'events', us(tEv), 'commit', us(tCommit));
  db.close();
}
